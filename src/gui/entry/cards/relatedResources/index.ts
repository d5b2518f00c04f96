// The related resources card (spec 3 §2.2, §8): other entries of this installation about
// the same material — NOMAD asks an external resources service (off by default there);
// Tessera's own entries are the resources it always has. Applies when the metadata names
// a material; the entries are fetched by the card.
import type { CardDef } from '../cardDef'
import { materialIdOf } from './read'

export const relatedResourcesCard: CardDef = {
  type: 'relatedResources',
  appliesTo: (entry) => materialIdOf(entry) !== undefined,
  load: () => import('./RelatedResourcesCard'),
}
