import { describe, expect, it } from 'vitest'
import { ANGSTROM, EV, libxcComponents, linkRun, workflowOf, xcFunctionalSection } from '../../../parsers/common'
import type { MethodOut, RunOut } from '../../../parsers/common'
import type { Archive } from '../../../parsers/types'
import { kLineDensity, methodNormalizer } from '.'
import { crystal, cubic, metainfoProblems, recordingContext } from '../workflow/testing'

const SI = crystal(cubic(5), [[0, 0, 0], [0.25, 0.25, 0.25]], ['Si', 'Si'])

function run(method: MethodOut, program = 'VASP'): RunOut {
  return linkRun({ program: { name: program, version: '6.4.2' }, method: [method], system: [SI], calculation: [{ energy: { total: { value: -10 * EV } } }] })
}

/** results.method of a run, with the material classified as the material normaliser would. */
function methodOf(runs: RunOut[], extra: Archive = {}, structuralType = 'bulk') {
  const archive: Archive = { run: runs, results: { material: { structural_type: structuralType } }, ...extra }
  const { context } = recordingContext()
  methodNormalizer.normalize(archive, context)
  return (archive.results as Record<string, any>).method
}

const dft = (functional: string, extra: MethodOut = {}): MethodOut => ({
  ...extra,
  dft: { xc_functional: xcFunctionalSection(libxcComponents(functional)!) },
  electronic: { method: 'DFT', ...extra.electronic },
})

describe('method name, workflow and program', () => {
  it('names DFT runs and takes the workflow name and program', () => {
    const method = methodOf([run(dft('PBE'))], { workflow2: workflowOf('GeometryOptimization') })
    expect(method).toMatchObject({
      method_name: 'DFT',
      workflow_name: 'GeometryOptimization',
      simulation: { program_name: 'VASP', program_version: '6.4.2' },
    })
  })

  it('names GW runs GW without DFT settings', () => {
    const method = methodOf([run({ electronic: { method: 'GW' } })])
    expect(method.method_name).toBe('GW')
    expect(method.simulation.dft).toBeUndefined()
  })

  it('gives structure files the program only', () => {
    const archive: Archive = { run: [{ program: { name: 'CIF' }, system: [SI] }] }
    methodNormalizer.normalize(archive, recordingContext().context)
    expect((archive.results as any).method).toEqual({ simulation: { program_name: 'CIF' } })
  })

  it('leaves entries without a run alone', () => {
    const archive: Archive = { data: { name: 'x' } }
    methodNormalizer.normalize(archive, recordingContext().context)
    expect(archive.results).toBeUndefined()
  })
})

describe('DFT settings', () => {
  it.each([
    ['PBE', 'GGA', ['GGA_C_PBE', 'GGA_X_PBE'], undefined],
    ['HSE06', 'hybrid', ['HYB_GGA_XC_HSE06'], 0.25],
    ['SCAN', 'meta-GGA', ['MGGA_C_SCAN', 'MGGA_X_SCAN'], undefined],
    ['LDA', 'LDA', ['LDA_C_PZ', 'LDA_X'], undefined],
    ['B3LYP', 'hybrid', ['HYB_GGA_XC_B3LYP'], 0.2],
  ])('classifies %s as %s', (functional, rung, names, mixing) => {
    const { dft: settings } = methodOf([run(dft(functional))]).simulation
    expect(settings.xc_functional_names).toEqual(names)
    expect(settings.xc_functional_type).toBe(rung)
    expect(settings.jacobs_ladder).toBe(rung)
    expect(settings.exact_exchange_mixing_factor).toBe(mixing)
  })

  it('prefers the mixing factor the parser read', () => {
    const method = dft('PBE0')
    method.dft!.xc_functional!.exact_exchange_mixing_factor = 0.3
    expect(methodOf([run(method)]).simulation.dft.exact_exchange_mixing_factor).toBe(0.3)
  })

  it('marks an unknown functional unavailable rather than leaving it unprocessed', () => {
    const { dft: settings } = methodOf([run({ electronic: { method: 'DFT' } })]).simulation
    expect(settings.xc_functional_type).toBe('unavailable')
    expect(settings.xc_functional_names).toBeUndefined()
  })

  it('reads spin, smearing, relativity and the SCF threshold', () => {
    const method = dft('PBE', {
      electronic: { method: 'DFT', n_spin_channels: 2, smearing: { kind: 'gaussian', width: 0.05 * EV }, relativity_method: 'scalar_relativistic' },
      scf: { threshold_energy_change: 1e-6 * EV },
    })
    const { dft: settings } = methodOf([run(method)]).simulation
    expect(settings).toMatchObject({
      spin_polarized: true,
      smearing_kind: 'gaussian',
      smearing_width: 0.05 * EV,
      relativity_method: 'scalar_relativistic',
      scf_threshold_energy_change: 1e-6 * EV,
    })
    const unpolarised = methodOf([run(dft('PBE', { electronic: { n_spin_channels: 1 } }))]).simulation.dft
    expect(unpolarised.spin_polarized).toBe(false)
  })

  it.each([
    ['VASP', [{ type: 'plane waves', cutoff: 500 * EV }], 'plane waves', 'plane waves', 'pseudopotential'],
    ['CP2K', [{ type: 'gaussians', name: 'DZVP-MOLOPT-SR-GTH' }, { type: 'plane waves', cutoff: 400 * 13.605693 * EV }], 'plane waves', 'gaussians + plane waves', 'pseudopotential'],
    ['FHI-aims', [{ type: 'numeric AOs', name: 'light' }], 'numeric AOs', 'atom-centered orbitals', 'full all electron'],
    ['exciting', [{ type: '(L)APW+lo', cutoff_fractional: 7 }], '(L)APW+lo', '(L)APW+lo', 'full all electron'],
  ] as const)('describes the basis of %s', (program, basisSets, type, precisionBasis, core) => {
    const { dft: settings, precision } = methodOf([run(dft('PBE', { basis_set: [...basisSets] }), program)]).simulation
    expect(settings.basis_set_type).toBe(type)
    expect(settings.core_electron_treatment).toBe(core)
    expect(precision.basis_set).toBe(precisionBasis)
  })

  it('takes cutoffs and the named basis set', () => {
    const cp2k = methodOf([run(dft('PBE', { basis_set: [{ type: 'gaussians', name: 'DZVP' }, { type: 'plane waves', cutoff: 1e-16 }] }), 'CP2K')])
    expect(cp2k.simulation.dft.basis_set_name).toBe('DZVP')
    expect(cp2k.simulation.precision.planewave_cutoff).toBe(1e-16)
    const exciting = methodOf([run(dft('PBE', { basis_set: [{ type: '(L)APW+lo', cutoff_fractional: 7 }] }), 'exciting')])
    expect(exciting.simulation.precision.apw_cutoff).toBe(7)
  })
})

