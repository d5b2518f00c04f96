// A number typed without a unit in the search bar (`band_gap > 2`) is read in the unit the
// user sees (the unit system's, e.g. eV), not in the quantity's SI unit: core/search leaves
// that reading to the GUI. It becomes a number with that unit (`{value: 2, unit: 'eV'}`),
// which the API query converts, the URL writes as `2 eV` and the chip shows as typed.
import type { Atom, FilterChange, FilterDefinition, QuantityValue, SearchFilters } from '../../../core/search'
import { isRange } from '../../../core/search'
import type { UnitSystem } from '../../../core/units'
import { displayUnitFor, sameUnit } from '../../units'

/** The unit bare numbers of `definition` are typed in; undefined when they are already in its own unit. */
function typedUnit(definition: FilterDefinition | undefined, system: UnitSystem): string | undefined {
  if (!definition?.unit || (definition.dtype !== 'int' && definition.dtype !== 'float')) return undefined
  const display = displayUnitFor(definition.unit, system)
  return display === undefined || sameUnit(display, definition.unit) ? undefined : display
}

/** `change` with its bare numbers in the display unit of `system`; unchanged where there is nothing to convert. */
export function changeInDisplayUnit(change: FilterChange, filters: SearchFilters, system: UnitSystem): FilterChange {
  const unit = typedUnit(filters.byName.get(change.quantity), system)
  if (unit === undefined) return change
  const withUnit = (atom: Atom): Atom => (typeof atom === 'number' ? { value: atom, unit } : atom)
  const convert = (value: QuantityValue): QuantityValue => {
    if (Array.isArray(value)) return value.map(withUnit)
    if (isRange(value)) return Object.fromEntries(Object.entries(value).map(([op, atom]) => [op, withUnit(atom as Atom)]))
    return withUnit(value as Atom)
  }
  return { ...change, value: convert(change.value) }
}
