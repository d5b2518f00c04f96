// The WIEN2k structure file (`case.struct`): lattice type, lattice constants (bohr unless
// 'unit=ang') and angles, and per inequivalent atom its MULT positions in fractions of
// the conventional cell. The structure is built as NOMAD builds it (with ASE's struct
// reader): centred lattices F, B and CXY become their primitive cell, R is read in
// rhombohedral coordinates, H forces the hexagonal angles.
import { cellFromParameters, elementByNumber, elementBySymbol } from '../../../core/chemistry'
import type { AtomicStructure, Matrix3, Vec3 } from '../../../core/chemistry'
import { ANGSTROM, BOHR } from '../common'

export interface StructAtom {
  name: string
  /** Nuclear charge as printed after 'Z:'. */
  z?: number
  /** Fractional positions (conventional cell) of the equivalent atoms. */
  positions: Vec3[]
}

export interface Wien2kStruct {
  title: string
  /** 'P', 'F', 'B', 'H', 'R', 'CXY', 'CXZ', 'CYZ' (or another code WIEN2k writes). */
  lattice: string
  /** 'RELA' or 'NREL' */
  calcMode?: string
  /** a, b, c in ångström, α, β, γ in degrees. */
  constants?: [number, number, number, number, number, number]
  atoms: StructAtom[]
}

const POSITION = /X=\s*([-+\d.]+)\s*Y=\s*([-+\d.]+)\s*Z=\s*([-+\d.]+)/

/** Reads a .struct file; tolerant of missing trailing parts (symmetry operations are not read). */
export function readStruct(text: string): Wien2kStruct {
  const lines = text.split(/\r?\n/)
  const struct: Wien2kStruct = { title: lines[0]?.trim() ?? '', lattice: (lines[1] ?? '').slice(0, 4).trim(), atoms: [] }
  const mode = /MODE OF CALC=\s*(\w+)/.exec(lines[2] ?? '')
  if (mode) struct.calcMode = mode[1]
  const unit = /unit=(\w)/i.exec(lines[2] ?? '')?.[1]?.toLowerCase() === 'a' ? ANGSTROM : BOHR
  // Fixed format 6F10.6: the numbers may run together, so match their precision.
  const constants = [...(lines[3] ?? '').matchAll(/-?\d+\.\d{6}/g)].map((m) => Number(m[0]))
  if (constants.length >= 6) {
    const [a, b, c, alpha, beta, gamma] = constants
    struct.constants = [(a * unit) / ANGSTROM, (b * unit) / ANGSTROM, (c * unit) / ANGSTROM, alpha, beta, gamma]
  }
  let atom: StructAtom | undefined
  for (const line of lines.slice(4)) {
    if (/NUMBER OF SYMMETRY OPERATIONS/.test(line)) break
    const position = POSITION.exec(line)
    if (position) {
      const xyz = [Number(position[1]), Number(position[2]), Number(position[3])] as Vec3
      if (/^\s*ATOM/.test(line) || !atom) {
        atom = { name: '', positions: [] }
        struct.atoms.push(atom)
      }
      atom.positions.push(xyz)
      continue
    }
    const name = /^(\S+)\s+NPT=/.exec(line)
    if (name && atom) {
      atom.name = name[1]
      const z = /Z:\s*([\d.]+)/.exec(line)
      if (z) atom.z = Number(z[1])
    }
  }
  return struct
}

/** Conventional → primitive rows, as ASE's c2p; CXZ and CYZ analogues of CXY, kept right-handed. */
export const TO_PRIMITIVE: Record<string, Matrix3> = {
  F: [
    [0, 0.5, 0.5],
    [0.5, 0, 0.5],
    [0.5, 0.5, 0],
  ],
  B: [
    [-0.5, 0.5, 0.5],
    [0.5, -0.5, 0.5],
    [0.5, 0.5, -0.5],
  ],
  CXY: [
    [0.5, 0.5, 0],
    [0.5, -0.5, 0],
    [0, 0, -1],
  ],
  CXZ: [
    [0.5, 0, 0.5],
    [0.5, 0, -0.5],
    [0, 1, 0],
  ],
  CYZ: [
    [0, 0.5, 0.5],
    [0, 0.5, -0.5],
    [-1, 0, 0],
  ],
  R: [
    [2 / 3, 1 / 3, 1 / 3],
    [-1 / 3, 1 / 3, 1 / 3],
    [-1 / 3, -2 / 3, 1 / 3],
  ],
}

const times = (m: Matrix3, n: Matrix3): Matrix3 =>
  m.map((row) => [0, 1, 2].map((j) => row[0] * n[0][j] + row[1] * n[1][j] + row[2] * n[2][j])) as Matrix3
const fractionToCartesian = (f: Vec3, cell: Matrix3): Vec3 =>
  [0, 1, 2].map((j) => f[0] * cell[0][j] + f[1] * cell[1][j] + f[2] * cell[2][j]) as Vec3

function elementOf(atom: StructAtom): string {
  if (atom.z !== undefined) {
    const element = elementByNumber(Math.round(atom.z))
    if (element) return element.symbol
  }
  // Names like 'Fe1' or 'O 2' start with the element.
  const prefix = /^([A-Z][a-z]?)/.exec(atom.name)?.[1]
  return prefix && elementBySymbol(prefix) ? prefix : 'X'
}

/** The structure in ångström; undefined without lattice constants or atoms. */
export function structureOf(struct: Wien2kStruct): AtomicStructure | undefined {
  if (!struct.constants || struct.atoms.length === 0) return undefined
  const [a, b, c, alpha, beta, gamma] = struct.constants
  const hexagonal = struct.lattice === 'H'
  const conventional = cellFromParameters(a, b, c, hexagonal ? 90 : alpha, hexagonal ? 90 : beta, hexagonal ? 120 : gamma)
  const labels: string[] = []
  const fractions: Vec3[] = []
  for (const atom of struct.atoms) {
    for (const position of atom.positions) {
      labels.push(elementOf(atom))
      fractions.push(position)
    }
  }
  const toPrimitive = TO_PRIMITIVE[struct.lattice]
  const lattice = toPrimitive ? times(toPrimitive, conventional) : conventional
  // R positions are rhombohedral fractions; the others are fractions of the conventional cell.
  const positions = fractions.map((f) => fractionToCartesian(f, struct.lattice === 'R' ? lattice : conventional))
  return { labels, positions, lattice, periodic: [true, true, true] }
}
