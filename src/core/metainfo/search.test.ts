import { describe, expect, it } from 'vitest'
import { ELEMENT_SYMBOLS, isSectionRecord, isSIUnit, searchQuantities } from '.'
import type { SearchQuantityRecord } from '.'

const records = searchQuantities()
const entries = Object.entries(records)
const quantityRecords = entries.filter(([, r]) => !isSectionRecord(r))
const sectionRecords = entries.filter(([, r]) => isSectionRecord(r))

// Reference §6.3: the sections under results that are searched as nested documents.
const NESTED_PATHS = [
  'results.material.elemental_composition',
  'results.material.topology',
  'results.material.topology.elemental_composition',
  'results.method.simulation.dft.hubbard_kanamori_model',
  'results.properties.structural.radial_distribution_function',
  'results.properties.structural.radius_of_gyration',
  'results.properties.structural.diffraction_pattern',
  'results.properties.dynamical.mean_squared_displacement',
  'results.properties.electronic.band_gap',
  'results.properties.electronic.dos_electronic.band_gap',
  'results.properties.electronic.dos_electronic_new.data.band_gap',
  'results.properties.electronic.band_structure_electronic.band_gap',
  'results.properties.catalytic.reaction.reactants',
  'results.properties.catalytic.reaction.products',
  'results.properties.catalytic.reaction.rates',
  'results.properties.mechanical.bulk_modulus',
  'results.properties.mechanical.shear_modulus',
  'results.properties.thermodynamic.trajectory',
  'results.properties.spectroscopic.spectra',
]

// Reference §5.3: every quantity the default Entries app's filter menu names.
const ENTRIES_MENU: [menu: string, quantities: string[]][] = [
  ['Elements / Formula', [
    'results.material.elements',
    'results.material.chemical_formula_hill',
    'results.material.chemical_formula_iupac',
    'results.material.chemical_formula_reduced',
    'results.material.chemical_formula_anonymous',
    'results.material.n_elements',
  ]],
  ['Structure / Symmetry', [
    'results.material.structural_type',
    'results.material.symmetry.bravais_lattice',
    'results.material.symmetry.crystal_system',
    'results.material.symmetry.space_group_symbol',
    'results.material.symmetry.structure_name',
    'results.material.symmetry.strukturbericht_designation',
    'results.material.symmetry.point_group',
    'results.material.symmetry.hall_symbol',
    'results.material.symmetry.prototype_aflow_id',
  ]],
  ['Method', ['results.method.simulation.program_name', 'results.method.simulation.program_version']],
  ['Precision', [
    'results.method.simulation.precision.k_line_density',
    'results.method.simulation.precision.native_tier',
    'results.method.simulation.precision.basis_set',
    'results.method.simulation.precision.planewave_cutoff',
    'results.method.simulation.precision.apw_cutoff',
  ]],
  ['DFT', [
    'results.method.method_name',
    'results.method.simulation.dft.xc_functional_type',
    'results.method.simulation.dft.xc_functional_names',
    'results.method.simulation.dft.exact_exchange_mixing_factor',
    'results.method.simulation.dft.hubbard_kanamori_model.u_effective',
    'results.method.simulation.dft.core_electron_treatment',
    'results.method.simulation.dft.relativity_method',
  ]],
  ['TB', ['results.method.simulation.tb.type', 'results.method.simulation.tb.localization_type']],
  ['GW', [
    'results.method.simulation.gw.type',
    'results.method.simulation.gw.starting_point_type',
    'results.method.simulation.gw.basis_set_type',
  ]],
  ['BSE', [
    'results.method.simulation.bse.type',
    'results.method.simulation.bse.solver',
    'results.method.simulation.bse.starting_point_type',
    'results.method.simulation.bse.basis_set_type',
    'results.method.simulation.bse.gw_type',
  ]],
  ['DMFT', [
    'results.method.simulation.dmft.impurity_solver_type',
    'results.method.simulation.dmft.inverse_temperature',
    'results.method.simulation.dmft.magnetic_state',
    'results.method.simulation.dmft.u',
    'results.method.simulation.dmft.jh',
    'results.method.simulation.dmft.analytical_continuation',
  ]],
  ['EELS', [
    'results.properties.spectroscopic.spectra.provenance.eels.detector_type',
    'results.properties.spectroscopic.spectra.provenance.eels.resolution',
    'results.properties.spectroscopic.spectra.provenance.eels.min_energy',
    'results.properties.spectroscopic.spectra.provenance.eels.max_energy',
  ]],
  ['Molecular dynamics', [
    'results.properties.thermodynamic.trajectory.available_properties',
    'results.properties.thermodynamic.trajectory.provenance.molecular_dynamics.ensemble_type',
    'results.properties.thermodynamic.trajectory.provenance.molecular_dynamics.time_step',
  ]],
  ['Geometry Optimization', [
    'results.properties.available_properties',
    'results.properties.geometry_optimization.final_energy_difference',
    'results.properties.geometry_optimization.final_force_maximum',
    'results.properties.geometry_optimization.final_displacement_maximum',
  ]],
  ['Electronic', [
    'results.properties.electronic.band_structure_electronic.band_gap.type',
    'results.properties.electronic.band_structure_electronic.band_gap.value',
    'results.properties.electronic.band_structure_electronic.spin_polarized',
    'results.properties.electronic.dos_electronic.spin_polarized',
  ]],
  ['Mechanical', [
    'results.properties.mechanical.bulk_modulus.type',
    'results.properties.mechanical.bulk_modulus.value',
    'results.properties.mechanical.shear_modulus.type',
    'results.properties.mechanical.shear_modulus.value',
    'results.properties.mechanical.energy_volume_curve.type',
  ]],
  ['Solar Cells', [
    'efficiency', 'fill_factor', 'open_circuit_voltage', 'short_circuit_current_density', 'illumination_intensity',
    'device_area', 'device_architecture', 'device_stack', 'absorber', 'absorber_fabrication',
    'electron_transport_layer', 'hole_transport_layer', 'substrate', 'back_contact',
  ].map((name) => `results.properties.optoelectronic.solar_cell.${name}`)],
  ['Heterogeneous Catalysis', [
    'results.properties.catalytic.reaction.name',
    'results.properties.catalytic.reaction.reactants.name',
    'results.properties.catalytic.reaction.reactants.conversion',
    'results.properties.catalytic.reaction.reactants.gas_concentration_in',
    'results.properties.catalytic.reaction.reactants.gas_concentration_out',
    'results.properties.catalytic.reaction.products.name',
    'results.properties.catalytic.reaction.products.selectivity',
    'results.properties.catalytic.reaction.products.gas_concentration_out',
    'results.properties.catalytic.reaction.reaction_conditions.temperature',
    'results.properties.catalytic.catalyst.catalyst_type',
    'results.properties.catalytic.catalyst.preparation_method',
    'results.properties.catalytic.catalyst.catalyst_name',
    'results.properties.catalytic.catalyst.characterization_methods',
    'results.properties.catalytic.catalyst.surface_area',
  ]],
  ['Author / Origin / Dataset', ['authors.name', 'upload_create_time', 'external_db', 'datasets.dataset_name', 'datasets.doi']],
  ['Visibility / IDs / Schema', ['entry_id', 'upload_id', 'upload_name', 'results.material.material_id', 'datasets.dataset_id']],
]

