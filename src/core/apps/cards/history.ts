// The history overview card (spec 3 §2.2).
import { defineCard } from './define'

export const historyCard = defineCard({
  type: 'history',
  description: 'The history of a lab-notebook entry.',
})
