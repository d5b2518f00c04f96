import { mkdtemp, readFile, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { mainfileMatcher, readHead } from '../../processing/matching'
import { BOHR, EV, KBAR, RYDBERG, RYDBERG_PER_BOHR } from '../common'
import type { RunOut } from '../common'
import { processMainfile, sharedParserFixtures } from '../common/testing'
import type { Complete } from '../common/testing'
import type { ProcessingLogger } from '../types'
import { parseQuantumEspressoText, quantumEspressoParser } from '.'
import { qeFunctional, xcIndices } from './xc'

const SHARED = sharedParserFixtures('quantum-espresso')
const OWN = join(__dirname, 'fixtures')

function logger() {
  const warnings: string[] = []
  const log: ProcessingLogger = { debug() {}, info() {}, warning: (event) => void warnings.push(event), error() {} }
  return { logger: log, warnings }
}

describe('Quantum ESPRESSO parser on the shared Si benchmark (pw.x 5.2.1)', async () => {
  const { status, run, results, archive, warnings } = await processMainfile(quantumEspressoParser, SHARED, 'benchmark.out')

  it('parses without warnings and names program and version as NOMAD does', () => {
    expect(status).toBe('SUCCESS')
    expect(warnings).toEqual([])
    expect(run.program).toEqual({ name: 'Quantum Espresso', version: '5.2.1 (svn rev. 11920)' })
  })

  it('reads the fcc Si cell from alat and the crystal axes', () => {
    expect(run.system).toHaveLength(1)
    const atoms = run.system[0].atoms
    expect(atoms.labels).toEqual(['Si', 'Si'])
    const a = 10.2 * BOHR
    expect(atoms.lattice_vectors[0][0]).toBeCloseTo(-0.5 * a, 22)
    expect(atoms.positions[1][2]).toBeCloseTo(0.25 * a, 22)
    expect(results.material.chemical_formula_hill).toBe('Si2')
    expect(results.material.chemical_formula_reduced).toBe('Si')
    expect(results.material.symmetry.space_group_number).toBe(227)
  })

  it('maps the functional indices (1 4 2 2 0 0) to PW91 exchange and correlation', () => {
    expect(run.method[0].dft.xc_functional.component_names).toEqual(['GGA_C_PW91', 'GGA_X_PW91'])
  })

  it('reads cutoffs, SCF threshold, spin and k-points of the method', () => {
    const method = run.method[0]
    expect(method.basis_set).toEqual([{ type: 'plane waves', cutoff: expect.closeTo(12 * RYDBERG, 30) }])
    expect(run.x_qe_density_cutoff).toBeCloseTo(48 * RYDBERG, 30)
    expect(method.scf.threshold_energy_change).toBeCloseTo(1e-6 * RYDBERG, 35)
    expect(method.electronic.n_spin_channels).toBe(1)
    expect(method.electronic.smearing).toBeUndefined()
    // Cartesian (0.25 0.25 0.25) and (0.25 0.25 0.75) in 2π/alat, as fractions of b1..b3.
    expect(method.k_mesh).toEqual({ n_points: 2, points: [[0, 0.25, 0], [0.25, 0.5, 0]], weights: [0.25, 0.75] })
  })

  it('has one calculation with the final total energy, the highest occupied level and five SCF steps', () => {
    expect(run.calculation).toHaveLength(1)
    const calc = run.calculation[0]
    expect(calc.energy.total.value).toBeCloseTo(-15.83340547 * RYDBERG, 28)
    expect(calc.energy.highest_occupied).toBeCloseTo(5.506 * EV, 28)
    expect(calc.energy.fermi).toBeUndefined()
    expect(calc.scf_iteration).toHaveLength(5)
    expect(calc.scf_iteration[3].energy.total.value).toBeCloseTo(-15.83340518 * RYDBERG, 28)
    // The converged fifth step prints no energy of its own; the '!' line is the calculation's.
    expect(calc.scf_iteration[4]).toEqual({})
    expect(calc.system_ref).toBe('#/run/0/system/0')
    expect(calc.method_ref).toBe('#/run/0/method/0')
  })

  it('reads the band energies per k-point', () => {
    const [eigenvalues] = run.calculation[0].eigenvalues
    expect(eigenvalues.energies).toHaveLength(1)
    expect(eigenvalues.energies[0]).toHaveLength(2)
    expect(eigenvalues.energies[0][1][2]).toBeCloseTo(2.7215 * EV, 28)
    expect(eigenvalues.kpoints).toEqual([[0, 0.25, 0], [0.25, 0.5, 0]])
    expect(eigenvalues.kpoints_weights).toEqual([0.25, 0.75])
  })

  it('is a single point whose SCF cycle converged, as pw.x says ("convergence has been achieved in 5 iterations")', () => {
    expect(archive.workflow2).toMatchObject({ name: 'SinglePoint', results: { is_converged: true, n_scf_steps: 5 } })
  })

  it('reads a truncated copy with warnings instead of failing', async () => {
    const text = await readFile(join(SHARED, 'benchmark.out'), 'utf8')
    const dir = await mkdtemp(join(tmpdir(), 'qe-'))
    await writeFile(join(dir, 'cut.out'), text.slice(0, text.indexOf('     iteration #  3')))
    const cut = await processMainfile(quantumEspressoParser, dir, 'cut.out')
    expect(cut.status).toBe('SUCCESS')
    expect((cut.archive.workflow2 as { results: { is_converged?: boolean } }).results.is_converged).not.toBe(true)
    expect(cut.warnings).toContain('The pw.x output ends before JOB DONE; it may be truncated.')
    expect(cut.warnings).toContain('A self-consistent calculation ends without its final total energy.')
    expect(cut.run.calculation[0].scf_iteration).toHaveLength(2)
    expect(cut.results.material.chemical_formula_hill).toBe('Si2')
  })
})

describe('Quantum ESPRESSO parser on a spin-polarised relaxation (own fixture, pw.x 6.4 layout)', async () => {
  const text = await readFile(join(OWN, 'relax-lsda.out'), 'utf8')
  const { logger: log, warnings } = logger()
  const archive = parseQuantumEspressoText(text, { logger: log })
  const run = (archive.run as Complete<RunOut>[])[0]

  it('reads the functional from indices printed on the line after the name', () => {
    expect(warnings).toEqual([])
    expect(run.program.version).toBe('6.4.1')
    expect(run.method[0].dft.xc_functional.component_names).toEqual(['GGA_C_PBE', 'GGA_X_PBE'])
  })

  it('takes two spin channels and the smearing from the header', () => {
    expect(run.method[0].electronic).toEqual({
      method: 'DFT',
      n_spin_channels: 2,
      smearing: { kind: 'marzari-vanderbilt', width: expect.closeTo(0.02 * RYDBERG, 30) },
    })
  })

  it('gives each SCF cycle its structure: the input, then the ATOMIC_POSITIONS printed before it', () => {
    expect(run.system).toHaveLength(2)
    expect(run.system[0].atoms.labels).toEqual(['Fe', 'O'])
    expect(run.system[0].atoms.positions[1][2]).toBeCloseTo(0.4 * 5 * BOHR, 22)
    expect(run.system[1].atoms.positions[1][2]).toBeCloseTo(1.9 * BOHR, 22)
    // The final coordinates repeat the last structure and add none.
    expect(run.system[1].is_representative).toBe(true)
    expect(run.calculation.map((c: { system_ref: string }) => c.system_ref)).toEqual(['#/run/0/system/0', '#/run/0/system/1'])
  })

  it('reads energies, Fermi level, total forces (not the non-local part) and stress of each step', () => {
    const [first, second] = run.calculation
    expect(first.energy.total.value).toBeCloseTo(-100.61 * RYDBERG, 26)
    expect(first.energy.fermi).toBeCloseTo(4 * EV, 28)
    expect(first.forces.total.value).toEqual([[0, 0, expect.closeTo(0.01 * RYDBERG_PER_BOHR, 15)], [0, 0, expect.closeTo(-0.01 * RYDBERG_PER_BOHR, 15)]])
    expect(first.stress.total.value[2][2]).toBeCloseTo(-10 * KBAR, 3)
    expect(first.scf_iteration).toHaveLength(2)
    expect(second.energy.total.value).toBeCloseTo(-100.620001 * RYDBERG, 26)
    expect(second.energy.fermi).toBeCloseTo(3.9 * EV, 28)
    expect(second.stress).toBeUndefined()
  })

  it('splits the band energies into spin up and down', () => {
    const [eigenvalues] = run.calculation[1].eigenvalues
    expect(eigenvalues.n_spin_channels).toBe(2)
    expect(eigenvalues.energies[1][1][3]).toBeCloseTo(7.4 * EV, 28)
    expect(eigenvalues.kpoints).toEqual([[0, 0, 0], [0.5, 0, 0]])
  })

  it('is a BFGS geometry optimisation of the atoms with the printed criteria', () => {
    expect(archive.workflow2).toMatchObject({
      name: 'GeometryOptimization',
      method: {
        type: 'atomic',
        method: 'BFGS',
        convergence_tolerance_energy_difference: expect.closeTo(1e-4 * RYDBERG, 30),
        convergence_tolerance_force_maximum: expect.closeTo(1e-3 * RYDBERG_PER_BOHR, 15),
      },
    })
  })
})

describe('Quantum ESPRESSO parser on a variable-cell relaxation (own fixture)', async () => {
  const text = await readFile(join(OWN, 'vc-relax.out'), 'utf8')
  const { logger: log, warnings } = logger()
  const archive = parseQuantumEspressoText(text, { logger: log })
  const run = (archive.run as Complete<RunOut>[])[0]

  it('drops an svn revision that is not a number from the version, as NOMAD does', () => {
    expect(warnings).toEqual([])
    expect(run.program.version).toBe('6.0')
  })

  it('tells the smearing of old outputs by ngauss', () => {
    expect(run.method[0].electronic.smearing).toEqual({ kind: 'marzari-vanderbilt', width: expect.closeTo(0.01 * RYDBERG, 30) })
    expect(run.method[0].dft.xc_functional.component_names).toEqual(['LDA_C_PZ', 'LDA_X'])
  })

  it('applies CELL_PARAMETERS (alat=…) to the crystal positions that follow', () => {
    expect(run.system).toHaveLength(2)
    expect(run.system[0].atoms.lattice_vectors[0][0]).toBeCloseTo(6 * BOHR, 22)
    expect(run.system[1].atoms.lattice_vectors[1][1]).toBeCloseTo(0.966666667 * 6 * BOHR, 22)
    expect(run.calculation[1].energy.fermi).toBeCloseTo(10.5 * EV, 28)
  })

  it('is a geometry optimisation of the cell with the stress criterion', () => {
    expect(archive.workflow2).toMatchObject({
      name: 'GeometryOptimization',
      method: { type: 'cell_shape', convergence_tolerance_stress_maximum: expect.closeTo(0.5 * KBAR, 3) },
    })
  })
})

describe('Quantum ESPRESSO functional indices', () => {
  it.each([
    ['( 1 4 3 4 0 0)', 0, ['GGA_C_PBE', 'GGA_X_PBE']],
    ['(1434)', 0, ['GGA_C_PBE', 'GGA_X_PBE']],
    ['( 1 1 0 0 0 0)', 0, ['LDA_C_PZ', 'LDA_X']],
    ['( 6 4 8 4 0 0)', 0.25, ['HYB_GGA_XC_PBEH']],
    ['( 1 4 12 4 0 0)', 0.25, ['HYB_GGA_XC_HSE06']],
    ['( 1 4 0 0 0 5)', 0, ['MGGA_C_SCAN', 'MGGA_X_SCAN']],
  ])('%s with EXX fraction %d → %j', (text, exx, components) => {
    expect(qeFunctional(xcIndices(text), exx).components).toEqual(components)
  })

  it('keeps the exact-exchange fraction of hybrids and names unknown indices', () => {
    expect(qeFunctional(xcIndices('( 6 4 8 4 0 0)'), 0.25).exactExchange).toBe(0.25)
    expect(qeFunctional(xcIndices('( 1 4 99 4 0 0)')).unknown).toEqual(['exchange gradient correction 99'])
  })
})

describe('Quantum ESPRESSO parser robustness', () => {
  it('reads only the first of two runs in one file, with a warning', async () => {
    const text = await readFile(join(SHARED, 'benchmark.out'), 'utf8')
    const { logger: log, warnings } = logger()
    const archive = parseQuantumEspressoText(text + text, { logger: log })
    expect((archive.run as { calculation: unknown[] }[])[0].calculation).toHaveLength(1)
    expect(warnings).toEqual(['The file holds 2 pw.x runs; only the first is read.'])
  })

  it('fails on a file with no pw.x run in it', () => {
    expect(() => parseQuantumEspressoText('nothing here\n', { logger: logger().logger })).toThrow('holds no pw.x run')
  })
})

describe('Quantum ESPRESSO mainfile matching', () => {
  const match = mainfileMatcher([quantumEspressoParser.metadata])

  it('claims the pw.x output by its contents', async () => {
    const path = join(SHARED, 'benchmark.out')
    expect(match('quantum-espresso/benchmark.out', await readHead(path))).toEqual([{ parser: 'parsers/quantumespresso', alternative: false }])
  })

  it('leaves the pw.x input alone', () => {
    const input = Buffer.from("&control\n  calculation = 'scf'\n  prefix = 'pwscf'\n/\n&system\n  ibrav = 2, celldm(1) = 10.2\n/\n")
    expect(match('quantum-espresso/dft1.in', input)).toEqual([])
  })
})
