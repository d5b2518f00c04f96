// Test data for the results table: hits as the entries API returns them, the Entries
// app's columns and a few search quantities.
import type { Column } from '../../../core/config/config.generated'
import type { JsonObject } from '../context'
import type { ColumnQuantity } from './columns'

export function aHit(overrides: JsonObject = {}): JsonObject {
  return {
    entry_id: 'e1',
    upload_id: 'u1',
    mainfile: 'run/vasprun.xml',
    entry_name: 'vasprun.xml',
    entry_type: 'VASP',
    upload_create_time: '2024-03-05T14:07:00',
    authors: [{ name: 'Ada Lovelace' }, { name: 'Alan Turing' }],
    published: true,
    with_embargo: false,
    results: {
      material: { chemical_formula_hill: 'O2Si' },
      method: { method_name: 'DFT', simulation: { program_name: 'VASP', program_version: '5.4.4' } },
    },
    ...overrides,
  }
}

/** The shipped Entries app's columns (apps/entries.yaml). */
export const entriesColumns: Column[] = [
  { search_quantity: 'entry_name', title: 'Name', selected: true },
  { search_quantity: 'results.material.chemical_formula_hill', title: 'Formula', selected: true },
  { search_quantity: 'entry_type', selected: true },
  { search_quantity: 'upload_create_time', title: 'Upload time', selected: true },
  { search_quantity: 'authors', selected: true },
  { search_quantity: 'upload_name', selected: false },
  { search_quantity: 'references', selected: false },
  { search_quantity: 'datasets', selected: false },
  { search_quantity: 'published', title: 'Access', selected: false },
]

const q = (name: string, extra: Partial<ColumnQuantity> = {}): [string, ColumnQuantity] => [
  name,
  { name, label: name.split('.').pop() ?? name, section: false, dtype: 'string', ...extra },
]

export const someQuantities: ReadonlyMap<string, ColumnQuantity> = new Map([
  q('entry_name'),
  q('results.material.chemical_formula_hill', { label: 'Chemical formula hill' }),
  q('entry_type'),
  q('upload_create_time', { dtype: 'timestamp' }),
  q('authors', { section: true, dtype: undefined }),
  q('upload_name'),
  q('references'),
  q('datasets', { section: true, dtype: undefined }),
  q('published', { dtype: 'boolean' }),
  q('results.properties.electronic.band_gap.value', { label: 'Band gap', dtype: 'float', unit: 'joule' }),
  q('results.material.n_elements', { label: 'Number of elements', dtype: 'int' }),
])
