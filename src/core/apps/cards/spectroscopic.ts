// The spectroscopic overview card (spec 3 §2.2).
import { defineCard } from './define'

export const spectroscopicCard = defineCard({
  type: 'spectroscopic',
  description: 'Spectroscopic properties: spectra.',
})
