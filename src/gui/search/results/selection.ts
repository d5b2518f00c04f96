// Row selection of the results table: the data tables' (components/tableParts), where
// "all" means the whole current query, also the hits not loaded yet.
export {
  ALL_SELECTED, isEmptySelection, isSelected, NOTHING_SELECTED, selectedCount, toggleAll, toggleRow, type Selection,
} from '../../components/tableParts'
