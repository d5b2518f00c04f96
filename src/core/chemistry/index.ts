// core/chemistry: the periodic table, chemical formulas and compositions, cell geometry
// and the atomic-structure ↔ archive conversion. Isomorphic (server and GUI).
export { DALTON_IN_KG, ELEMENTS, elementByNumber, elementBySymbol, isElementSymbol } from './elements'
export type { Element, ElementCategory } from './elements'
export {
  countElements,
  elementalComposition,
  elementsOf,
  FormulaError,
  formulaAnonymous,
  formulaDescriptive,
  formulaFragments,
  formulaHill,
  formulaIupac,
  formulaReduced,
  parseFormula,
  reduceCounts,
  totalMass,
} from './formula'
export type { ElementCounts, ElementShare } from './formula'
export {
  cellFromParameters,
  cellParameters,
  cellVolume,
  cross,
  determinant,
  dot,
  inverse,
  multiply,
  norm,
  periodicDistance,
  reciprocalCell,
  toCartesian,
  toFractional,
  wrapFraction,
} from './cell'
export type { CellParameters, Matrix3, Vec3 } from './cell'
export { ANGSTROM, fromAtomsSection, toAtomsSection, toSystemSection } from './structure'
export type { AtomicStructure, AtomsSection, Periodicity, SystemSection } from './structure'
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
