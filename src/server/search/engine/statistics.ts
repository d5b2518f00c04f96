// GET /info statistics (public data only) from the search index. The same numbers from
// SQL read every entry document (3.2 GiB at a million entries), holding the embedded
// store's one connection meanwhile, on a call the GUI makes on every start.
import type { Statistics } from '../../store'
import type { SearchIndex } from '../index/searchIndex'
import { idColumnReader } from './hits'
import { ownerRows } from './owner'

/** Entries, uploads, quantities, calculations and materials that anybody may see (owner public, processed). */
export function publicStatistics(index: SearchIndex): Statistics {
  const processed = idColumnReader(index, 'processed')
  const quantities = idColumnReader(index, 'n_quantities')
  const calculations = idColumnReader(index, 'results.properties.n_calculations')
  const material = idColumnReader(index, 'results.material.material_id')
  const materials = new Set<string>()
  let entries = 0
  let nQuantities = 0
  let nCalculations = 0
  ownerRows(index, 'public', undefined).forEach((row) => {
    if (processed(row) !== 1) return
    entries++
    nQuantities += Number(quantities(row) ?? 0)
    nCalculations += Number(calculations(row) ?? 0)
    const id = material(row)
    if (typeof id === 'string') materials.add(id)
  })
  let uploads = 0
  for (const upload of index.uploads.values()) if (upload.published && upload.embargo_length === 0) uploads++
  return { n_entries: entries, n_uploads: uploads, n_quantities: nQuantities, n_calculations: nCalculations, n_materials: materials.size }
}
