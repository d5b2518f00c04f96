import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { mainfileMatcher, readHead } from '../../processing/matching'
import { BOHR, HARTREE, HARTREE_PER_BOHR } from '../common'
import { processMainfile, sharedParserFixtures } from '../common/testing'
import { excitingParser } from '.'
import { readTdos } from './files'

const SHARED = sharedParserFixtures('exciting')
const OWN = join(__dirname, 'fixtures')

describe('exciting parser on Ag (shared fixture)', async () => {
  const { status, run, results, archive } = await processMainfile(excitingParser, SHARED, 'Ag/INFO.OUT')

  it('reads the version name as NOMAD stores it', () => {
    expect(status).toBe('SUCCESS')
    expect(run.program).toEqual({ name: 'exciting', version: 'BORON-10' })
  })

  it('reads the method from the initialization report', () => {
    const method = run.method[0]
    expect(method.dft.xc_functional.component_names).toEqual(['GGA_C_PBE', 'GGA_X_PBE'])
    expect(method.electronic).toEqual({ method: 'DFT', n_spin_channels: 1, smearing: { kind: 'gaussian', width: 0.001 * HARTREE } })
    expect(method.basis_set).toEqual([{ type: '(L)APW+lo', cutoff_fractional: 7 }])
    expect(method.k_mesh).toEqual({ grid: [4, 4, 4], offset: [0, 0, 0], n_points: 8 })
    expect(method.scf.threshold_energy_change).toBeCloseTo(1e-6 * HARTREE, 35)
  })

  it('reads the fcc cell in bohr and finds silver in Fm-3m', () => {
    expect(run.system).toHaveLength(1)
    expect(run.system[0].atoms.lattice_vectors[0]).toEqual([expect.closeTo(3.86005 * BOHR, 20), expect.closeTo(3.86005 * BOHR, 20), 0])
    expect(run.system[0].atoms.labels).toEqual(['Ag'])
    expect(results.material.chemical_formula_hill).toBe('Ag')
    expect(results.material.symmetry.space_group_number).toBe(225)
  })

  it('takes energies from the final s.c.f. iteration and lists the 12 numbered ones', () => {
    expect(run.calculation).toHaveLength(1)
    const calculation = run.calculation[0]
    expect(calculation.energy.total.value).toBeCloseTo(-5317.26726118 * HARTREE, 22)
    expect(calculation.energy.fermi).toBeCloseTo(0.37085603 * HARTREE, 26)
    expect(calculation.scf_iteration).toHaveLength(12)
    expect(calculation.scf_iteration[0].energy.total.value).toBeCloseTo(-5307.34855605 * HARTREE, 22)
    expect(calculation.system_ref).toBe('#/run/0/system/0')
    expect((archive.workflow2 as { name: string }).name).toBe('SinglePoint')
  })
})

describe('exciting parser on the ground state of the GW folder (shared fixture)', async () => {
  const { run, results } = await processMainfile(excitingParser, SHARED, 'GW/INFO.OUT')

  it('reads version, LDA (xctype 3) and silicon in the diamond structure', () => {
    expect(run.program.version).toBe('CARBON')
    expect(run.method[0].dft.xc_functional.component_names).toEqual(['LDA_C_PW', 'LDA_X'])
    expect(run.system[0].atoms.positions[1][0]).toBeCloseTo(0.25 * 2 * 5.13 * BOHR, 20)
    expect(results.material.chemical_formula_hill).toBe('Si2')
    expect(results.material.chemical_formula_reduced).toBe('Si')
    expect(results.material.symmetry.space_group_number).toBe(227)
  })

  it('reads total energy, Fermi energy and the estimated fundamental gap of the final iteration', () => {
    const calculation = run.calculation[0]
    expect(calculation.energy.total.value).toBeCloseTo(-578.07369732 * HARTREE, 23)
    expect(calculation.energy.fermi).toBeCloseTo(0.20116047 * HARTREE, 26)
    expect((calculation as { x_exciting_gap?: number }).x_exciting_gap).toBeCloseTo(0.02136125 * HARTREE, 26)
    expect(calculation.scf_iteration).toHaveLength(11)
  })
})

