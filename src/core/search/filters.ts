// Filter definitions (spec 2 §3.1), derived from the search-quantity records of the
// artifact (reference §6.1) plus the global filters, with optional per-filter settings
// from an app. Only names defined here can be filtered on, written in the URL or typed
// in the search bar.
import type { QuantityType, SearchQuantityRecord } from '../metainfo'
import type { Dtype, QueryMode, Scalar } from './types'
import { COMBINE, ELEMENTS, EXCLUSIVE, OPTIMADE_FILTER, QUANTITIES, VISIBILITY } from './types'

export interface FilterOption {
  readonly label: string
}

export interface FilterDefinition {
  /** Full dotted name: the key in the filter state, the URL and the API query. */
  readonly name: string
  readonly label: string
  readonly description: string
  /** Undefined for sections. */
  readonly dtype?: Dtype
  /** SI unit of the stored values (numbers without a unit in a filter are in it). */
  readonly unit?: string
  /** Every member of an enum type, for checking values. */
  readonly enumValues?: readonly string[]
  /** Fixed options for menus: the enum members, only if there are at most 20. */
  readonly options?: { readonly [value: string]: FilterOption }
  /** The filter takes a set of values (string, enum and boolean filters). */
  readonly multiple: boolean
  /** An entry may hold several values: a list quantity, or one inside a repeating section. */
  readonly repeats: boolean
  /** Lies inside (quantities) or is (sections) a repeating section. */
  readonly repeatsSection: boolean
  readonly section: boolean
  /** Sections: instances are matched as separate nested documents. */
  readonly nested: boolean
  /** The innermost nested section the filter lies in, if any. */
  readonly nestedPath?: string
  readonly aggregatable: boolean
  readonly suggestion: boolean
  /** One value per entry: its aggregations are requested with exclude_from_search. */
  readonly exclusive: boolean
  /** Changes how the search runs (owner, materials combination, elements mode), not the query. */
  readonly global: boolean
  /** Default mode of a set of values; only filters that take several values have one. */
  readonly queryMode?: QueryMode
  /** Only global filters have a default. */
  readonly default?: Scalar
  /** Dynamic quantities of custom schemas: the qualified section name after `#`. */
  readonly schema?: string
}

/** What an app (or the built-ins) may set for one filter. */
export interface FilterSettings {
  label?: string
  description?: string
  dtype?: Dtype
  unit?: string
  options?: { readonly [value: string]: FilterOption }
  multiple?: boolean
  exclusive?: boolean
  global?: boolean
  queryMode?: QueryMode
  default?: Scalar
}

export interface SearchFilters {
  readonly byName: ReadonlyMap<string, FilterDefinition>
  /** Full name → the name written by users: the last path segment where it is unique. */
  readonly abbreviations: ReadonlyMap<string, string>
  /** Abbreviation or full name → full name. */
  readonly fullNames: ReadonlyMap<string, string>
}

export class FilterConfigError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'FilterConfigError'
  }
}

/** Enum options are listed only up to this many values (spec 2 §3.1). */
export const MAX_ENUM_OPTIONS = 20

export const VISIBILITY_OPTIONS: { readonly [value: string]: FilterOption } = {
  all: { label: 'all' },
  public: { label: 'public' },
  visible: { label: 'visible' },
  shared: { label: 'shared' },
  user: { label: 'user' },
  staging: { label: 'Unpublished' },
}

