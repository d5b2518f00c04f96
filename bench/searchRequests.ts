// The requests the search benchmark (issue 7) sends: the Entries app's search requests as
// NOMAD's GUI builds them (reference §2.4–§2.7, §5.3), as data with names. The menu below
// is the Entries app's filter menu; each widget becomes the aggregation NOMAD's GUI
// requests for it when its submenu is open:
//
// - terms (`<quantity>:scroll`): `size` = the item's `options` number, else the enum
//   values (≤ 20, without "not processed") sent as `include` with size = their count,
//   else 5; `options: 0` requests nothing. Booleans: `include: ["false", "true"]`, size 2.
// - histogram (`<quantity>:default_histogram`): `interval: 1` for integers, else
//   `buckets: 30`; `exclude_from_search: true` (the first load of a histogram).
// - periodic table (`results.material.elements:default`): terms of size 119.
// - `exclude_from_search` of terms: true for quantities with one value per entry (the
//   GUI's "exclusive" filters), false for lists and repeating sections.
// - every aggregation carries the GUI's bookkeeping fields `update`, `type`, `changed`
//   (the recorded example of §2.7 shows them; the API ignores them).
//
// NOMAD's GUI only requests the aggregations of the submenu that is open; the first page
// with the menu closed sends hits alone (`first-page-hits`). `first-page` asks for every
// menu aggregation at once: the worst case a page can cause.
import { searchQuantities, type SearchQuantityRecord } from '../src/core/metainfo'
import type { JsonValue } from '../src/server/search/request/ast'

type JsonObject = { [key: string]: JsonValue }

export interface SearchRequestCase {
  name: string
  description: string
  path: '/api/v1/entries/query' | '/api/v1/materials/query'
  body: JsonObject
  /**
   * The case whose response's `pagination.next_page_after_value` becomes this body's
   * `pagination.page_after_value` (send that one first).
   */
  pageAfter?: string
}

/** A menu widget of the Entries app (reference §5.3). */
type Widget =
  /** `options`: a number of options, or the fixed options shown; `stats: false` = no counts. */
  | { terms: string; options?: number | readonly string[]; stats?: false; alias?: string }
  | { histogram: string }
  | { periodicTable: string }

const EV = 1.602176634e-19
const ELEMENT_TERMS_SIZE = 119
const DEFAULT_TERMS_SIZE = 5
const HISTOGRAM_BUCKETS = 30
/** Enum values the GUI shows as fixed options only when there are this many or fewer. */
const MAX_ENUM_OPTIONS = 20

const SIM = 'results.method.simulation'
const PROPS = 'results.properties'
const SOLAR = `${PROPS}.optoelectronic.solar_cell`
const CAT = `${PROPS}.catalytic`

