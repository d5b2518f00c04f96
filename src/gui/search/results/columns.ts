// App columns (spec 2 §3.4) turned into what the table shows: a title, whether the
// column can be sorted, its unit and alignment. Pure; the formats that render cells live
// in formats.tsx.
import type { Column } from '../../../core/config/config.generated'
import type { FilterDefinition } from '../../../core/search'
import { convert, type UnitSystem } from '../../../core/units'
import { displayUnitFor, unitLabel } from '../../units'
import { quantityPathOf } from './values'

/** What a column needs to know of its search quantity; `SearchFilters.byName` values fit. */
export type ColumnQuantity = Pick<FilterDefinition, 'name' | 'label' | 'dtype' | 'unit' | 'section'>

export type ColumnQuantities = ReadonlyMap<string, ColumnQuantity>

export interface ResultColumn {
  /** The column's search_quantity: its key, the path read from hits and the order_by when sorted. */
  key: string
  title: string
  align: 'left' | 'right' | 'center'
  sortable: boolean
  /** Shown by default (`selected` in the config). */
  selected: boolean
  /** The search quantity, when the column names one. */
  quantity?: ColumnQuantity
  /**
   * Unit the values are shown in: the column's when it fits the quantity's, else the unit
   * system's (the quantity's own, SI, when no system is given).
   */
  unit?: string
  format?: Column['format']
  /** Why the configured unit is not used (shown to the admin as a warning). */
  problem?: string
}

/** Titles of the special columns (spec 2 §3.4); other columns take the quantity's label. */
export const SPECIAL_TITLES: Readonly<Record<string, string>> = {
  entry_name: 'Name',
  entry_type: 'Entry type',
  upload_create_time: 'Upload time',
  entry_create_time: 'Entry time',
  authors: 'Authors',
  references: 'References',
  datasets: 'Datasets',
  published: 'Access',
}

export const NO_COLUMNS_TEXT =
  'No search columns defined within this search context. Ensure that all GUI artifacts are created.'

export const unitProblem = (key: string, unit: string, quantityUnit: string | undefined, shownIn: string | undefined = quantityUnit) =>
  `The unit "${unit}" of the column ${key} does not fit its quantity${quantityUnit ? ` (${quantityUnit})` : ''}; values are shown ${shownIn ? `in ${shownIn}` : 'as stored'}.`

function fallbackTitle(key: string, quantity: ColumnQuantity | undefined): string {
  if (SPECIAL_TITLES[key]) return SPECIAL_TITLES[key]
  if (quantity?.label) return quantity.label
  const last = key.split('.').pop() ?? key
  return last.charAt(0).toUpperCase() + last.slice(1).replace(/_/g, ' ')
}

function fits(unit: string, quantityUnit: string): boolean {
  try {
    convert(1, quantityUnit, unit)
    return true
  } catch {
    return false
  }
}

function displayUnit(column: Column, quantity: ColumnQuantity | undefined, system: UnitSystem | undefined): Pick<ResultColumn, 'unit' | 'problem'> {
  if (!quantity?.unit) return column.unit ? { problem: unitProblem(column.search_quantity, column.unit, undefined) } : {}
  const fallback = system ? (displayUnitFor(quantity.unit, system) ?? quantity.unit) : quantity.unit
  if (!column.unit) return { unit: fallback }
  if (fits(column.unit, quantity.unit)) return { unit: column.unit }
  return { unit: fallback, problem: unitProblem(column.search_quantity, column.unit, quantity.unit, unitLabel(fallback) || fallback) }
}

/**
 * The table's columns, in config order. A column is sortable only when its
 * search_quantity is a search quantity's own path (spec 2 §5.1): a JMESPath expression or a
 * section cannot be ordered by; `sortable: false` turns sorting off for the others.
 * Values are shown in the column's `unit` when it fits, else in `system`'s unit for the
 * quantity (as stored, in SI, without a system).
 */
export function resultColumns(config: readonly Column[], quantities: ColumnQuantities, system?: UnitSystem): ResultColumn[] {
  return config.map((column) => {
    // An expression's values are those of the quantity it reads (units, alignment).
    const quantity = quantities.get(column.search_quantity) ?? quantities.get(quantityPathOf(column.search_quantity))
    const numeric = quantity?.dtype === 'int' || quantity?.dtype === 'float'
    const isSearchPath = quantity !== undefined && !quantity.section && quantity.name === column.search_quantity
    return {
      key: column.search_quantity,
      title: column.title ?? column.label ?? fallbackTitle(column.search_quantity, quantity),
      align: column.align ?? (numeric ? 'right' : 'left'),
      sortable: isSearchPath && column.sortable !== false,
      selected: column.selected === true,
      ...(quantity && { quantity }),
      ...(column.format && { format: column.format }),
      ...displayUnit(column, quantity, system),
    }
  })
}

/** The header text: the title with its unit's label (`Band gap (eV)`), when the values have one. */
export function headerText(column: ResultColumn): string {
  const label = column.unit ? unitLabel(column.unit) : ''
  return label && column.quantity?.dtype !== 'timestamp' ? `${column.title} (${label})` : column.title
}
