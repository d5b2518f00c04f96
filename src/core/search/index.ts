// Search filters, isomorphic (no DOM, no Node APIs): filter definitions from the
// search-quantity artifact, filter state ↔ API query ↔ URL query string, the search
// bar's syntax and its suggestion history. Other modules import from this file only.
export type {
  Atom,
  CustomQuantitiesValue,
  CustomQuantityCriterion,
  Dtype,
  FilterState,
  FilterValue,
  JsonObject,
  JsonValue,
  Measure,
  QuantityValue,
  QueryMode,
  Range,
  RangeOp,
  Scalar,
  SectionValue,
} from './types'
export {
  COMBINE,
  CUSTOM_QUANTITIES,
  ELEMENTS,
  ELEMENTS_EXCLUSIVE,
  EMPTY_FILTER_STATE,
  EXCLUSIVE,
  isEmptyValue,
  isMeasure,
  isRange,
  OPTIMADE_FILTER,
  QUANTITIES,
  QUERY_MODES,
  RANGE_OPS,
  TEXT_SEARCH,
  VISIBILITY,
} from './types'
export type { FilterDefinition, FilterDefinitionsOptions, FilterOption, FilterSettings, SearchFilters } from './filters'
export {
  dtypeOf,
  filterDefinition,
  FilterConfigError,
  filterDefinitions,
  labelOf,
  MAX_ENUM_OPTIONS,
  resolveFilterName,
  VISIBILITY_OPTIONS,
} from './filters'
export { apiAtom, atomText, InvalidValueError, parseAtom, parseTimestamp } from './values'
export type { ApiQueryOptions, ApiSearch, Resource } from './apiQuery'
export { filterStateFromQuery, FilterQueryError, materialsName, toApiQuery } from './apiQuery'
export type { DecodedQueryString } from './queryString'
export { decodeQueryString, encodeQueryString, stripAuthMarkers } from './queryString'
export type { JmesPathTarget, Selection, TargetCheck } from './jmespath'
export { checkJmesPathTarget, looksLikeJmesPath, parseJmesPathTarget, repeatsWithoutSelection } from './jmespath'
export type { FilterChange, SearchBarOptions, SearchBarResult, SearchSyntax, SuggestionType } from './searchBar'
export {
  applyFilterChange,
  CANNOT_TARGET_SECTIONS,
  INVALID_JMESPATH,
  invalidValue,
  parseSearchInput,
  PLEASE_SPECIFY_A_VALUE,
  quantityNotAvailable,
  quantityNotSupported,
  SEARCH_SYNTAXES,
  SUGGESTION_MIN_LENGTH,
  suggestionTypeOf,
  UNSUPPORTED_QUERY,
  wantsSuggestions,
} from './searchBar'
export type { KeyValueStorage, SearchSuggestion } from './history'
export {
  clearSuggestionHistory,
  loadSuggestionHistory,
  matchingSuggestions,
  pushSuggestion,
  removeSuggestion,
  saveSuggestionHistory,
  SUGGESTION_HISTORY_SIZE,
  SUGGESTIONS_SHOWN,
  suggestionHistoryKey,
  suggestionKey,
} from './history'
