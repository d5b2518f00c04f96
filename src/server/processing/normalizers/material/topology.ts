// results.material.topology for a single structure: the structure itself as the root
// system and, for crystals, its conventional cell as a child — the tree the entry page's
// structure card shows.
import { toAtomsSection } from '../../../../core/chemistry'
import type { AtomicStructure, AtomsSection } from '../../../../core/chemistry'
import { compositionOf } from './composition'
import type { CompositionFields, StructuralType } from './composition'
import { cellSection } from './structures'
import type { CellSection, WyckoffSetSection } from './structures'
import type { SymmetryAnalysis } from './symmetry'

const ROOT_ID = 'results/material/topology/0'
const CONVENTIONAL_ID = 'results/material/topology/1'

export interface TopologySystem extends Partial<CompositionFields> {
  system_id: string
  label: string
  method?: 'parser'
  description: string
  material_id?: string
  structural_type: StructuralType
  n_atoms: number
  atoms_ref?: string
  atoms?: AtomsSection
  system_relation: { type: 'root' | 'conventional_cell' }
  cell?: CellSection
  symmetry?: SymmetryAnalysis['symmetry'] & { wyckoff_sets: WyckoffSetSection[] }
  parent_system?: string
  child_systems?: string[]
}

export interface TopologyInput {
  structure: AtomicStructure
  composition: CompositionFields
  structuralType: StructuralType
  materialId?: string
  /** Archive path of the atoms the root system stands for, e.g. '#/run/0/system/0/atoms'. */
  atomsRef: string
  symmetry?: SymmetryAnalysis
  conventionalWyckoffSets?: WyckoffSetSection[]
}

export function topology(input: TopologyInput): TopologySystem[] {
  const root: TopologySystem = {
    system_id: ROOT_ID,
    label: 'original',
    method: 'parser',
    description: 'The structure as given in the entry.',
    ...(input.materialId ? { material_id: input.materialId } : {}),
    structural_type: input.structuralType,
    ...input.composition,
    n_atoms: input.structure.labels.length,
    atoms_ref: input.atomsRef,
    system_relation: { type: 'root' },
    ...(input.structure.lattice ? { cell: cellSection(input.structure) } : {}),
  }
  if (!input.symmetry) return [root]
  const conventional = input.symmetry.conventional
  root.child_systems = [CONVENTIONAL_ID]
  return [
    root,
    {
      system_id: CONVENTIONAL_ID,
      label: 'conventional cell',
      description: 'The idealised conventional cell of the structure, in the standard setting of its space group.',
      ...(input.materialId ? { material_id: input.materialId } : {}),
      structural_type: 'bulk',
      ...compositionOf(conventional),
      n_atoms: conventional.labels.length,
      atoms: toAtomsSection(conventional),
      system_relation: { type: 'conventional_cell' },
      cell: cellSection(conventional),
      symmetry: { ...input.symmetry.symmetry, wyckoff_sets: input.conventionalWyckoffSets ?? [] },
      parent_system: ROOT_ID,
    },
  ]
}
