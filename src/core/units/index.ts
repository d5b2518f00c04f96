// Units: definitions, parsing of pint-style expressions, conversion and unit systems.
// Isomorphic (no DOM, no Node APIs); the server, the GUI and the artifacts use it.
export { UnitError } from './errors'
export { Unit } from './unit'
export { unitList, type UnitListItem } from './list'
export { unitPrefixes, type UnitPrefix } from './prefixes'
export { parseUnit, convert, toSI, fromSI, dimensionOf } from './convert'
export { parseQuantity, type ParseQuantityOptions, type ParsedQuantity } from './quantity'
export { parseBoolean, parseNumber } from './values'
export { readableUnit } from './readable'
export { namedDimensions, BASE_DIMENSIONS, type BaseDimension } from './dimensions'
export {
  defaultUnitSystems,
  unitSystemDimensions,
  unitForSystem,
  unitSystemProblems,
  type UnitSystem,
  type UnitSystemUnit,
  type UnitSystemName,
  type UnitSystemDimension,
} from './systems'
