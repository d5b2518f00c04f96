// Public face of the GUI's units: the provider and hooks, the units menu, the unit
// input, and the pure helpers behind them.
export { UnitsProvider, useDisplayUnit, useFormatWithUnit, useQuantityUnit, useUnits } from './UnitsContext'
export type { FormatQuantity, Units, UnitsProviderProps } from './UnitsContext'
export {
  DIMENSION_LABEL,
  lockedUnitText,
  RESET_UNITS_TEXT,
  UNIT_LABEL,
  UNIT_SYSTEM_LABEL,
  UNITS_BUTTON_TEXT,
  UnitsMenu,
  UnitsMenuContent,
} from './UnitsMenu'
export type { UnitsMenuProps } from './UnitsMenu'
export { UnitInput } from './UnitInput'
export type { UnitInputProps } from './UnitInput'
export { checkUnitInput, PLEASE_SPECIFY_A_VALUE, unitInputError } from './unitInput'
export type { UnitInputCheck, UnitInputRules } from './unitInput'
export { displayUnitFor, formatWithUnit, numberText, unitLabel } from './display'
export type { NumberTextOptions } from './display'
export { quantityUnit } from './quantityUnit'
export type { QuantityUnit } from './quantityUnit'
export { choiceFor, dimensionLabel, unitChoices } from './choices'
export type { UnitChoice } from './choices'
export {
  effectiveSystem,
  fitsDimension,
  loadUnitChoices,
  resolveUnitSystems,
  sameUnit,
  saveUnitChoices,
  UNITS_STORAGE_KEY,
  validChoices,
} from './systems'
export type { KeyValueStorage, ResolvedUnitSystems, UnitChoices, UnitSystemOption } from './systems'
