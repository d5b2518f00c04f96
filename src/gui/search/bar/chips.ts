// The query chips (spec 2 §2.3): one chip per value of the filter state, with the value
// the filter keeps when that chip is removed. Pure, so the texts are testable alone.
// Numbers stored in a quantity's (SI) unit are shown in the unit system's display unit;
// numbers typed with a unit (`1 eV`) are shown as typed.
import type { Atom, FilterDefinition, FilterValue, QuantityValue, Range, SearchFilters, SectionValue } from '../../../core/search'
import { atomText, CUSTOM_QUANTITIES, isMeasure, isRange, labelOf } from '../../../core/search'
import type { CustomQuantitiesValue } from '../../../core/search'
import type { UnitSystem } from '../../../core/units'
import { numberText, quantityUnit } from '../../units'

export interface QueryChip {
  /** Unique within one chip bar. */
  readonly key: string
  /** The filter (state key) the chip belongs to. */
  readonly quantity: string
  readonly label: string
  readonly text: string
  /** The filter's value after removing this chip; undefined removes the filter. */
  readonly remaining: FilterValue | undefined
}

const RANGE_SYMBOLS: { readonly [op in keyof Range]-?: string } = {
  gte: '≥',
  gt: '>',
  lte: '≤',
  lt: '<',
}

// Enough digits to tell typed values apart, few enough to hide conversion noise (2.0000000000000004).
const CHIP_DIGITS = 6

/** One value as a chip shows it: with `system`, a number of a quantity with a unit in the display unit (`2 eV`). */
export function chipValueText(definition: FilterDefinition | undefined, atom: Atom, system?: UnitSystem): string {
  if (system && typeof atom === 'number' && definition?.unit && definition.dtype !== 'timestamp') {
    const unit = quantityUnit(definition.unit, system)
    if (unit.unit !== undefined) {
      const number = numberText(unit.toDisplay(atom), { digits: CHIP_DIGITS })
      return unit.label ? `${number} ${unit.label}` : number
    }
  }
  return atomText(definition, atom)
}

/** `≥ 2 and ≤ 4`, `> 1.5 eV`; with `system`, numbers in its display unit. */
export function rangeText(filters: SearchFilters, quantity: string, range: Range, system?: UnitSystem): string {
  const definition = filters.byName.get(quantity)
  return (['gte', 'gt', 'lte', 'lt'] as const)
    .filter((op) => range[op] !== undefined)
    .map((op) => `${RANGE_SYMBOLS[op]} ${chipValueText(definition, range[op] as Atom, system)}`)
    .join(' and ')
}

const isAtom = (value: unknown): value is Atom =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' || isMeasure(value)

const isCustomQuantities = (value: FilterValue): value is CustomQuantitiesValue =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Array.isArray((value as { and?: unknown }).and)

/** The label of a filter: its definition's, else made from the last name segment. */
export function filterLabel(filters: SearchFilters, quantity: string): string {
  return filters.byName.get(quantity)?.label ?? labelOf(quantity.split('.').pop() ?? quantity)
}

interface QuantityPart {
  /** The filter-state key the value sits under (a section's, for values below it). */
  stateKey: string
  /** The full name of the quantity the value is for. */
  quantity: string
  label: string
  value: QuantityValue
  /** The state key's value once the chip's part of `value` is gone. */
  rest: (remaining: QuantityValue | undefined) => FilterValue | undefined
  key: string
  system?: UnitSystem
}

/** Chips of one quantity value: one per member of a set, else one. */
function quantityChips(filters: SearchFilters, { stateKey, quantity, label, value, rest, key, system }: QuantityPart): QueryChip[] {
  const definition = filters.byName.get(quantity)
  if (Array.isArray(value)) {
    const atoms: readonly Atom[] = value
    return atoms.map((atom, index) => {
      const others = atoms.filter((_, other) => other !== index)
      return {
        key: `${key}#${index}`,
        quantity: stateKey,
        label,
        text: chipValueText(definition, atom, system),
        remaining: rest(others.length > 0 ? others : undefined),
      }
    })
  }
  const text = isAtom(value) ? chipValueText(definition, value, system) : isRange(value) ? rangeText(filters, quantity, value, system) : ''
  if (!text) return []
  return [{ key, quantity: stateKey, label, text, remaining: rest(undefined) }]
}

