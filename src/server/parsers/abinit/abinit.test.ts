import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { mainfileMatcher, readHead } from '../../processing/matching'
import { BOHR, EV, HARTREE, HARTREE_PER_BOHR, HARTREE_PER_BOHR3 } from '../common'
import { processMainfile, sharedParserFixtures } from '../common/testing'
import { abinitParser } from '.'
import { EigenvalueReader, bandEnergiesOf } from './eigenvalues'
import { ixcComponents } from './functionals'
import { readVariables, scalar, unitOf, variable } from './variables'

const SHARED = sharedParserFixtures('abinit')
const OWN = join(__dirname, 'fixtures')

describe('ABINIT parser on the shared bcc Fe run (Fe.out: two datasets, the second spin-polarised)', async () => {
  const processed = await processMainfile(abinitParser, SHARED, 'Fe.out')
  const { run, results } = processed

  it('parses without warnings', () => {
    expect(processed.status).toBe('SUCCESS')
    expect(processed.warnings).toEqual([])
    expect(run.program).toEqual({ name: 'ABINIT', version: '7.8.2' })
  })

  it('reads one method from the input echo: ixc 1, ecut, Fermi-Dirac smearing, k grid, spin channels', () => {
    const method = run.method[0]
    expect(method.dft.xc_functional.component_names).toEqual(['LDA_XC_TETER93'])
    expect(method.electronic.method).toBe('DFT')
    expect(method.electronic.n_spin_channels).toBe(2)
    expect(method.electronic.smearing.kind).toBe('fermi')
    expect(method.electronic.smearing.width).toBeCloseTo(0.01 * HARTREE, 30)
    expect(method.basis_set).toEqual([{ type: 'plane waves', cutoff: expect.closeTo(18 * HARTREE, 25) }])
    expect(method.k_mesh.grid).toEqual([4, 4, 4])
    // tolvrs, not toldfe, ends this SCF: no energy threshold.
    expect(method.scf).toEqual({ n_max_iteration: 50 })
  })

  it('reads one system: one Fe in the primitive bcc cell', () => {
    expect(run.system).toHaveLength(1)
    const atoms = run.system[0].atoms
    expect(atoms.labels).toEqual(['Fe'])
    expect(atoms.positions).toEqual([[0, 0, 0]])
    expect(atoms.lattice_vectors[0][0]).toBeCloseTo(-2.71 * BOHR, 20)
    expect(results.material.chemical_formula_hill).toBe('Fe')
    expect(results.material.chemical_formula_reduced).toBe('Fe')
    expect(results.material.symmetry.space_group_number).toBe(229)
  })

  it('makes one calculation per dataset with Etotal, Fermi level, SCF steps, forces and stress', () => {
    expect(run.calculation).toHaveLength(2)
    const [first, second] = run.calculation
    expect(first.energy.total.value).toBeCloseTo(-24.6617072675443 * HARTREE, 25)
    expect(second.energy.total.value).toBeCloseTo(-24.6707928677672 * HARTREE, 25)
    expect(first.energy.fermi).toBeCloseTo(-0.25843 * HARTREE, 30)
    expect(second.energy.fermi).toBeCloseTo(-0.26471 * HARTREE, 30)
    expect(first.scf_iteration).toHaveLength(16)
    expect(second.scf_iteration).toHaveLength(30)
    expect(first.scf_iteration[1].energy.total.value).toBeCloseTo(-23.916448283243 * HARTREE, 25)
    expect(first.forces.total.value).toEqual([[-0, -0, -0]])
    expect(first.stress.total.value[2][2]).toBeCloseTo(1.88952589e-2 * HARTREE_PER_BOHR3, 0)
    expect(first.stress.total.value[0][1]).toBe(0)
    expect(second.stress.total.value[1][1] / (1.86261357e-2 * HARTREE_PER_BOHR3)).toBeCloseTo(1, 10)
    expect(run.calculation.map((c) => c.system_ref)).toEqual(['#/run/0/system/0', '#/run/0/system/0'])
    expect(processed.archive.workflow2).toMatchObject({ name: 'SinglePoint' })
  })

  it('reads the eigenvalues and occupations printed with each dataset\'s results (all 6 k-points printed)', () => {
    const [first, second] = run.calculation.map((c) => c.eigenvalues[0])
    expect(first).toMatchObject({ n_spin_channels: 1, n_kpoints: 6, n_bands: 8 })
    expect(first.kpoints[3]).toEqual([-0.375, 0.375, 0.125])
    expect(first.kpoints_weights).toEqual([0.125, 0.1875, 0.09375, 0.375, 0.125, 0.09375])
    expect(first.energies[0][0][0]).toBeCloseTo(-0.47539 * HARTREE, 30)
    expect(first.energies[0][5][7]).toBeCloseTo(0.16268 * HARTREE, 30)
    expect(first.occupations[0][0][3]).toBe(1.22915)
    expect(first.occupations[0][5]).toEqual([2, 2, 0.59511, 0.59511, 0.11564, 0, 0, 0])

    // Dataset 2 (nsppol 2): the SPIN UP block, then SPIN DOWN.
    expect(second).toMatchObject({ n_spin_channels: 2, n_kpoints: 6, n_bands: 8 })
    expect(second.energies[0][0][0]).toBeCloseTo(-0.48411 * HARTREE, 30)
    expect(second.energies[1][0][0]).toBeCloseTo(-0.46638 * HARTREE, 30)
    expect(second.energies[1][5][7]).toBeCloseTo(0.17586 * HARTREE, 30)
    expect(second.occupations[0][3][4]).toBe(0.43533)
    expect(second.occupations[1][2][4]).toBe(0.21758)
  })
})

