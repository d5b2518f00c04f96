// The material overview card (spec 3 §2.2).
import { defineCard } from './define'

export const materialCard = defineCard({
  type: 'material',
  description: 'Material: composition, topology (tree, structure viewer and tabs).',
})
