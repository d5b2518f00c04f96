// Reading Crystallographic Information Files (CIF 1.1, and CIF 2 tag spellings): the
// syntax (data blocks, loops, text fields), the symmetry operations, and the full
// structure of the cell. Isomorphic: the CIF parser (server) and the CIF preview (GUI)
// read files with the same code.
import { CifStructureError, hasAtomSites, structureFromBlock, type BlockStructure } from './structure'
import { readCif } from './syntax'

export { CifStructureError, elementOf, hasAtomSites, MERGE_TOLERANCE, structureFromBlock } from './structure'
export type { BlockStructure } from './structure'
export { CifSyntaxError, cifNumber, column, isMissing, normaliseTag, readCif, value } from './syntax'
export type { CifBlock, CifDocument, CifLoop } from './syntax'
export { applyOperation, expandSites, IDENTITY, parseSymmetryOperation } from './symmetry'
export type { ExpandedSites, Site, SymmetryOperation } from './symmetry'

export interface CifStructure extends BlockStructure {
  /** The data block the structure comes from. */
  readonly block: string
  /** Problems of the file's syntax, then of the block's crystallography. */
  readonly warnings: string[]
}

/** The structure of a CIF's first data block with atom sites; throws when there is none. */
export function structureFromCif(text: string): CifStructure {
  const { blocks, warnings } = readCif(text)
  const block = blocks.find(hasAtomSites)
  if (!block) {
    throw new CifStructureError(
      blocks.length === 0 ? 'The file contains no CIF data block (data_…).' : 'No data block of the CIF has atom sites (_atom_site_fract_x or _atom_site_Cartn_x).',
    )
  }
  const result = structureFromBlock(block)
  return { ...result, block: block.name, warnings: [...warnings, ...result.warnings] }
}