describe('ABINIT parser on an eV run whose k-point list ABINIT cut (own fixture si_ev.out)', async () => {
  const processed = await processMainfile(abinitParser, OWN, 'si_ev.out')
  const calculation = processed.run.calculation[0]

  it('reads the Fermi level and eigenvalues printed in eV, wrapped over two lines', () => {
    expect(processed.warnings).toEqual([])
    expect(calculation.energy.fermi).toBeCloseTo(6.2 * EV, 30)
    const eigenvalues = calculation.eigenvalues[0]
    expect(eigenvalues).toMatchObject({ n_spin_channels: 1, n_bands: 10 })
    expect(eigenvalues.energies[0][0][0]).toBeCloseTo(-4.5 * EV, 30)
    expect(eigenvalues.energies[0][0][9]).toBeCloseTo(14 * EV, 30)
    expect(eigenvalues.energies[0][1][5]).toBeCloseTo(9.8 * EV, 30)
    // occopt 1: ABINIT prints no occupation numbers.
    expect(eigenvalues.occupations).toBeUndefined()
  })

  it('keeps the 2 of 3 k-points printed before "do not print more k-points" and logs it', () => {
    const eigenvalues = calculation.eigenvalues[0]
    expect(eigenvalues.n_kpoints).toBe(2)
    expect(eigenvalues.kpoints).toEqual([[-0.25, 0.5, 0], [-0.25, 0, 0]])
    expect(eigenvalues.kpoints_weights).toEqual([0.25, 0.25])
    expect(processed.logs.some((l) => l.level === 'INFO' && l.event.includes('2 of the 3 k-points'))).toBe(true)
  })
})