/**
 * A custom quantity as a researcher reads it: its path in the data without the `data.`
 * every one of them starts with, and the section it belongs to, not the raw id
 * (`data.annealing_temperature#entry_id:pTsa….ThinFilmSample` → `annealing_temperature
 * (ThinFilmSample)`). An id without a definition part is shown as it is.
 */
export function customQuantityLabel(id: string): string {
  const hash = id.indexOf('#')
  if (hash < 0) return id
  const path = id.slice(0, hash).replace(/^data\./, '')
  const section = id.slice(hash + 1).split('.').pop()
  return path && section ? `${path} (${section})` : id
}

// The operators of the custom-quantities item, by the API's suffix of the value field.
const CUSTOM_OPERATORS: { readonly [suffix: string]: string } = { '': '=', lt: '<', lte: '≤', gte: '≥', gt: '>' }

/** `thickness (ThinFilmSample) > 1e-7`: the quantity by name, not its raw id, then each comparison. */
function customCriterionText(id: string, values: { readonly [key: string]: unknown }): string {
  const comparisons = Object.entries(values).map(([key, scalar]) => {
    const suffix = key.split(':')[1] ?? ''
    const operator = CUSTOM_OPERATORS[suffix] ?? key
    return `${operator} ${typeof scalar === 'number' ? numberText(scalar, { digits: CHIP_DIGITS }) : String(scalar)}`
  })
  return [customQuantityLabel(id), ...comparisons].join(' ')
}

function customQuantityChips(value: CustomQuantitiesValue, label: string): QueryChip[] {
  return value.and.map((criterion, index) => {
    const { id, ...values } = criterion.search_quantities
    const text = customCriterionText(id, values)
    const others = value.and.filter((_, other) => other !== index)
    return {
      key: `${CUSTOM_QUANTITIES}#${index}`,
      quantity: CUSTOM_QUANTITIES,
      label,
      text,
      remaining: others.length > 0 ? { and: others } : undefined,
    }
  })
}

/**
 * One chip per value of `values` (a filter state's values), in the state's order. With
 * `system`, numbers of quantities with a unit read in its display unit; without, as stored.
 */
export function queryChips(filters: SearchFilters, values: { readonly [name: string]: FilterValue }, system?: UnitSystem): QueryChip[] {
  const chips: QueryChip[] = []
  for (const [quantity, value] of Object.entries(values)) {
    const label = filterLabel(filters, quantity)
    if (isCustomQuantities(value)) {
      chips.push(...customQuantityChips(value, label))
    } else if (Array.isArray(value) || isAtom(value) || isRange(value)) {
      const rest = (remaining: QuantityValue | undefined) => remaining
      chips.push(
        ...quantityChips(filters, {
          stateKey: quantity,
          quantity,
          label,
          value: value as QuantityValue,
          rest,
          key: quantity,
          system,
        }),
      )
    } else {
      // A section value: one chip per value below the section, labelled with both names.
      const section = value as SectionValue
      for (const [subPath, subValue] of Object.entries(section)) {
        const name = `${quantity}.${subPath}`
        const rest = (remaining: QuantityValue | undefined): FilterValue | undefined => {
          const others: { [sub: string]: QuantityValue } = { ...section }
          if (remaining === undefined) delete others[subPath]
          else others[subPath] = remaining
          return Object.keys(others).length > 0 ? others : undefined
        }
        const subLabel = `${label} ${filterLabel(filters, name)}`
        chips.push(
          ...quantityChips(filters, {
            stateKey: quantity,
            quantity: name,
            label: subLabel,
            value: subValue,
            rest,
            key: name,
            system,
          }),
        )
      }
    }
  }
  return chips
}
