// The relatedResources overview card (spec 3 §2.2).
import { defineCard } from './define'

export const relatedResourcesCard = defineCard({
  type: 'relatedResources',
  description: 'Related resources: the material in other databases; shown only when the config includes it.',
  shownByDefault: false,
})