/** The Entries app's menu, submenu by submenu, in the order §5.3 lists them. */
export const ENTRIES_MENU: Readonly<Record<string, readonly Widget[]>> = {
  'Elements / Formula': [
    { periodicTable: 'results.material.elements' },
    ...['hill', 'iupac', 'reduced', 'anonymous'].map((f) => ({ terms: `results.material.chemical_formula_${f}`, options: 0 })),
    { histogram: 'results.material.n_elements' },
  ],
  'Structure / Symmetry': [
    { terms: 'results.material.structural_type' },
    { terms: 'results.material.symmetry.bravais_lattice' },
    { terms: 'results.material.symmetry.crystal_system' },
    { terms: 'results.material.symmetry.space_group_symbol', options: 0 },
    { terms: 'results.material.symmetry.structure_name', options: 5 },
    { terms: 'results.material.symmetry.strukturbericht_designation' },
    { terms: 'results.material.symmetry.point_group' },
    { terms: 'results.material.symmetry.hall_symbol' },
    { terms: 'results.material.symmetry.prototype_aflow_id', options: 0 },
  ],
  Method: [{ terms: `${SIM}.program_name` }, { terms: `${SIM}.program_version`, options: 0 }],
  Precision: [
    { histogram: `${SIM}.precision.k_line_density` },
    { terms: `${SIM}.precision.native_tier`, options: 0 },
    { terms: `${SIM}.precision.basis_set`, options: 5 },
    { histogram: `${SIM}.precision.planewave_cutoff` },
    { histogram: `${SIM}.precision.apw_cutoff` },
  ],
  DFT: [
    { terms: 'results.method.method_name', options: ['DFT'], stats: false },
    { terms: `${SIM}.dft.xc_functional_type` },
    { terms: `${SIM}.dft.xc_functional_names` },
    { histogram: `${SIM}.dft.exact_exchange_mixing_factor` },
    { histogram: `${SIM}.dft.hubbard_kanamori_model.u_effective` },
    { terms: `${SIM}.dft.core_electron_treatment` },
    { terms: `${SIM}.dft.relativity_method` },
  ],
  TB: [{ terms: 'results.method.method_name', options: ['TB'], stats: false }, { terms: `${SIM}.tb.type` }, { terms: `${SIM}.tb.localization_type` }],
  GW: [
    { terms: 'results.method.method_name', options: ['GW'], stats: false },
    { terms: `${SIM}.gw.type` },
    { terms: `${SIM}.gw.starting_point_type` },
    { terms: `${SIM}.gw.basis_set_type` },
  ],
  BSE: [
    { terms: 'results.method.method_name', options: ['BSE'], stats: false },
    ...['type', 'solver', 'starting_point_type', 'starting_point_type', 'basis_set_type', 'gw_type'].map((q) => ({ terms: `${SIM}.bse.${q}` })),
  ],
  DMFT: [
    { terms: 'results.method.method_name', options: ['DMFT'], stats: false },
    { terms: `${SIM}.dmft.impurity_solver_type` },
    { histogram: `${SIM}.dmft.inverse_temperature` },
    { terms: `${SIM}.dmft.magnetic_state` },
    { histogram: `${SIM}.dmft.u` },
    { histogram: `${SIM}.dmft.jh` },
    { terms: `${SIM}.dmft.analytical_continuation` },
  ],
  EELS: [
    { terms: 'results.method.method_name', options: ['EELS'], stats: false },
    { terms: `${PROPS}.spectroscopic.spectra.provenance.eels.detector_type` },
    ...['resolution', 'min_energy', 'max_energy'].map((q) => ({ histogram: `${PROPS}.spectroscopic.spectra.provenance.eels.${q}` })),
  ],
  'Molecular dynamics': [
    { terms: `${PROPS}.thermodynamic.trajectory.available_properties`, options: 4 },
    { terms: `${PROPS}.thermodynamic.trajectory.provenance.molecular_dynamics.ensemble_type`, options: 2 },
    { histogram: `${PROPS}.thermodynamic.trajectory.provenance.molecular_dynamics.time_step` },
  ],
  'Geometry Optimization': [
    { terms: `${PROPS}.available_properties`, options: ['geometry_optimization'] },
    ...['final_energy_difference', 'final_force_maximum', 'final_displacement_maximum'].map((q) => ({ histogram: `${PROPS}.geometry_optimization.${q}` })),
  ],
  Electronic: [
    { terms: `${PROPS}.available_properties`, alias: 'electronic_properties', options: ['electronic.band_structure_electronic.band_gap', 'band_structure_electronic', 'dos_electronic'] },
    { terms: `${PROPS}.electronic.band_structure_electronic.band_gap.type`, options: 2 },
    { histogram: `${PROPS}.electronic.band_structure_electronic.band_gap.value` },
    { terms: `${PROPS}.electronic.band_structure_electronic.spin_polarized` },
    { terms: `${PROPS}.electronic.dos_electronic.spin_polarized` },
  ],
  Vibrational: [
    { terms: `${PROPS}.available_properties`, alias: 'vibrational_properties', options: ['dos_phonon', 'band_structure_phonon', 'energy_free_helmholtz', 'heat_capacity_constant_volume'] },
  ],
  Mechanical: [
    { terms: `${PROPS}.available_properties`, alias: 'mechanical_properties', options: ['bulk_modulus', 'shear_modulus', 'energy_volume_curve'] },
    { terms: `${PROPS}.mechanical.bulk_modulus.type` },
    { histogram: `${PROPS}.mechanical.bulk_modulus.value` },
    { terms: `${PROPS}.mechanical.shear_modulus.type` },
    { histogram: `${PROPS}.mechanical.shear_modulus.value` },
    { terms: `${PROPS}.mechanical.energy_volume_curve.type`, options: 5 },
  ],
  'Solar Cells': [
    ...['efficiency', 'fill_factor', 'open_circuit_voltage', 'short_circuit_current_density', 'illumination_intensity', 'device_area'].map((q) => ({ histogram: `${SOLAR}.${q}` })),
    ...['device_architecture', 'device_stack', 'absorber', 'absorber_fabrication', 'electron_transport_layer', 'hole_transport_layer', 'substrate', 'back_contact'].map((q) => ({ terms: `${SOLAR}.${q}` })),
  ],
  'Heterogeneous Catalysis': [
    { terms: `${CAT}.reaction.name` },
    { terms: `${CAT}.reaction.reactants.name` },
    ...['conversion', 'gas_concentration_in', 'gas_concentration_out'].map((q) => ({ histogram: `${CAT}.reaction.reactants.${q}` })),
    { terms: `${CAT}.reaction.products.name` },
    ...['selectivity', 'gas_concentration_out'].map((q) => ({ histogram: `${CAT}.reaction.products.${q}` })),
    { histogram: `${CAT}.reaction.reaction_conditions.temperature` },
    ...['catalyst_type', 'preparation_method', 'catalyst_name', 'characterization_methods'].map((q) => ({ terms: `${CAT}.catalyst.${q}` })),
    { histogram: `${CAT}.catalyst.surface_area` },
  ],
  'Author / Origin / Dataset': [
    { terms: 'authors.name', options: 0 },
    { histogram: 'upload_create_time' },
    { terms: 'external_db', options: 5 },
    // NOMAD's filter registry gives dataset names 10 options.
    { terms: 'datasets.dataset_name', options: 10 },
    { terms: 'datasets.doi', options: 0 },
  ],
  // Visibility sets `owner`; the ID filters have no options; definitions and OPTIMADE
  // request no aggregations.
  'Visibility / IDs / Schema': ['entry_id', 'upload_id', 'upload_name', 'results.material.material_id', 'datasets.dataset_id'].map((q) => ({ terms: q, options: 0 })),
}