/** Filters that are not search quantities: the global ones and OPTIMADE filter strings. */
const BUILT_IN_FILTERS: { readonly [name: string]: FilterSettings & { dtype: Dtype } } = {
  [VISIBILITY]: {
    dtype: 'enum',
    global: true,
    multiple: false,
    default: 'visible',
    options: VISIBILITY_OPTIONS,
    label: 'Visibility',
    description: 'The visibility of the entry.',
  },
  [COMBINE]: {
    dtype: 'boolean',
    global: true,
    multiple: false,
    default: true,
    label: 'Combine',
    description:
      'If selected, your filters may be matched from several entries that contain the same material. When unchecked, the material has to have a single entry that matches all your filters.',
  },
  [EXCLUSIVE]: {
    dtype: 'boolean',
    global: true,
    multiple: false,
    default: false,
    label: 'Exclusive',
    description:
      'Search for entries with compositions that only (exclusively) contain the selected atoms. The default is to return all entries that have at least (inclusively) the selected atoms.',
  },
  [OPTIMADE_FILTER]: {
    dtype: 'string',
    multiple: true,
    queryMode: 'all',
    exclusive: false,
    label: 'OPTIMADE filter',
    description: 'OPTIMADE filter strings, all of which must match.',
  },
}

/** Quantities NOMAD's GUI queries with `:all` (reference §2.4). */
const ALL_MODE = [
  ELEMENTS,
  'results.properties.available_properties',
  QUANTITIES,
  'sections',
  'files',
  'entry_type',
  'processed',
  'section_defs.definition_qualified_name',
  'entry_references.target_entry_id',
  'results.properties.optoelectronic.solar_cell.device_stack',
  'results.properties.optoelectronic.solar_cell.absorber',
  'results.properties.optoelectronic.solar_cell.electron_transport_layer',
  'results.properties.optoelectronic.solar_cell.hole_transport_layer',
  'results.properties.optoelectronic.solar_cell.substrate',
  'results.properties.optoelectronic.solar_cell.back_contact',
  'results.properties.thermodynamic.trajectory.available_properties',
]
const BUILT_IN_SETTINGS: { readonly [name: string]: FilterSettings } = Object.fromEntries(
  ALL_MODE.map((name) => [name, { queryMode: 'all' as const }]),
)

export function dtypeOf(type: QuantityType | undefined): Dtype | undefined {
  switch (type?.type_kind) {
    case 'enum':
      return 'enum'
    case 'custom':
      return 'timestamp'
    case 'python':
    case 'numpy':
      if (type.type_data === 'str') return 'string'
      if (type.type_data === 'bool') return 'boolean'
      return type.type_data === 'float' || type.type_data === 'float64' ? 'float' : 'int'
    default:
      // Users, authors and references are indexed through the quantities of their target.
      return undefined
  }
}

/** `n_elements` → 'N Elements'; dynamic names use their path before `#`. */
export function labelOf(name: string): string {
  return name
    .split('_')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ')
}

/** Set-valued filters: terms of strings, enums and booleans; numbers and times take ranges. */
const takesSet = (dtype: Dtype | undefined) => dtype === 'string' || dtype === 'enum' || dtype === 'boolean'

export interface FilterDefinitionsOptions {
  /** Per-filter settings (app config); they win over the built-in ones. */
  settings?: { readonly [name: string]: FilterSettings }
  /** Names or `*` patterns to keep (app `search_quantities.include`); default all. */
  include?: readonly string[]
  /** Names or `*` patterns to drop (app `search_quantities.exclude`). */
  exclude?: readonly string[]
}

function globToRegExp(pattern: string): RegExp {
  const escaped = pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')
  return new RegExp(`^${escaped}$`)
}

// Last segments that say nothing alone ('Value', 'Name', 'Type'): the filter is named
// with its section, as NOMAD's filters are ('Author Name', 'Dataset DOI', 'Band Gap').
const GENERIC_SEGMENTS = new Set(['value', 'name', 'type', 'doi', 'solver', 'u', 'jh', 'resolution'])
const ACRONYMS: { readonly [word: string]: string } = { doi: 'DOI', gw: 'GW', tb: 'TB', bse: 'BSE', dmft: 'DMFT', dft: 'DFT', eels: 'EELS' }
const acronyms = (label: string) => label.replace(/\b[A-Za-z]+\b/g, (word) => ACRONYMS[word.toLowerCase()] ?? word)
// `authors` → `author`; words in -ss or -ies are left alone.
const singular = (segment: string) => (/[^s]s$/.test(segment) && !segment.endsWith('ies') ? segment.slice(0, -1) : segment)

