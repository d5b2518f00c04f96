// The thermodynamic properties card (spec 3 §2.2): the trajectory of a molecular
// dynamics run — temperature, pressure and potential energy over time.
import { hasProperty } from '../../entryContext'
import type { CardDef } from '../cardDef'

export const thermodynamicCard: CardDef = {
  type: 'thermodynamic',
  appliesTo: hasProperty('trajectory'),
  load: () => import('./ThermodynamicCard'),
}
