// The min and max inputs of a range (a histogram's, in the menu and on the dashboard) and
// the typed range they read: the spec's messages, display units, dates.
export { END_DATE_LABEL, MAX_LABEL, MIN_LABEL, RangeInputs, START_DATE_LABEL } from './RangeInputs'
export type { RangeInputsProps } from './RangeInputs'
export {
  boundValue,
  checkRange,
  formatBound,
  INVALID_END_DATE,
  INVALID_MAXIMUM,
  INVALID_MINIMUM,
  INVALID_START_DATE,
  LARGER_THAN_MAXIMUM,
  MIN_DATE_RANGE_MS,
  rangeInQuantityUnit,
  rangeTexts,
  SMALLER_THAN_MINIMUM,
} from './range'
export type { Bound, BoundUnit, RangeCheck, RangeKind } from './range'
