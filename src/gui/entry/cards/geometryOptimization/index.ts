// The geometry optimisation card (spec 3 §2.2): how the energy converged step by step,
// against the tolerance, and the final changes. Entries that list the property.
import { hasProperty } from '../../entryContext'
import type { CardDef } from '../cardDef'

export const geometryOptimizationCard: CardDef = {
  type: 'geometry_optimization',
  appliesTo: hasProperty('geometry_optimization'),
  load: () => import('./GeometryOptimizationCard'),
}
