// GET /info statistics (public data only) from the search index. The same numbers from
// SQL read every entry document (3.2 GiB at a million entries), holding the embedded
// store's one connection meanwhile, on a call the GUI makes on every start.
import type { Statistics } from '../../store'
import type { SearchIndex } from '../index/searchIndex'
import type { Column } from '../index/table'
import { ownerRows } from './owner'

/** The first value of a row, NaN (numbers) or -1 (keyword codes) without one. */
function firstValue(column: Column | undefined): (row: number) => number {
  if (!column) return () => Number.NaN
  const starts = column.starts.data
  const items = column.items.data
  const none = column.kind === 'keyword' ? -1 : Number.NaN
  return (row) => (starts[row + 1] > starts[row] ? items[starts[row]] : none)
}

/** Entries, uploads, quantities, calculations and materials that anybody may see (owner public, processed). */
export function publicStatistics(index: SearchIndex): Statistics {
  const processed = firstValue(index.column('processed'))
  const quantities = firstValue(index.column('n_quantities'))
  const calculations = firstValue(index.column('results.properties.n_calculations'))
  const material = firstValue(index.column('results.material.material_id'))
  const materials = new Set<number>()
  let entries = 0
  let nQuantities = 0
  let nCalculations = 0
  ownerRows(index, 'public', undefined).forEach((row) => {
    if (processed(row) !== 1) return
    entries++
    nQuantities += quantities(row) || 0
    nCalculations += calculations(row) || 0
    const code = material(row)
    if (code >= 0) materials.add(code)
  })
  let uploads = 0
  for (const upload of index.uploads.values()) if (upload.published && upload.embargo_length === 0) uploads++
  return { n_entries: entries, n_uploads: uploads, n_quantities: nQuantities, n_calculations: nCalculations, n_materials: materials.size }
}