// Sections the menu shows as nested_object groups.
const MENU_SECTIONS = [
  'results.properties.spectroscopic.spectra.provenance.eels',
  'results.properties.thermodynamic.trajectory',
  'results.properties.geometry_optimization',
  'results.properties.electronic.band_structure_electronic.band_gap',
  'results.properties.electronic.band_structure_electronic',
  'results.properties.electronic.dos_electronic',
  'results.properties.mechanical.bulk_modulus',
  'results.properties.mechanical.shear_modulus',
  'results.properties.mechanical.energy_volume_curve',
  'results.properties.catalytic.reaction.reactants',
  'results.properties.catalytic.reaction.products',
  'results.properties.catalytic.catalyst',
]

// Reference §5.3 and spec 2 §3.4: columns the Entries app offers.
const ENTRIES_COLUMNS = [
  'entry_name', 'results.material.chemical_formula_hill', 'entry_type', 'entry_create_time', 'upload_name',
  'upload_id', 'upload_create_time', 'results.method.method_name', 'results.method.simulation.program_name',
  'results.method.simulation.dft.xc_functional_type', 'results.material.structural_type',
  'results.material.symmetry.space_group_number', 'results.eln.lab_ids', 'results.eln.sections',
  'results.eln.methods', 'results.eln.tags', 'results.eln.instruments', 'mainfile', 'comment', 'references',
  'published',
]

// Spec 2 §3.2: entry search fields outside the menu.
const ENTRY_FIELDS = [
  'raw_id', 'processed', 'external_id', 'main_author.user_id', 'text_search_contents',
  'section_defs.definition_qualified_name', 'results.method.workflow_name', 'results.material.chemical_formula_descriptive',
  'results.eln.names', 'results.eln.descriptions',
]