function recordOf(records: Readonly<Record<string, SearchQuantityRecord>>, quantity: string): SearchQuantityRecord {
  const record = records[quantity]
  if (!record?.type) throw new Error(`${quantity} is not a search quantity.`)
  return record
}

/** One value per entry: the GUI's "exclusive" filters, whose terms exclude their own criteria. */
function exclusive(record: SearchQuantityRecord): boolean {
  return !record.repeats && !record.shape?.length
}

/** The fixed options the GUI derives from the definition, if any. */
function definedOptions(record: SearchQuantityRecord): string[] | undefined {
  const type = record.type
  if (type?.type_kind === 'python' && type.type_data === 'bool') return ['false', 'true']
  if (type?.type_kind !== 'enum' || !Array.isArray(type.type_data)) return undefined
  const values = (type.type_data as string[]).filter((value) => value !== 'not processed')
  return values.length <= MAX_ENUM_OPTIONS ? values : undefined
}

/** The aggregations (name → request) a widget causes when it is visible. */
export function widgetAggregations(widget: Widget, records = searchQuantities()): [string, JsonObject][] {
  if ('periodicTable' in widget) {
    const quantity = widget.periodicTable
    recordOf(records, quantity)
    return [[`${quantity}:default`, { terms: { exclude_from_search: false, update: true, size: ELEMENT_TERMS_SIZE, type: 'terms', changed: true, quantity } }]]
  }
  if ('histogram' in widget) {
    const quantity = widget.histogram
    const type = recordOf(records, quantity).type
    const integer = type?.type_kind === 'python' && type.type_data === 'int'
    const binning: JsonObject = integer ? { interval: 1 } : { buckets: HISTOGRAM_BUCKETS }
    return [[`${quantity}:default_histogram`, { histogram: { exclude_from_search: true, update: true, type: 'histogram', ...binning, changed: true, quantity } }]]
  }
  const quantity = widget.terms
  const record = recordOf(records, quantity)
  const { options } = widget
  if (options === 0 || (widget.stats === false && Array.isArray(options))) return []
  const fixed = Array.isArray(options) ? [...options] : typeof options === 'number' ? undefined : definedOptions(record)
  const size = typeof options === 'number' ? options : fixed ? fixed.length : DEFAULT_TERMS_SIZE
  const terms: JsonObject = {
    // The alias filters (electronic_properties, …) are subsets of a list quantity.
    exclude_from_search: widget.alias ? false : exclusive(record),
    update: true,
    type: 'terms',
    size,
    ...(fixed && { include: fixed }),
    changed: true,
    quantity,
  }
  return [[`${widget.alias ?? quantity}:scroll`, { terms }]]
}

/** Every aggregation of the given submenus (all of them by default), by name. */
export function menuAggregations(submenus: readonly string[] = Object.keys(ENTRIES_MENU)): JsonObject {
  const records = searchQuantities()
  const out: JsonObject = {}
  for (const submenu of submenus) {
    const widgets = ENTRIES_MENU[submenu]
    if (!widgets) throw new Error(`The Entries menu has no submenu ${submenu}.`)
    for (const widget of widgets) for (const [name, aggregation] of widgetAggregations(widget, records)) out[name] = aggregation
  }
  return out
}

/** The Materials app asks for the same widgets on material quantities (NOMAD's materialNames). */
function forMaterials(aggregations: JsonObject): JsonObject {
  const out: JsonObject = {}
  for (const [name, aggregation] of Object.entries(aggregations)) {
    const [[type, request]] = Object.entries(aggregation as JsonObject) as [string, JsonObject][]
    const quantity = request.quantity as string
    const material = quantity.startsWith('results.material.') ? quantity.slice('results.material.'.length) : `entries.${quantity}`
    out[name] = { [type]: { ...request, quantity: material } }
  }
  return out
}

