import { gzipSync } from 'node:zlib'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { mainfileMatcher, readHead } from '../../processing/matching'
import { EV, EV_PER_ANGSTROM, EV_PER_ANGSTROM3, HARTREE } from '../common'
import type { RunOut } from '../common'
import { processMainfile, sharedParserFixtures } from '../common/testing'
import type { Complete } from '../common/testing'
import type { ProcessingLogger } from '../types'
import { fhiAimsParser } from '.'
import { parseAimsOutput } from './archive'
import { readControl, runTier } from './control'

const OWN = join(__dirname, 'fixtures')
const ALAS = sharedParserFixtures('fhi-aims')
const KCL = sharedParserFixtures('fhi-aims_compressed')

function collectingLogger() {
  const warnings: string[] = []
  const logger: ProcessingLogger = { debug() {}, info() {}, warning: (event) => void warnings.push(event), error: (event) => void warnings.push(event) }
  return { logger, warnings }
}

describe('FHI-aims parser on the AlAs geometry optimisation (shared fixture)', async () => {
  const { status, run, results, archive } = await processMainfile(fhiAimsParser, ALAS, 'aims.out')
  const workflow = archive.workflow2 as Record<string, any>

  it('reads the program version as NOMAD stores it', () => {
    expect(status).toBe('SUCCESS')
    expect(run.program).toEqual({ name: 'FHI-aims', version: '190813' })
  })

  it('reads the method from the control.in echo and FHI-aims report', () => {
    const method = run.method[0]
    expect(method.dft.xc_functional.component_names).toEqual(['GGA_C_PBE_SOL', 'GGA_X_PBE_SOL'])
    expect(method.electronic).toMatchObject({ method: 'DFT', n_spin_channels: 1, relativity_method: 'scalar_relativistic_atomic_ZORA' })
    // No occupation_type in control.in: FHI-aims reports its default Gaussian of 0.01 eV.
    expect(method.electronic.smearing.kind).toBe('gaussian')
    expect(method.electronic.smearing.width).toBeCloseTo(0.01 * EV, 30)
    expect(method.basis_set).toEqual([{ type: 'numeric AOs', name: 'tight' }])
    expect(method.native_tier).toBe('tight')
    expect(method.k_mesh).toEqual({ grid: [8, 8, 8], n_points: 260 })
    expect(method.scf.threshold_energy_change).toBeUndefined()
  })

  it('gives one system and one calculation per section: the initial cycle, four steps and the final structure', () => {
    expect(run.system).toHaveLength(6)
    expect(run.calculation).toHaveLength(6)
    expect(run.calculation.map((c) => c.system_ref)).toEqual([0, 1, 2, 3, 4, 5].map((i) => `#/run/0/system/${i}`))
    expect(run.system[0].atoms.lattice_vectors[0][1]).toBeCloseTo(2.87580133e-10, 18)
    expect(run.system[1].atoms.lattice_vectors[0][1]).toBeCloseTo(2.86703651e-10, 18)
    expect(run.system[5].atoms.lattice_vectors[0][1]).toBeCloseTo(2.83883486e-10, 18)
    expect(run.system[5].atoms.positions[0][0]).toBeCloseTo(1.41941743e-10, 18)
    expect(run.system[5].is_representative).toBe(true)
    expect(run.system[5].atoms.periodic).toEqual([true, true, true])
  })

  it('finds AlAs in zincblende (F-43m)', () => {
    expect(results.material.chemical_formula_hill).toBe('AlAs')
    expect(results.material.chemical_formula_reduced).toBe('AlAs')
    expect(results.material.symmetry.space_group_number).toBe(216)
    expect(run.system[0].atoms.n_atoms).toBe(2)
  })

  it('maps the energies as NOMAD does: the last "Total energy components" block per section', () => {
    const first = run.calculation[0]
    expect(first.energy.total.value).toBeCloseTo(-2515.58880223 * HARTREE, 22)
    expect(first.energy.free.value).toBeCloseTo(-2515.58880223 * HARTREE, 22)
    expect(first.energy.total_t0.value).toBeCloseTo(-2515.58880223 * HARTREE, 22)
    const lastEvaluated = run.calculation[4]
    // Its Ha value and the eV summary differ by FHI-aims' own hartree (27.2113845 eV): 6e-8.
    expect(lastEvaluated.energy.total.value / (-68452.66906992 * EV)).toBeCloseTo(1, 6)
    // The final-structure section evaluates nothing new.
    expect(run.calculation[5].energy).toBeUndefined()
  })

  it('reads the MD_light s.c.f. table: Etot column as energy change, lines broken by spglib output without values', () => {
    const scf = run.calculation[0].scf_iteration
    expect(scf).toHaveLength(15)
    expect(scf[0].energy.change).toBeCloseTo(0.031 * EV, 30)
    expect(scf[13].energy).toEqual({})
    expect(run.calculation.slice(1, 5).map((c) => c.scf_iteration.length)).toEqual([12, 13, 10, 8])
  })

  it('reads VBM and CBM of the converged cycle, forces and the symmetrised stress', () => {
    const first = run.calculation[0]
    expect(first.energy.highest_occupied).toBeCloseTo(-6.20749649 * EV, 28)
    expect(first.energy.lowest_unoccupied).toBeCloseTo(-4.80103384 * EV, 28)
    expect(first.energy.fermi).toBeUndefined()
    expect(first.forces.total.value).toHaveLength(2)
    expect(first.forces.total.value[1][0]).toBeCloseTo(0.26584584135726e-23 * EV_PER_ANGSTROM, 40)
    expect(first.stress.total.value[0][0]).toBeCloseTo(0.01597713 * EV_PER_ANGSTROM3, 0)
    expect(first.stress.total.value[0][1]).toBeCloseTo(0, 6)
    // Eigenvalues printed in MD_light: the first k-point of the initialization only.
    expect(first.eigenvalues[0]).toMatchObject({ n_spin_channels: 1, n_kpoints: 1, n_bands: 32, kpoints: [[0, 0, 0]] })
    expect(first.eigenvalues[0].energies[0][0][22]).toBeCloseTo(-0.249924 * HARTREE, 24)
  })

  it('is a geometry optimisation of the cell with the relax_geometry force tolerance in newton', () => {
    expect(workflow.name).toBe('GeometryOptimization')
    expect(workflow.method.type).toBe('cell_shape')
    expect(workflow.method.convergence_tolerance_force_maximum).toBeCloseTo(5e-5 * EV_PER_ANGSTROM, 25)
    expect(workflow.method.optimization_steps_maximum).toBe(1000)
  })
})

