// The spectroscopic properties card (spec 3 §2.2): spectra, measured or computed.
import { hasProperty } from '../../entryContext'
import type { CardDef } from '../cardDef'

export const spectroscopicCard: CardDef = {
  type: 'spectroscopic',
  appliesTo: hasProperty('spectra'),
  load: () => import('./SpectroscopicCard'),
}
