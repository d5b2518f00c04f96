// Tables and columns of the search index. The root table has one row per entry; each
// nested path (reference §6.3: repeating sections matched one item at a time) has a
// table of its own whose rows point to their parent row and to their root row.
//
// A column holds the values of one search quantity for the rows of one table in CSR
// form: row r's values are items[starts[r] .. starts[r + 1]). Keyword columns (str,
// enum) store dictionary codes; number columns (int, float, bool as 0/1, datetime as
// epoch ms) store the numbers. Rows are only appended: a changed entry gets a new row
// and its old one is marked dead.
import type { ValueType } from '../request/doc'
import { GrowingFloat64, GrowingInt32 } from './growing'

interface ColumnBase {
  /** The search quantity, e.g. `results.material.elements`. */
  quantity: string
  valueType: ValueType
  table: Table
  /** Row r's values are items[starts[r] .. starts[r + 1]); length rows + 1 once sealed. */
  starts: GrowingInt32
}

export interface KeywordColumn extends ColumnBase {
  kind: 'keyword'
  items: GrowingInt32
  /** Distinct values; a value's code is its position. */
  dictionary: string[]
  codeOf: Map<string, number>
}

export interface NumberColumn extends ColumnBase {
  kind: 'number'
  items: GrowingFloat64
}

export type Column = KeywordColumn | NumberColumn

export class Table {
  readonly columns = new Map<string, Column>()
  rows = 0
  /** Nested tables: the row of the enclosing table (root or nested) each row belongs to. */
  readonly parentRow = new GrowingInt32()
  /** Nested tables: the root row (entry) each row belongs to. Root: the row itself. */
  readonly rootRow = new GrowingInt32()

  constructor(
    /** '' for the root, else the nested path. */
    readonly path: string,
    readonly parent?: Table,
  ) {}

  addRow(parentRow: number, rootRow: number): number {
    const row = this.rows++
    this.parentRow.push(parentRow)
    this.rootRow.push(rootRow)
    return row
  }

  column(quantity: string, valueType: ValueType): Column {
    let column = this.columns.get(quantity)
    if (!column) {
      const base = { quantity, valueType, table: this, starts: new GrowingInt32() }
      column = valueType === 'str' || valueType === 'enum'
        ? { ...base, kind: 'keyword', items: new GrowingInt32(), dictionary: [], codeOf: new Map() }
        : { ...base, kind: 'number', items: new GrowingFloat64() }
      this.columns.set(quantity, column)
    }
    return column
  }

  /** Closes every column's rows up to the table's row count, so readers need no bounds checks. */
  seal(): void {
    for (const column of this.columns.values()) padStarts(column, this.rows)
  }
}

/** Makes starts cover rows 0..row-1 (and open row `row`). */
export function padStarts(column: Column, row: number): void {
  const starts = column.starts
  starts.grow(row + 1)
  const end = column.items.length
  while (starts.length < row + 1) starts.data[starts.length++] = end
}

export function addKeyword(column: KeywordColumn, row: number, value: string): void {
  padStarts(column, row)
  let code = column.codeOf.get(value)
  if (code === undefined) {
    code = column.dictionary.length
    column.dictionary.push(value)
    column.codeOf.set(value, code)
  }
  column.items.push(code)
}

export function addNumber(column: NumberColumn, row: number, value: number): void {
  padStarts(column, row)
  column.items.push(value)
}
