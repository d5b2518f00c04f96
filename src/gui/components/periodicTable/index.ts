// The periodic table the filter menu and the dashboard draw (props only).
export { elementLabel, PERIODIC_TABLE_COLUMNS, PERIODIC_TABLE_ROWS, PeriodicTable } from './PeriodicTable'
export type { PeriodicTableProps } from './PeriodicTable'
