// The authors column: the authors' names.
import { rankWith } from '../../../../runtime'
import { isColumn, type ColumnFormatDef } from '../formatDef'

export const authorsFormat: ColumnFormatDef = { type: 'authors', rank: rankWith(10, isColumn('authors')), load: () => import('./AuthorsCell') }
