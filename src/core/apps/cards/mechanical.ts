// The mechanical overview card (spec 3 §2.2).
import { defineCard } from './define'

export const mechanicalCard = defineCard({
  type: 'mechanical',
  description: 'Mechanical properties: equations of state, bulk modulus.',
})
