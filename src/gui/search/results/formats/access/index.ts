// The access column (`published`): public, embargoed or unpublished.
import { rankWith } from '../../../../runtime'
import { isColumn, type ColumnFormatDef } from '../formatDef'

export const accessFormat: ColumnFormatDef = { type: 'access', rank: rankWith(10, isColumn('published')), load: () => import('./AccessCell') }
