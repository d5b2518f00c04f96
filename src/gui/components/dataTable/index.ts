// Public face of the data table (spec 1 §9 "Data tables"): the table, its columns,
// selection, paging (pages, scroll, load more), the state of a server-paged table, and
// ordering and paging rows held in memory.
export {
  ALL_SELECTED_TEXT, DataTable, DETAILS_LABEL, LOADING_TEXT, NO_ROWS_TEXT, ROW_ACTIONS_LABEL, SELECT_ALL_LABEL,
  selectedText, selectRowLabel,
} from './DataTable'
export type { DataTableProps } from './DataTable'
export { defaultCell, initiallyShown, valueText } from './columns'
export type { ColumnAlign, DataColumn } from './columns'
export { COLUMN_CHOOSER_TEXT, ColumnChooser } from './ColumnChooser'
export { LOAD_MORE_TEXT, LOADING_MORE_TEXT, PAGE_BUTTONS, Paginator, ROWS_PER_PAGE_TEXT } from './Paginator'
export { PAGE_SIZES, pageCount, pageRangeText } from './pagination'
export type { AppendingPagination, DataTablePagination, PageChange, PagesPagination } from './pagination'
// The sort header and the selection live in components/tableParts (the search results share them).
export {
  ALL_SELECTED, ariaSort, isEmptySelection, isSelected, nextOrder, NOTHING_SELECTED, selectedCount, SortHeader, toggleAll, toggleRow,
} from '../tableParts'
export type { Order, Selection, SortHeaderProps } from '../tableParts'
export { anyOrder, useTableQuery } from './useTableQuery'
export type { TableQuery, TableQueryState } from './useTableQuery'
export { fieldOf, pageOf, sortRows } from './localRows'
