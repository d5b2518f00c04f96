import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { cellParameters, cellVolume, fromAtomsSection } from '../../../core/chemistry'
import type { AtomicStructure } from '../../../core/chemistry'
import type { Archive, ProcessingLogger } from '../types'
import { parsePoscarText, poscarParser } from '.'
import { commentElements, potcarElements } from './poscar'

const SHARED = '/work/shared/fixtures/structures'
const OWN = join(__dirname, 'fixtures')

function context(mainfile: string, files: Record<string, string> = {}) {
  const entries: { level: string; event: string }[] = []
  const log = (level: string) => (event: string) => void entries.push({ level, event })
  const logger: ProcessingLogger = { debug: log('DEBUG'), info: log('INFO'), warning: log('WARNING'), error: log('ERROR') }
  const readFile = async (path: string) => (path in files ? Buffer.from(files[path]) : undefined)
  return { logger, mainfile, readFile, entries }
}

function structureOf(archive: Archive): AtomicStructure {
  const run = (archive.run as { system: { atoms: unknown; chemical_composition_hill: string }[] }[])[0]
  return fromAtomsSection(run.system[0].atoms)!
}

const nacl = readFileSync(`${SHARED}/NaCl-CONTCAR`, 'utf8')

describe('POSCAR parser', () => {
  it('reads a VASP 5 CONTCAR, ignoring the velocities after the positions', async () => {
    const archive = await parsePoscarText(nacl, context('NaCl-CONTCAR'))
    const structure = structureOf(archive)
    expect(structure.labels).toEqual(['Na', 'Na', 'Na', 'Na', 'Cl', 'Cl', 'Cl', 'Cl'])
    expect(cellParameters(structure.lattice!).a).toBeCloseTo(5.6509993866, 8)
    expect(structure.positions[0]).toEqual([expect.closeTo(2.82549969, 6), 0, expect.closeTo(2.82549969, 6)])
    const system = (archive.run as { system: { chemical_composition_hill: string; atoms: { lattice_vectors: number[][] } }[]; program: { name: string } }[])[0]
    expect(system.system[0].chemical_composition_hill).toBe('Cl4Na4')
    expect(system.system[0].atoms.lattice_vectors[0][0]).toBeCloseTo(5.6509993866e-10, 18)
    expect(system.program.name).toBe('POSCAR')
  })

  it('reads a VASP 4 file with species from the POTCAR, volume scaling, selective dynamics and Cartesian positions', async () => {
    const dir = 'calc/GaAs'
    const ctx = context(`${dir}/POSCAR`, { [`${dir}/POTCAR`]: readFileSync(join(OWN, 'vasp4-potcar/POTCAR'), 'utf8') })
    const structure = structureOf(await parsePoscarText(readFileSync(join(OWN, 'vasp4-potcar/POSCAR'), 'utf8'), ctx))
    expect(structure.labels).toEqual(['Ga', 'As'])
    // A negative scaling factor is the volume.
    expect(cellVolume(structure.lattice!)).toBeCloseTo(45.16, 8)
    const a = Math.cbrt(45.16 * 4)
    // Cartesian positions are scaled as the cell is.
    expect(structure.positions[1][0]).toBeCloseTo(0.25 * a, 8)
    expect(ctx.entries.filter((e) => e.level === 'WARNING')).toEqual([])
  })

  it('takes VASP 4 species from the comment line when there is no POTCAR', async () => {
    const text = 'Na Cl\n5.64\n1 0 0\n0 1 0\n0 0 1\n1 1\nDirect\n0 0 0\n0.5 0.5 0.5\n'
    expect(structureOf(await parsePoscarText(text, context('POSCAR'))).labels).toEqual(['Na', 'Cl'])
  })

  it('warns and labels atoms X when a VASP 4 file names no species anywhere', async () => {
    const ctx = context('POSCAR')
    const text = 'relaxed structure\n1.0\n3 0 0\n0 3 0\n0 0 3\n2\nDirect\n0 0 0\n0.5 0.5 0.5\n'
    const structure = structureOf(await parsePoscarText(text, ctx))
    expect(structure.labels).toEqual(['X', 'X'])
    expect(ctx.entries.some((e) => e.level === 'WARNING' && /VASP 4 file without species names/.test(e.event))).toBe(true)
  })

  it('scales each Cartesian component with three scaling factors', async () => {
    const text = 'Si\n1 2 3\n1 0 0\n0 1 0\n0 0 1\nSi\n1\nCartesian\n1 1 1\n'
    const structure = structureOf(await parsePoscarText(text, context('x.vasp')))
    expect(structure.lattice).toEqual([[1, 0, 0], [0, 2, 0], [0, 0, 3]])
    expect(structure.positions[0]).toEqual([1, 2, 3])
  })

  it.each([
    ['an empty file', '', 'The POSCAR file is empty.'],
    ['a short file', 'x\n1\n1 0 0\n', 'too short'],
    ['a non-numeric cell', 'x\n1\n1 0 0\n0 one 0\n0 0 1\nSi\n1\nDirect\n0 0 0\n', "Line 4 should hold 3 numbers (a cell vector) but reads '0 one 0'."],
    ['truncated positions', 'x\n1\n1 0 0\n0 1 0\n0 0 1\nSi\n3\nDirect\n0 0 0\n0.5 0.5 0.5\n', 'ends after 2 of 3 atom positions'],
    ['non-numeric positions', 'x\n1\n1 0 0\n0 1 0\n0 0 1\nSi\n1\nDirect\n0 a 0\n', 'Line 9 should hold 3 numbers (the position of atom 1)'],
    ['mismatched species and counts', 'x\n1\n1 0 0\n0 1 0\n0 0 1\nSi O\n1\nDirect\n0 0 0\n', 'names 2 species but line 7 gives 1 counts'],
    ['a zero scaling factor', 'x\n0\n1 0 0\n0 1 0\n0 0 1\nSi\n1\nDirect\n0 0 0\n', 'scaling factor on line 2 is zero'],
  ])('fails on %s with a clear message', async (_, text, message) => {
    await expect(parsePoscarText(text, context('POSCAR'))).rejects.toThrow(message)
  })

  it.each([
    ['upload/run1/POSCAR', true],
    ['upload/run1/CONTCAR', true],
    ['CONTCAR.relax2', true],
    ['upload/NaCl.vasp', true],
    ['upload/NaCl.poscar', true],
    ['upload/vasprun.xml', false],
    ['upload/POSCAR/notes.txt', false],
    ['upload/myPOSCAR', true],
  ])('matches %s as a mainfile: %s', (path, matches) => {
    expect(new RegExp(poscarParser.metadata.mainfileNameRe).test(path)).toBe(matches)
  })

  it('reads species names from POTCAR titles and comment lines', () => {
    expect(potcarElements('TITEL  = PAW_PBE Fe_pv 02Aug2007\nTITEL  = PAW_PBE O 08Apr2002')).toEqual(['Fe', 'O'])
    expect(commentElements('SrTiO3', 3)).toEqual(['Sr', 'Ti', 'O'])
    expect(commentElements('relaxed', 1)).toBeUndefined()
  })
})
