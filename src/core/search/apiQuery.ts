// Filter state → `{owner, query}` as NOMAD's GUI sends them (spec 2 §3.7 and §6,
// reference §2.2–2.4), and criteria maps (app `filters_locked`, API queries) → state.
import type { FilterDefinition, SearchFilters } from './filters'
import { FilterConfigError } from './filters'
import type {
  Atom,
  FilterState,
  FilterValue,
  JsonObject,
  JsonValue,
  QuantityValue,
  QueryMode,
  Range,
  Scalar,
  SectionValue,
} from './types'
import {
  COMBINE,
  CUSTOM_QUANTITIES,
  ELEMENTS,
  ELEMENTS_EXCLUSIVE,
  EXCLUSIVE,
  isAtom,
  isEmptyValue,
  isPlainObject,
  isRange,
  QUERY_MODES,
  RANGE_OPS,
  VISIBILITY,
} from './types'
import { apiAtom, apiRange, stateAtom } from './values'

export type Resource = 'entries' | 'materials'

export interface ApiSearch {
  owner: string
  query: JsonObject
}

export interface ApiQueryOptions {
  resource?: Resource
  /** The app's locked filters (see {@link filterStateFromQuery}); they win over user values. */
  locked?: FilterState
  /** Defaults that differ from the definitions', e.g. `{visibility: 'public'}` when logged out (spec 2 §6). */
  defaults?: { readonly [name: string]: Scalar }
}

const MATERIAL_PREFIX = 'results.material.'

/**
 * A quantity's name in the materials resource: materials are searched by their own
 * fields (`results.material.x` → `x`) and by the fields of their entries (`entries.x`).
 */
export function materialsName(name: string): string {
  return name.startsWith(MATERIAL_PREFIX) ? name.slice(MATERIAL_PREFIX.length) : `entries.${name}`
}

class QueryWriter {
  constructor(
    private readonly filters: SearchFilters,
    private readonly globals: { readonly [name: string]: Scalar | undefined },
  ) {}

  private definition(name: string): FilterDefinition {
    const definition = this.filters.byName.get(name)
    if (!definition) throw new FilterConfigError(`There is no filter called ${name}.`)
    return definition
  }

  /** The criteria of one state, keyed as the entries resource names them. */
  criteria(state: FilterState, skip: ReadonlySet<string>): JsonObject {
    const out: { [key: string]: JsonValue } = {}
    for (const [name, value] of Object.entries(state.values)) {
      if (skip.has(name) || name === CUSTOM_QUANTITIES || isEmptyValue(value)) continue
      const definition = this.definition(name)
      if (definition.global) continue
      if (definition.section) {
        const inner: { [key: string]: JsonValue } = {}
        for (const [sub, subValue] of Object.entries(value as SectionValue)) {
          if (isEmptyValue(subValue)) continue
          const full = `${name}.${sub}`
          this.criterion(inner, sub, this.definition(full), subValue, state.queryModes?.[full])
        }
        if (Object.keys(inner).length > 0) out[name] = inner
        continue
      }
      if (name === ELEMENTS && this.globals[EXCLUSIVE] === true && Array.isArray(value)) {
        // Elements "exclusive" mode: the sorted symbols joined by spaces (reference §2.4).
        out[ELEMENTS_EXCLUSIVE] = [...(value as readonly string[])].sort().join(' ')
        continue
      }
      this.criterion(out, name, definition, value as QuantityValue, state.queryModes?.[name])
    }
    return out
  }

  private criterion(
    out: { [key: string]: JsonValue },
    key: string,
    definition: FilterDefinition,
    value: QuantityValue,
    mode: QueryMode | undefined,
  ) {
    if (Array.isArray(value)) {
      out[`${key}:${mode ?? definition.queryMode ?? 'any'}`] = value.map((atom: Atom) => apiAtom(definition, atom))
    } else if (isRange(value)) {
      out[key] = apiRange(definition, value)
    } else if (mode !== undefined) {
      out[`${key}:${mode}`] = [apiAtom(definition, value as Atom)]
    } else {
      out[key] = apiAtom(definition, value as Atom)
    }
  }
}

