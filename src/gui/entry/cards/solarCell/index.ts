// The solar cell card (spec 3 §2.2): the cell's figures of merit and its device stack.
// Entries that list solar_cell among their properties (the Solar Cells use case).
import { hasProperty } from '../../entryContext'
import type { CardDef } from '../cardDef'

export const solarCellCard: CardDef = {
  type: 'solarcell',
  appliesTo: hasProperty('solar_cell'),
  load: () => import('./SolarCellCard'),
}
