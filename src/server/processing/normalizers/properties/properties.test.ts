import { describe, expect, it } from 'vitest'
import { AVAILABLE_PROPERTIES, resolveSection } from '../../../../core/metainfo'
import { EV, libxcComponents, linkRun, workflowOf, xcFunctionalSection } from '../../../parsers/common'
import type { BandStructureOut, CalculationOut, RunOut } from '../../../parsers/common'
import type { Archive } from '../../../parsers/types'
import { PROPERTY_PATHS, propertiesNormalizer } from '.'
import { workflowNormalizer } from '../workflow'
import { atomsAt, crystal, cubic, metainfoProblems, recordingContext, resolveRef } from '../workflow/testing'

const eV = (values: number[][][]) => values.map((spin) => spin.map((k) => k.map((e) => e * EV)))
const SYSTEM = crystal(cubic(5), [[0, 0, 0], [0.25, 0.25, 0.25]], ['Si', 'Si'])
const DFT = { electronic: { method: 'DFT' as const }, dft: { xc_functional: xcFunctionalSection(libxcComponents('PBE')!) } }

function run(calculations: CalculationOut[]): RunOut {
  return linkRun({ program: { name: 'VASP' }, method: [DFT], system: calculations.map(() => structuredClone(SYSTEM)), calculation: calculations })
}

function normalised(archive: Archive) {
  const { context, entries } = recordingContext()
  propertiesNormalizer.normalize(archive, context)
  return { properties: (archive.results as Record<string, any> | undefined)?.properties, entries }
}

const propertiesOf = (calculations: CalculationOut[]) => normalised({ run: [run(calculations)] }).properties

/** Eigenvalues on two k-points, Γ and X, non-spin-polarised unless given per spin. */
const eigenvalues = (energies: number[][][], occupations: number[][][], fermi?: number): CalculationOut => ({
  energy: { total: { value: -1 }, ...(fermi !== undefined ? { fermi: fermi * EV } : {}) },
  eigenvalues: [{ kpoints: [[0, 0, 0], [0.5, 0, 0]], energies: eV(energies), occupations }],
})

describe('band gaps from eigenvalues and occupations', () => {
  const full = [[[2, 2, 0], [2, 2, 0]]]

  it('finds a direct gap when both edges lie at the same k-point', () => {
    const [gap] = propertiesOf([eigenvalues([[[-5, 0, 2], [-4, -0.5, 3]]], full)]).electronic.band_gap
    expect(gap).toMatchObject({ index: 0, type: 'direct', provenance: { label: 'DFT', methodology: '#/run/0/method/0' } })
    expect(gap.value / EV).toBeCloseTo(2, 12)
    expect(gap.energy_highest_occupied / EV).toBeCloseTo(0, 12)
    expect(gap.energy_lowest_unoccupied / EV).toBeCloseTo(2, 12)
  })

  it('finds an indirect gap when the conduction band is lowest elsewhere', () => {
    const [gap] = propertiesOf([eigenvalues([[[-5, 0, 2.5], [-4, -0.5, 1.8]]], full)]).electronic.band_gap
    expect(gap.type).toBe('indirect')
    expect(gap.value / EV).toBeCloseTo(1.8, 12)
  })

  it('gives a metal a zero gap at the Fermi level', () => {
    const partlyFilled = [[[2, 0, 0], [2, 2, 0]]]
    const [gap] = propertiesOf([eigenvalues([[[-5, 0.1, 2], [-4, -0.5, 3]]], partlyFilled, 0)]).electronic.band_gap
    expect(gap).toEqual({ index: 0, value: 0, energy_highest_occupied: 0, energy_lowest_unoccupied: 0, provenance: expect.any(Object) })
    expect(gap.type).toBeUndefined()
  })

  it('gives one gap per spin channel', () => {
    const calculation = eigenvalues([[[-1, 1], [-1.2, 1.5]], [[-0.5, 0.5], [-0.6, 0.7]]], [[[1, 0], [1, 0]], [[1, 0], [1, 0]]])
    const gaps = propertiesOf([calculation]).electronic.band_gap
    expect(gaps.map((g: { index: number }) => g.index)).toEqual([0, 1])
    expect(gaps[0].value / EV).toBeCloseTo(2, 12)
    expect(gaps[1].value / EV).toBeCloseTo(1, 12)
  })

  it('falls back to the printed highest occupied and lowest unoccupied energies', () => {
    const [gap] = propertiesOf([{ energy: { highest_occupied: 1 * EV, lowest_unoccupied: 1.5 * EV } }]).electronic.band_gap
    expect(gap.value / EV).toBeCloseTo(0.5, 12)
    expect(gap.type).toBeUndefined()
  })
})