describe('exciting parser with the files beside INFO.OUT (own fixture)', async () => {
  const { run, warnings } = await processMainfile(excitingParser, OWN, 'si-files/INFO.OUT')
  const calculation = run.calculation[0]
  const fermi = 0.21 * HARTREE

  it('reads libxc names from input.xml, Methfessel-Paxton smearing, the k-point offset and forces', () => {
    expect(run.program.version).toBe('NITROGEN-14')
    const method = run.method[0]
    expect(method.dft.xc_functional.component_names).toEqual(['GGA_C_PBE', 'GGA_X_PBE'])
    expect(method.electronic.smearing).toEqual({ kind: 'methfessel-paxton', width: 0.01 * HARTREE })
    expect(method.k_mesh).toEqual({ grid: [2, 2, 2], offset: [0.5, 0.5, 0.5], n_points: 2 })
    expect(method.scf.threshold_energy_change).toBeCloseTo(1e-7 * HARTREE, 35)
    expect(calculation.forces.total.value[0]).toEqual([0.001 * HARTREE_PER_BOHR, 0, -0.001 * HARTREE_PER_BOHR])
    expect(warnings).toEqual([])
  })

  it('reads EIGVAL.OUT as eigenvalues on the k-mesh', () => {
    const eigenvalues = calculation.eigenvalues[0]
    expect(eigenvalues).toMatchObject({ n_spin_channels: 1, n_kpoints: 2, n_bands: 3 })
    expect(eigenvalues.kpoints[1]).toEqual([0.25, 0.25, -0.25])
    expect(eigenvalues.energies[0][1][2]).toBeCloseTo(0.28 * HARTREE, 25)
    expect(eigenvalues.occupations[0][0]).toEqual([2, 2, 0])
  })

  it('reads dos.xml, shifting its energies back from the Fermi level, values per joule', () => {
    const [dos] = calculation.dos_electronic
    expect(calculation.dos_electronic).toHaveLength(1)
    expect(dos.n_energies).toBe(3)
    expect(dos.energies[0]).toBeCloseTo(-0.1 * HARTREE + fermi, 25)
    expect(dos.energy_fermi).toBeCloseTo(fermi, 25)
    expect(dos.total[0].value[0]).toBeCloseTo(4 / HARTREE, 0)
  })

  it('reads bandstructure.xml into segments between its vertices', () => {
    const [band] = calculation.band_structure_electronic
    expect(band.segment).toHaveLength(2)
    expect(band.segment.map((s) => s.endpoints_labels)).toEqual([['Γ', 'X'], ['X', 'L']])
    expect(band.segment[0].kpoints).toEqual([[0, 0, 0], [0.25, 0, 0.25], [0.5, 0, 0.5]])
    expect(band.segment[1].kpoints).toEqual([[0.5, 0, 0.5], [0.5, 0.5, 0.5]])
    expect(band.segment[1].energies[0][1][1]).toBeCloseTo(0.2 * HARTREE + fermi, 25)
    expect(band.reciprocal_cell[0][1]).toBeCloseTo(0.3141592654 / BOHR, 0)
  })
})

describe('exciting auxiliary files', () => {
  it('reads TDOS.OUT with one block per spin channel, taking the spin-down sign off', () => {
    const dos = readTdos(' -0.1  1.0\n 0.0  2.0\n\n -0.1  -3.0\n 0.0  -4.0\n', HARTREE)
    expect(dos).toHaveLength(2)
    expect(dos![1].spin_channel).toBe(1)
    expect(dos![1].total[0].value.map((v) => v * HARTREE)).toEqual([expect.closeTo(3, 12), expect.closeTo(4, 12)])
    expect(dos![0].energies[0]).toBeCloseTo(0.9 * HARTREE, 25)
  })
})

describe('exciting parser robustness', () => {
  it('keeps the initialization and finished iterations of a truncated INFO.OUT and warns', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'exciting-truncated-'))
    const text = readFileSync(join(SHARED, 'Ag/INFO.OUT'), 'utf8')
    writeFileSync(join(dir, 'INFO.OUT'), text.slice(0, text.indexOf('SCF iteration number :    5')))
    const { status, run, warnings } = await processMainfile(excitingParser, dir, 'INFO.OUT')
    expect(status).toBe('SUCCESS')
    expect(run.system[0].atoms.labels).toEqual(['Ag'])
    expect(run.calculation[0].scf_iteration).toHaveLength(4)
    expect(run.calculation[0].energy.total.value).toBeCloseTo(-5316.38701749 * HARTREE, 22)
    expect(warnings.some((w) => /ends before exciting stopped/.test(w))).toBe(true)
  })

  it('fails on a file that is no INFO.OUT', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'exciting-empty-'))
    writeFileSync(join(dir, 'INFO.OUT'), 'nothing here\n')
    const { status } = await processMainfile(excitingParser, dir, 'INFO.OUT')
    expect(status).toBe('FAILURE')
  })
})

describe('exciting mainfile matching', () => {
  const match = mainfileMatcher([excitingParser.metadata])

  it.each(['Ag/INFO.OUT', 'GW/INFO.OUT'])('claims the shared %s', async (path) => {
    expect(match(`exciting/${path}`, await readHead(join(SHARED, path)))).toEqual([{ parser: 'parsers/exciting', alternative: false }])
  })

  it('claims an INFO.OUT at the upload root', async () => {
    expect(match('INFO.OUT', await readHead(join(SHARED, 'Ag/INFO.OUT')))).toHaveLength(1)
  })

  it('does not claim a species file or another name with the same contents', async () => {
    expect(match('exciting/Ag/Ag.xml', await readHead(join(SHARED, 'Ag/Ag.xml')))).toEqual([])
    expect(match('exciting/Ag/output.txt', await readHead(join(SHARED, 'Ag/INFO.OUT')))).toEqual([])
  })
})
