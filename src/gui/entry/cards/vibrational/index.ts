// The vibrational properties card (spec 3 §2.2): entries with phonon bands or DOS, a heat
// capacity or a Helmholtz free energy. No parser of ours writes these yet; archives that
// hold them (written by a plugin or uploaded as .archive.json) get the card.
import { availableProperties } from '../../entryContext'
import type { CardDef } from '../cardDef'

export const VIBRATIONAL_PROPERTIES = ['band_structure_phonon', 'dos_phonon', 'heat_capacity_constant_volume', 'energy_free_helmholtz'] as const

export const vibrationalCard: CardDef = {
  type: 'vibrational',
  appliesTo: (entry) => availableProperties(entry).some((name) => (VIBRATIONAL_PROPERTIES as readonly string[]).includes(name)),
  load: () => import('./VibrationalCard'),
}