// Cubic 5 Å: reciprocal vectors 2π/5 Å along the axes. Path Γ–X–M with a valence band
// peaking at M and a conduction band lowest at X (indirect, 1.8 eV).
const RECIPROCAL = cubic((2 * Math.PI) / 5e-10)
function bandStructure(lastConduction = 1.6, valenceTop = -0.8): BandStructureOut {
  return {
    reciprocal_cell: RECIPROCAL,
    segment: [
      { kpoints: [[0, 0, 0], [0.25, 0, 0], [0.5, 0, 0]], energies: eV([[[-3, -1, 1.5], [-3.2, -1.2, 1.2], [-3.5, -1.5, 1]]]), endpoints_labels: ['Γ', 'X'] },
      { kpoints: [[0.5, 0, 0], [0.5, 0.25, 0], [0.5, 0.5, 0]], energies: eV([[[-3.5, -1.5, 1], [-3.6, -1.1, 1.3], [-3.8, valenceTop, lastConduction]]]), endpoints_labels: ['X', 'M'] },
    ],
  }
}
const withBands = (bs: BandStructureOut, fermi = 0): CalculationOut => ({ energy: { fermi: fermi * EV }, band_structure_electronic: [bs] })

describe('band structures', () => {
  it('refers to the run and derives the gap per channel from bands and Fermi level', () => {
    const archive: Archive = { run: [run([{ energy: { total: { value: -1 } } }, withBands(bandStructure())])] }
    const { properties } = normalised(archive)
    const [bs] = properties.electronic.band_structure_electronic
    expect(bs).toMatchObject({
      reciprocal_cell: '#/run/0/calculation/1/band_structure_electronic/0',
      segment: ['#/run/0/calculation/1/band_structure_electronic/0/segment/0', '#/run/0/calculation/1/band_structure_electronic/0/segment/1'],
      spin_polarized: false,
      energy_fermi: 0,
    })
    expect(bs.band_gap).toHaveLength(1)
    expect(bs.band_gap[0].type).toBe('indirect')
    expect(bs.band_gap[0].value / EV).toBeCloseTo(1.8, 12)
    // The band structure is the first source of results band gaps.
    expect(properties.electronic.band_gap[0].value).toBe(bs.band_gap[0].value)
    for (const ref of [bs.reciprocal_cell, ...bs.segment]) expect(resolveRef(archive, ref), ref).toBeDefined()
  })

  it('calls the gap direct when both edges are the same k-point', () => {
    const [bs] = propertiesOf([withBands(bandStructure(0.9))]).electronic.band_structure_electronic
    expect(bs.band_gap[0].type).toBe('direct')
    expect(bs.band_gap[0].value / EV).toBeCloseTo(1.7, 12)
  })

  it('keeps a gap for a valence band within 0.05 eV above the Fermi level (NOMAD tolerance)', () => {
    const [bs] = propertiesOf([withBands(bandStructure(1.6, 0.03))]).electronic.band_structure_electronic
    expect(bs.band_gap[0].value / EV).toBeCloseTo(0.97, 12)
  })

  it('gives zero when a band crosses the Fermi level', () => {
    const [bs] = propertiesOf([withBands(bandStructure(), -1.3)]).electronic.band_structure_electronic
    expect(bs.band_gap[0]).toMatchObject({ value: 0, energy_highest_occupied: -1.3 * EV })
  })

  it('skips band structures with a segment lacking energies', () => {
    const broken = bandStructure()
    delete (broken.segment[1] as { energies?: unknown }).energies
    expect(propertiesOf([withBands(broken)]).electronic).toBeUndefined()
  })
})

