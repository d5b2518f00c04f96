// What the material card draws, read once from results.material and
// results.properties.structures (spec 3 §3: material topology system, structures):
// the composition, the symmetry, the topology as a tree of systems (each knowing where its
// atoms are: inline, by reference into the run, or as indices of its parent's), and the
// original, conventional and primitive cells.
import { readArchive, type ArchiveReader } from '../../../../core/archive'
import { fromAtomsSection, type AtomicStructure } from '../../../../core/chemistry'
import { fromResultsStructure } from '../../../../core/structures'
import type { ArchiveRequired } from '../../../api'

/** The material and the cells; atoms by reference are fetched when their system is shown. */
export const MATERIAL_REQUIRED: ArchiveRequired = { results: { material: '*', properties: { structures: '*' } } }

export const CELL_KINDS = ['original', 'conventional', 'primitive'] as const
export type CellKind = (typeof CELL_KINDS)[number]

export interface SymmetryData {
  readonly spaceGroupSymbol?: string
  readonly spaceGroupNumber?: number
  readonly crystalSystem?: string
  readonly bravaisLattice?: string
  readonly pointGroup?: string
  readonly hallSymbol?: string
  readonly strukturbericht?: string
  readonly prototypeName?: string
  readonly prototypeAflow?: string
  readonly wyckoff?: readonly { readonly letter: string; readonly element: string; readonly count: number }[]
}

/** Lengths in m, angles in rad, volume m³, densities in SI (as the archive holds them). */
export interface CellData {
  readonly a?: number
  readonly b?: number
  readonly c?: number
  readonly alpha?: number
  readonly beta?: number
  readonly gamma?: number
  readonly volume?: number
  readonly massDensity?: number
  readonly atomicDensity?: number
}

export type AtomsSource =
  | { readonly kind: 'inline'; readonly structure: AtomicStructure }
  | { readonly kind: 'ref'; readonly ref: string }
  | { readonly kind: 'indices'; readonly parent: string; readonly indices: readonly number[] }
  | { readonly kind: 'none' }

export interface TopologySystem {
  /** system_id, or the system's archive path. */
  readonly id: string
  /** Its archive path (GET systems/{entry_id}?path=…, 'View data in the archive'). */
  readonly path: string
  readonly label: string
  readonly description?: string
  readonly structuralType?: string
  readonly formula?: string
  readonly nAtoms?: number
  readonly elements: readonly string[]
  readonly materialId?: string
  readonly relation?: string
  readonly parent?: string
  readonly children: readonly string[]
  readonly cell?: CellData
  readonly symmetry?: SymmetryData
  readonly atoms: AtomsSource
  /** The cell tab it stands for (the root is the original cell). */
  readonly cellKind?: CellKind
}

export interface CellStructure {
  readonly kind: CellKind
  readonly path: string
  readonly structure: AtomicStructure
  readonly cell?: CellData
  readonly wyckoff?: SymmetryData['wyckoff']
}

export interface MaterialData {
  readonly formula?: string
  readonly formulas: { readonly hill?: string; readonly reduced?: string; readonly iupac?: string; readonly anonymous?: string }
  readonly elements: readonly string[]
  readonly nElements?: number
  readonly structuralType?: string
  readonly materialId?: string
  readonly elementalComposition: readonly { readonly element: string; readonly atomicFraction?: number; readonly massFraction?: number }[]
  readonly symmetry?: SymmetryData
  readonly topology: readonly TopologySystem[]
  readonly cells: readonly CellStructure[]
}

const optional = <K extends string, V>(key: K, value: V | undefined) => (value === undefined ? {} : ({ [key]: value } as { [P in K]: V }))

function readSymmetry(section: ArchiveReader | undefined): SymmetryData | undefined {
  if (!section) return undefined
  const wyckoff = readWyckoff(section)
  return {
    ...optional('spaceGroupSymbol', section.string('space_group_symbol')),
    ...optional('spaceGroupNumber', section.number('space_group_number')),
    ...optional('crystalSystem', section.string('crystal_system')),
    ...optional('bravaisLattice', section.string('bravais_lattice')),
    ...optional('pointGroup', section.string('point_group')),
    ...optional('hallSymbol', section.string('hall_symbol')),
    ...optional('strukturbericht', section.string('strukturbericht_designation')),
    ...optional('prototypeName', section.string('prototype_name')),
    ...optional('prototypeAflow', section.string('prototype_label_aflow')),
    ...(wyckoff.length > 0 && { wyckoff }),
  }
}

function readWyckoff(section: ArchiveReader): NonNullable<SymmetryData['wyckoff']> {
  return section.children('wyckoff_sets').flatMap((set) => {
    const letter = set.string('wyckoff_letter')
    const element = set.string('element')
    const indices = set.numbers('indices')
    return letter && element ? [{ letter, element, count: indices?.length ?? 0 }] : []
  })
}