/**
 * NOMAD's materials query: names mapped to the materials index; with `combine` every
 * entries criterion (every value of an `all` set) may be met by a different entry,
 * without it one entry of the material must meet them all.
 */
function toMaterials(criteria: JsonObject, combine: boolean): JsonObject {
  const out: { [key: string]: JsonValue } = {}
  const perEntry: JsonObject[] = []
  const entry: { [key: string]: JsonValue } = {}
  for (const [key, value] of Object.entries(criteria)) {
    const mapped = materialsName(key)
    if (!mapped.startsWith('entries.')) {
      out[mapped] = value
    } else if (!combine) {
      entry[mapped.slice('entries.'.length)] = value
    } else if (mapped.endsWith(':all') && Array.isArray(value)) {
      const name = mapped.slice(0, -':all'.length)
      for (const item of value as readonly JsonValue[]) perEntry.push({ [name]: item })
    } else {
      perEntry.push({ [mapped]: value })
    }
  }
  if (perEntry.length > 0) out.and = perEntry
  if (Object.keys(entry).length > 0) out.entries = entry
  return out
}

/**
 * `{owner, query}` for a filter state. The owner is the visibility filter (locked, else
 * the user's, else the default). Locked filters are ANDed after the user's criteria,
 * `{"and": [user, locked]}`, and custom-quantity criteria after both. A user value on a
 * locked filter is dropped: the app's lock wins.
 */
export function toApiQuery(filters: SearchFilters, state: FilterState, options: ApiQueryOptions = {}): ApiSearch {
  const locked = options.locked ?? { values: {} }
  const lockedNames = new Set(Object.keys(locked.values).filter((name) => !isEmptyValue(locked.values[name])))
  const globalValue = (name: string): Scalar | undefined => {
    for (const source of [locked.values[name], state.values[name], options.defaults?.[name], filters.byName.get(name)?.default]) {
      if (typeof source === 'string' || typeof source === 'number' || typeof source === 'boolean') return source
    }
    return undefined
  }
  const globals = { [EXCLUSIVE]: globalValue(EXCLUSIVE), [COMBINE]: globalValue(COMBINE) }
  const writer = new QueryWriter(filters, globals)
  const resource = options.resource ?? 'entries'
  const shape = (criteria: JsonObject) =>
    resource === 'materials' ? toMaterials(criteria, globals[COMBINE] !== false) : criteria

  let query: JsonObject = shape(writer.criteria(state, lockedNames))
  const lockedQuery = shape(writer.criteria(locked, new Set()))
  if (Object.keys(lockedQuery).length > 0) query = { and: [query, lockedQuery] }
  const custom = lockedNames.has(CUSTOM_QUANTITIES) ? locked.values[CUSTOM_QUANTITIES] : state.values[CUSTOM_QUANTITIES]
  if (custom !== undefined && !isEmptyValue(custom)) query = { and: [query, custom as unknown as JsonValue] }
  return { owner: String(globalValue(VISIBILITY) ?? 'visible'), query }
}

export class FilterQueryError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'FilterQueryError'
  }
}

function splitMode(key: string): { name: string; op?: string } {
  const colon = key.lastIndexOf(':')
  const op = key.slice(colon + 1)
  const known = (QUERY_MODES as readonly string[]).includes(op) || (RANGE_OPS as readonly string[]).includes(op)
  return colon >= 0 && known ? { name: key.slice(0, colon), op } : { name: key }
}

class StateReader {
  readonly values: { [name: string]: FilterValue } = {}
  readonly queryModes: { [name: string]: QueryMode } = {}

  constructor(private readonly filters: SearchFilters) {}

  private fail(key: string, why: string): never {
    throw new FilterQueryError(`Invalid filter ${key}: ${why}`)
  }

