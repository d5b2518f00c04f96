// Public face of the search bar and the query chip bar.
export {
  SearchBar,
  NO_OPTIONS_TEXT,
  REMOVE_FROM_HISTORY_LABEL,
  SEARCH_BAR_LABEL,
  SEARCH_BAR_PLACEHOLDER,
  SUGGESTIONS_LABEL,
} from './SearchBar'
export type { AcceptedInput, SearchBarProps } from './SearchBar'
export {
  CLEAR_QUERY_TEXT,
  LOCKED_FILTER_TITLE,
  QUERY_CHIPS_LABEL,
  QueryChipBar,
  REFRESH_RESULTS_TEXT,
  removeChipLabel,
  VIEW_API_CALL_TEXT,
} from './QueryChipBar'
export type { QueryChipBarProps } from './QueryChipBar'
export {
  API_CALL_CLOSE_TEXT,
  API_CALL_NONE_TEXT,
  API_CALL_QUERY_HEADING,
  API_CALL_REQUEST_HEADING,
  API_CALL_TITLE,
  ApiCallDialog,
} from './ApiCallDialog'
export type { ApiCallDialogProps } from './ApiCallDialog'
export { chipValueText, customQuantityLabel, filterLabel, queryChips, rangeText } from './chips'
export { changeInDisplayUnit } from './unitChange'
export type { QueryChip } from './chips'
export {
  HISTORY_GROUP_TITLE,
  NAMES_GROUP_TITLE,
  nameSuggestions,
  SUGGESTION_DEBOUNCE_MS,
  suggestionGroups,
  suggestionQuantities,
  suggestionRequest,
  valueSuggestionGroups,
  VALUES_PER_QUANTITY,
} from './suggestions'
export type { FetchSuggestions, SuggestionGroup, SuggestionsResponse } from './suggestions'
export { browserStorage, useSuggestionHistory } from './useSuggestionHistory'
export type { SuggestionHistory } from './useSuggestionHistory'
export {
  BAR_LIST_HEIGHT,
  BAR_OPTION_ROW_HEIGHT,
  HEADER_ROW_HEIGHT,
  LIST_HEIGHT,
  OPTION_ROW_HEIGHT,
  OVERSCAN,
  VIRTUAL_ABOVE,
  VirtualList,
} from './VirtualList'
export type { VirtualListProps, VirtualRow } from './VirtualList'
export { nextHighlight, useSuggestionKeys } from './useSuggestionKeys'
export type { SuggestionKeys, SuggestionKeysOptions } from './useSuggestionKeys'
export { compareRanks, matchTier, MatchTier, nameRank, valueRank } from './ranking'
export type { Rank } from './ranking'