function readCell(section: ArchiveReader | undefined): CellData | undefined {
  if (!section) return undefined
  return {
    ...optional('a', section.number('a')),
    ...optional('b', section.number('b')),
    ...optional('c', section.number('c')),
    ...optional('alpha', section.number('alpha')),
    ...optional('beta', section.number('beta')),
    ...optional('gamma', section.number('gamma')),
    ...optional('volume', section.number('volume') ?? section.number('cell_volume')),
    ...optional('massDensity', section.number('mass_density')),
    ...optional('atomicDensity', section.number('atomic_density')),
  }
}

function atomsSource(system: ArchiveReader): AtomsSource {
  const inline = fromAtomsSection(system.section.atoms)
  if (inline) return { kind: 'inline', structure: inline }
  const ref = system.string('atoms_ref')
  if (ref) return { kind: 'ref', ref }
  const parent = system.string('parent_system')
  const indices = system.section.indices
  if (parent && Array.isArray(indices)) {
    const flat = indices.flat(2)
    if (flat.every((i) => Number.isInteger(i) && i >= 0)) return { kind: 'indices', parent, indices: flat as number[] }
  }
  return { kind: 'none' }
}

const CELL_OF_RELATION: Readonly<Record<string, CellKind>> = { root: 'original', conventional_cell: 'conventional', primitive_cell: 'primitive' }

function readTopology(material: ArchiveReader): TopologySystem[] {
  return material.children('topology').map((system, index) => {
    const path = `results/material/topology/${index}`
    const relation = system.string('system_relation.type')
    const cell = readCell(system.child('cell'))
    const symmetry = readSymmetry(system.child('symmetry'))
    return {
      id: system.string('system_id') ?? path,
      path,
      label: system.string('label') ?? `system ${index}`,
      elements: system.strings('elements') ?? [],
      children: system.strings('child_systems') ?? [],
      atoms: atomsSource(system),
      ...optional('description', system.string('description')),
      ...optional('structuralType', system.string('structural_type')),
      ...optional('formula', system.string('chemical_formula_hill') ?? system.string('chemical_formula_descriptive')),
      ...optional('nAtoms', system.number('n_atoms')),
      ...optional('materialId', system.string('material_id')),
      ...optional('relation', relation),
      ...optional('parent', system.string('parent_system')),
      ...optional('cell', cell),
      ...optional('symmetry', symmetry),
      ...optional('cellKind', relation ? CELL_OF_RELATION[relation] : undefined),
    }
  })
}

function readCells(structures: ArchiveReader | undefined): CellStructure[] {
  if (!structures) return []
  return CELL_KINDS.flatMap((kind): CellStructure[] => {
    const section = structures.child(`structure_${kind}`)
    const structure = section && fromResultsStructure(section.section)
    if (!section || !structure) return []
    const cell = readCell(section.child('lattice_parameters'))
    const volume = section.number('cell_volume')
    const wyckoff = readWyckoff(section)
    return [{
      kind,
      path: `results/properties/structures/structure_${kind}`,
      structure,
      ...(cell && { cell: { ...cell, ...optional('volume', volume), ...optional('massDensity', section.number('mass_density')), ...optional('atomicDensity', section.number('atomic_density')) } }),
      ...(wyckoff.length > 0 && { wyckoff }),
    }]
  })
}

/** The material of an archive part; undefined without results.material. */
export function readMaterial(archive: unknown): MaterialData | undefined {
  const root = readArchive(archive)
  const material = root?.child('results.material')
  if (!root || !material) return undefined
  return {
    formulas: {
      ...optional('hill', material.string('chemical_formula_hill')),
      ...optional('reduced', material.string('chemical_formula_reduced')),
      ...optional('iupac', material.string('chemical_formula_iupac')),
      ...optional('anonymous', material.string('chemical_formula_anonymous')),
    },
    elements: material.strings('elements') ?? [],
    elementalComposition: material.children('elemental_composition').flatMap((share) => {
      const element = share.string('element')
      return element ? [{ element, ...optional('atomicFraction', share.number('atomic_fraction')), ...optional('massFraction', share.number('mass_fraction')) }] : []
    }),
    topology: readTopology(material),
    cells: readCells(root.child('results.properties.structures')),
    ...optional('formula', material.string('chemical_formula_descriptive') ?? material.string('chemical_formula_reduced') ?? material.string('chemical_formula_hill')),
    ...optional('nElements', material.number('n_elements')),
    ...optional('structuralType', material.string('structural_type')),
    ...optional('materialId', material.string('material_id')),
    ...optional('symmetry', readSymmetry(material.child('symmetry'))),
  }
}