describe('precision', () => {
  it('computes the k-line density of a cubic cell by hand: min over axes of n_i a / 2π', () => {
    // a = 5 Å, grid 4×6×8: |b| = 2π / 5 Å for every axis, so the sparsest axis has 4 · 5 Å / 2π.
    const expected = (4 * 5 * ANGSTROM) / (2 * Math.PI)
    expect(kLineDensity(cubic(5), [4, 6, 8])).toBeCloseTo(expected, 22)
    const method = methodOf([run(dft('PBE', { k_mesh: { grid: [4, 6, 8] } }))])
    expect(method.simulation.precision.k_line_density).toBeCloseTo(3.1831e-10, 13)
  })

  it('gives no k-line density for materials that are not bulk, or for odd grids', () => {
    expect(methodOf([run(dft('PBE', { k_mesh: { grid: [4, 4, 4] } }))], {}, 'molecule / cluster').simulation.precision).toBeUndefined()
    expect(kLineDensity(cubic(5), [4, 0, 4])).toBeUndefined()
    expect(kLineDensity(cubic(5), [4, 4])).toBeUndefined()
  })

  it('prefixes the native tier with the program, as NOMAD does', () => {
    expect(methodOf([run(dft('PBE', { native_tier: 'Accurate' }))]).simulation.precision.native_tier).toBe('VASP - Accurate')
  })
})

describe('results against the metainfo', () => {
  it('writes only defined quantities and allowed values, never the "not processed" default', () => {
    const method = dft('HSE06', {
      native_tier: 'tight',
      electronic: { method: 'DFT', n_spin_channels: 2, smearing: { kind: 'gaussian', width: 1e-21 }, van_der_waals_method: 'TS' },
      basis_set: [{ type: 'numeric AOs', name: 'tight' }],
      k_mesh: { grid: [2, 2, 2] },
      scf: { threshold_energy_change: 1e-25 },
    })
    const results = methodOf([run(method, 'FHI-aims')], { workflow2: workflowOf('SinglePoint') })
    expect(metainfoProblems(results, 'results.method')).toEqual([])
    expect(JSON.stringify(results)).not.toContain('not processed')
  })

  it('skips a relativity method outside the vocabulary', () => {
    const method = dft('PBE', { electronic: { method: 'DFT', relativity_method: 'zora-ish' } })
    expect(methodOf([run(method)]).simulation.dft.relativity_method).toBeUndefined()
  })

  it('does not throw on malformed methods', () => {
    const odd: unknown[] = [
      { dft: 'x', electronic: 5, basis_set: 'none', k_mesh: { grid: ['a', null, 3] } },
      { dft: { xc_functional: { component_names: [1, null] } }, basis_set: [null, { type: 7 }] },
      null,
    ]
    for (const method of odd) {
      const archive: Archive = { run: [{ program: { name: 'X' }, method: [method], system: [{ atoms: 'x' }] }], results: { material: { structural_type: 'bulk' } } }
      expect(() => methodNormalizer.normalize(archive, recordingContext().context)).not.toThrow()
    }
  })
})
