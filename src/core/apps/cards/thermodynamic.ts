// The thermodynamic overview card (spec 3 §2.2).
import { defineCard } from './define'

export const thermodynamicCard = defineCard({
  type: 'thermodynamic',
  description: 'Thermodynamic properties along a trajectory.',
})
