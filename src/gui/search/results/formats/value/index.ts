// Every column's values as text, in its unit and format: the format of all columns
// nothing else fits.
import type { ColumnFormatDef } from '../formatDef'

export const valueFormat: ColumnFormatDef = { type: 'value', rank: () => 0, load: () => import('./ValueCell') }
