// The one door to moyo (spglib's successor, compiled to WebAssembly). The package's
// default init fetches the .wasm by URL, which Node cannot do for file URLs, so we read
// the bytes and instantiate synchronously, once per thread (each worker thread has its
// own module instance). Everything leaving this file uses our own types: moyo
// serialises 3×3 matrices column-major, which is converted here and nowhere else.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import {
  analyze_cell,
  hall_symbol_entry,
  initSync,
  operations_from_number,
  space_group_type,
  wyckoff_positions,
} from '@spglib/moyo-wasm'
import type { MoyoCell, MoyoDataset, MoyoOperation } from '@spglib/moyo-wasm'
import type { Matrix3, Vec3 } from '../../../../core/chemistry'

let initialised = false

function ensureInitialised(): void {
  if (initialised) return
  const wasmPath = createRequire(import.meta.url).resolve('@spglib/moyo-wasm/moyo_wasm_bg.wasm')
  initSync({ module: readFileSync(wasmPath) })
  initialised = true
}

/** A periodic cell: cell vectors as rows (Å), fractional positions, atomic numbers. */
export interface MoyoInputCell {
  lattice: Matrix3
  positions: Vec3[]
  numbers: number[]
}

/** x' = rotation · x + translation in fractional coordinates (rotation[i][j] as written). */
export interface Operation {
  rotation: Matrix3
  translation: Vec3
}

export interface SymmetryDataset {
  number: number
  hallNumber: number
  /** Hermann–Mauguin symbol with spaces, e.g. 'F m -3 m'. */
  hmSymbol: string
  /** Wyckoff letter of each input atom, in moyo's origin choice. */
  wyckoffs: string[]
  /** The standardised conventional cell (spglib's setting, idealised positions). */
  conventional: MoyoInputCell
  /** The standardised primitive cell. */
  primitive: MoyoInputCell
}

export interface SpaceGroupType {
  crystalSystem: string
  /** Pearson-style Bravais class as moyo names it: 'cF', 'mC', … */
  bravaisClass: string
  /** Geometric crystal class (point group), e.g. 'm-3m'. */
  pointGroup: string
}

export interface WyckoffPosition {
  letter: string
  multiplicity: number
  /** Representative coordinates, e.g. 'x,x,1/4'. */
  coordinates: string
}

const columnMajor = (m: number[]): Matrix3 => [
  [m[0], m[3], m[6]],
  [m[1], m[4], m[7]],
  [m[2], m[5], m[8]],
]

// Lattice bases are the exception: their serialised order is the cell vectors one after
// the other, i.e. the rows of our row-vector lattice (checked on a hexagonal cell).
const latticeRows = (m: number[]): Matrix3 => [
  [m[0], m[1], m[2]],
  [m[3], m[4], m[5]],
  [m[6], m[7], m[8]],
]

const fromMoyoCell = (cell: MoyoCell): MoyoInputCell => ({
  lattice: latticeRows(cell.lattice.basis),
  positions: cell.positions.map((p) => [p[0], p[1], p[2]]),
  numbers: [...cell.numbers],
})

const toOperation = (op: MoyoOperation): Operation => ({
  rotation: columnMajor(op.rotation),
  translation: [op.translation[0], op.translation[1], op.translation[2]],
})

/**
 * Symmetry of a cell with distance tolerance `symprec` (Å) in spglib's setting (the
 * setting NOMAD's spglib-based normaliser reports). Throws an Error when moyo cannot
 * analyse the cell (e.g. overlapping atoms).
 */
export function analyzeCell(cell: MoyoInputCell, symprec: number): SymmetryDataset {
  ensureInitialised()
  const input: MoyoCell = {
    lattice: { basis: cell.lattice.flat() as MoyoCell['lattice']['basis'] },
    positions: cell.positions,
    numbers: cell.numbers,
  }
  let dataset: MoyoDataset
  try {
    dataset = analyze_cell(JSON.stringify(input), symprec, 'Spglib')
  } catch (error) {
    // moyo throws plain strings such as 'moyo error: PrimitiveSymmetrySearchError'.
    throw new Error(typeof error === 'string' ? error : (error as Error).message)
  }
  return {
    number: dataset.number,
    hallNumber: dataset.hall_number,
    hmSymbol: dataset.hm_symbol,
    wyckoffs: dataset.wyckoffs,
    conventional: fromMoyoCell(dataset.std_cell),
    primitive: fromMoyoCell(dataset.prim_std_cell),
  }
}

export function spaceGroupType(number: number): SpaceGroupType {
  ensureInitialised()
  const type = space_group_type(number)
  return { crystalSystem: type.crystal_system, bravaisClass: type.bravais_class, pointGroup: type.geometric_crystal_class }
}

export function hallSymbol(hallNumber: number): string {
  ensureInitialised()
  return hall_symbol_entry(hallNumber).hall_symbol
}

const operationsCache = new Map<number, Operation[]>()

/** All operations of the conventional cell of a Hall setting, centring translations included. */
export function conventionalOperations(number: number, hallNumber: number): Operation[] {
  let ops = operationsCache.get(hallNumber)
  if (!ops) {
    ensureInitialised()
    ops = operations_from_number(number, { type: 'HallNumber', value: hallNumber }, false).map(toOperation)
    operationsCache.set(hallNumber, ops)
  }
  return ops
}

export function wyckoffPositions(hallNumber: number): WyckoffPosition[] {
  ensureInitialised()
  return wyckoff_positions(hallNumber).map((w) => ({ letter: w.letter, multiplicity: w.multiplicity, coordinates: w.coordinates }))
}
