// The filter state in the URL query string (spec 2 §1), in the form NOMAD's GUI writes
// (the `qs` library's brackets), so NOMAD links open here too:
//
//   results.material.elements=C&results.material.elements=O    a set: one key per value
//   results.material.n_elements[gte]=2&…[lte]=4                 a range
//   results.properties.electronic.band_gap[type]=direct         a section (nested_object) value
//   results.material.elements:all=C                             a query mode other than the default
//   custom_quantities=<JSON>                                    custom-quantity criteria
//
// Reading also takes NOMAD's comma lists (`elements=C,O`), abbreviated names, epoch
// milliseconds for times and `+` for spaces; it stops at the markers `state`, `iss` and
// `error` of the URL hash, which the login redirect appends.
import type { FilterDefinition, SearchFilters } from './filters'
import type { Atom, FilterState, FilterValue, QuantityValue, QueryMode, RangeOp, SectionValue } from './types'
import { CUSTOM_QUANTITIES, isEmptyValue, isPlainObject, isRange, QUERY_MODES, RANGE_OPS } from './types'
import { atomText, tryParseAtom } from './values'

// Brackets, colons and slashes stay readable; commas are escaped so that values holding
// them are not read back as NOMAD comma lists.
const encodeKey = (text: string) => encodeURIComponent(text).replace(/%5B/g, '[').replace(/%5D/g, ']').replace(/%3A/g, ':')
const encodeValue = (text: string) => encodeURIComponent(text).replace(/%3A/g, ':').replace(/%2F/g, '/')

function quantityParams(
  key: string,
  definition: FilterDefinition | undefined,
  value: QuantityValue,
  mode: QueryMode | undefined,
): string[] {
  const withMode = mode ? `${key}:${mode}` : key
  if (Array.isArray(value)) return value.map((atom: Atom) => `${encodeKey(withMode)}=${encodeValue(atomText(definition, atom))}`)
  if (isRange(value)) {
    return RANGE_OPS.filter((op) => value[op] !== undefined).map(
      (op) => `${encodeKey(`${key}[${op}]`)}=${encodeValue(atomText(definition, value[op] as Atom))}`,
    )
  }
  return [`${encodeKey(withMode)}=${encodeValue(atomText(definition, value as Atom))}`]
}

/** The query string (without `?`) of a filter state; empty filters are left out. */
export function encodeQueryString(filters: SearchFilters, state: FilterState): string {
  const params: string[] = []
  for (const [name, value] of Object.entries(state.values)) {
    if (isEmptyValue(value)) continue
    if (name === CUSTOM_QUANTITIES) {
      params.push(`${CUSTOM_QUANTITIES}=${encodeValue(JSON.stringify(value))}`)
      continue
    }
    const definition = filters.byName.get(name)
    if (definition?.section) {
      for (const [sub, subValue] of Object.entries(value as SectionValue)) {
        if (isEmptyValue(subValue)) continue
        const full = `${name}.${sub}`
        const mode = state.queryModes?.[full]
        const key = mode && Array.isArray(subValue) ? `${name}[${sub}:${mode}]` : `${name}[${sub}]`
        params.push(...quantityParams(key, filters.byName.get(full), subValue, undefined))
      }
      continue
    }
    params.push(...quantityParams(name, definition, value as QuantityValue, state.queryModes?.[name]))
  }
  return params.join('&')
}

/** Cuts the login redirect's `#state=…`, `#iss=…`, `#error=…` (and what follows) off. */
export function stripAuthMarkers(text: string): string {
  const hash = text.indexOf('#')
  if (hash < 0) return text
  const marker = /(?:^|[#&])(?:state|iss|error)=/.exec(text.slice(hash))
  return marker ? text.slice(0, hash + marker.index) : text
}

function decodeComponent(text: string): string | undefined {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '))
  } catch {
    return undefined
  }
}

function splitMode(written: string): { name: string; mode?: QueryMode } {
  const colon = written.lastIndexOf(':')
  const mode = written.slice(colon + 1)
  return colon >= 0 && (QUERY_MODES as readonly string[]).includes(mode)
    ? { name: written.slice(0, colon), mode: mode as QueryMode }
    : { name: written }
}

/** `name[a][b]` → `name`, `['a', 'b']`; undefined if the brackets are malformed. */
function splitKey(key: string): { base: string; parts: string[] } | undefined {
  const open = key.indexOf('[')
  if (open < 0) return { base: key, parts: [] }
  const rest = key.slice(open)
  if (!/^(\[[^[\]]*\])+$/.test(rest)) return undefined
  return { base: key.slice(0, open), parts: [...rest.matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1]) }
}

/** The values collected for one quantity (top level or below a section). */
interface Collected {
  definition: FilterDefinition
  /** The section filter it was written below (`band_gap[type]=…`), if any. */
  section?: string
  texts: string[]
  mode?: QueryMode
  range: Partial<Record<RangeOp, string>>
}

