// The sections overview card (spec 3 §2.2).
import { defineCard } from './define'

export const sectionsCard = defineCard({
  type: 'sections',
  description: "The entry's data section (lab-notebook and custom-schema entries) with its values.",
})
