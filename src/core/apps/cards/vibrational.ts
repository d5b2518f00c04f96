// The vibrational overview card (spec 3 §2.2).
import { defineCard } from './define'

export const vibrationalCard = defineCard({
  type: 'vibrational',
  description: 'Vibrational properties: phonon dispersion and density of states, heat capacity, free energy.',
})
