// The OPTIMADE summary of one structure (metadata.optimade, section OptimadeEntry), made
// the way NOMAD's OPTIMADE normaliser makes it. Lengths stay in metres: the metainfo
// declares them so, as NOMAD does (it converts to ångström only when serving OPTIMADE).
import { countElements, elementsOf, formulaAnonymous, formulaHill, formulaReduced } from '../../../../core/chemistry'
import type { Matrix3, Periodicity, Vec3 } from '../../../../core/chemistry'

/** A structure as the archive holds it (run.system.atoms): SI units, every label an element symbol. */
export interface SiteStructure {
  labels: string[]
  /** Cartesian positions in metres. */
  positions: Vec3[]
  /** Cell vectors as rows, in metres; absent for molecules without a box. */
  lattice?: Matrix3
  periodic: Periodicity
}

export interface OptimadeSpecies {
  name: string
  chemical_symbols: string[]
  concentration: number[]
}

export interface OptimadeSummary {
  elements: string[]
  nelements: number
  elements_ratios: number[]
  chemical_formula_descriptive: string
  chemical_formula_reduced: string
  chemical_formula_hill: string
  chemical_formula_anonymous: string
  dimension_types: number[]
  nperiodic_dimensions: number
  lattice_vectors?: Matrix3
  cartesian_site_positions: Vec3[]
  nsites: number
  species_at_sites: string[]
  species: OptimadeSpecies[]
  structure_features: string[]
}

/**
 * The summary of a structure with at least one site. Throws FormulaError for a label that
 * is not an element symbol: NOMAD drops summaries whose formula holds an unknown species.
 */
export function optimadeSummary(structure: SiteStructure): OptimadeSummary {
  const counts = countElements(structure.labels)
  const elements = elementsOf(counts)
  const nsites = structure.labels.length
  const hill = formulaHill(counts)
  const dimensionTypes = structure.periodic.map((periodic): number => (periodic ? 1 : 0))
  return {
    elements,
    nelements: elements.length,
    elements_ratios: elements.map((element) => counts[element] / nsites),
    // NOMAD's descriptive formula here is the Hill formula (not results' IUPAC-style one).
    chemical_formula_descriptive: hill,
    chemical_formula_reduced: formulaReduced(counts),
    chemical_formula_hill: hill,
    chemical_formula_anonymous: formulaAnonymous(counts),
    dimension_types: dimensionTypes,
    nperiodic_dimensions: dimensionTypes.reduce((sum, n) => sum + n, 0),
    ...(structure.lattice ? { lattice_vectors: structure.lattice } : {}),
    cartesian_site_positions: structure.positions,
    nsites,
    species_at_sites: structure.labels,
    // Every site holds one whole element: one species per distinct label.
    species: [...new Set(structure.labels)].sort().map((name) => ({ name, chemical_symbols: [name], concentration: [1] })),
    structure_features: [],
  }
}
