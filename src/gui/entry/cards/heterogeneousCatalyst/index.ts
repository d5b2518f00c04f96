// The heterogeneous catalysis card (spec 3 §2.2): the catalyst, the test reaction and its
// conditions, reactants with their conversion and products with their selectivity.
// Entries whose metadata has catalysis results (the Heterogeneous Catalysis use case).
import type { CardDef } from '../cardDef'
import { hasCatalysis } from './read'

export const heterogeneousCatalystCard: CardDef = {
  type: 'heterogeneouscatalyst',
  appliesTo: (entry) => hasCatalysis(entry.metadata),
  load: () => import('./CatalystCard'),
}
