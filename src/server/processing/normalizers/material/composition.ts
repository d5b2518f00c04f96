// What a structure is made of and how it is classified: the composition fields shared
// by results.material and each topology system, the structural type, the material id.
import { createHash } from 'node:crypto'
import {
  countElements,
  elementalComposition,
  elementsOf,
  formulaAnonymous,
  formulaDescriptive,
  formulaFragments,
  formulaHill,
  formulaIupac,
  formulaReduced,
} from '../../../../core/chemistry'
import type { AtomicStructure, ElementCounts, ElementShare } from '../../../../core/chemistry'

export interface CompositionFields {
  elements: string[]
  n_elements: number
  elements_exclusive: string
  chemical_formula_hill: string
  chemical_formula_reduced: string
  chemical_formula_iupac: string
  chemical_formula_anonymous: string
  chemical_formula_descriptive: string
  chemical_formula_reduced_fragments: string[]
  elemental_composition: ElementShare[]
}

export function compositionFields(counts: ElementCounts): CompositionFields {
  const elements = elementsOf(counts)
  return {
    elements,
    n_elements: elements.length,
    elements_exclusive: elements.join(' '),
    chemical_formula_hill: formulaHill(counts),
    chemical_formula_reduced: formulaReduced(counts),
    chemical_formula_iupac: formulaIupac(counts),
    chemical_formula_anonymous: formulaAnonymous(counts),
    chemical_formula_descriptive: formulaDescriptive(counts),
    chemical_formula_reduced_fragments: formulaFragments(counts),
    elemental_composition: elementalComposition(counts),
  }
}

export function compositionOf(structure: AtomicStructure): CompositionFields {
  return compositionFields(countElements(structure.labels))
}

export type StructuralType = 'bulk' | 'molecule / cluster' | 'atom' | 'unavailable'

/**
 * The structural class from periodicity alone. Structures periodic in one or two
 * directions (wires, slabs, surfaces, 2D materials) need a dimensionality analysis we
 * do not do yet; they are 'unavailable'. A 3D-periodic cell is 'bulk' even if it holds a
 * molecule in vacuum.
 */
export function structuralType(structure: AtomicStructure): StructuralType {
  const nPeriodic = structure.periodic.filter(Boolean).length
  if (nPeriodic === 3) return 'bulk'
  if (nPeriodic === 0) return structure.labels.length === 1 ? 'atom' : 'molecule / cluster'
  return 'unavailable'
}

/**
 * A material id: the first 28 characters of the URL-safe base64 SHA-512 over the parts
 * joined by ':' (the same encoding as entry ids). For crystals the parts are the
 * reduced formula, the space-group number and the origin-independent Wyckoff
 * occupation per element, so conventional and primitive cells of one crystal share it;
 * for molecules and atoms they are the structural type and the Hill formula.
 */
export function materialId(...parts: (string | number)[]): string {
  return createHash('sha512').update(parts.join(':')).digest('base64url').slice(0, 28)
}