  private atoms(key: string, definition: FilterDefinition, raw: unknown): Atom[] {
    const items = Array.isArray(raw) ? raw : [raw]
    return items.map((item) => stateAtom(definition, item) ?? this.fail(key, `${JSON.stringify(item)} is not a value of it.`))
  }

  private range(key: string, definition: FilterDefinition, raw: { readonly [op: string]: unknown }): Range {
    const range: { [op: string]: Atom } = {}
    for (const [op, bound] of Object.entries(raw)) {
      if (!(RANGE_OPS as readonly string[]).includes(op)) this.fail(key, `${op} is not a range operator.`)
      range[op] = this.atoms(key, definition, bound)[0]
    }
    return range
  }

  /** One criterion `name[:op]: value` into `target` (the state or a section value). */
  entry(target: { [name: string]: FilterValue }, key: string, raw: unknown, base = '') {
    const { name: written, op } = splitMode(key)
    const full = base ? `${base}.${written}` : (this.filters.fullNames.get(written) ?? written)
    const name = base ? written : full
    const elements = this.filters.byName.get(ELEMENTS)
    if (!base && full === ELEMENTS_EXCLUSIVE && typeof raw === 'string' && elements) {
      this.values[ELEMENTS] = this.atoms(key, elements, raw.trim().split(/\s+/).filter(Boolean))
      this.values[EXCLUSIVE] = true
      return
    }
    if (!base && full === CUSTOM_QUANTITIES) {
      if (!isPlainObject(raw) || !Array.isArray(raw.and)) this.fail(key, 'custom quantities take {"and": [criteria]}.')
      this.values[full] = raw as unknown as FilterValue
      return
    }
    const definition = this.filters.byName.get(full) ?? this.fail(key, 'there is no such filter.')
    if (definition.section) {
      if (!isPlainObject(raw) || base) this.fail(key, 'a section takes an object of criteria below it.')
      const section: { [sub: string]: FilterValue } = {}
      for (const [subKey, subRaw] of Object.entries(raw)) this.entry(section, subKey, subRaw, full)
      target[name] = section
      return
    }
    if (op !== undefined && (RANGE_OPS as readonly string[]).includes(op)) {
      const previous = target[name]
      target[name] = { ...(isRange(previous) ? previous : {}), ...this.range(key, definition, { [op]: raw }) }
    } else if (isPlainObject(raw)) {
      target[name] = this.range(key, definition, raw)
    } else if (Array.isArray(raw) || op !== undefined || definition.multiple) {
      target[name] = this.atoms(key, definition, raw)
      const mode = (op ?? (Array.isArray(raw) ? 'all' : undefined)) as QueryMode | undefined
      if (mode !== undefined && mode !== (definition.queryMode ?? 'any')) this.queryModes[full] = mode
    } else {
      target[name] = this.atoms(key, definition, raw)[0]
    }
  }
}

/**
 * The filter state of a criteria map in the entries resource's names: the user part
 * of {@link toApiQuery}'s query, or an app's `filters_locked`. Keys may carry a mode or
 * range suffix (`x:all`, `x:gt`) and be abbreviated; a bare list means `all`, as the
 * API reads it. Throws {@link FilterQueryError} naming the first key it cannot read.
 */
export function filterStateFromQuery(filters: SearchFilters, query: { readonly [key: string]: unknown }): FilterState {
  const reader = new StateReader(filters)
  for (const [key, raw] of Object.entries(query)) {
    if (isAtom(raw) || Array.isArray(raw) || isPlainObject(raw)) reader.entry(reader.values, key, raw)
    else throw new FilterQueryError(`Invalid filter ${key}: ${JSON.stringify(raw)} is not a value of it.`)
  }
  return Object.keys(reader.queryModes).length > 0
    ? { values: reader.values, queryModes: reader.queryModes }
    : { values: reader.values }
}