describe('densities of states', () => {
  const dos = (channel: number) => ({
    energies: [-2, -1, 0, 1, 2].map((e) => e * EV),
    spin_channel: channel,
    total: [{ value: [1, 2, 0, 2, 1].map((v) => v / EV) }],
  })

  it('refers to each spin channel and its total density', () => {
    const calc: CalculationOut = { energy: { fermi: 0, highest_occupied: -0.5 * EV }, dos_electronic: [dos(0), dos(1)] }
    const archive: Archive = { run: [run([{ energy: { total: { value: -1 } } }, calc])] }
    const { properties } = normalised(archive)
    const [entry] = properties.electronic.dos_electronic_new
    expect(entry).toMatchObject({ label: 'DFT', spin_polarized: true, has_projected: false })
    expect(entry.data).toEqual([
      { energies: '#/run/0/calculation/1/dos_electronic/0', total: '#/run/0/calculation/1/dos_electronic/0/total/0', spin_channel: 0, energy_fermi: 0, energy_ref: -0.5 * EV },
      { energies: '#/run/0/calculation/1/dos_electronic/1', total: '#/run/0/calculation/1/dos_electronic/1/total/0', spin_channel: 1, energy_fermi: 0, energy_ref: -0.5 * EV },
    ])
    // The older form holds one channel only.
    expect(properties.electronic.dos_electronic).toBeUndefined()
    for (const data of entry.data) {
      expect(resolveRef(archive, data.energies)).toHaveProperty('energies')
      expect(resolveRef(archive, data.total)).toHaveProperty('value')
    }
  })

  it('also writes the older form for one channel', () => {
    const { electronic } = propertiesOf([{ energy: { fermi: 0.1 * EV }, dos_electronic: [dos(0)] }])
    expect(electronic.dos_electronic).toEqual([
      { label: 'DFT', spin_polarized: false, energies: '#/run/0/calculation/0/dos_electronic/0', total: ['#/run/0/calculation/0/dos_electronic/0/total/0'], energy_fermi: 0.1 * EV },
    ])
    expect(electronic.dos_electronic_new[0].data[0].energy_ref).toBe(0.1 * EV)
  })
})

describe('geometry optimisation', () => {
  it('summarises the workflow with references to every step and the optimised structure', () => {
    const cell = cubic(4)
    const relaxation = linkRun({
      program: { name: 'VASP' },
      method: [DFT],
      system: [atomsAt(cell, [[0, 0, 0], [2, 2, 2]], ['Si', 'Si']), atomsAt(cell, [[0, 0, 0], [2.1, 2, 2]], ['Si', 'Si'])],
      calculation: [{ energy: { total: { value: -10 * EV } } }, { energy: { total: { value: -10.1 * EV } } }],
    })
    const archive: Archive = {
      run: [relaxation],
      workflow2: workflowOf('GeometryOptimization', { convergence_tolerance_energy_difference: 1e-3 * EV, convergence_tolerance_force_maximum: 1e-21 }),
    }
    workflowNormalizer.normalize(archive, recordingContext().context)
    const { properties } = normalised(archive)
    const summary = properties.geometry_optimization
    expect(summary).toMatchObject({
      type: 'atomic',
      n_calculations: 2,
      energies: [-10 * EV, -10.1 * EV],
      convergence_tolerance_energy_difference: 1e-3 * EV,
      convergence_tolerance_force_maximum: 1e-21,
      trajectory: ['#/run/0/calculation/0', '#/run/0/calculation/1'],
      system_optimized: '#/run/0/system/1',
    })
    expect(summary.final_energy_difference / EV).toBeCloseTo(0.1, 12)
    expect(summary.final_displacement_maximum).toBeCloseTo(0.1e-10, 22)
    for (const ref of [...summary.trajectory, summary.system_optimized]) expect(resolveRef(archive, ref), ref).toBeDefined()
    expect(properties.available_properties).toEqual(['geometry_optimization'])
  })
})

