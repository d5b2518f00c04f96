// The dynamical overview card (spec 3 §2.2).
import { defineCard } from './define'

export const dynamicalCard = defineCard({
  type: 'dynamical',
  description: 'Dynamical properties: mean squared displacement.',
})