describe('searchQuantities', () => {
  it('marks exactly the 19 nested paths of reference §6.3 as nested sections under results', () => {
    const nested = sectionRecords.filter(([key, r]) => key.startsWith('results.') && r.nested).map(([key]) => key)
    expect(nested.sort()).toEqual([...NESTED_PATHS].sort())
  })

  it.each(NESTED_PATHS)('%s is a repeating nested section record', (path) => {
    expect(records[path]).toMatchObject({ nested: true, repeats: true })
    expect(records[path].type).toBeUndefined()
  })

  it.each(ENTRIES_MENU)('has every quantity of the "%s" menu', (_menu, quantities) => {
    const missing = quantities.filter((q) => records[q]?.type === undefined)
    expect(missing).toEqual([])
  })

  it.each(MENU_SECTIONS)('has a section record for the menu group %s', (path) => {
    expect(records[path]).toBeDefined()
    expect(isSectionRecord(records[path])).toBe(true)
  })

  it.each([...ENTRIES_COLUMNS, ...ENTRY_FIELDS])('has the entry field %s', (path) => {
    expect(records[path]?.type).toBeDefined()
  })

  it('has section records for the repeating entry-level sub-sections', () => {
    for (const path of ['authors', 'writers', 'viewers', 'datasets', 'section_defs', 'entry_references', 'search_quantities']) {
      expect(records[path], path).toMatchObject({ repeats: true })
    }
    expect(records.search_quantities.nested).toBe(true)
  })

  it('makes results.material.elements an aggregatable list enum of the 118 element symbols', () => {
    const elements = records['results.material.elements']
    expect(elements.aggregatable).toBe(true)
    expect(elements.shape).toEqual(['0..*'])
    expect(elements.type).toEqual({ type_kind: 'enum', type_data: ELEMENT_SYMBOLS })
    expect(ELEMENT_SYMBOLS).toHaveLength(118)
    expect(new Set(ELEMENT_SYMBOLS).size).toBe(118)
  })

  it.each(['authors.name', 'entry_name', 'mainfile', 'upload_name', 'comment', 'references', 'datasets.dataset_name', 'external_id'])(
    '%s is a suggestion quantity', (path) => {
      expect(records[path].suggestion).toBe(true)
    },
  )

  it.each(['entry_id', 'upload_id', 'entry_type', 'published', 'authors.name', 'results.material.material_id', 'results.method.method_name'])(
    '%s is aggregatable', (path) => {
      expect(records[path].aggregatable).toBe(true)
    },
  )

  it('does not offer terms aggregations on free text, real numbers or times', () => {
    for (const path of ['comment', 'text_search_contents', 'results.eln.names', 'upload_create_time', 'results.properties.electronic.band_gap.value']) {
      expect(records[path].aggregatable, path).toBeUndefined()
    }
  })

  it('flags quantities inside repeating sub-sections', () => {
    expect(records['authors.name'].repeats).toBe(true)
    expect(records['results.material.topology.cell.a'].repeats).toBe(true)
    expect(records['results.material.symmetry.crystal_system'].repeats).toBeUndefined()
  })

  it('keeps entry metadata at the top level and results under results.', () => {
    expect(records.entry_id).toBeDefined()
    expect(Object.keys(records).some((key) => key.startsWith('metadata.'))).toBe(false)
    expect(Object.keys(records).some((key) => key.startsWith('run.') || key.startsWith('data.'))).toBe(false)
  })

  it('leaves out false and empty flags of quantity records', () => {
    for (const [key, r] of quantityRecords) {
      for (const flag of ['aggregatable', 'suggestion', 'repeats', 'nested', 'dynamic'] as const) {
        expect(r[flag], `${key}.${flag}`).not.toBe(false)
      }
      expect(r.shape?.length ?? 1, key).toBeGreaterThan(0)
    }
  })

  it('declares only units from the shared unit list', () => {
    const units = quantityRecords.map(([, r]) => r.unit).filter((u): u is NonNullable<typeof u> => u !== undefined)
    expect(units.length).toBeGreaterThan(50)
    for (const unit of units) expect(isSIUnit(unit), unit).toBe(true)
  })

  it('names each record after the last segment of its key', () => {
    for (const [key, r] of entries) expect(key.endsWith(r.name), key).toBe(true)
    for (const [key, r] of entries) expect(r.description.length, key).toBeGreaterThan(0)
  })

  it('lists keys in sorted order and gives the same result on every call', () => {
    const keys = Object.keys(records)
    expect(keys).toEqual([...keys].sort())
    expect(searchQuantities()).toEqual(records)
  })

  it('has between 350 and 450 quantity records', () => {
    expect(quantityRecords.length).toBeGreaterThanOrEqual(350)
    expect(quantityRecords.length).toBeLessThanOrEqual(450)
  })

  it('survives a JSON round trip unchanged', () => {
    const copy = JSON.parse(JSON.stringify(records)) as Record<string, SearchQuantityRecord>
    expect(copy).toEqual(records)
  })
})