export interface DecodedQueryString {
  state: FilterState
  /** Parameters that were left out: unknown names, malformed keys, values that do not fit. */
  rejected: string[]
}

/**
 * The filter state of a URL's query string (with or without `?`, with the hash
 * appended as NOMAD reads it). Unknown names and unreadable values are left out and
 * listed in `rejected`.
 */
export function decodeQueryString(filters: SearchFilters, text: string): DecodedQueryString {
  const rejected: string[] = []
  const collected = new Map<string, Collected>()
  let custom: FilterValue | undefined
  const body = stripAuthMarkers(text.startsWith('?') ? text.slice(1) : text)

  for (const param of body.split('&')) {
    if (!param) continue
    const equals = param.indexOf('=')
    const rawKey = equals < 0 ? param : param.slice(0, equals)
    const rawValue = equals < 0 ? '' : param.slice(equals + 1)
    const key = decodeComponent(rawKey)
    const split = key === undefined ? undefined : splitKey(key)
    if (key === undefined || split === undefined) {
      rejected.push(rawKey)
      continue
    }
    const { name: base, mode: baseMode } = splitMode(split.base)
    const full = filters.fullNames.get(base) ?? base
    if (full === CUSTOM_QUANTITIES && split.parts.length === 0) {
      const parsed = parseCustomQuantities(rawValue)
      if (parsed === undefined) rejected.push(key)
      else custom = parsed
      continue
    }
    const definition = filters.byName.get(full)
    if (!definition) {
      rejected.push(key)
      continue
    }
    // Below a section the first bracket names the sub-quantity.
    let target = full
    let parts = split.parts
    let mode = baseMode
    const section = definition.section ? full : undefined
    if (section) {
      if (parts.length === 0) {
        rejected.push(key)
        continue
      }
      const sub = splitMode(parts[0])
      target = `${full}.${sub.name}`
      mode = sub.mode
      parts = parts.slice(1)
    }
    const targetDefinition = filters.byName.get(target)
    const op = parts[0]
    if (
      !targetDefinition ||
      targetDefinition.section ||
      parts.length > 1 ||
      (op !== undefined && !(RANGE_OPS as readonly string[]).includes(op))
    ) {
      rejected.push(key)
      continue
    }
    const values = rawValue.split(',').map(decodeComponent)
    if (values.some((value) => value === undefined || value === '')) {
      rejected.push(key)
      continue
    }
    const entry = collected.get(target) ?? { definition: targetDefinition, texts: [], range: {}, ...(section && { section }) }
    collected.set(target, entry)
    if (mode) entry.mode = mode
    if (op !== undefined) entry.range[op as RangeOp] = values[0]
    else entry.texts.push(...(values as string[]))
  }

  const values: { [name: string]: FilterValue } = {}
  const queryModes: { [name: string]: QueryMode } = {}
  for (const [name, entry] of collected) {
    const value = quantityValue(entry)
    if (value === undefined) {
      rejected.push(name)
      continue
    }
    if (entry.mode && entry.mode !== (entry.definition.queryMode ?? 'any')) queryModes[name] = entry.mode
    const { section } = entry
    if (section) {
      const previous = (values[section] ?? {}) as SectionValue
      values[section] = { ...previous, [name.slice(section.length + 1)]: value }
    } else {
      values[name] = value
    }
  }
  if (custom !== undefined) values[CUSTOM_QUANTITIES] = custom
  const state: FilterState = Object.keys(queryModes).length > 0 ? { values, queryModes } : { values }
  return { state, rejected }
}

function quantityValue(entry: Collected): QuantityValue | undefined {
  const { definition, texts, range } = entry
  const ops = Object.entries(range)
  if (ops.length > 0) {
    if (texts.length > 0) return undefined
    const bounds: { [op: string]: Atom } = {}
    for (const [op, text] of ops) {
      const atom = tryParseAtom(definition, text as string)
      if (atom === undefined) return undefined
      bounds[op] = atom
    }
    return bounds
  }
  const atoms = texts.map((text) => tryParseAtom(definition, text))
  if (atoms.length === 0 || atoms.some((atom) => atom === undefined)) return undefined
  if (definition.multiple || entry.mode !== undefined || atoms.length > 1) return [...new Set(atoms as Atom[])]
  return atoms[0]
}

/** Our URLs escape the JSON once; NOMAD's escape it twice. */
function parseCustomQuantities(raw: string): FilterValue | undefined {
  let text = decodeComponent(raw)
  for (let attempt = 0; attempt < 2 && text !== undefined; attempt++) {
    try {
      const parsed: unknown = JSON.parse(text)
      return isPlainObject(parsed) && Array.isArray(parsed.and) ? (parsed as unknown as FilterValue) : undefined
    } catch {
      text = decodeComponent(text)
    }
  }
  return undefined
}
