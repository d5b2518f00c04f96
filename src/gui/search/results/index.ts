// Public face of the results table (spec 2 §2.1, §2.3, §3.4): the table, its row
// details, what a column format is and the built-in ones, and the download URL.

export {
  ACTIONS_HEADER, ResultsTable, LOAD_MORE_TEXT, NO_RESULTS_TEXT, SEARCH_FAILED_TEXT, SEARCHING_TEXT, SELECT_ALL_LABEL, selectRowLabel,
} from './ResultsTable'
export { HIT_PROCESSING_TEXTS, hitProcessing, type HitProcessing } from './HitProcessing'
export type { ResultsTableProps } from './ResultsTable'
export { EntryDetails, DETAIL_LABELS, GO_TO_ENTRY_TEXT, isProcessing } from './EntryDetails'
export type { EntryDetailsProps } from './EntryDetails'
export { COLUMNS_BUTTON_TEXT, DOWNLOAD_BUTTON_TEXT, DOWNLOAD_TEXTS, resultsCountText, selectedCountText } from './ResultsToolbar'
export { headerText, NO_COLUMNS_TEXT, resultColumns, SPECIAL_TITLES } from './columns'
export type { ColumnQuantities, ColumnQuantity, ResultColumn } from './columns'
export {
  ACCESS_TEXTS,
  accessFormat,
  accessText,
  authorsFormat,
  ColumnCell,
  datasetsFormat,
  isColumn,
  referencesFormat,
  valueFormat,
  valuesText,
  valueText,
} from './formats'
export type { CellProps, ColumnFormatDef, ColumnFormatRegistry } from './formats'
export { formatNumber, formatTimestamp } from './format'
export { downloadUrl, selectionQuery } from './download'
export type { DownloadKind, DownloadUrlOptions } from './download'
export {
  ALL_SELECTED,
  isEmptySelection,
  isSelected,
  NOTHING_SELECTED,
  selectedCount,
  toggleAll,
  toggleRow,
} from './selection'
export type { Selection } from './selection'
export { joinedText, valuesAt } from './values'
// JMESPath columns and plot paths: the package loads lazily; useJmesPath draws again once it is in.
export { evaluateJmesPath, isDottedPath, loadJmesPath, useJmesPath } from './jmespath'
export type { JmesPathResult } from './jmespath'
export { NOT_AVAILABLE_TEXT, RowActions, urlActions } from './RowActions'
export type { RowActionsProps, UrlAction } from './RowActions'
