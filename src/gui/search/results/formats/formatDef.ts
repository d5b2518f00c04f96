// What a column format is (spec 2 §3.4): how a cell shows a column's values. Formats sit
// in the ranked `columns` registry; several may fit a column and the best-ranked draws
// its cells (JSON Forms' testers). Built-ins and plugins define them the same way.
import type { Predicate, RankedRegistry, RankedRendererDef } from '../../../runtime'
import type { JsonObject, JsonValue } from '../../context'
import type { ResultColumn } from '../columns'

export interface CellProps {
  readonly entry: JsonObject
  readonly column: ResultColumn
  /** The values at the column's path (lists flattened). */
  readonly values: JsonValue[]
}

/** A column format: ranks a column, draws its cells. */
export type ColumnFormatDef = RankedRendererDef<ResultColumn, CellProps>

/** The column formats of a runtime (`useRegistry('columns')`). */
export type ColumnFormatRegistry = RankedRegistry<ResultColumn, ColumnFormatDef>

declare module '../../../runtime/kinds' {
  interface RendererKinds {
    columns: ColumnFormatDef
  }
}

/** The column of this search quantity. */
export const isColumn =
  (key: string): Predicate<ResultColumn> =>
  (column) =>
    column.key === key
