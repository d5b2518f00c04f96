// core/chemistry: the periodic table, chemical formulas and compositions, cell geometry
// and the atomic-structure ↔ archive conversion. Isomorphic (server and GUI). Reading,
// writing and analysing whole structures (CIF, writers, bonds, wrap modes, the systems of
// an archive) is core/structures: the search page's periodic table imports this index,
// and whatever it re-exports lands in the GUI's first paint.
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