describe('FHI-aims parser on the gzip-compressed HSE06 KCl single point (shared fixture)', async () => {
  const { status, run, results, archive, warnings } = await processMainfile(fhiAimsParser, KCL, 'aims.out.gz')

  it('reads version, hybrid functional, smearing and s.c.f. threshold', () => {
    expect(status).toBe('SUCCESS')
    expect(run.program.version).toBe('160210')
    const method = run.method[0]
    expect(method.dft.xc_functional).toEqual({ name: 'HYB_GGA_XC_HSE06', component_names: ['HYB_GGA_XC_HSE06'], exact_exchange_mixing_factor: 0.25 })
    expect(method.electronic.smearing.kind).toBe('gaussian')
    expect(method.electronic.smearing.width).toBeCloseTo(0.01 * EV, 30)
    expect(method.scf.threshold_energy_change).toBeCloseTo(1e-6 * EV, 35)
    expect(method.scf.n_max_iteration).toBe(300)
    expect(method.k_mesh.grid).toEqual([16, 16, 16])
    expect(method.native_tier).toBe('safe')
    expect(method.electronic.relativity_method).toBe('scalar_relativistic_atomic_ZORA')
  })

  it('reads the full-output s.c.f. iterations with their energies and Fermi levels', () => {
    expect(run.calculation).toHaveLength(1)
    const calculation = run.calculation[0]
    expect(calculation.scf_iteration).toHaveLength(14)
    expect(calculation.scf_iteration[0].energy.total.value).toBeCloseTo(-1065.93500865 * HARTREE, 22)
    expect(calculation.scf_iteration[0].energy.change).toBeCloseTo(-3.203 * EV, 28)
    expect(calculation.energy.total.value).toBeCloseTo(-1065.9261048 * HARTREE, 22)
    expect(calculation.energy.total.value / (-29005.3250862251 * EV)).toBeCloseTo(1, 6)
    // The Fermi level of the last s.c.f. iteration, not of the perturbative SOC step after it.
    expect(calculation.energy.fermi).toBeCloseTo(-7.6460017 * EV, 27)
    expect(calculation.energy.highest_occupied).toBeCloseTo(-9.83187198 * EV, 27)
    expect(calculation.energy.lowest_unoccupied).toBeCloseTo(-3.36655454 * EV, 27)
  })

  it('warns that the band and DOS files its control.in requests are not beside it', () => {
    // Ten `output band` segments and `output dos`; the upload holds aims.out.gz alone.
    expect(run.calculation[0].band_structure_electronic).toBeUndefined()
    expect(run.calculation[0].dos_electronic).toBeUndefined()
    expect(warnings.some((w) => /band1001\.out, band1002\.out, .*band1010\.out/.test(w))).toBe(true)
    expect(warnings.some((w) => /announces KS_dos_total_raw\.dat/.test(w))).toBe(true)
  })

  it('finds rock-salt KCl as a single point', () => {
    expect(results.material.chemical_formula_hill).toBe('ClK')
    expect(results.material.symmetry.space_group_number).toBe(225)
    expect((archive.workflow2 as { name: string }).name).toBe('SinglePoint')
  })
})

