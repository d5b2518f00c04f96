// Public face of the column formats (spec 2 §3.4): what a format is, the built-in ones
// (one folder each), the cell that draws the best-fitting one, and values as text.
export { ColumnCell } from './ColumnCell'
export { isColumn } from './formatDef'
export type { CellProps, ColumnFormatDef, ColumnFormatRegistry } from './formatDef'
export { ACCESS_TEXTS, accessText, valuesText, valueText } from './valueText'
export { valueFormat } from './value'
export { authorsFormat } from './authors'
export { datasetsFormat } from './datasets'
export { referencesFormat } from './references'
export { accessFormat } from './access'
