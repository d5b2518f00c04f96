// XYZ and extended XYZ: frames of `count`, comment line, `count` atom lines. In extended
// XYZ the comment holds key=value pairs; Lattice="…" gives the cell, pbc="T T T" the
// periodicity and Properties=species:S:1:pos:R:3:… the column layout of the atom lines.
import { elementByNumber, elementBySymbol } from '../../../core/chemistry'
import type { AtomicStructure, Matrix3, Periodicity, Vec3 } from '../../../core/chemistry'

export class XyzError extends Error {
  override name = 'XyzError'
}

export interface XyzFrames {
  /** The last complete frame. */
  structure: AtomicStructure
  nFrames: number
  /** Recoverable oddities, for the log. */
  warnings: string[]
}

interface FrameBounds {
  /** Index of the count line. */
  start: number
  count: number
}

/** key=value pairs of an extended-XYZ comment line; keys lower-cased. */
export function commentPairs(comment: string): Map<string, string> {
  const pairs = new Map<string, string>()
  for (const m of comment.matchAll(/([A-Za-z_][\w-]*)\s*=\s*(?:"([^"]*)"|'([^']*)'|\{([^}]*)\}|(\S+))/g)) {
    pairs.set(m[1].toLowerCase(), m[2] ?? m[3] ?? m[4] ?? m[5] ?? '')
  }
  return pairs
}

interface Columns {
  species: number
  position: number
}

function columnsOf(properties: string | undefined): Columns {
  if (!properties) return { species: 0, position: 1 }
  const parts = properties.split(':')
  if (parts.length % 3 !== 0) throw new XyzError(`Cannot read Properties=${properties}: it needs name:type:columns triplets.`)
  let offset = 0
  const columns: Partial<Columns> = {}
  for (let i = 0; i < parts.length; i += 3) {
    const [name, , width] = parts.slice(i, i + 3)
    const n = Number(width)
    if (!Number.isInteger(n) || n < 1) throw new XyzError(`Cannot read Properties=${properties}: '${width}' is not a column count.`)
    if (name.toLowerCase() === 'species') columns.species = offset
    if (name.toLowerCase() === 'pos') columns.position = offset
    offset += n
  }
  if (columns.position === undefined) throw new XyzError(`Properties=${properties} has no pos column.`)
  return { species: columns.species ?? 0, position: columns.position }
}

function lattice(text: string): Matrix3 {
  const v = text.trim().split(/[\s,]+/).map(Number)
  if (v.length !== 9 || v.some((x) => !Number.isFinite(x))) throw new XyzError(`Lattice="${text}" should hold nine numbers.`)
  return [v.slice(0, 3), v.slice(3, 6), v.slice(6, 9)] as Matrix3
}

function periodicity(text: string): Periodicity {
  const flags = text.trim().split(/[\s,]+/).map((f) => /^(t|true|1)$/i.test(f))
  return (flags.length === 1 ? [flags[0], flags[0], flags[0]] : flags.slice(0, 3)) as Periodicity
}

/** An element from an XYZ species column: a symbol in any case, an atomic number, or a label such as 'Si1'. */
function elementOf(token: string): string | undefined {
  if (/^\d+$/.test(token)) return elementByNumber(Number(token))?.symbol
  const letters = /^[A-Za-z]+/.exec(token)?.[0] ?? ''
  for (const candidate of [letters, letters.slice(0, 2), letters.slice(0, 1)]) {
    const symbol = candidate.charAt(0).toUpperCase() + candidate.slice(1).toLowerCase()
    if (symbol && elementBySymbol(symbol)) return symbol
  }
  return undefined
}

function readFrame(lines: string[], { start, count }: FrameBounds, warnings: string[]): AtomicStructure {
  const pairs = commentPairs(lines[start + 1] ?? '')
  const extended = pairs.has('lattice') || pairs.has('properties')
  const columns = columnsOf(extended ? pairs.get('properties') : undefined)
  const cell = extended && pairs.has('lattice') ? lattice(pairs.get('lattice')!) : undefined
  const periodic: Periodicity = pairs.has('pbc') && cell ? periodicity(pairs.get('pbc')!) : cell ? [true, true, true] : [false, false, false]

  const labels: string[] = []
  const positions: Vec3[] = []
  const unknown = new Set<string>()
  for (let i = 0; i < count; i++) {
    const lineNumber = start + 3 + i
    const words = lines[start + 2 + i].trim().split(/\s+/)
    const token = words[columns.species]
    const element = token === undefined ? undefined : elementOf(token)
    if (!element) unknown.add(token ?? '')
    labels.push(element ?? 'X')
    const position = words.slice(columns.position, columns.position + 3).map(Number)
    if (position.length < 3 || position.some((x) => !Number.isFinite(x))) {
      throw new XyzError(`Line ${lineNumber}: the position '${words.slice(columns.position, columns.position + 3).join(' ')}' is not three numbers.`)
    }
    positions.push(position as Vec3)
  }
  if (unknown.size > 0) warnings.push(`Unknown species ${[...unknown].join(', ')}; these atoms are labelled X.`)
  return { labels, positions, ...(cell ? { lattice: cell } : {}), periodic }
}

/**
 * Reads an XYZ file and returns its last complete frame: for a trajectory that is the
 * final geometry. A truncated last frame (a run cut off while writing) is skipped with a
 * warning; a file without one complete frame is an error.
 */
export function readXyz(text: string): XyzFrames {
  if (!text.trim()) throw new XyzError('The XYZ file is empty.')
  const lines = text.split(/\r\n|\r|\n/)
  const warnings: string[] = []
  const frames: FrameBounds[] = []
  let index = 0
  while (index < lines.length) {
    if (!lines[index].trim()) {
      index++
      continue
    }
    const countText = lines[index].trim().split(/\s+/)[0]
    const count = Number(countText)
    if (!/^\d+$/.test(countText) || count === 0) {
      if (frames.length === 0) throw new XyzError(`Line ${index + 1} should hold the number of atoms but reads '${lines[index].trim()}'.`)
      warnings.push(`Line ${index + 1} does not start a frame ('${lines[index].trim().slice(0, 40)}'); the rest of the file is ignored.`)
      break
    }
    const available = lines.slice(index + 2, index + 2 + count).filter((l) => l.trim()).length
    if (available < count) {
      if (frames.length === 0) throw new XyzError(`The XYZ file ends after ${available} of ${count} atoms of its first frame.`)
      warnings.push(`The last frame (line ${index + 1}) is truncated after ${available} of ${count} atoms; it is ignored.`)
      break
    }
    frames.push({ start: index, count })
    index += count + 2
  }
  const structure = readFrame(lines, frames[frames.length - 1], warnings)
  return { structure, nFrames: frames.length, warnings }
}
