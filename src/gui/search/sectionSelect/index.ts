// Public face of the section-select search dialog (spec 2 §2.5): the dialog, its sender
// hook, the pure query builders and the texts.
export {
  CANCEL_TEXT,
  firstResultsText,
  NO_RESULTS_TEXT,
  NOTHING_TO_MATCH_TEXT,
  OK_TEXT,
  PUBLISHED_TEXT,
  SCOPE_LABEL,
  SCOPE_TEXTS,
  SEARCH_LABEL,
  SEARCH_PLACEHOLDER,
  SEARCHING_TEXT,
  SECTION_SELECT_TITLE,
  SectionSelectDialog,
  UNPUBLISHED_TEXT,
} from './SectionSelectDialog'
export type { SectionSelectDialogProps } from './SectionSelectDialog'
export { authorsText, chooseEntryLabel, COLUMN_TITLES, entryLabel, EntryTable } from './EntryTable'
export type { EntryTableProps } from './EntryTable'
export {
  canMatch,
  chosenEntryOf,
  DEFAULT_SETTINGS,
  EXCLUDED_FIELDS,
  PAGE_SIZE,
  PAGINATION,
  queryEditResult,
  scopeAvailable,
  SECTION_SELECT_SCOPES,
  sectionSelectFilters,
  sectionSelectQuery,
  sectionSelectRequest,
} from './query'
export type { ChosenEntry, QueryEditResult, SectionSelectContext, SectionSelectScope, SectionSelectSettings } from './query'
export { SEARCH_DIALOG_DEBOUNCE_MS, useDebouncedValue, useSectionSelectSearch } from './useSectionSelectSearch'
export type { SectionSelectSearch, SectionSelectSearchOptions } from './useSectionSelectSearch'
export { useEntriesQuerySender } from './useEntriesQuerySender'
