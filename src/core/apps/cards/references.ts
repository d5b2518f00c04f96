// The references overview card (spec 3 §2.2).
import { defineCard } from './define'

export const referencesCard = defineCard({
  type: 'references',
  description: 'The references (URLs) of the entry.',
})
