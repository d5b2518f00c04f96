// The references column: links.
import { rankWith } from '../../../../runtime'
import { isColumn, type ColumnFormatDef } from '../formatDef'

export const referencesFormat: ColumnFormatDef = { type: 'references', rank: rankWith(10, isColumn('references')), load: () => import('./ReferencesCell') }
