import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { cellFromParameters, elementByNumber, elementBySymbol, fromAtomsSection, toCartesian, toFractional } from '../../../../core/chemistry'
import type { AtomicStructure, Matrix3, Vec3 } from '../../../../core/chemistry'
import { parseCifText } from '../../../parsers/cif'
import { analyzeSymmetry } from './symmetry'
import { analyzeCell, conventionalOperations, wyckoffPositions } from './moyo'
import { analyzeWyckoff } from './wyckoff'

const SHARED = '/work/shared/fixtures/structures'
const logger = { debug() {}, info() {}, warning() {}, error() {} }

const crystal = (lattice: Matrix3, fractional: Vec3[], labels: string[]): AtomicStructure => ({
  labels,
  positions: toCartesian(fractional, lattice),
  lattice,
  periodic: [true, true, true],
})
const cubic = (a: number): Matrix3 => [[a, 0, 0], [0, a, 0], [0, 0, a]]
const FCC: Vec3[] = [[0, 0, 0], [0.5, 0.5, 0], [0.5, 0, 0.5], [0, 0.5, 0.5]]
const shift = (ps: Vec3[], d: number): Vec3[] => ps.map((p) => p.map((x) => x + d) as Vec3)

function fromCif(path: string): AtomicStructure {
  const archive = parseCifText(readFileSync(path, 'utf8'), { logger }) as { run: { system: { atoms: unknown }[] }[] }
  return fromAtomsSection(archive.run[0].system[0].atoms)!
}

const structures: [string, () => AtomicStructure][] = [
  ['rock salt', () => crystal(cubic(5.64), [...FCC, ...shift(FCC, 0.5)], [...Array(4).fill('Na'), ...Array(4).fill('Cl')])],
  ['zincblende', () => crystal(cubic(5.41), [...FCC, ...shift(FCC, 0.25)], [...Array(4).fill('Zn'), ...Array(4).fill('S')])],
  ['perovskite', () => crystal(cubic(3.9), [[0, 0, 0], [0.5, 0.5, 0.5], [0.5, 0.5, 0], [0.5, 0, 0.5], [0, 0.5, 0.5]], ['Sr', 'Ti', 'O', 'O', 'O'])],
  ['hcp', () => crystal(cellFromParameters(3.21, 3.21, 5.21, 90, 90, 120), [[1 / 3, 2 / 3, 0.25], [2 / 3, 1 / 3, 0.75]], ['Mg', 'Mg'])],
  ['delafossite', () => fromCif(`${SHARED}/Ag1Co1O2_ICSD_246157.cif`)],
  ['SARSUC', () => fromCif(`${SHARED}/SARSUC.cif`)],
]

describe('Wyckoff letters', () => {
  it.each(structures)('agree with moyo for %s', (_, build) => {
    const structure = build()
    const analysis = analyzeSymmetry(structure)
    // moyo's letters for the input atoms are given in the frame of its conventional cell,
    // the frame of our own assignment: per element the same letters must occur.
    const moyo = analyzeCell(
      {
        lattice: structure.lattice!,
        positions: toFractional(structure.positions, structure.lattice!),
        numbers: structure.labels.map((l) => elementBySymbol(l)!.number),
      },
      0.1,
    )
    const pairs = (labels: string[], letters: string[]) => new Set(labels.map((l, i) => `${l}:${letters[i]}`))
    expect(pairs(analysis.conventional.labels, analysis.conventionalWyckoffLetters)).toEqual(pairs(structure.labels, moyo.wyckoffs))
  })

  it.each([
    ['rock salt, either ion at the origin', 'Cl:a Na:b'],
    ['diamond, conventional or primitive', 'Si:a'],
  ])('gives an origin-independent signature for %s', (name, signature) => {
    const variants =
      name.startsWith('rock')
        ? [
            crystal(cubic(5.64), [...FCC, ...shift(FCC, 0.5)], [...Array(4).fill('Na'), ...Array(4).fill('Cl')]),
            crystal(cubic(5.64), [...FCC, ...shift(FCC, 0.5)], [...Array(4).fill('Cl'), ...Array(4).fill('Na')]),
          ]
        : [
            crystal(cubic(5.43), [...FCC, ...shift(FCC, 0.25)], Array(8).fill('Si')),
            crystal([[0, 2.715, 2.715], [2.715, 0, 2.715], [2.715, 2.715, 0]], [[0, 0, 0], [0.25, 0.25, 0.25]], ['Si', 'Si']),
          ]
    for (const variant of variants) expect(analyzeSymmetry(variant).wyckoffSignature).toBe(signature)
  })

  it('counts orbits, not atoms, per element', () => {
    const perovskite = structures[2][1]()
    const { symmetry } = analyzeSymmetry(perovskite)
    const cell = analyzeCell({ lattice: perovskite.lattice!, positions: toFractional(perovskite.positions, perovskite.lattice!), numbers: [38, 22, 8, 8, 8] }, 0.1)
    const ops = conventionalOperations(cell.number, cell.hallNumber)
    const labels = cell.conventional.numbers.map((n) => elementByNumber(n)!.symbol)
    const { signature } = analyzeWyckoff(cell.conventional, labels, symmetry.hall_number, ops, wyckoffPositions, 0.1)
    // Pm-3m perovskite: one Sr, one Ti and one O orbit (3 O atoms on 3c or 3d).
    expect(signature).toMatch(/^O:[cd] Sr:[ab] Ti:[ab]$/)
  })
})
