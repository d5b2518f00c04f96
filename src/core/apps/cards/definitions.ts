// The definitions overview card (spec 3 §2.2).
import { defineCard } from './define'

export const definitionsCard = defineCard({
  type: 'definitions',
  description: 'The section and quantity definitions of an entry that holds a schema.',
})
