// The dynamical properties card (spec 3 §2.2): mean squared displacements with the
// diffusion constants fitted to them.
import { hasProperty } from '../../entryContext'
import type { CardDef } from '../cardDef'

export const dynamicalCard: CardDef = {
  type: 'dynamical',
  appliesTo: hasProperty('mean_squared_displacement'),
  load: () => import('./DynamicalCard'),
}