describe('FHI-aims parser on a small spin-polarised cluster (own fixture)', async () => {
  const { run, archive } = await processMainfile(fhiAimsParser, OWN, 'h2-cluster/aims.out')

  it('reads spin channels, no relativity, Fermi smearing and the light tier', () => {
    const method = run.method[0]
    expect(method.electronic.n_spin_channels).toBe(2)
    expect(method.electronic.relativity_method).toBeUndefined()
    expect(method.electronic.smearing).toEqual({ kind: 'fermi', width: 0.1 * EV })
    expect(method.scf).toEqual({ threshold_energy_change: 1e-5 * EV, n_max_iteration: 40 })
    expect(method.native_tier).toBe('light')
    expect(method.dft.xc_functional.component_names).toEqual(['GGA_C_PBE', 'GGA_X_PBE'])
    expect(method.k_mesh).toBeUndefined()
  })

  it('reads a cluster without cell, spin-resolved eigenvalues and the energies', () => {
    expect(run.system[0].atoms.periodic).toEqual([false, false, false])
    expect(run.system[0].atoms.lattice_vectors).toBeUndefined()
    const calculation = run.calculation[0]
    expect(calculation.energy.total.value).toBeCloseTo(-1.166 * HARTREE, 25)
    expect(calculation.energy.total_t0.value).toBeCloseTo(-1.165 * HARTREE, 25)
    expect(calculation.energy.free.value).toBeCloseTo(-1.167 * HARTREE, 25)
    expect(calculation.energy.fermi).toBeCloseTo(-5 * EV, 30)
    expect(calculation.scf_iteration.map((s) => s.energy.fermi / EV)).toEqual([expect.closeTo(-5.1, 10), expect.closeTo(-5, 10)])
    const eigenvalues = calculation.eigenvalues[0]
    expect(eigenvalues.kpoints).toBeUndefined()
    expect(eigenvalues.occupations).toEqual([[[1, 0]], [[1, 0]]])
    expect(eigenvalues.energies[1][0][0]).toBeCloseTo(-0.37 * HARTREE, 25)
    expect(calculation.forces.total.value[1][2]).toBeCloseTo(0.5 * EV_PER_ANGSTROM, 15)
    expect((archive.workflow2 as { name: string }).name).toBe('SinglePoint')
  })
})

