// The datasets column: the datasets' names.
import { rankWith } from '../../../../runtime'
import { isColumn, type ColumnFormatDef } from '../formatDef'

export const datasetsFormat: ColumnFormatDef = { type: 'datasets', rank: rankWith(10, isColumn('datasets')), load: () => import('./DatasetsCell') }
