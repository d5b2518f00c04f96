// The search bar's syntax (spec 2 §5.2): existence `quantity = *`, equality
// `name = value`, bounded ranges `a <= x <= b`, half-bounded ranges `x > value`, and free
// text. An accepted input becomes a filter change, or one of the spec's messages.
import type { FilterDefinition, SearchFilters } from './filters'
import { FilterConfigError } from './filters'
import { checkJmesPathTarget, INVALID_JMESPATH, looksLikeJmesPath, quantityNotAvailable } from './jmespath'
import type { Atom, FilterState, FilterValue, QuantityValue, RangeOp } from './types'
import { QUANTITIES, TEXT_SEARCH } from './types'
import { parseAtom } from './values'

export const PLEASE_SPECIFY_A_VALUE = 'Please specify a value.'
export const UNSUPPORTED_QUERY = 'Unsupported query'
export const CANNOT_TARGET_SECTIONS = 'Cannot target metainfo sections'
export const quantityNotSupported = (name: string) => `The quantity '${name}' is not supported`
export const invalidValue = (name: string) => `Invalid value for the metainfo ${name}. Please check your syntax.`
export { INVALID_JMESPATH, quantityNotAvailable }

export type SearchSyntax = 'existence' | 'equality' | 'range_bounded' | 'range_half_bounded' | 'free_text'
/** The type of a search suggestion (spec 2 §3.3). */
export type SuggestionType = SearchSyntax | 'name'

/** The syntaxes in the order they are tried: the most specific first. */
export const SEARCH_SYNTAXES: readonly SearchSyntax[] = [
  'existence',
  'equality',
  'range_bounded',
  'range_half_bounded',
  'free_text',
]

/** Suggestions are requested only for inputs at least this long (spec 2 §5.2). */
export const SUGGESTION_MIN_LENGTH = 2

// A side of an operator: at least one character, none of `=<>`, no surrounding spaces.
const SIDE = '[^\\s=<>](?:[^=<>]*[^\\s=<>])?'
const OP = '(?:<|>)=?'
const EXISTENCE = new RegExp(`^(${SIDE})\\s*=\\s*\\*$`)
const EQUALITY = new RegExp(`^(${SIDE})\\s*=\\s*(${SIDE})$`)
const RANGE_BOUNDED = new RegExp(`^(${SIDE})\\s*(${OP})\\s*(${SIDE})\\s*(${OP})\\s*(${SIDE})$`)
const RANGE_HALF_BOUNDED = new RegExp(`^(${SIDE})\\s*(${OP})\\s*(${SIDE})$`)
// An operator with nothing after it, or nothing before it.
const MISSING_VALUE = new RegExp(`^(?:${SIDE})\\s*(?:${OP}\\s*${SIDE}\\s*)?(?:=|${OP})$`)
const MISSING_TARGET = new RegExp(`^(?:=|${OP})`)

const PATTERNS: { readonly [syntax in Exclude<SearchSyntax, 'free_text'>]: RegExp } = {
  existence: EXISTENCE,
  equality: EQUALITY,
  range_bounded: RANGE_BOUNDED,
  range_half_bounded: RANGE_HALF_BOUNDED,
}

/** True if the search bar should ask for suggestions for this input. */
export function wantsSuggestions(input: string): boolean {
  return input.trim().length >= SUGGESTION_MIN_LENGTH
}

/**
 * The suggestion type of an input: the first syntax it matches; `name` for the name
 * of a filter of `filters` (full or abbreviated); else free text.
 */
export function suggestionTypeOf(input: string, filters?: SearchFilters): SuggestionType {
  const text = input.trim()
  for (const syntax of SEARCH_SYNTAXES) {
    if (syntax !== 'free_text' && PATTERNS[syntax].test(text)) return syntax
  }
  if (filters?.fullNames.has(text)) return 'name'
  return 'free_text'
}

/** A change to one filter: add values to its set, or replace its value. */
export interface FilterChange {
  quantity: string
  value: QuantityValue
  add: boolean
}