describe('available properties and counts', () => {
  it('lists what is present, sorted, keeping names other code added', () => {
    const archive: Archive = {
      run: [run([withBands(bandStructure()), { energy: { fermi: 0 }, dos_electronic: [{ energies: [0, 1], total: [{ value: [1, 1] }] }] }])],
      results: { properties: { available_properties: ['x_plugin_property', 'spectra'] } },
    }
    const { properties } = normalised(archive)
    expect(properties.n_calculations).toBe(2)
    expect(properties.available_properties).toEqual([
      'band_structure_electronic',
      'dos_electronic',
      'dos_electronic_new',
      'electronic.band_structure_electronic.band_gap',
      'x_plugin_property',
    ])
  })

  it('lists the properties a lab-notebook entry states itself, and adds nothing else to it', () => {
    const stated = { optoelectronic: { solar_cell: { efficiency: 18.2 } } }
    const { properties } = normalised({ data: { name: 'Cell A' }, results: { properties: structuredClone(stated) } })
    expect(properties).toEqual({ ...stated, available_properties: ['solar_cell'] })
    expect(normalised({ data: { name: 'Sample' } }).properties).toBeUndefined()
  })

  it('names only paths and values the metainfo defines', () => {
    for (const [path, name] of Object.entries(PROPERTY_PATHS)) {
      expect(resolveSection(`results.properties.${path}`), path).toBeDefined()
      expect(AVAILABLE_PROPERTIES).toContain(name)
    }
  })

  it('writes results that follow the metainfo, with references to sections of the right kind and no copied arrays', () => {
    const calculations: CalculationOut[] = [
      eigenvalues([[[-5, 0, 2], [-4, -0.5, 3]]], [[[2, 2, 0], [2, 2, 0]]], 0),
      { ...withBands(bandStructure()), dos_electronic: [{ energies: [0, 1], total: [{ value: [1, 1] }] }] },
    ]
    const { properties } = normalised({ run: [run(calculations)], workflow2: workflowOf('GeometryOptimization') })
    expect(metainfoProblems(properties, 'results.properties')).toEqual([])
    expect(metainfoProblems({ nope: 1, geometry_optimization: { type: 'sideways' } }, 'results.properties')).toHaveLength(2)
    const numberLists: string[] = []
    const walk = (value: unknown, path: string) => {
      if (Array.isArray(value) && value.some((v) => typeof v === 'number' || Array.isArray(v))) numberLists.push(path)
      else if (Array.isArray(value)) value.forEach((v) => walk(v, path))
      else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) walk(v, `${path}.${k}`)
    }
    walk(properties.electronic, 'electronic')
    expect(numberLists).toEqual([])
  })

  it('counts a run without calculations as none and leaves entries without a run alone', () => {
    expect(normalised({ run: [{ program: { name: 'CIF' }, system: [SYSTEM] }] }).properties).toEqual({ n_calculations: 0 })
    expect(normalised({ data: {} }).properties).toBeUndefined()
  })
})

describe('odd input', () => {
  it('does not throw on NaN energies, ragged or malformed arrays', () => {
    const odd: unknown[] = [
      { energy: { fermi: Number.NaN }, eigenvalues: [{ energies: [[[Number.NaN, 1], [2]]], occupations: [[[2], [0, 0]]] }] },
      { eigenvalues: [{ energies: 'x' }], band_structure_electronic: [{ segment: [{ kpoints: [[0, 0, 0]], energies: [[[1, 2]]] }], reciprocal_cell: 'x' }] },
      { band_structure_electronic: [{ segment: [{ kpoints: [1, 2], energies: [[[1], [2]]] }] }], energy: { fermi: 1.5 } },
      { dos_electronic: [{ energies: [1], total: [null, { value: [1] }] }, 'x'] },
      { energy: { highest_occupied: 'a', lowest_unoccupied: 1 } },
      null,
    ]
    for (const calculation of odd) {
      const archive: Archive = { run: [{ program: { name: 'X' }, method: [null], calculation: [calculation] }], workflow2: { name: 'GeometryOptimization', results: { energies: 'x' } } }
      expect(() => normalised(archive)).not.toThrow()
    }
  })
})
