// Structure files written from an AtomicStructure (ångström): CIF, extended XYZ and PDB,
// the formats of GET systems/{entry_id} (spec 3 §7). Isomorphic: the server writes them,
// a browser could too.
import { countElements, formulaHill } from '../../chemistry'
import type { AtomicStructure } from '../../chemistry'
import { writeCif } from './cif'
import { writePdb } from './pdb'
import { writeXyz } from './xyz'

export const STRUCTURE_FILE_FORMATS = ['cif', 'xyz', 'pdb'] as const
export type StructureFileFormat = (typeof STRUCTURE_FILE_FORMATS)[number]

export const STRUCTURE_FILE_MIME: Readonly<Record<StructureFileFormat, string>> = {
  cif: 'chemical/x-cif',
  xyz: 'chemical/x-xyz',
  pdb: 'chemical/x-pdb',
}

export const isStructureFileFormat = (format: string): format is StructureFileFormat =>
  (STRUCTURE_FILE_FORMATS as readonly string[]).includes(format)

/** The Hill formula of the structure ('Si2', 'H2O'), or 'system' when a species is unknown. */
export function structureName(structure: AtomicStructure): string {
  try {
    return structure.labels.length > 0 ? formulaHill(countElements(structure.labels)) : 'system'
  } catch {
    return 'system'
  }
}

export function writeStructure(structure: AtomicStructure, format: StructureFileFormat): string {
  switch (format) {
    case 'cif':
      return writeCif(structure, structureName(structure))
    case 'xyz':
      return writeXyz(structure)
    case 'pdb':
      return writePdb(structure)
  }
}

export { writeCif, writePdb, writeXyz }
