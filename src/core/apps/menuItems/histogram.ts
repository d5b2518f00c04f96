// The histogram item (spec 2 §2.2, §9): a numeric or time quantity in bins, with a range
// slider and inputs. The reference writes its quantity on the x axis
// (`x: {search_quantity}`); Tessera's own apps write `search_quantity`.
import { isFields, type Fields } from '../fields'
import type { NamedQuantity } from '../quantities'
import { COUNT_SCALE } from '../countScales'
import { defineMenuItem } from './define'

/** The field that names a histogram item's quantity: `search_quantity`, or the shorthand `x.search_quantity` when only that is written. */
export function histogramQuantityField(item: Fields): 'search_quantity' | 'x.search_quantity' {
  return item.search_quantity === undefined && isFields(item.x) ? 'x.search_quantity' : 'search_quantity'
}

function quantities(item: Fields): NamedQuantity[] {
  const x = isFields(item.x) ? item.x : undefined
  const field = histogramQuantityField(item)
  const unit = x?.unit !== undefined ? { field: 'x.unit', value: x.unit } : item.unit !== undefined ? { field: 'unit', value: item.unit } : undefined
  return [{ field, name: field === 'search_quantity' ? item.search_quantity : x?.search_quantity, use: 'histogram', ...(unit ? { unit } : {}) }]
}

export const histogramItem = defineMenuItem({
  type: 'histogram',
  schemaName: 'MenuItemHistogram',
  // The quantity and unit fields are checked by the app rules, with their own messages.
  description:
    'A numeric or time quantity in bins, with a range slider and min/max inputs. The quantity is search_quantity or x.search_quantity, its display unit unit or x.unit.',
  properties: {
    x: { description: 'The x axis.', properties: { title: { type: 'string' }, scale: { enum: ['linear', 'log'] } } },
    y: { description: 'The bars: scale of their heights.', properties: { scale: COUNT_SCALE } },
    n_bins: { type: 'integer', minimum: 1, description: 'Bins asked for (default 30).' },
    autorange: { type: 'boolean' },
    show_input: { type: 'boolean', description: 'Shows the min and max inputs (default true).' },
    show_statistics: { type: 'boolean', description: 'False: the range slider only.' },
  },
  quantities,
  // The shorthand made explicit, so readers of the item find its quantity in one place.
  migrate: (old) => {
    const x = old.x
    return typeof old.search_quantity !== 'string' && isFields(x) && typeof x.search_quantity === 'string'
      ? { ...old, search_quantity: x.search_quantity }
      : old
  },
})
