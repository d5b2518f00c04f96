// The electronic properties card (spec 3 §2.2): entries with a band structure, a density
// of states or a band gap.
import { availableProperties } from '../../entryContext'
import type { CardDef } from '../cardDef'

export const ELECTRONIC_PROPERTIES = ['band_structure_electronic', 'dos_electronic', 'dos_electronic_new', 'electronic.band_structure_electronic.band_gap'] as const

export const electronicCard: CardDef = {
  type: 'electronic',
  appliesTo: (entry) => availableProperties(entry).some((name) => (ELECTRONIC_PROPERTIES as readonly string[]).includes(name)),
  load: () => import('./ElectronicCard'),
}
