// The structural properties card (spec 3 §2.2): radial distribution functions and radii
// of gyration from molecular dynamics.
import { hasProperty } from '../../entryContext'
import type { CardDef } from '../cardDef'

const properties = ['radial_distribution_function', 'radius_of_gyration'].map(hasProperty)

export const structuralCard: CardDef = {
  type: 'structural',
  appliesTo: (entry) => properties.some((has) => has(entry)),
  load: () => import('./StructuralCard'),
}
