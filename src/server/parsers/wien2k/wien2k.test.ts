import { copyFileSync, cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { cellParameters, cellVolume } from '../../../core/chemistry'
import type { Matrix3 } from '../../../core/chemistry'
import { chooseMainfiles, mainfileMatcher, readHead } from '../../processing/matching'
import { ANGSTROM, BOHR, EV, RYDBERG, RYDBERG_PER_BOHR } from '../common'
import { processMainfile, sharedParserFixtures } from '../common/testing'
import { wien2kParser } from '.'
import { bandStructureOf, readKlistBand } from './bands'
import { readDosFile, totalColumn } from './dos'
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

describe('WIEN2k DOS and band structure beside the .scf (own fcc Al fixture al_dos/)', async () => {
  const processed = await processMainfile(wien2kParser, OWN, 'al_dos/al.scf')
  const calculation = processed.run.calculation[0]
  const fermi = 0.52 * RYDBERG
  const a = 7.65 * BOHR

  it('reads the total DOS of al.dos1ev: eV relative to EF, shifted by the :FER of the .scf', () => {
    expect(processed.warnings).toEqual([])
    expect(calculation.energy.fermi).toBeCloseTo(fermi, 30)
    expect(calculation.dos_electronic).toHaveLength(1)
    const [dos] = calculation.dos_electronic
    expect(dos.n_energies).toBe(6)
    expect(dos.spin_channel).toBeUndefined()
    expect(dos.energy_fermi).toBeCloseTo(fermi, 30)
    expect(dos.energies[0]).toBeCloseTo(-2 * EV + fermi, 30)
    expect(dos.energies[4]).toBeCloseTo(fermi, 30)
    // The total-DOS column (the second), not the atom's 1:total: states/eV → 1/J.
    expect(dos.total[0].value[2] * EV).toBeCloseTo(0.31, 12)
  })

  it('reads the band structure: segments split at the labelled points of al.klist_band', () => {
    const [bandStructure] = calculation.band_structure_electronic
    const segments = bandStructure.segment
    expect(segments.map((s) => s.endpoints_labels)).toEqual([['Γ', 'X'], ['X', 'W']])
    expect(segments.map((s) => s.n_kpoints)).toEqual([3, 3])
    // Conventional fractions (0,1,0) and (1/2,1,0) of the F lattice → primitive X and W.
    expect(segments[0].kpoints[2]).toEqual([0.5, 0, 0.5])
    expect(segments[1].kpoints[2]).toEqual([0.5, 0.25, 0.75])
    expect(segments[0].n_bands).toBe(2)
    expect(segments[0].energies[0][2][0]).toBeCloseTo(-3.2 * EV + fermi, 30)
    expect(segments[1].energies[0][0][1]).toBeCloseTo(1.2 * EV + fermi, 30)
    expect(segments[1].energies[0][2][1]).toBeCloseTo(3.5 * EV + fermi, 30)
    expect(bandStructure.energy_fermi).toBeCloseTo(fermi, 30)
    const g = (2 * Math.PI) / a
    expect(bandStructure.reciprocal_cell[0].map((x: number) => x / g)).toEqual([expect.closeTo(-1, 10), expect.closeTo(1, 10), expect.closeTo(1, 10)])
  })

  it('gives the entry a DOS and a band structure in results', () => {
    const electronic = processed.results.properties.electronic
    expect(electronic.dos_electronic_new[0].data).toHaveLength(1)
    expect(electronic.band_structure_electronic).toHaveLength(1)
    expect(processed.results.properties.available_properties).toEqual(
      expect.arrayContaining(['dos_electronic', 'dos_electronic_new', 'band_structure_electronic']),
    )
  })
})

describe('WIEN2k spin-polarised DOS (Ry files) and bands (own bcc Fe fixture)', async () => {
  const processed = await processMainfile(wien2kParser, OWN, 'fe_bcc/fe.scf')
  const calculation = processed.run.calculation[0]
  const fermi = 0.615 * RYDBERG

  it('takes total-DOS from fe.dos2up / fe.dos2dn (absolute Ry energies, states/Ry)', () => {
    const [up, down] = calculation.dos_electronic
    expect([up.spin_channel, down.spin_channel]).toEqual([0, 1])
    expect(up.energies[0]).toBeCloseTo(0.5 * RYDBERG, 30)
    expect(up.energy_fermi).toBeCloseTo(fermi, 30)
    expect(up.total[0].value[4] * RYDBERG).toBeCloseTo(5.5, 12)
    expect(down.total[0].value[0] * RYDBERG).toBeCloseTo(0.7, 12)
    expect(processed.results.properties.electronic.dos_electronic_new[0].spin_polarized).toBe(true)
  })

  it('reads spaghettiup_ene and spaghettidn_ene into two spin channels of one Γ–H segment', () => {
    const [segment] = calculation.band_structure_electronic[0].segment
    expect(segment).toMatchObject({ n_spin_channels: 2, n_kpoints: 3, n_bands: 1, endpoints_labels: ['Γ', 'H'] })
    // H = (0,1,0) of the conventional bcc reciprocal cell.
    expect(segment.kpoints[2]).toEqual([0.5, -0.5, 0.5])
    expect(segment.energies[0][0][0]).toBeCloseTo(-3 * EV + fermi, 30)
    expect(segment.energies[1][2][0]).toBeCloseTo(1.5 * EV + fermi, 30)
  })
})

describe('WIEN2k DOS and band structure files that are broken or incomplete', () => {
  const copyOfAl = () => {
    const dir = mkdtempSync(join(tmpdir(), 'wien2k-'))
    cpSync(join(OWN, 'al_dos'), dir, { recursive: true })
    return dir
  }

  it('warns about a DOS file without a total-DOS column and keeps the rest', async () => {
    const dir = copyOfAl()
    writeFileSync(join(dir, 'al.dos1ev'), '# ENERGY  1:total\n -2.0  0.1\n garbage line\n')
    const processed = await processMainfile(wien2kParser, dir, 'al.scf')
    expect(processed.status).toBe('SUCCESS')
    expect(processed.warnings.some((w) => w.includes('total-DOS'))).toBe(true)
    expect(processed.warnings.some((w) => w.includes('1 lines are not DOS rows'))).toBe(true)
    const calculation = processed.run.calculation[0]
    expect(calculation.dos_electronic).toBeUndefined()
    expect(calculation.energy.total.value).toBeCloseTo(-484.52 * RYDBERG, 22)
    expect(calculation.band_structure_electronic).toHaveLength(1)
  })

  it('warns when the spaghetti bands do not cover the k-path, or the k-path file is missing', async () => {
    const dir = copyOfAl()
    const spaghetti = readFileSync(join(dir, 'al.spaghetti_ene'), 'utf8').trimEnd().split('\n')
    writeFileSync(join(dir, 'al.spaghetti_ene'), spaghetti.slice(0, -1).join('\n'))
    const cut = await processMainfile(wien2kParser, dir, 'al.scf')
    expect(cut.status).toBe('SUCCESS')
    expect(cut.warnings).toEqual([expect.stringContaining('do not have the 5 k-points')])
    expect(cut.run.calculation[0].band_structure_electronic).toBeUndefined()
    expect(cut.run.calculation[0].dos_electronic).toHaveLength(1)

    rmSync(join(dir, 'al.klist_band'))
    const noPath = await processMainfile(wien2kParser, dir, 'al.scf')
    expect(noPath.warnings).toEqual([expect.stringContaining('no case.klist_band')])
  })

  it('skips DOS and bands of an .scf without :FER (both are relative to it) with warnings', async () => {
    const dir = copyOfAl()
    const scf = readFileSync(join(dir, 'al.scf'), 'utf8')
    writeFileSync(join(dir, 'al.scf'), scf.replace(/^:FER.*$/gm, ''))
    const processed = await processMainfile(wien2kParser, dir, 'al.scf')
    expect(processed.status).toBe('SUCCESS')
    expect(processed.warnings).toHaveLength(2)
    expect(processed.run.calculation[0].dos_electronic).toBeUndefined()
    expect(processed.run.calculation[0].band_structure_electronic).toBeUndefined()
    expect(processed.run.calculation[0].energy.total.value).toBeCloseTo(-484.52 * RYDBERG, 22)
  })
})

describe('WIEN2k DOS and k-path readers', () => {
  it('reads the columns after ENERGY and counts rows that do not fit', () => {
    const file = readDosFile('#EF=   0.47167  NDOS= 2\n# ENERGY  1:total  total-DOS\n  -0.50  1.0  2.0\n  -0.48  1.5\n')
    expect(file.fermi).toBe(0.47167)
    expect(totalColumn(file)).toEqual([2])
    expect(file.skipped).toBe(1)
  })

  it('takes hexagonal klist_band coordinates as fractions of the primitive reciprocal cell', () => {
    // a = 3 Å hexagonal cell; M = (0, 1/2, 0); |b2| = 4π / (a √3).
    const a = 3
    const lattice: Matrix3 = [[a, 0, 0], [-a / 2, (a * Math.sqrt(3)) / 2, 0], [0, 0, 5]]
    const path = readKlistBand('GAMMA         0    0    0    2  2.0\nM             0    1    0    2  2.0\nEND\n')
    const m = ((4 * Math.PI) / (a * Math.sqrt(3)) / 2) * (BOHR / ANGSTROM)
    const band = { cartesian: [[0, 0, 0], [m / 2, (m * Math.sqrt(3)) / 2, 0]] as [number, number, number][], energies: [-1, 0] }
    const result = bandStructureOf(path, [[band]], 'H', lattice, 0)
    expect(typeof result).not.toBe('string')
    if (typeof result === 'string') return
    expect(result.segment[0].kpoints).toEqual([[0, 0, 0], [0, 0.5, 0]])
    expect(result.segment[0].endpoints_labels).toEqual(['Γ', 'M'])
    expect(bandStructureOf(path, [[{ ...band, cartesian: [[0, 0, 0], [2 * m, 0, 0]] }]], 'H', lattice, 0)).toContain('do not match')
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
