// The mechanical properties card (spec 3 §2.2): the energy–volume curve with its
// equation-of-state fits, bulk and shear moduli.
import { hasProperty } from '../../entryContext'
import type { CardDef } from '../cardDef'

const properties = ['energy_volume_curve', 'bulk_modulus', 'shear_modulus'].map(hasProperty)

export const mechanicalCard: CardDef = {
  type: 'mechanical',
  appliesTo: (entry) => properties.some((has) => has(entry)),
  load: () => import('./MechanicalCard'),
}
