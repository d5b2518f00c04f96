import { copyFileSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { cellParameters, cellVolume } from '../../../core/chemistry'
import { chooseMainfiles, mainfileMatcher, readHead } from '../../processing/matching'
import { BOHR, RYDBERG, RYDBERG_PER_BOHR } from '../common'
import { processMainfile, sharedParserFixtures } from '../common/testing'
import { wien2kParser } from '.'
import { functionalKeys, readKlist } from './inputs'
import { structureOf } from './struct'
import type { Wien2kStruct } from './struct'

const SHARED = sharedParserFixtures('wien2k')
const OWN = join(__dirname, 'fixtures')

describe.each([
  ['AlN', 'AlN_ZB.scf'],
  ['alternative_without_mainfile', 'alternative.scfx'],
])('WIEN2k parser on the shared zinc-blende AlN (%s/%s + AlN_ZB.struct)', async (folder, mainfile) => {
  const processed = await processMainfile(wien2kParser, SHARED, `${folder}/${mainfile}`)
  const { run, results } = processed

  it('parses without warnings; the version joins release number and date as NOMAD', () => {
    expect(processed.status).toBe('SUCCESS')
    expect(processed.warnings).toEqual([])
    expect(run.program).toEqual({ name: 'WIEN2k', version: '14.2 15/10/2014' })
  })

  it('builds the primitive fcc cell of the F lattice from the struct file', () => {
    expect(run.system).toHaveLength(1)
    const atoms = run.system[0].atoms
    expect(atoms.labels).toEqual(['Al', 'N'])
    const a = 8.277004 * BOHR
    expect(atoms.lattice_vectors[0][1]).toBeCloseTo(a / 2, 20)
    expect(atoms.lattice_vectors[0][0]).toBe(0)
    expect(atoms.positions[1][0]).toBeCloseTo(a / 4, 20)
    expect(results.material.chemical_formula_hill).toBe('AlN')
    expect(results.material.chemical_formula_reduced).toBe('AlN')
    expect(results.material.symmetry.space_group_number).toBe(216)
  })

  it('reads the method without case.in0/in1: PBE from :POT, RKM from the .scf', () => {
    const method = run.method[0]
    expect(method.dft.xc_functional.component_names).toEqual(['GGA_C_PBE', 'GGA_X_PBE'])
    expect(method.electronic).toEqual({ method: 'DFT', n_spin_channels: 1, relativity_method: 'scalar_relativistic' })
    expect(method.basis_set).toEqual([{ type: '(L)APW+lo', cutoff_fractional: 9.86 }])
    expect(method.k_mesh).toEqual({ n_points: 1661 })
  })

  it('reads the 5 SCF iterations; the calculation takes the last :ENE and :FER', () => {
    expect(run.calculation).toHaveLength(1)
    const calculation = run.calculation[0]
    expect(calculation.scf_iteration).toHaveLength(5)
    expect(calculation.scf_iteration[0].energy.total.value).toBeCloseTo(-595.36548351 * RYDBERG, 24)
    expect(calculation.energy.total.value).toBeCloseTo(-595.36548332 * RYDBERG, 24)
    expect(calculation.energy.total.value / -1.29782076e-15).toBeCloseTo(1, 7)
    expect(calculation.energy.fermi).toBeCloseTo(0.4510342173 * RYDBERG, 28)
    expect(calculation.forces).toBeUndefined()
    expect(run.x_wien2k_ene_gap).toBeCloseTo(0.2434 * RYDBERG, 28)
    expect(processed.archive.workflow2).toMatchObject({ name: 'SinglePoint' })
  })
})

describe('WIEN2k parser with all inputs (own spin-polarised bcc Fe fixture)', async () => {
  const processed = await processMainfile(wien2kParser, OWN, 'fe_bcc/fe.scf')
  const { run } = processed

  it('reads functional (in0), RKmax (in1), smearing (in2) and k-points (klist)', () => {
    expect(processed.warnings).toEqual([])
    const method = run.method[0]
    expect(method.dft.xc_functional.component_names).toEqual(['GGA_C_PBE_SOL', 'GGA_X_PBE_SOL'])
    expect(method.electronic.n_spin_channels).toBe(2)
    expect(method.electronic.smearing).toEqual({ kind: 'fermi', width: expect.closeTo(0.002 * RYDBERG, 28) })
    expect(method.basis_set).toEqual([{ type: '(L)APW+lo', cutoff_fractional: 7.5 }])
    expect(method.k_mesh.grid).toEqual([4, 4, 4])
    expect(method.k_mesh.points[2]).toEqual([0.25, 0.25, 0])
    expect(method.k_mesh.weights.reduce((s: number, w: number) => s + w, 0)).toBeCloseTo(1, 12)
  })

  it('builds the primitive bcc cell and converts :FGL forces from mRy/bohr', () => {
    const atoms = run.system[0].atoms
    expect(atoms.labels).toEqual(['Fe'])
    expect(atoms.lattice_vectors[0][0]).toBeCloseTo(-0.5 * 5.42 * BOHR, 20)
    expect(run.calculation[0].forces.total.value).toEqual([[0, 0, expect.closeTo(0.05e-3 * RYDBERG_PER_BOHR, 15)]])
    expect(run.calculation[0].energy.total.value).toBeCloseTo(-2545.61 * RYDBERG, 22)
    expect(run.program.version).toBe('19.1 25/6/2019')
  })
})

describe('WIEN2k struct lattices', () => {
  const struct = (lattice: string, constants: Wien2kStruct['constants']): Wien2kStruct => ({
    title: '',
    lattice,
    constants,
    atoms: [{ name: 'Si', z: 14, positions: [[0, 0, 0]] }],
  })

  it('builds the primitive cells of centred lattices (volume: conventional / centring)', () => {
    expect(cellVolume(structureOf(struct('F', [4, 4, 4, 90, 90, 90]))!.lattice!)).toBeCloseTo(16, 10)
    expect(cellVolume(structureOf(struct('B', [4, 4, 4, 90, 90, 90]))!.lattice!)).toBeCloseTo(32, 10)
    expect(cellVolume(structureOf(struct('CXY', [4, 5, 6, 90, 90, 90]))!.lattice!)).toBeCloseTo(60, 10)
    expect(cellVolume(structureOf(struct('CXZ', [4, 5, 6, 90, 90, 90]))!.lattice!)).toBeCloseTo(60, 10)
    expect(cellVolume(structureOf(struct('CYZ', [4, 5, 6, 90, 90, 90]))!.lattice!)).toBeCloseTo(60, 10)
  })

  it('reads R as the rhombohedral cell of the hexagonal constants and forces 120° for H', () => {
    const rhombohedral = cellParameters(structureOf(struct('R', [3, 3, 9, 90, 90, 120]))!.lattice!)
    expect(rhombohedral.a).toBeCloseTo(Math.sqrt(3 * 3 / 3 + 9 * 9 / 9), 10)
    expect(rhombohedral.alpha).toBeCloseTo(rhombohedral.beta, 10)
    const hexagonal = cellParameters(structureOf(struct('H', [3, 3, 5, 90, 90, 90]))!.lattice!)
    expect((hexagonal.gamma * 180) / Math.PI).toBeCloseTo(120, 10)
  })

  it('is undefined without lattice constants', () => {
    expect(structureOf(struct('P', undefined))).toBeUndefined()
  })
})

describe('WIEN2k input readers', () => {
  it('maps the four-part :POT option to one XC_ switch and keeps other lists', () => {
    expect(functionalKeys('EX_PBE EC_PBE VX_PBE VC_PBE')).toEqual(['XC_PBE'])
    expect(functionalKeys('XC_PBESOL  (XC_LDA,XC_PBE)')).toEqual(['XC_PBESOL'])
    expect(functionalKeys('13  (5...CA-LDA, 13...PBE-GGA)')).toEqual(['13'])
  })

  it('reads a klist up to END with normalised weights', () => {
    const klist = readKlist('         1         0         0         0         2  1.0 k, div: (  2  2  2)\n         2         1         0         0         2  3.0\nEND\n  9 9 9 9 9 9\n')
    expect(klist).toEqual({ points: [[0, 0, 0], [0.5, 0, 0]], weights: [0.25, 0.75], grid: [2, 2, 2] })
  })
})

describe('WIEN2k parser on cut-off files', () => {
  it('keeps the complete iterations of a cut-off .scf and warns', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'wien2k-'))
    const text = readFileSync(join(SHARED, 'AlN/AlN_ZB.scf'), 'utf8')
    writeFileSync(join(dir, 'AlN_ZB.scf'), text.slice(0, text.indexOf(':ENE', text.indexOf(':ITE021'))))
    copyFileSync(join(SHARED, 'AlN/AlN_ZB.struct'), join(dir, 'AlN_ZB.struct'))
    const processed = await processMainfile(wien2kParser, dir, 'AlN_ZB.scf')
    expect(processed.status).toBe('SUCCESS')
    expect(processed.warnings.some((w) => w.includes(':ENE'))).toBe(true)
    expect(processed.run.calculation[0].scf_iteration).toHaveLength(5)
    expect(processed.run.calculation[0].energy.total.value).toBeCloseTo(-595.36548338 * RYDBERG, 24)
  })

  it('parses an .scf without its struct file, warning that there is no structure', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'wien2k-'))
    copyFileSync(join(SHARED, 'AlN/AlN_ZB.scf'), join(dir, 'AlN_ZB.scf'))
    const processed = await processMainfile(wien2kParser, dir, 'AlN_ZB.scf')
    expect(processed.status).toBe('SUCCESS')
    expect(processed.run.system).toBeUndefined()
    expect(processed.warnings.some((w) => w.includes('case.struct'))).toBe(true)
  })
})

