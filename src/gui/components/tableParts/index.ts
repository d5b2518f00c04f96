// What the search results table shares with the data tables (components/dataTable): the
// sortable header and the row selection. A unit of its own so that the search page's
// first paint carries these two, not the whole data table the other pages draw.
export { ariaSort, nextOrder, SortHeader } from './SortHeader'
export type { Order, SortHeaderProps } from './SortHeader'
export {
  ALL_SELECTED, isEmptySelection, isSelected, NOTHING_SELECTED, selectedCount, toggleAll, toggleRow,
} from './selection'
export type { Selection } from './selection'