describe('ABINIT eigenvalue blocks', () => {
  const read = (lines: string[]) => {
    const reader = new EigenvalueReader()
    const verdicts = lines.map((line) => reader.read(line))
    return { block: reader.block!, verdicts }
  }
  const logger = () => {
    const warnings: string[] = []
    return { warnings, logger: { debug() {}, info() {}, error() {}, warning: (event: string) => void warnings.push(event) } }
  }

  it('separates fields that run together and stops a list at nband', () => {
    const { block, verdicts } = read([
      ' Eigenvalues (hartree) for nkpt=   1  k points:',
      ' kpt#   1, nband=  3, wtk=  1.00000, kpt=  0.0000  0.0000  0.0000 (reduced coord)',
      '-150.12345-100.54321  -0.50000',
      '   1.00000   2.00000   3.00000',
    ])
    expect(block.channels[0].energies).toEqual([[-150.12345, -100.54321, -0.5]])
    expect(verdicts).toEqual(['started', 'consumed', 'consumed', 'ignored'])
  })

  it('adds a SPIN DOWN block to the SPIN UP one before it, and warns when it never comes', () => {
    const up = [
      ' Eigenvalues (hartree) for nkpt=   1  k points, SPIN UP:',
      ' kpt#   1, nband=  2, wtk=  1.00000, kpt=  0.0000  0.0000  0.0000 (reduced coord)',
      '  -0.50000   0.10000',
    ]
    const down = [
      ' Eigenvalues (hartree) for nkpt=   1  k points, SPIN DOWN:',
      ' kpt#   1, nband=  2, wtk=  1.00000, kpt=  0.0000  0.0000  0.0000 (reduced coord)',
      '  -0.40000   0.20000',
    ]
    const both = logger()
    expect(bandEnergiesOf(read([...up, ...down]).block, 1, both.logger)?.energies).toEqual([
      [[-0.5 * HARTREE, 0.1 * HARTREE]],
      [[-0.4 * HARTREE, 0.2 * HARTREE]],
    ])
    const onlyUp = logger()
    expect(bandEnergiesOf(read(up).block, 1, onlyUp.logger)).toBeUndefined()
    expect(onlyUp.warnings[0]).toContain('SPIN DOWN')
  })

  it('does not store blocks with NaN values', () => {
    const nan = logger()
    const { block } = read([
      ' Eigenvalues (hartree) for nkpt=   1  k points:',
      ' kpt#   1, nband=  2, wtk=  1.00000, kpt=  0.0000  0.0000  0.0000 (reduced coord)',
      '       NaN       NaN',
    ])
    expect(bandEnergiesOf(block, 1, nan.logger)).toBeUndefined()
    expect(nan.warnings).toHaveLength(1)
  })
})

describe('ABINIT parser on a relaxation (own fixture)', async () => {
  const processed = await processMainfile(abinitParser, OWN, 'h2_relax.out')
  const { run } = processed

  it('reads a libxc ixc, toldfe and a Monkhorst-Pack ngkpt', () => {
    expect(processed.warnings).toEqual([])
    const method = run.method[0]
    expect(method.dft.xc_functional.component_names).toEqual(['GGA_C_PBE', 'GGA_X_PBE'])
    expect(method.electronic.smearing).toBeUndefined()
    expect(method.k_mesh).toEqual({ grid: [1, 1, 1], generation_method: 'Monkhorst-Pack', n_points: 1 })
    expect(method.scf.threshold_energy_change).toBeCloseTo(1e-8 * HARTREE, 30)
  })

  it('makes a calculation per ionic step and one for the results, with a system per new geometry', () => {
    expect(run.calculation).toHaveLength(3)
    expect(run.calculation.map((c) => c.energy.total.value / HARTREE)).toEqual([
      expect.closeTo(-1.1311, 12),
      expect.closeTo(-1.1325, 12),
      expect.closeTo(-1.1325, 12),
    ])
    expect(run.calculation.map((c) => c.scf_iteration?.length)).toEqual([3, 2, undefined])
    expect(run.system).toHaveLength(2)
    expect(run.calculation.map((c) => c.system_ref)).toEqual(['#/run/0/system/0', '#/run/0/system/1', '#/run/0/system/1'])
    expect(run.system[1].atoms.positions[1][0]).toBeCloseTo(0.72 * BOHR, 18)
    expect(run.calculation[0].forces.total.value[0][0]).toBeCloseTo(-0.02 * HARTREE_PER_BOHR, 12)
    expect(run.calculation[0].stress.total.value[0][0]).toBeCloseTo(-1e-6 * HARTREE_PER_BOHR3, 3)
    expect(run.calculation[2].energy.fermi).toBeCloseTo(-0.36 * HARTREE, 30)
  })

  it('writes a GeometryOptimization workflow from ionmov, tolmxf and ntime', () => {
    const workflow = processed.archive.workflow2 as any
    expect(workflow.name).toBe('GeometryOptimization')
    expect(workflow.method).toMatchObject({ type: 'atomic', method: 'bfgs', optimization_steps_maximum: 5 })
    expect(workflow.method.convergence_tolerance_force_maximum).toBeCloseTo(1e-4 * HARTREE_PER_BOHR, 15)
  })
})

