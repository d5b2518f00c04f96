// The structural overview card (spec 3 §2.2).
import { defineCard } from './define'

export const structuralCard = defineCard({
  type: 'structural',
  description: 'Structural properties: radial distribution function, radius of gyration.',
})
