// The material normaliser: from the representative structure of the run it derives
// results.material (composition, formulas, structural type, symmetry, material id,
// topology) and results.properties.structures (original, conventional, primitive cells).
import { elementBySymbol, fromAtomsSection } from '../../../../core/chemistry'
import type { AtomicStructure } from '../../../../core/chemistry'
import type { Archive, NormalizeContext, Normalizer } from '../../../parsers/types'
import { compositionOf, materialId, structuralType } from './composition'
import { structureSection } from './structures'
import type { StructureSection } from './structures'
import { analyzeSymmetry, SYMPREC } from './symmetry'
import type { SymmetryAnalysis } from './symmetry'
import { topology } from './topology'

export { analyzeSymmetry, SYMPREC } from './symmetry'
export type { MaterialSymmetry, SymmetryAnalysis } from './symmetry'

type Section = Record<string, unknown>

const asSections = (value: unknown): Section[] =>
  Array.isArray(value) ? value.filter((v): v is Section => !!v && typeof v === 'object') : []

interface Representative {
  structure: AtomicStructure
  /** Archive path of its atoms, for atoms_ref. */
  atomsRef: string
}

/** The structure results describe: the system marked representative, else the last system of the last run. */
export function representativeStructure(archive: Archive): Representative | undefined {
  const runs = asSections(archive.run)
  for (let r = runs.length - 1; r >= 0; r--) {
    const systems = asSections(runs[r].system)
    if (systems.length === 0) continue
    const marked = systems.findIndex((s) => s.is_representative === true)
    const s = marked >= 0 ? marked : systems.length - 1
    const structure = fromAtomsSection(systems[s].atoms)
    return structure ? { structure, atomsRef: `#/run/${r}/system/${s}/atoms` } : undefined
  }
  return undefined
}

function section(parent: Section, key: string): Section {
  const existing = parent[key]
  if (existing && typeof existing === 'object' && !Array.isArray(existing)) return existing as Section
  const created: Section = {}
  parent[key] = created
  return created
}

export const materialNormalizer: Normalizer = {
  name: 'material',
  normalize(archive: Archive, context: NormalizeContext): void {
    const { logger } = context
    const representative = representativeStructure(archive)
    if (!representative) {
      if (asSections(archive.run).length > 0) logger.warning('The run has no system with readable atoms; no material is derived.')
      return
    }
    const { structure, atomsRef } = representative
    if (structure.labels.length === 0) {
      logger.warning('The representative system has no atoms; no material is derived.')
      return
    }
    const unknown = [...new Set(structure.labels.filter((label) => !elementBySymbol(label)))]
    if (unknown.length > 0) {
      logger.warning(`The structure has atoms of unknown species (${unknown.join(', ')}); no material is derived.`)
      return
    }

    const composition = compositionOf(structure)
    const type = structuralType(structure)
    if (type === 'unavailable') {
      logger.info('Structures periodic in one or two directions are not classified (surface, 2D, 1D); structural_type is unavailable.')
    }

    let symmetry: SymmetryAnalysis | undefined
    if (type === 'bulk') {
      const started = performance.now()
      try {
        symmetry = analyzeSymmetry(structure, SYMPREC)
      } catch (error) {
        logger.warning('Symmetry analysis failed; no symmetry, conventional or primitive cell and material id.', {
          error: (error as Error).message,
        })
      }
      logger.debug('symmetry analysis', { duration_ms: performance.now() - started, n_atoms: structure.labels.length })
    }

    const id = symmetry
      ? materialId(composition.chemical_formula_reduced, symmetry.symmetry.space_group_number, symmetry.wyckoffSignature)
      : type === 'molecule / cluster' || type === 'atom'
        ? materialId(type, composition.chemical_formula_hill)
        : undefined

    const results = section(archive, 'results')
    const material = section(results, 'material')
    // Fields this normaliser owns but may not set this time must not survive from an earlier run.
    delete material.material_id
    delete material.symmetry
    const conventional = symmetry ? structureSection(symmetry.conventional, symmetry.conventionalWyckoffLetters) : undefined
    Object.assign(material, {
      ...(id ? { material_id: id } : {}),
      structural_type: type,
      ...composition,
      ...(symmetry ? { symmetry: symmetry.symmetry } : {}),
      topology: topology({
        structure,
        composition,
        structuralType: type,
        materialId: id,
        atomsRef,
        symmetry,
        conventionalWyckoffSets: conventional?.wyckoff_sets,
      }),
    })

    const structures: Record<string, StructureSection> = { structure_original: structureSection(structure) }
    if (symmetry && conventional) {
      structures.structure_conventional = conventional
      structures.structure_primitive = structureSection(symmetry.primitive)
    }
    // Replaced as a whole: a re-normalisation must not keep cells of an earlier analysis.
    section(results, 'properties').structures = structures
  },
}
