// The electronic overview card (spec 3 §2.2).
import { defineCard } from './define'

export const electronicCard = defineCard({
  type: 'electronic',
  description: 'Electronic properties: band structures, densities of states, band gaps.',
})
