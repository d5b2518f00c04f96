// core/structures: reading, writing and analysing atomic structures — CIF files, the
// CIF/XYZ/PDB writers, bonds, wrap modes and the structure at an archive path.
// Isomorphic (server and GUI); built on core/chemistry. Apart from core/chemistry so that
// the GUI's first paint, which needs only the elements, does not carry them.
export { covalentRadius, covalentRadiusOf, DEFAULT_COVALENT_RADIUS } from './covalentRadii'
export { BOND_TOLERANCE, findBonds } from './bonds'
export type { Bond, BondOptions } from './bonds'
export { applyWrapMode, INVALID_WRAP_MODE, isWrapMode, WRAP_MODES } from './wrap'
export type { WrapMode } from './wrap'
export {
  isStructureFileFormat,
  STRUCTURE_FILE_FORMATS,
  STRUCTURE_FILE_MIME,
  structureName,
  writeCif,
  writePdb,
  writeStructure,
  writeXyz,
} from './writers'
export type { StructureFileFormat } from './writers'
export { fromResultsStructure, structureAtPath, systemPathKeys } from './systems'
export {
  CifStructureError, CifSyntaxError, cifNumber, elementOf, hasAtomSites, parseSymmetryOperation, readCif, structureFromBlock, structureFromCif,
} from './cif'
export type { BlockStructure, CifBlock, CifDocument, CifStructure, SymmetryOperation } from './cif'
