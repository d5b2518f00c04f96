// The terms item (spec 2 §2.2): a quantity's values with counts, to pick from.
import { COUNT_SCALE } from '../countScales'
import { quantityFields } from '../quantities'
import { defineMenuItem } from './define'

export const termsItem = defineMenuItem({
  type: 'terms',
  schemaName: 'MenuItemTerms',
  // options and query_mode are checked by the app rules, with their own messages.
  description:
    "A quantity's values with their counts; picking one filters by it. options: how many values to list before \"load more\" (0 lists none), or fixed options {value: {label, description}}; left out, the enum values, else the top 5. query_mode: and, or, all, any or none (multi-valued quantities only).",
  properties: {
    scale: COUNT_SCALE,
    show_input: { type: 'boolean', description: 'Shows a text input with suggestions.' },
    show_statistics: { type: 'boolean', description: 'Shows counts and count bars (default true).' },
    show_query_mode: { type: 'boolean', description: 'Offers the any/all selector (multi-valued quantities only).' },
    n_columns: { type: 'integer', minimum: 1, description: 'Lays the values out in this many columns.' },
    sort_static: { type: 'boolean', description: 'Fixed options are ordered by count (true, the default) or as written.' },
  },
  quantities: quantityFields([{ field: 'search_quantity', use: 'terms' }]),
})