export type SearchBarResult =
  | { kind: 'ignored' }
  | { kind: 'error'; message: string }
  | {
      kind: 'filter'
      syntax: SearchSyntax
      /** The input as the history keeps it: `a = b`, `a < x <= b`. */
      input: string
      change: FilterChange
    }

export interface SearchBarOptions {
  /** The app's `search_syntaxes.exclude`. */
  exclude?: readonly SearchSyntax[]
  /** The quantities the search bar may target; default every filter of the context. */
  quantities?: readonly string[]
}

const MIRROR: { readonly [op: string]: RangeOp } = { '<': 'gt', '<=': 'gte', '>': 'lt', '>=': 'lte' }
const DIRECT: { readonly [op: string]: RangeOp } = { '<': 'lt', '<=': 'lte', '>': 'gt', '>=': 'gte' }

type Resolved = { ok: true; definition: FilterDefinition } | { ok: false; error: string }

class SearchBar {
  private readonly allowed?: ReadonlySet<string>

  constructor(
    private readonly filters: SearchFilters,
    options: SearchBarOptions,
  ) {
    if (options.quantities) {
      for (const name of options.quantities) {
        if (!filters.byName.has(name))
          throw new FilterConfigError(`Quantity ${name} does not exist in the current search context.`)
      }
      this.allowed = new Set(options.quantities)
    }
  }

  private available(name: string) {
    return this.filters.byName.has(name) && (!this.allowed || this.allowed.has(name))
  }

  /** The filter a written target means (plain, abbreviated or a JMESPath selection of all sections). */
  resolve(written: string, { sections = false } = {}): Resolved {
    let name: string
    if (looksLikeJmesPath(written)) {
      const check = checkJmesPathTarget(this.filters, written)
      if (!check.ok) return check
      if (!this.available(check.target.quantity)) return { ok: false, error: quantityNotAvailable(check.target.quantity) }
      // The API matches a quantity in any of its sections; it cannot pick some of them.
      if (check.target.selections.some(({ selection }) => selection.kind !== 'all' && selection.kind !== 'flatten')) {
        return { ok: false, error: UNSUPPORTED_QUERY }
      }
      name = check.target.quantity
    } else {
      const full = this.filters.fullNames.get(written)
      if (full === undefined || !this.available(full)) return { ok: false, error: quantityNotSupported(written) }
      name = full
    }
    const definition = this.filters.byName.get(name) as FilterDefinition
    if (definition.section && !sections) return { ok: false, error: CANNOT_TARGET_SECTIONS }
    return { ok: true, definition }
  }

  private value(definition: FilterDefinition, text: string): Atom | undefined {
    try {
      return parseAtom(definition, text)
    } catch {
      return undefined
    }
  }

  existence(written: string): SearchBarResult {
    const target = this.resolve(written, { sections: true })
    if (!target.ok) return { kind: 'error', message: target.error }
    if (!this.filters.byName.has(QUANTITIES) || target.definition.global) return { kind: 'error', message: UNSUPPORTED_QUERY }
    const name = target.definition.name
    return {
      kind: 'filter',
      syntax: 'existence',
      input: `${written} = *`,
      change: { quantity: QUANTITIES, value: [name], add: true },
    }
  }

  equality(written: string, text: string): SearchBarResult {
    const target = this.resolve(written)
    if (!target.ok) return { kind: 'error', message: target.error }
    const { definition } = target
    const value = this.value(definition, text)
    if (value === undefined) return { kind: 'error', message: invalidValue(definition.name) }
    const change = definition.multiple
      ? { quantity: definition.name, value: [value], add: true }
      : { quantity: definition.name, value, add: false }
    return { kind: 'filter', syntax: 'equality', input: `${written} = ${text}`, change }
  }