/**
 * The label of a search quantity: its last name segment ('N Elements'), or, where that is
 * generic, with its section's: `band_gap.value` → 'Band Gap', `authors.name` → 'Author
 * Name', `datasets.doi` → 'Dataset DOI', `gw.type` → 'GW Type'.
 */
export function quantityLabel(name: string): string {
  const segments = pathOf(name).split('.')
  const last = segments[segments.length - 1]
  const parent = segments.length > 1 ? segments[segments.length - 2] : undefined
  if (!parent || !GENERIC_SEGMENTS.has(last)) return acronyms(labelOf(last))
  if (last === 'value') return acronyms(labelOf(parent))
  return acronyms(`${labelOf(singular(parent))} ${labelOf(last)}`)
}

function pathOf(name: string): string {
  const hash = name.indexOf('#')
  return hash < 0 ? name : name.slice(0, hash)
}

/** True if a section strictly above `name` repeats. */
function insideRepeatingSection(records: { readonly [name: string]: SearchQuantityRecord }, name: string): boolean {
  const segments = pathOf(name).split('.')
  for (let i = 1; i < segments.length; i++) if (records[segments.slice(0, i).join('.')]?.repeats) return true
  return false
}

function innermostNested(records: { readonly [name: string]: SearchQuantityRecord }, name: string): string | undefined {
  const segments = pathOf(name).split('.')
  for (let i = segments.length - 1; i >= 1; i--) {
    const path = segments.slice(0, i).join('.')
    const record = records[path]
    if (record && record.type === undefined && record.nested) return path
  }
  return undefined
}

/** What the records (or a built-in) determine; settings and rules add the rest. */
type BaseDefinition = Omit<
  FilterDefinition,
  'label' | 'description' | 'multiple' | 'exclusive' | 'global' | 'queryMode' | 'default'
> & {
  label?: string
  description?: string
}

function definitionFromRecord(
  name: string,
  record: SearchQuantityRecord,
  records: { readonly [name: string]: SearchQuantityRecord },
): BaseDefinition {
  const section = record.type === undefined
  const enumValues = record.type?.type_kind === 'enum' ? record.type.type_data : undefined
  const repeatsSection = section ? Boolean(record.repeats) : Boolean(record.repeats) || insideRepeatingSection(records, name)
  const nestedPath = innermostNested(records, name)
  return {
    name,
    label: quantityLabel(name),
    description: record.description.trim(),
    dtype: dtypeOf(record.type),
    ...(record.unit !== undefined && { unit: record.unit }),
    ...(enumValues && { enumValues }),
    repeats: repeatsSection || (record.shape?.length ?? 0) > 0,
    repeatsSection,
    section,
    nested: section && Boolean(record.nested),
    ...(nestedPath !== undefined && { nestedPath }),
    aggregatable: Boolean(record.aggregatable),
    suggestion: Boolean(record.suggestion),
    ...(record.schema !== undefined && { schema: record.schema }),
  }
}

function finish(base: BaseDefinition, settings: FilterSettings): FilterDefinition {
  const { multiple: multipleSetting, exclusive, global, queryMode, ...rest } = settings
  const merged = { ...base, ...rest }
  const multiple = multipleSetting ?? takesSet(merged.dtype)
  const enumValues = merged.enumValues ?? (merged.dtype === 'enum' && merged.options ? Object.keys(merged.options) : undefined)
  const options =
    merged.options ??
    (enumValues && enumValues.length <= MAX_ENUM_OPTIONS
      ? Object.fromEntries(enumValues.map((value) => [value, { label: value }]))
      : undefined)
  const definition: FilterDefinition = {
    ...merged,
    label: merged.label ?? labelOf(base.name),
    description: merged.description ?? '',
    ...(enumValues && { enumValues }),
    ...(options && { options }),
    multiple,
    exclusive: exclusive ?? !base.repeats,
    global: global ?? false,
    ...((queryMode ?? (multiple ? 'any' : undefined)) !== undefined && { queryMode: queryMode ?? 'any' }),
  }
  // The two rules of spec 2 §5.1 that concern filters, in NOMAD's words.
  if (definition.default !== undefined && !definition.global) {
    throw new FilterConfigError(
      `Error constructing filter for ${base.name}: only filters that do not correspond to a metainfo value may have default values set.`,
    )
  }
  if (queryMode !== undefined && !multiple) {
    throw new FilterConfigError(
      `Error constructing filter for ${base.name}: only filters that accept multiple values may have a query mode.`,
    )
  }
  return definition
}

