// The nexus overview card (spec 3 §2.2).
import { defineCard } from './define'

export const nexusCard = defineCard({
  type: 'nexus',
  description: 'The NeXus file of an entry of the nexus parser, in the file viewer.',
})
