import { mkdtemp, readFile, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { mainfileMatcher, readHead } from '../../processing/matching'
import { ANGSTROM, EV, EV_PER_ANGSTROM, GPA, HARTREE } from '../common'
import { processMainfile, sharedParserFixtures } from '../common/testing'
import type { ProcessingLogger } from '../types'
import { castepParser, parseCastepText } from '.'
import { readBands } from './bands'
import { castepFunctional } from './parameters'

const SHARED = sharedParserFixtures('castep')
const OWN = join(__dirname, 'fixtures')

/** One table of `x_castep_vibrational_frequencies`, as the parser writes it. */
interface VibrationTable {
  q_direction?: number[]
  wavenumbers: number[]
  ir_intensity?: number[]
  raman_activity?: number[]
  raman_active?: boolean[]
}

describe('CASTEP parser on the shared BC2N phonon/Raman run (CASTEP 16.1)', async () => {
  const { status, run, results, archive, warnings } = await processMainfile(castepParser, SHARED, 'BC2N-Pmm2-Raman.castep')

  it('parses without warnings and reads the version from the banner', () => {
    expect(status).toBe('SUCCESS')
    expect(warnings).toEqual([])
    expect(run.program).toEqual({ name: 'CASTEP', version: '16.1' })
  })

  it('reads the orthorhombic cell and the fractional positions', () => {
    expect(run.system).toHaveLength(1)
    const atoms = run.system[0].atoms
    expect(atoms.labels).toEqual(['B', 'C', 'C', 'N'])
    expect(atoms.lattice_vectors[2][2]).toBeCloseTo(3.5871 * ANGSTROM, 20)
    expect(atoms.positions[0][2]).toBeCloseTo(0.124544 * 3.5871 * ANGSTROM, 20)
    expect(results.material.chemical_formula_hill).toBe('C2BN')
    expect(results.material.chemical_formula_reduced).toBe('BC2N')
    // CASTEP itself reports 'Space group of crystal = 25: Pmm2'.
    expect(results.material.symmetry.space_group_number).toBe(25)
  })

  it('reads functional, cutoff, precision, spin, relativity and the k-point mesh', () => {
    const method = run.method[0]
    expect(method.dft.xc_functional.component_names).toEqual(['LDA_C_PZ', 'LDA_X'])
    expect(method.basis_set).toEqual([{ type: 'plane waves', cutoff: expect.closeTo(680 * EV, 28) }])
    expect(method.native_tier).toBe('FINE')
    expect(method.electronic).toEqual({ method: 'DFT', n_spin_channels: 1, relativity_method: 'scalar_relativistic' })
    expect(method.k_mesh).toEqual({ grid: [2, 2, 2], generation_method: 'Monkhorst-Pack', offset: [0, 0, 0], n_points: 1 })
    expect(method.scf.threshold_energy_change).toBeCloseTo(0.2219e-9 * EV, 35)
    expect(method.scf.n_max_iteration).toBe(30)
  })

  it('has one calculation with the final energy, ten SCF steps and the symmetrised forces', () => {
    expect(run.calculation).toHaveLength(1)
    const calc = run.calculation[0]
    expect(calc.energy.total.value).toBeCloseTo(-660.6805773779 * EV, 26)
    expect(calc.energy.free).toBeUndefined()
    expect(calc.scf_iteration).toHaveLength(10)
    expect(calc.scf_iteration[0].energy).toEqual({ total: { value: expect.closeTo(36.5484621 * EV, 26) }, change: 0 })
    expect(calc.scf_iteration[3].energy.total.value).toBeCloseTo(-660.677216 * EV, 26)
    expect(calc.scf_iteration[3].energy.change).toBeCloseTo(0.109364916 * EV, 28)
    expect(calc.forces.total.value).toHaveLength(4)
    expect(calc.forces.total.value[3][2]).toBeCloseTo(-0.00176 * EV_PER_ANGSTROM, 20)
    expect(calc.stress).toBeUndefined()
  })

  it('keeps the vibrational frequencies NOMAD asserts on', () => {
    const [gamma, along] = run.x_castep_vibrational_frequencies as VibrationTable[]
    expect(along.q_direction).toEqual([0, 0, 1])
    expect(along.wavenumbers[2]).toBeCloseTo(0.461821 * 100, 8)
    expect(gamma.raman_activity?.[3]).toBeCloseTo(21.0162567, 8)
    expect(along.ir_intensity?.[6]).toBeCloseTo(2.7078705, 8)
    expect(gamma.raman_active?.[10]).toBe(true)
    expect(along.raman_activity).toBeUndefined()
  })

  it('is a single point whose SCF converged: the last gain per atom, 1.01507973e-12 eV, is below the tolerance of 0.2219e-9 eV', () => {
    const workflow = archive.workflow2 as { name: string; results: { is_converged: boolean; final_scf_energy_difference: number } }
    expect(workflow.name).toBe('SinglePoint')
    expect(workflow.results.is_converged).toBe(true)
    // Four atoms.
    expect(workflow.results.final_scf_energy_difference).toBeCloseTo(4 * 1.01507973e-12 * EV, 40)
  })

  it('reads a truncated copy with warnings instead of failing', async () => {
    const text = await readFile(join(SHARED, 'BC2N-Pmm2-Raman.castep'), 'utf8')
    const dir = await mkdtemp(join(tmpdir(), 'castep-'))
    await writeFile(join(dir, 'cut.castep'), text.slice(0, text.indexOf('      5  -6.60680577E+002')))
    const cut = await processMainfile(castepParser, dir, 'cut.castep')
    expect(cut.status).toBe('SUCCESS')
    expect(cut.warnings).toContain('The CASTEP output ends before its timing summary; it may be truncated.')
    expect(cut.warnings).toContain('An SCF calculation ends without its final energy.')
    expect(cut.run.calculation[0].scf_iteration).toHaveLength(5)
    expect(cut.results.material.chemical_formula_hill).toBe('C2BN')
  })
})

describe('CASTEP parser on a spin-polarised BFGS optimisation with a .bands file (own fixture)', async () => {
  const { status, run, archive, warnings } = await processMainfile(castepParser, OWN, 'al-geom/al.castep')

  it('reads the PBE functional, smearing and both spin channels', () => {
    expect(status).toBe('SUCCESS')
    expect(warnings).toEqual([])
    expect(run.method[0].dft.xc_functional.component_names).toEqual(['GGA_C_PBE', 'GGA_X_PBE'])
    expect(run.method[0].electronic.n_spin_channels).toBe(2)
    expect(run.method[0].electronic.smearing).toEqual({ kind: 'gaussian', width: expect.closeTo(0.2 * EV, 30) })
    expect(run.method[0].native_tier).toBeUndefined()
  })

  it('keeps the line-minimised step of an iteration and drops its trial step', () => {
    expect(run.calculation).toHaveLength(2)
    expect(run.system).toHaveLength(2)
    expect(run.system[0].atoms.positions[1][2]).toBeCloseTo(0.45 * 4 * ANGSTROM, 20)
    expect(run.system[1].atoms.positions[1][2]).toBeCloseTo(0.5 * 4 * ANGSTROM, 20)
    expect(run.calculation[1].system_ref).toBe('#/run/0/system/1')
    expect(run.calculation[1].energy.total.value).toBeCloseTo(-112.2 * EV, 26)
  })

  it('maps final, free and 0 K energies and takes the Fermi level of the last SCF step', () => {
    const { energy, scf_iteration: scf } = run.calculation[0]
    expect(energy.total.value).toBeCloseTo(-112.1 * EV, 26)
    expect(energy.free.value).toBeCloseTo(-112.11 * EV, 26)
    expect(energy.total_t0.value).toBeCloseTo(-112.105 * EV, 26)
    expect(energy.fermi).toBeCloseTo(6.1 * EV, 28)
    expect(scf[2].energy.fermi).toBeCloseTo(6.1 * EV, 28)
    expect(scf[0].energy.change).toBe(0)
  })

  it('reads constrained forces and the stress tensor in SI units', () => {
    const calc = run.calculation[0]
    expect(calc.forces.total.value[0]).toEqual([0, 0, expect.closeTo(0.1 * EV_PER_ANGSTROM, 20)])
    expect(calc.stress.total.value[2][2]).toBeCloseTo(-2 * GPA, 3)
  })

  it('puts the eigenvalues of the .bands file, sorted by k-point, on the last calculation', () => {
    const [eigenvalues] = run.calculation[1].eigenvalues
    expect(eigenvalues.n_spin_channels).toBe(2)
    expect(eigenvalues.kpoints).toEqual([[0.125, 0.125, 0.125], [0.375, 0.125, 0.125]])
    expect(eigenvalues.kpoints_weights).toEqual([0.25, 0.75])
    expect(eigenvalues.energies[1][0][2]).toBeCloseTo(0.26 * HARTREE, 28)
    expect(run.calculation[0].eigenvalues).toBeUndefined()
    expect(run.method[0].k_mesh).toMatchObject({ grid: [4, 4, 4], offset: [0.125, 0.125, 0.125], n_points: 2, weights: [0.25, 0.75] })
  })

  it('is a BFGS optimisation of the atoms with the tolerances of the parameter summary', () => {
    expect(archive.workflow2).toMatchObject({
      name: 'GeometryOptimization',
      method: {
        type: 'atomic',
        method: 'BFGS',
        optimization_steps_maximum: 100,
        convergence_tolerance_energy_difference: expect.closeTo(2e-5 * EV, 30),
        convergence_tolerance_force_maximum: expect.closeTo(0.05 * EV_PER_ANGSTROM, 20),
        convergence_tolerance_displacement_maximum: expect.closeTo(1e-3 * ANGSTROM, 20),
        convergence_tolerance_stress_maximum: expect.closeTo(0.1 * GPA, 3),
      },
    })
  })
})

describe('CASTEP helpers', () => {
  it.each([
    ['Perdew Burke Ernzerhof', ['GGA_X_PBE', 'GGA_C_PBE']],
    ['Local Density Approximation', ['LDA_X', 'LDA_C_PZ']],
    ['PBE for solids (2008)', ['GGA_X_PBE_SOL', 'GGA_C_PBE_SOL']],
    ['hybrid B3LYP', ['HYB_GGA_XC_B3LYP5']],
    ['PBE0', ['HYB_GGA_XC_PBEH']],
  ])('maps the functional %s to %j', (name, components) => {
    expect(castepFunctional(name)).toEqual(components)
  })

  it('ignores a .bands file without complete k-points', () => {
    expect(readBands('Number of k-points 1\nNumber of spin components 1\nK-point 1 0 0 0 1\nSpin component 1\n')).toBeUndefined()
  })

  it('fails on a file with no CASTEP run in it', () => {
    const logger: ProcessingLogger = { debug() {}, info() {}, warning() {}, error() {} }
    expect(() => parseCastepText('nothing\n', { logger })).toThrow('holds no CASTEP run')
  })
})

describe('CASTEP mainfile matching', () => {
  const match = mainfileMatcher([castepParser.metadata])

  it('claims the .castep output by its banner', async () => {
    const head = await readHead(join(SHARED, 'BC2N-Pmm2-Raman.castep'))
    expect(match('castep/BC2N-Pmm2-Raman.castep', head)).toEqual([{ parser: 'parsers/castep', alternative: false }])
  })

  it('leaves the .cell input and the .bands file alone', async () => {
    const cell = Buffer.from('%BLOCK LATTICE_CART\n  2.528 0 0\n  0 2.5024 0\n  0 0 3.5871\n%ENDBLOCK LATTICE_CART\n')
    expect(match('castep/BC2N-Pmm2-Raman.cell', cell)).toEqual([])
    expect(match('al-geom/al.bands', await readHead(join(OWN, 'al-geom/al.bands')))).toEqual([])
  })
})