describe('FHI-aims control.in settings', () => {
  it('keeps global keywords before the first species, first occurrence wins, and reads tiers from headers', () => {
    const control = readControl([
      'xc pbe0 # comment',
      'xc pbe',
      '#  Suggested "tight" defaults for O atom (to be pasted into control.in file)',
      'species O',
      '  k_grid 2 2 2',
      '#  Suggested "light" defaults for H atom',
      'species H',
    ])
    expect(control.keywords.get('xc')).toEqual(['pbe0'])
    expect(control.keywords.has('k_grid')).toBe(false)
    expect(control.species).toEqual(['O', 'H'])
    // Mixed tiers: the run is as precise as its least precise species.
    expect(runTier(control)).toBe('light')
  })

  it('reads control.in beside the mainfile when aims.out does not echo it', async () => {
    const text = readFileSync(join(OWN, 'h2-cluster/aims.out'), 'utf8').replace(/Parsing control\.in[\s\S]*?Completed first pass over input file control\.in \./, '')
    const { logger, warnings } = collectingLogger()
    const archive = await parseAimsOutput({ text, controlFile: async () => 'occupation_type gaussian 0.05\nsc_accuracy_etot 1e-4\n' }, logger)
    const method = (archive.run as Complete<RunOut>[])[0].method[0]
    expect(method.electronic.smearing).toEqual({ kind: 'gaussian', width: 0.05 * EV })
    expect(method.scf.threshold_energy_change).toBeCloseTo(1e-4 * EV, 30)
    expect(warnings).toEqual([])
  })
})

describe('FHI-aims parser robustness', () => {
  it('keeps what a truncated AlAs output holds and warns', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'aims-truncated-'))
    const text = readFileSync(join(ALAS, 'aims.out'), 'utf8')
    // Cut in the middle of the second relaxation step's s.c.f. cycle.
    writeFileSync(join(dir, 'aims.out'), text.slice(0, text.indexOf('SCF    5', text.indexOf('Updated atomic structure'))))
    const { status, run, warnings } = await processMainfile(fhiAimsParser, dir, 'aims.out')
    expect(status).toBe('SUCCESS')
    expect(run.calculation).toHaveLength(2)
    expect(run.system).toHaveLength(2)
    expect(run.calculation[1].scf_iteration).toHaveLength(4)
    expect(run.calculation[1].energy).toBeUndefined()
    expect(warnings.some((w) => /ends before FHI-aims finished/.test(w))).toBe(true)
  })

  it('reads a gzip-compressed copy of its own fixture like the plain file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'aims-gz-'))
    writeFileSync(join(dir, 'run.out.gz'), gzipSync(readFileSync(join(OWN, 'h2-cluster/aims.out'))))
    const { run } = await processMainfile(fhiAimsParser, dir, 'run.out.gz')
    expect(run.calculation[0].energy.total.value).toBeCloseTo(-1.166 * HARTREE, 25)
  })

  it('fails on a file that is no FHI-aims output at all', async () => {
    await expect(parseAimsOutput({ text: 'hello\n' }, collectingLogger().logger)).rejects.toThrow(/neither an FHI-aims version nor a calculation/)
  })
})

describe('FHI-aims mainfile matching', () => {
  const match = mainfileMatcher([fhiAimsParser.metadata])

  it.each([
    [join(ALAS, 'aims.out'), 'aims.out'],
    [join(KCL, 'aims.out.gz'), 'fhi-aims_compressed/aims.out.gz'],
    [join(OWN, 'h2-cluster/aims.out'), 'calc/output.txt'],
  ])('claims %s', async (path, uploadPath) => {
    expect(match(uploadPath, await readHead(path))).toEqual([{ parser: 'parsers/fhi-aims', alternative: false }])
  })

  it('does not claim an input file, nor the band and DOS files beside the output', async () => {
    expect(match('structures/geometry.in', await readHead(join(sharedParserFixtures('..'), 'structures/molecule-geometry.in')))).toEqual([])
    expect(match('control.in', Buffer.from('xc pbe\nk_grid 2 2 2\n'))).toEqual([])
    expect(match('si-bands/band1001.out', await readHead(join(OWN, 'si-bands/band1001.out')))).toEqual([])
    expect(match('si-bands/KS_DOS_total_raw.dat', await readHead(join(OWN, 'si-bands/KS_DOS_total_raw.dat')))).toEqual([])
  })
})
