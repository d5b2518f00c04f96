import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { fromAtomsSection } from '../../../core/chemistry'
import type { AtomicStructure } from '../../../core/chemistry'
import type { Archive, ProcessingLogger } from '../types'
import { parseXyzText, xyzParser } from '.'
import { commentPairs } from './xyz'

const SHARED = '/work/shared/fixtures/structures'
const OWN = join(__dirname, 'fixtures')

function recordingLogger() {
  const entries: { level: string; event: string }[] = []
  const log = (level: string) => (event: string) => void entries.push({ level, event })
  const logger: ProcessingLogger = { debug: log('DEBUG'), info: log('INFO'), warning: log('WARNING'), error: log('ERROR') }
  return { logger, entries }
}

function structureOf(archive: Archive): AtomicStructure {
  return fromAtomsSection((archive.run as { system: { atoms: unknown }[] }[])[0].system[0].atoms)!
}

describe('XYZ parser', () => {
  it('reads the last frame of a trajectory and logs the frame count', () => {
    const { logger, entries } = recordingLogger()
    const structure = structureOf(parseXyzText(readFileSync(`${SHARED}/si_md-pos-1.xyz`, 'utf8'), { logger }))
    expect(structure.labels).toEqual(Array(8).fill('Si'))
    // First atom of the fifth (last) frame.
    expect(structure.positions[0][0]).toBeCloseTo(readLastFrameFirstX(), 10)
    expect(structure.lattice).toBeUndefined()
    expect(structure.periodic).toEqual([false, false, false])
    expect(entries).toContainEqual({ level: 'INFO', event: 'The XYZ file has 5 frames; the last one is the structure.' })
  })

  it('reads extended XYZ: cell, pbc and the column layout', () => {
    const archive = parseXyzText(readFileSync(join(OWN, 'quartz.extxyz'), 'utf8'), recordingLogger())
    const structure = structureOf(archive)
    expect(structure.labels.filter((l) => l === 'O')).toHaveLength(6)
    expect(structure.lattice![1]).toEqual([-2.458, 4.257378, 0])
    expect(structure.periodic).toEqual([true, true, true])
    expect(structure.positions[0]).toEqual([2.292, 0, 3.603])
    const atoms = (archive.run as { system: { atoms: { lattice_vectors: number[][] } }[] }[])[0].system[0].atoms
    expect(atoms.lattice_vectors[0][0]).toBeCloseTo(4.916e-10, 18)
  })

  it('reads a plain molecule', () => {
    const archive = parseXyzText(readFileSync(join(OWN, 'water-dimer.xyz'), 'utf8'), recordingLogger())
    expect(structureOf(archive).labels).toEqual(['O', 'H', 'H', 'O', 'H', 'H'])
    expect((archive.run as { system: { chemical_composition_hill: string }[] }[])[0].system[0].chemical_composition_hill).toBe('H4O2')
  })

  it('honours a partial pbc, a species column after others and atomic numbers', () => {
    const text = '2\nLattice="3 0 0 0 3 0 0 0 20" Properties=id:I:1:species:S:1:pos:R:3 pbc="T T F"\n1 6 0 0 10\n2 C 1.5 1.5 10\n'
    const structure = structureOf(parseXyzText(text, recordingLogger()))
    expect(structure.labels).toEqual(['C', 'C'])
    expect(structure.periodic).toEqual([true, true, false])
    expect(structure.positions[1]).toEqual([1.5, 1.5, 10])
  })

  it('skips a truncated last frame with a warning', () => {
    const { logger, entries } = recordingLogger()
    const text = '1\nframe 1\nH 0 0 0\n1\nframe 2\nH 1 0 0\n2\nframe 3\nH 2 0 0\n'
    expect(structureOf(parseXyzText(text, { logger })).positions).toEqual([[1, 0, 0]])
    expect(entries.some((e) => e.level === 'WARNING' && /truncated after 1 of 2 atoms/.test(e.event))).toBe(true)
  })

  it.each([
    ['an empty file', '\n\n', 'The XYZ file is empty.'],
    ['a missing count', 'water\nO 0 0 0\n', "Line 1 should hold the number of atoms but reads 'water'."],
    ['a truncated first frame', '3\nwater\nO 0 0 0\n', 'ends after 1 of 3 atoms of its first frame'],
    ['non-numeric coordinates', '1\nx\nO 0 zero 0\n', "Line 3: the position '0 zero 0' is not three numbers."],
    ['a bad lattice', '1\nLattice="1 0 0" Properties=species:S:1:pos:R:3\nO 0 0 0\n', 'should hold nine numbers'],
    ['no pos column', '1\nProperties=species:S:1:forces:R:3\nO 0 0 0\n', 'has no pos column'],
  ])('fails on %s with a clear message', (_, text, message) => {
    expect(() => parseXyzText(text, recordingLogger())).toThrow(message)
  })

  it('matches .xyz and .extxyz mainfiles that start with a count', () => {
    const { mainfileNameRe, mainfileContentsRe } = xyzParser.metadata
    expect(new RegExp(mainfileNameRe).test('a/b/traj.extxyz')).toBe(true)
    expect(new RegExp(mainfileNameRe).test('a/b/traj.xyz.bak')).toBe(false)
    // Matching applies the 'm' flag: only a count on the first line may match.
    expect(new RegExp(mainfileContentsRe!, 'm').test('  8\n i = 0\n')).toBe(true)
    expect(new RegExp(mainfileContentsRe!, 'm').test('title\n8\n')).toBe(false)
  })

  it('reads quoted, braced and bare key=value pairs', () => {
    const pairs = commentPairs('Lattice="1 0 0 0 1 0 0 0 1" pbc=\'T T F\' stress={1 2 3} energy=-1.5 Properties=species:S:1:pos:R:3')
    expect(Object.fromEntries(pairs)).toEqual({
      lattice: '1 0 0 0 1 0 0 0 1',
      pbc: 'T T F',
      stress: '1 2 3',
      energy: '-1.5',
      properties: 'species:S:1:pos:R:3',
    })
  })
})

function readLastFrameFirstX(): number {
  const lines = readFileSync(`${SHARED}/si_md-pos-1.xyz`, 'utf8').trim().split('\n')
  return Number(lines[lines.length - 8].trim().split(/\s+/)[1])
}