describe('WIEN2k mainfile matching', () => {
  const match = mainfileMatcher([wien2kParser.metadata])

  it('claims the .scf by name and contents, not the struct file', async () => {
    expect(match('AlN/AlN_ZB.scf', await readHead(join(SHARED, 'AlN/AlN_ZB.scf')))).toEqual([{ parser: 'parsers/wien2k', alternative: false }])
    expect(match('AlN/AlN_ZB.struct', await readHead(join(SHARED, 'AlN/AlN_ZB.struct')))).toEqual([])
  })

  it('claims alternative.scfx only where no .scf is beside it', async () => {
    const scfx = await readHead(join(SHARED, 'alternative_without_mainfile/alternative.scfx'))
    const scf = await readHead(join(SHARED, 'AlN/AlN_ZB.scf'))
    const struct = await readHead(join(SHARED, 'AlN/AlN_ZB.struct'))
    const files = [
      { path: 'alternative_without_mainfile/alternative.scfx', head: scfx },
      { path: 'alternative_without_mainfile/AlN_ZB.struct', head: struct },
      { path: 'AlN/AlN_ZB.scf', head: scf },
      { path: 'AlN/AlN_ZB.struct', head: struct },
      // The same .scfx beside a .scf stays an auxiliary file.
      { path: 'AlN/alternative.scfx', head: scfx },
    ].map(({ path, head }) => ({ path, candidates: match(path, head) }))
    expect(Object.fromEntries(chooseMainfiles(files))).toEqual({
      'alternative_without_mainfile/alternative.scfx': 'parsers/wien2k',
      'AlN/AlN_ZB.scf': 'parsers/wien2k',
    })
  })
})