describe('ABINIT input echo and functionals', () => {
  it('splits dataset suffixes only for numbers of datasets in the run', () => {
    const lines = [
      ' -outvars: echo values of preprocessed input variables --------',
      '            acell      5.4200000000E+00  5.4200000000E+00  5.4200000000E+00 Bohr',
      '           nsppol1          1',
      '           nsppol2          2',
      '              kpt      1.25000000E-01  1.25000000E-01',
      '                       3.75000000E-01  1.25000000E-01',
      'P           mkmem           6',
      '        bs_loband3          0',
      '================================================================================',
      '            after         1',
    ]
    const vars = readVariables(lines, new Set([1, 2]))
    expect(scalar(vars, 'nsppol', 1)).toBe(1)
    expect(scalar(vars, 'nsppol', 2)).toBe(2)
    expect(variable(vars, 'kpt', 2)).toEqual([0.125, 0.125, 0.375, 0.125])
    expect(scalar(vars, 'mkmem', 1)).toBe(6)
    expect(scalar(vars, 'bs_loband3', 1)).toBe(0)
    expect(unitOf(vars, 'acell', 1)).toBe('bohr')
    expect(variable(vars, 'after', 1)).toBeUndefined()
  })

  it('maps native and libxc ixc values', () => {
    expect(ixcComponents(11).components).toEqual(['GGA_X_PBE', 'GGA_C_PBE'])
    expect(ixcComponents(-1012)).toEqual({ components: ['LDA_X', 'LDA_C_PW'], unknown: [] })
    expect(ixcComponents(-999).unknown).toEqual([999])
  })
})

describe('ABINIT parser on cut-off files', () => {
  it('keeps the finished dataset of a run cut in the second and warns', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'abinit-'))
    const text = readFileSync(join(SHARED, 'Fe.out'), 'utf8')
    writeFileSync(join(dir, 'Fe.out'), text.slice(0, text.indexOf(' ETOT 20')))
    const processed = await processMainfile(abinitParser, dir, 'Fe.out')
    expect(processed.status).toBe('SUCCESS')
    expect(processed.run.calculation).toHaveLength(1)
    expect(processed.warnings.some((w) => w.includes('Calculation completed'))).toBe(true)
    expect(processed.warnings.some((w) => w.includes('Dataset 2'))).toBe(true)
  })

  it('warns and keeps dataset 2 without eigenvalues when the file ends inside its SPIN UP block', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'abinit-'))
    const text = readFileSync(join(SHARED, 'Fe.out'), 'utf8')
    writeFileSync(join(dir, 'Fe.out'), text.slice(0, text.indexOf(' Eigenvalues (hartree) for nkpt=   6  k points, SPIN DOWN')))
    const processed = await processMainfile(abinitParser, dir, 'Fe.out')
    expect(processed.status).toBe('SUCCESS')
    expect(processed.run.calculation).toHaveLength(2)
    expect(processed.run.calculation[0].eigenvalues[0].n_kpoints).toBe(6)
    expect(processed.run.calculation[1].eigenvalues).toBeUndefined()
    expect(processed.run.calculation[1].energy.fermi).toBeCloseTo(-0.26471 * HARTREE, 30)
    expect(processed.warnings.some((w) => w.includes('SPIN DOWN'))).toBe(true)
  })

  it('fails a file with no ABINIT content at all', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'abinit-'))
    writeFileSync(join(dir, 'empty.out'), 'nothing here\n')
    expect((await processMainfile(abinitParser, dir, 'empty.out')).status).toBe('FAILURE')
  })
})

describe('ABINIT mainfile matching', () => {
  const match = mainfileMatcher([abinitParser.metadata])

  it('claims a file that opens with the version line, and not one where it comes later', async () => {
    expect(match('fe/Fe.out', await readHead(join(SHARED, 'Fe.out')))).toEqual([{ parser: 'parsers/abinit', alternative: false }])
    expect(match('fe/log', Buffer.from(' ABINIT log\n.Version 7.8.2 of ABINIT\n'))).toEqual([])
  })
})