const PAGINATION = { order_by: 'upload_create_time', order: 'desc', page_size: 20 } as const
const REQUIRED = { exclude: ['quantities', 'sections', 'files'] }

/**
 * A first page of the Entries app for `query` with every menu aggregation. As the GUI
 * does, the aggregations of exclusive filters the query sets (`unchanged`) are not asked
 * again: their counts stay those of the previous page.
 */
function entriesPage(query: JsonObject, unchanged: readonly string[] = [], pagination: JsonObject = PAGINATION): JsonObject {
  const aggregations = menuAggregations()
  for (const name of Object.keys(aggregations)) {
    const [type] = Object.keys(aggregations[name] as JsonObject)
    const request = (aggregations[name] as JsonObject)[type] as JsonObject
    if (request.exclude_from_search === true && unchanged.includes(request.quantity as string)) delete aggregations[name]
  }
  return { owner: 'visible', query, aggregations, pagination: { ...pagination }, required: REQUIRED }
}

const ENTRIES = '/api/v1/entries/query'
const MATERIALS = '/api/v1/materials/query'
const MATERIALS_PAGINATION = { order_by: 'chemical_formula_hill', order: 'asc', page_size: 20 } as const
const BAND_GAP = `${PROPS}.electronic.band_structure_electronic.band_gap`

export const SEARCH_REQUESTS: readonly SearchRequestCase[] = [
  {
    name: 'first-page',
    description: 'Entries app, no filter: 20 hits by upload time and every menu aggregation',
    path: ENTRIES,
    body: entriesPage({}),
  },
  {
    name: 'first-page-hits',
    description: 'Entries app as loaded, menu closed: 20 hits, no aggregations',
    path: ENTRIES,
    body: { owner: 'visible', query: {}, aggregations: {}, pagination: { ...PAGINATION }, required: REQUIRED },
  },
  {
    name: 'page-2',
    description: '"load more": the next 20 hits after first-page-hits (page_after_value)',
    path: ENTRIES,
    body: { owner: 'visible', query: {}, aggregations: {}, pagination: { ...PAGINATION }, required: REQUIRED },
    pageAfter: 'first-page-hits',
  },
  {
    name: 'open-elements-menu',
    description: 'opening "Elements / Formula": its aggregations alone, no hits',
    path: ENTRIES,
    body: { owner: 'visible', query: {}, aggregations: menuAggregations(['Elements / Formula']), pagination: { page_size: 0 }, required: { include: [] } },
  },
  {
    name: 'elements-O',
    description: 'elements O (:all), every menu aggregation',
    path: ENTRIES,
    body: entriesPage({ 'results.material.elements:all': ['O'] }),
  },
  {
    name: 'elements-O-Ti',
    description: 'elements O and Ti (:all), every menu aggregation',
    path: ENTRIES,
    body: entriesPage({ 'results.material.elements:all': ['O', 'Ti'] }),
  },
  {
    name: 'band-gap-1-3-eV',
    description: 'band gap 1–3 eV (nested range in SI), every menu aggregation',
    path: ENTRIES,
    body: entriesPage({ [BAND_GAP]: { value: { gte: 1 * EV, lte: 3 * EV } } }, [`${BAND_GAP}.value`]),
  },
  {
    name: 'program-VASP',
    description: 'program name VASP (:any), every menu aggregation',
    path: ENTRIES,
    body: entriesPage({ 'results.method.simulation.program_name:any': ['VASP'] }, ['results.method.simulation.program_name']),
  },
  {
    name: 'free-text',
    description: 'free text "annealed" on text_search_contents, by score, every menu aggregation',
    path: ENTRIES,
    body: entriesPage({ 'text_search_contents:any': ['annealed'] }, [], { order_by: '_score', order: 'desc', page_size: 20 }),
  },
  {
    name: 'materials-first-page',
    description: 'Materials app with "Elements / Formula" open: 20 materials by formula and its aggregations',
    path: MATERIALS,
    body: { owner: 'visible', query: {}, aggregations: forMaterials(menuAggregations(['Elements / Formula'])), pagination: { ...MATERIALS_PAGINATION } },
  },
  {
    name: 'materials-elements-O',
    description: 'Materials app, elements O (:all), with the "Elements / Formula" aggregations',
    path: MATERIALS,
    body: { owner: 'visible', query: { 'elements:all': ['O'] }, aggregations: forMaterials(menuAggregations(['Elements / Formula'])), pagination: { ...MATERIALS_PAGINATION } },
  },
]
