// results.properties.structures.* and results.material.topology[].cell: the archive form
// (SI units, OPTIMADE-style names) of a structure held in ångström.
import { ANGSTROM, cellParameters, cellVolume, countElements, elementsOf, totalMass } from '../../../../core/chemistry'
import type { AtomicStructure, Matrix3, Vec3 } from '../../../../core/chemistry'

const toMetres = (v: Vec3): Vec3 => [v[0] * ANGSTROM, v[1] * ANGSTROM, v[2] * ANGSTROM]

export interface LatticeParametersSection {
  a: number
  b: number
  c: number
  alpha: number
  beta: number
  gamma: number
}

export interface WyckoffSetSection {
  wyckoff_letter: string
  element: string
  indices: number[]
}

export interface StructureSection {
  dimension_types: number[]
  nperiodic_dimensions: number
  n_sites: number
  species_at_sites: string[]
  cartesian_site_positions: Vec3[]
  species: { name: string; chemical_symbols: string[]; concentration: number[] }[]
  lattice_vectors?: Matrix3
  lattice_parameters?: LatticeParametersSection
  cell_volume?: number
  atomic_density?: number
  mass_density?: number
  wyckoff_sets?: WyckoffSetSection[]
}

export interface CellSection extends LatticeParametersSection {
  volume?: number
  atomic_density?: number
  mass_density?: number
}

function latticeParameters(lattice: Matrix3): LatticeParametersSection {
  const p = cellParameters(lattice)
  return { a: p.a * ANGSTROM, b: p.b * ANGSTROM, c: p.c * ANGSTROM, alpha: p.alpha, beta: p.beta, gamma: p.gamma }
}

/** Volume (m³) and densities of a 3D-periodic structure; undefined otherwise. */
function densities(structure: AtomicStructure): { volume: number; atomic_density: number; mass_density: number } | undefined {
  if (!structure.lattice || !structure.periodic.every(Boolean)) return undefined
  const volume = cellVolume(structure.lattice) * ANGSTROM ** 3
  return {
    volume,
    atomic_density: structure.labels.length / volume,
    mass_density: totalMass(countElements(structure.labels)) / volume,
  }
}

/** Wyckoff sets grouped by element and letter (orbits of one element sharing a letter form one set). */
function wyckoffSets(labels: string[], letters: string[]): WyckoffSetSection[] {
  const sets = new Map<string, WyckoffSetSection>()
  letters.forEach((letter, index) => {
    const key = `${labels[index]} ${letter}`
    const set = sets.get(key) ?? { wyckoff_letter: letter, element: labels[index], indices: [] }
    set.indices.push(index)
    sets.set(key, set)
  })
  return [...sets.values()].sort((a, b) => (a.element + a.wyckoff_letter < b.element + b.wyckoff_letter ? -1 : 1))
}

export function structureSection(structure: AtomicStructure, wyckoffLetters?: string[]): StructureSection {
  const dimensionTypes: number[] = structure.periodic.map((p) => (p ? 1 : 0))
  const section: StructureSection = {
    dimension_types: dimensionTypes,
    nperiodic_dimensions: dimensionTypes.reduce((a, b) => a + b, 0),
    n_sites: structure.labels.length,
    species_at_sites: structure.labels,
    cartesian_site_positions: structure.positions.map(toMetres),
    species: elementsOf(countElements(structure.labels)).map((element) => ({
      name: element,
      chemical_symbols: [element],
      concentration: [1],
    })),
  }
  if (structure.lattice) {
    section.lattice_vectors = structure.lattice.map(toMetres) as Matrix3
    section.lattice_parameters = latticeParameters(structure.lattice)
  }
  const d = densities(structure)
  if (d) Object.assign(section, { cell_volume: d.volume, atomic_density: d.atomic_density, mass_density: d.mass_density })
  if (wyckoffLetters) section.wyckoff_sets = wyckoffSets(structure.labels, wyckoffLetters)
  return section
}

/** The Cell section of a topology system; undefined without a cell. */
export function cellSection(structure: AtomicStructure): CellSection | undefined {
  if (!structure.lattice) return undefined
  const d = densities(structure)
  return { ...latticeParameters(structure.lattice), ...(d ?? {}) }
}