  range(
    syntax: 'range_bounded' | 'range_half_bounded',
    written: string,
    bounds: readonly [RangeOp, string][],
    input: string,
  ): SearchBarResult {
    const target = this.resolve(written)
    if (!target.ok) return { kind: 'error', message: target.error }
    const { definition } = target
    if (definition.dtype !== 'int' && definition.dtype !== 'float' && definition.dtype !== 'timestamp') {
      return { kind: 'error', message: UNSUPPORTED_QUERY }
    }
    const range: { [op in RangeOp]?: Atom } = {}
    for (const [op, text] of bounds) {
      const value = this.value(definition, text)
      if (value === undefined) return { kind: 'error', message: invalidValue(definition.name) }
      range[op] = value
    }
    return { kind: 'filter', syntax, input, change: { quantity: definition.name, value: range, add: false } }
  }

  bounded(match: RegExpExecArray): SearchBarResult {
    const [, low, op1, written, op2, high] = match
    // Both operators must point the same way: `a < x <= b` or `a > x >= b`.
    if (op1[0] !== op2[0]) return { kind: 'error', message: UNSUPPORTED_QUERY }
    const input = `${low} ${op1} ${written} ${op2} ${high}`
    return this.range(
      'range_bounded',
      written,
      [
        [MIRROR[op1], low],
        [DIRECT[op2], high],
      ],
      input,
    )
  }

  halfBounded(match: RegExpExecArray): SearchBarResult {
    const [, left, op, right] = match
    const input = `${left} ${op} ${right}`
    // The target is the side that names a filter; `2 < x` reads as `x > 2`.
    const leftIsTarget = this.resolve(left, { sections: true }).ok
    const rightIsTarget = !leftIsTarget && (this.resolve(right, { sections: true }).ok || /^[+\-.\d]/.test(left))
    return rightIsTarget
      ? this.range('range_half_bounded', right, [[MIRROR[op], left]], input)
      : this.range('range_half_bounded', left, [[DIRECT[op], right]], input)
  }

  freeText(text: string): SearchBarResult {
    if (!this.filters.byName.has(TEXT_SEARCH)) return { kind: 'error', message: UNSUPPORTED_QUERY }
    return { kind: 'filter', syntax: 'free_text', input: text, change: { quantity: TEXT_SEARCH, value: [text], add: true } }
  }
}

/**
 * What accepting `input` in the search bar does: a filter change, an error with the
 * spec's message, or nothing for an empty input (spec 2 §4.3).
 */
export function parseSearchInput(filters: SearchFilters, input: string, options: SearchBarOptions = {}): SearchBarResult {
  const text = input.trim()
  if (!text) return { kind: 'ignored' }
  const bar = new SearchBar(filters, options)
  const enabled = (syntax: SearchSyntax) => !options.exclude?.includes(syntax)

  for (const syntax of SEARCH_SYNTAXES) {
    if (syntax === 'free_text' || !enabled(syntax)) continue
    const match = PATTERNS[syntax].exec(text)
    if (!match) continue
    if (syntax === 'existence') return bar.existence(match[1])
    if (syntax === 'equality') return bar.equality(match[1], match[2])
    if (syntax === 'range_bounded') return bar.bounded(match)
    return bar.halfBounded(match)
  }
  if (MISSING_VALUE.test(text)) return { kind: 'error', message: PLEASE_SPECIFY_A_VALUE }
  if (MISSING_TARGET.test(text) || !enabled('free_text')) return { kind: 'error', message: UNSUPPORTED_QUERY }
  return bar.freeText(text)
}

/**
 * The filter state after a change: `add` joins the values to the filter's set (or
 * starts one), otherwise the value replaces what was there.
 */
export function applyFilterChange(state: FilterState, change: FilterChange): FilterState {
  const old = state.values[change.quantity]
  let value: FilterValue = change.value
  if (change.add && Array.isArray(change.value)) {
    const previous: readonly Atom[] = Array.isArray(old) ? old : []
    const known = new Set(previous.map((atom) => JSON.stringify(atom)))
    value = [...previous, ...change.value.filter((atom: Atom) => !known.has(JSON.stringify(atom)))]
  }
  return { ...state, values: { ...state.values, [change.quantity]: value } }
}
