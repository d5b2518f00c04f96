// The heterogeneous catalysis card (spec 3 §2.2): the catalyst, the test reaction and its
// conditions, reactants with their conversion and products with their selectivity.
// Entries whose metadata has catalysis results (the Heterogeneous Catalysis use case).
// The test reads the metadata here: the reader and the view load with the card.
import { readArchive } from '../../../../core/archive'
import type { CardDef } from '../cardDef'

/** True when the entry's metadata has catalysis results. */
export const hasCatalysis = (metadata: unknown) => readArchive(metadata)?.child('results.properties.catalytic') !== undefined

export const heterogeneousCatalystCard: CardDef = {
  type: 'heterogeneouscatalyst',
  appliesTo: (entry) => hasCatalysis(entry.metadata),
  load: () => import('./CatalystCard'),
}
