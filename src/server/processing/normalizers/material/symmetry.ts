// Symmetry of a periodic structure in the terms results.material.symmetry uses, with
// its conventional and primitive cells.
import { elementByNumber, elementBySymbol, toCartesian, toFractional, wrapFraction } from '../../../../core/chemistry'
import type { AtomicStructure, Vec3 } from '../../../../core/chemistry'
import { analyzeCell, conventionalOperations, hallSymbol, spaceGroupType, wyckoffPositions } from './moyo'
import type { MoyoInputCell } from './moyo'
import { analyzeWyckoff } from './wyckoff'

/**
 * Distance tolerance of the symmetry search in Å: NOMAD's default
 * (`normalize.symmetry_tolerance`), loose enough for relaxed DFT geometries.
 */
export const SYMPREC = 0.1

/** The fields of results.material.symmetry we derive. */
export interface MaterialSymmetry {
  bravais_lattice: string
  crystal_system: string
  hall_number: number
  hall_symbol: string
  point_group: string
  space_group_number: number
  space_group_symbol: string
}

export interface SymmetryAnalysis {
  symmetry: MaterialSymmetry
  conventional: AtomicStructure
  primitive: AtomicStructure
  /** Wyckoff letter of each atom of the conventional cell. */
  conventionalWyckoffLetters: string[]
  /** Origin-independent Wyckoff occupation per element, for the material id. */
  wyckoffSignature: string
}

// spglib (and so NOMAD) writes centred monoclinic and base-centred orthorhombic
// lattices with the generic S; moyo names the centring (mC, oC, oA).
const pearson = (bravaisClass: string) => bravaisClass.replace(/^([mo])[ABC]$/, '$1S')

function toStructure(cell: MoyoInputCell): AtomicStructure {
  return {
    labels: cell.numbers.map((n) => elementByNumber(n)?.symbol ?? 'X'),
    // moyo leaves idealised positions unwrapped (e.g. -0.25): wrap them into the cell.
    positions: toCartesian(cell.positions.map((p) => p.map(wrapFraction) as Vec3), cell.lattice),
    lattice: cell.lattice,
    periodic: [true, true, true],
  }
}

/** Analyses a 3D-periodic structure whose labels are all elements. Throws if moyo cannot. */
export function analyzeSymmetry(structure: AtomicStructure, symprec = SYMPREC): SymmetryAnalysis {
  if (!structure.lattice) throw new Error('The structure has no cell.')
  const fractional = toFractional(structure.positions, structure.lattice).map((p) => p.map(wrapFraction) as Vec3)
  const numbers = structure.labels.map((label) => {
    const element = elementBySymbol(label)
    if (!element) throw new Error(`Unknown species ${label}.`)
    return element.number
  })
  const dataset = analyzeCell({ lattice: structure.lattice, positions: fractional, numbers }, symprec)
  const type = spaceGroupType(dataset.number)
  const conventional = toStructure(dataset.conventional)
  const ops = conventionalOperations(dataset.number, dataset.hallNumber)
  const wyckoff = analyzeWyckoff(dataset.conventional, conventional.labels, dataset.hallNumber, ops, wyckoffPositions, symprec)
  return {
    symmetry: {
      bravais_lattice: pearson(type.bravaisClass),
      crystal_system: type.crystalSystem.toLowerCase(),
      hall_number: dataset.hallNumber,
      hall_symbol: hallSymbol(dataset.hallNumber),
      point_group: type.pointGroup,
      space_group_number: dataset.number,
      // spglib's international short symbol has no spaces: 'F m -3 m' → 'Fm-3m'.
      space_group_symbol: dataset.hmSymbol.replace(/\s+/g, ''),
    },
    conventional,
    primitive: toStructure(dataset.primitive),
    conventionalWyckoffLetters: wyckoff.letters,
    wyckoffSignature: wyckoff.signature,
  }
}
