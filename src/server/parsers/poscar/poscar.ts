// The VASP structure format (POSCAR, CONTCAR): comment, scaling, cell, species and
// counts (VASP 5; VASP 4 has counts only), optional selective dynamics, Direct or
// Cartesian positions. Anything after the positions (velocities, predictor–corrector
// data in CONTCARs) is ignored.
import { cellVolume, elementBySymbol, toCartesian } from '../../../core/chemistry'
import type { AtomicStructure, Matrix3, Vec3 } from '../../../core/chemistry'

export class PoscarError extends Error {
  override name = 'PoscarError'
}

export interface PoscarContent {
  comment: string
  /** Species per block of atoms; undefined for VASP 4 files, which do not name them. */
  species?: string[]
  counts: number[]
  /** Element labels written after the coordinates of each atom (some VASP 4 writers do). */
  siteLabels?: string[]
  lattice: Matrix3
  /** Cartesian positions in ångström. */
  positions: Vec3[]
  selectiveDynamics: boolean
}

const isNumber = (s: string | undefined) => s !== undefined && s !== '' && Number.isFinite(Number(s))

/** 'Na_pv', 'Fe/1a2b3c' (VASP 6 hashes), 'Si_GW' → the element part. */
export function speciesElement(name: string): string {
  return name.split(/[_/.]/)[0]
}

function numbers(line: string | undefined, count: number, what: string, lineNumber: number): number[] {
  const words = (line ?? '').trim().split(/\s+/)
  const values = words.slice(0, count).map(Number)
  if (words.length < count || values.some((v) => !Number.isFinite(v))) {
    throw new PoscarError(`Line ${lineNumber} should hold ${count} numbers (${what}) but reads '${(line ?? '').trim()}'.`)
  }
  return values
}

export function readPoscar(text: string): PoscarContent {
  const lines = text.split(/\r\n|\r|\n/)
  if (!text.trim()) throw new PoscarError('The POSCAR file is empty.')
  if (lines.length < 7) throw new PoscarError('The POSCAR file is too short: it needs a comment, scaling, three cell vectors, counts and positions.')

  const scaleWords = lines[1].trim().split(/\s+/)
  const scale = numbers(lines[1], scaleWords.length >= 3 && scaleWords.slice(0, 3).every(isNumber) ? 3 : 1, 'the scaling factor', 2)
  const raw = [2, 3, 4].map((i) => numbers(lines[i], 3, 'a cell vector', i + 1)) as Matrix3

  // One factor scales everything; a negative one is the cell volume in Å³; three factors
  // scale the x, y and z components separately. Cartesian positions scale the same way.
  if (!(cellVolume(raw) > 1e-12)) throw new PoscarError('The cell vectors are linearly dependent (zero volume).')
  let factors: Vec3
  if (scale.length === 3) factors = [scale[0], scale[1], scale[2]]
  else if (scale[0] < 0) factors = Array<number>(3).fill(Math.cbrt(-scale[0] / cellVolume(raw))) as Vec3
  else if (scale[0] > 0) factors = [scale[0], scale[0], scale[0]]
  else throw new PoscarError('The scaling factor on line 2 is zero.')
  const scaled = (v: number[]): Vec3 => [v[0] * factors[0], v[1] * factors[1], v[2] * factors[2]]
  const lattice = raw.map(scaled) as Matrix3

  let line = 5
  let species: string[] | undefined
  const firstWord = lines[line].trim().split(/\s+/)[0]
  if (!isNumber(firstWord)) {
    species = lines[line].trim().split(/\s+/)
    line++
  }
  const countWords = lines[line]?.trim().split(/\s+/) ?? []
  const counts = countWords.map(Number)
  if (counts.length === 0 || counts.some((n) => !Number.isInteger(n) || n < 0)) {
    throw new PoscarError(`Line ${line + 1} should hold the number of atoms per species but reads '${lines[line]?.trim() ?? ''}'.`)
  }
  if (species && species.length !== counts.length) {
    throw new PoscarError(`Line ${line} names ${species.length} species but line ${line + 1} gives ${counts.length} counts.`)
  }
  line++
  const total = counts.reduce((a, b) => a + b, 0)
  if (total === 0) throw new PoscarError('The POSCAR file has no atoms.')

  let selectiveDynamics = false
  if (/^\s*[sS]/.test(lines[line] ?? '')) {
    selectiveDynamics = true
    line++
  }
  const mode = (lines[line] ?? '').trim()
  if (!mode) throw new PoscarError(`Line ${line + 1} should say Direct or Cartesian.`)
  const cartesian = /^[cCkK]/.test(mode)
  line++

  const coordinates: Vec3[] = []
  const siteLabels: string[] = []
  for (let i = 0; i < total; i++, line++) {
    if (line >= lines.length || !lines[line].trim()) {
      throw new PoscarError(`The POSCAR file ends after ${i} of ${total} atom positions.`)
    }
    coordinates.push(numbers(lines[line], 3, `the position of atom ${i + 1}`, line + 1) as Vec3)
    const extra = lines[line].trim().split(/\s+/).slice(3).filter((w) => !/^[TF]$/i.test(w))
    if (extra[0] && elementBySymbol(extra[0])) siteLabels.push(extra[0])
  }

  const positions = cartesian ? coordinates.map(scaled) : toCartesian(coordinates, lattice)
  return {
    comment: lines[0].trim(),
    species,
    counts,
    siteLabels: siteLabels.length === total ? siteLabels : undefined,
    lattice,
    positions,
    selectiveDynamics,
  }
}

/** Element symbols from a POTCAR: one per `TITEL = PAW_PBE Na_pv 05Jan2001` line (or `VRHFIN =Na:` line). */
export function potcarElements(text: string): string[] {
  const titles = [...text.matchAll(/TITEL\s*=\s*\S+\s+(\S+)/g)].map((m) => speciesElement(m[1]))
  if (titles.length > 0) return titles
  return [...text.matchAll(/VRHFIN\s*=\s*([A-Za-z]+)\s*:/g)].map((m) => m[1])
}

/** Element symbols named by a comment line such as 'Na Cl' or 'NaCl', if exactly `n` valid ones. */
export function commentElements(comment: string, n: number): string[] | undefined {
  const words = comment.trim().split(/\s+/)
  if (words.length >= n && words.slice(0, n).every((w) => elementBySymbol(w))) return words.slice(0, n)
  const compact = comment.replace(/[\s\d]+/g, '')
  const symbols = compact.match(/[A-Z][a-z]?/g) ?? []
  if (symbols.join('') === compact && symbols.length === n && symbols.every((s) => elementBySymbol(s))) return symbols
  return undefined
}

/** The structure, given one element per species block (unknown species as 'X'). */
export function toStructure(content: PoscarContent, elements: string[]): AtomicStructure {
  const labels = content.counts.flatMap((n, i) => Array<string>(n).fill(elements[i]))
  return { labels, positions: content.positions, lattice: content.lattice, periodic: [true, true, true] }
}
