// The crystallography of a CIF data block: cell, atom sites, symmetry operations, and
// from them the full structure of the cell.
import { cellFromParameters, toCartesian, toFractional } from '../../chemistry'
import type { Matrix3, Vec3 } from '../../chemistry'
import { elementBySymbol } from '../../chemistry'
import type { AtomicStructure } from '../../chemistry'
import { cifNumber, column, isMissing, value } from './syntax'
import type { CifBlock } from './syntax'
import { expandSites, IDENTITY, parseSymmetryOperation } from './symmetry'
import type { Site, SymmetryOperation } from './symmetry'

/** Sites closer than this (Å) after applying the symmetry operations are one site. */
export const MERGE_TOLERANCE = 0.05

export class CifStructureError extends Error {
  override name = 'CifStructureError'
}

export function hasAtomSites(block: CifBlock): boolean {
  return (column(block, '_atom_site_fract_x') ?? column(block, '_atom_site_Cartn_x')) !== undefined
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1).toLowerCase()

/**
 * The element of a type symbol ('O2-', 'Fe3+', 'CL') or an atom label ('Si1', 'Ow3',
 * 'Co2a'). In a label only a lower-case second letter can belong to the symbol, so
 * 'Cb1' is carbon but 'Cl1' chlorine. Deuterium and tritium count as hydrogen.
 */
export function elementOf(text: string, kind: 'type_symbol' | 'label'): string | undefined {
  const letters = /^[A-Za-z]+/.exec(text.trim())?.[0]
  if (!letters) return undefined
  const candidates =
    kind === 'type_symbol'
      ? [capitalise(letters.slice(0, 2)), capitalise(letters.slice(0, 1))]
      : [letters.length > 1 && /[a-z]/.test(letters[1]) ? capitalise(letters.slice(0, 2)) : '', capitalise(letters[0])]
  for (const candidate of candidates) {
    if (candidate === 'D' || candidate === 'T') return 'H'
    if (candidate && elementBySymbol(candidate)) return candidate
  }
  return undefined
}

function symmetryOperations(block: CifBlock): SymmetryOperation[] | undefined {
  const ops =
    column(block, '_space_group_symop_operation_xyz') ??
    column(block, '_symmetry_equiv_pos_as_xyz') ??
    column(block, '_space_group_symop_magn_operation_xyz')
  return ops?.filter((op) => !isMissing(op)).map(parseSymmetryOperation)
}

function cell(block: CifBlock): Matrix3 | undefined {
  const [a, b, c] = ['a', 'b', 'c'].map((axis) => cifNumber(value(block, `_cell_length_${axis}`)))
  if ([a, b, c].every(Number.isNaN)) return undefined
  if (![a, b, c].every((x) => x > 0)) throw new CifStructureError('The cell lengths _cell_length_a, _b and _c must all be positive numbers.')
  const angle = (name: string) => {
    const v = value(block, `_cell_angle_${name}`)
    const x = v === undefined ? 90 : cifNumber(v)
    if (!Number.isFinite(x)) throw new CifStructureError(`_cell_angle_${name} '${v}' is not a number.`)
    return x
  }
  try {
    return cellFromParameters(a, b, c, angle('alpha'), angle('beta'), angle('gamma'))
  } catch (error) {
    throw new CifStructureError((error as Error).message)
  }
}

export interface BlockStructure {
  structure: AtomicStructure
  /** Recoverable oddities, for the log. */
  warnings: string[]
  /** Sites listed in the block, before symmetry expansion. */
  nListedSites: number
}

/** Builds the full structure of one data block (which must have atom sites). */
export function structureFromBlock(block: CifBlock): BlockStructure {
  const warnings: string[] = []
  const lattice = cell(block)
  const fractional = column(block, '_atom_site_fract_x') !== undefined
  const axes = fractional ? ['fract_x', 'fract_y', 'fract_z'] : ['Cartn_x', 'Cartn_y', 'Cartn_z']
  const coordinates = axes.map((axis) => column(block, `_atom_site_${axis}`))
  if (coordinates.some((c) => !c)) throw new CifStructureError(`The atom sites lack one of _atom_site_${axes.join(', _atom_site_')}.`)
  if (fractional && !lattice) throw new CifStructureError('The atom sites have fractional coordinates but the block has no cell (_cell_length_a, _b, _c).')

  const labels = column(block, '_atom_site_label')
  const typeSymbols = column(block, '_atom_site_type_symbol')
  const occupancies = column(block, '_atom_site_occupancy')
  const n = coordinates[0]!.length
  const sites: Site[] = []
  for (let i = 0; i < n; i++) {
    const name = labels?.[i] ?? typeSymbols?.[i] ?? `#${i + 1}`
    const symbol =
      (typeSymbols && !isMissing(typeSymbols[i]) ? elementOf(typeSymbols[i], 'type_symbol') : undefined) ??
      (labels && !isMissing(labels[i]) ? elementOf(labels[i], 'label') : undefined)
    if (!symbol) throw new CifStructureError(`Atom site ${name}: no element in its type symbol or label.`)
    const position = coordinates.map((c, axis) => {
      const x = cifNumber(c![i])
      if (!Number.isFinite(x)) throw new CifStructureError(`Atom site ${name}: _atom_site_${axes[axis]} '${c![i]}' is not a number.`)
      return x
    }) as Vec3
    const occupancy = isMissing(occupancies?.[i]) ? 1 : cifNumber(occupancies![i])
    sites.push({ symbol, position, occupancy: Number.isFinite(occupancy) ? occupancy : 1 })
  }
  if (sites.length === 0) throw new CifStructureError('The atom site loop is empty.')

  const partial = sites.filter((s) => s.occupancy < 1 - 1e-6).length
  if (!lattice) {
    // Cartesian coordinates without a cell: a molecule, no symmetry to apply.
    return {
      structure: { labels: sites.map((s) => s.symbol), positions: sites.map((s) => s.position), periodic: [false, false, false] },
      warnings,
      nListedSites: n,
    }
  }

  let operations = symmetryOperations(block)
  if (!operations || operations.length === 0) {
    const group = value(block, '_space_group_name_H-M_alt', '_symmetry_space_group_name_H-M')
    if (group && group.replace(/\s+/g, '') !== 'P1') {
      warnings.push(`The block names space group ${group} but lists no symmetry operations; only the listed sites are used.`)
    }
    operations = [IDENTITY]
  }
  const fractions = fractional ? sites.map((s) => s.position) : toFractional(sites.map((s) => s.position), lattice)
  const expanded = expandSites(
    sites.map((s, i) => ({ ...s, position: fractions[i] })),
    operations,
    lattice,
    MERGE_TOLERANCE,
  )
  if (partial > 0 || expanded.replaced > 0) {
    warnings.push(
      `${partial} of ${n} atom sites are partially occupied; each position keeps only the species with the largest occupancy, so the structure is an ordered approximation.`,
    )
  }
  return {
    structure: {
      labels: expanded.sites.map((s) => s.symbol),
      positions: toCartesian(expanded.sites.map((s) => s.position), lattice),
      lattice,
      periodic: [true, true, true],
    },
    warnings,
    nListedSites: n,
  }
}