/**
 * Filter definitions for every search quantity and section of `records`, plus the
 * global filters `visibility`, `combine`, `exclusive` and `optimade_filter`. Throws a
 * {@link FilterConfigError} naming the filter when settings break a rule of spec 2 §5.1.
 */
export function filterDefinitions(
  records: { readonly [name: string]: SearchQuantityRecord },
  options: FilterDefinitionsOptions = {},
): SearchFilters {
  const include = options.include?.map(globToRegExp)
  const exclude = (options.exclude ?? []).map(globToRegExp)
  const kept = (name: string) => (!include || include.some((re) => re.test(name))) && !exclude.some((re) => re.test(name))
  const settingsOf = (name: string): FilterSettings => ({ ...BUILT_IN_SETTINGS[name], ...options.settings?.[name] })

  const byName = new Map<string, FilterDefinition>()
  for (const [name, record] of Object.entries(records)) {
    if (!kept(name)) continue
    const base = definitionFromRecord(name, record, records)
    // Users, authors and references are searched through their sub-quantities.
    if (!base.section && base.dtype === undefined) continue
    byName.set(name, finish(base, settingsOf(name)))
  }
  for (const [name, builtIn] of Object.entries(BUILT_IN_FILTERS)) {
    if (!kept(name) || byName.has(name)) continue
    const base: BaseDefinition = {
      name,
      dtype: builtIn.dtype,
      repeats: builtIn.multiple ?? false,
      repeatsSection: false,
      section: false,
      nested: false,
      aggregatable: false,
      suggestion: false,
    }
    byName.set(name, finish(base, { ...builtIn, ...options.settings?.[name] }))
  }
  for (const name of Object.keys(options.settings ?? {})) {
    if (!byName.has(name) && kept(name)) throw new FilterConfigError(`There is no search quantity called ${name}.`)
  }
  return { byName, ...abbreviationsOf([...byName.keys()]) }
}

/**
 * NOMAD's abbreviations: the last path segment (a dynamic quantity's whole path) names
 * a filter where no other filter of the context ends the same way.
 */
function abbreviationsOf(names: readonly string[]): Pick<SearchFilters, 'abbreviations' | 'fullNames'> {
  const shortOf = (name: string) => (name.includes('#') ? pathOf(name) : (name.split('.').pop() ?? name))
  const counts = new Map<string, number>()
  for (const name of names) counts.set(shortOf(name), (counts.get(shortOf(name)) ?? 0) + 1)
  const abbreviations = new Map<string, string>()
  const fullNames = new Map<string, string>()
  for (const name of names) fullNames.set(name, name)
  for (const name of names) {
    const short = shortOf(name)
    if (counts.get(short) === 1 && !fullNames.has(short)) {
      abbreviations.set(name, short)
      fullNames.set(short, name)
    } else {
      abbreviations.set(name, name)
    }
  }
  return { abbreviations, fullNames }
}

/** The full name of a filter written in full or abbreviated; undefined if there is none. */
export function resolveFilterName(filters: SearchFilters, written: string): string | undefined {
  return filters.fullNames.get(written)
}

export function filterDefinition(filters: SearchFilters, name: string): FilterDefinition | undefined {
  return filters.byName.get(name)
}
