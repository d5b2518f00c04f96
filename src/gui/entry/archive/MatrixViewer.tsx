// The matrix viewer (spec 3 §9): arrays on @blueprintjs/table — one column for a list, a
// table for a matrix, and for more dimensions a table per choice of the leading indices
// (paged with a stepper each). Max height 300, rows 24 px, columns at least 92 px.
// A chunk of its own: the table is drawn only for arrays.
import { Button, ButtonGroup } from '@blueprintjs/core'
import { ChevronLeftIcon, ChevronRightIcon } from '@blueprintjs/icons'
import { Cell, Column, RowHeaderCell, Table2 } from '@blueprintjs/table'
import '@blueprintjs/table/lib/css/table.css'
import { useState } from 'react'
import type { JsonValue } from '../../../core/archive'
import { shapeOf } from './values'
import { matrixPage } from './matrix'

export const MATRIX_MAX_HEIGHT = 300
export const MATRIX_ROW_HEIGHT = 24
export const MATRIX_MIN_COLUMN_WIDTH = 92
const HEADER_HEIGHT = 30

export interface MatrixViewerProps {
  readonly value: readonly JsonValue[]
  /** A cell's text (numbers in the display unit). */
  readonly format: (value: JsonValue) => string
}

export default function MatrixViewer({ value, format }: MatrixViewerProps) {
  const shape = shapeOf(value)
  const leading = shape.slice(0, Math.max(0, shape.length - 2))
  const [indices, setIndices] = useState<readonly number[]>(() => leading.map(() => 0))
  const rows = matrixPage(value, indices)
  const columns = Math.max(1, ...rows.map((row) => row.length))
  const step = (dimension: number, by: number) =>
    setIndices((current) => current.map((index, at) => (at === dimension ? Math.min(leading[at] - 1, Math.max(0, index + by)) : index)))
  const height = Math.min(MATRIX_MAX_HEIGHT, HEADER_HEIGHT + rows.length * MATRIX_ROW_HEIGHT + 2)
  return (
    <div className="tessera-matrix">
      {leading.map((size, dimension) => (
        <ButtonGroup key={dimension} className="tessera-matrix-pager" aria-label={`dimension ${dimension + 1}`}>
          <Button size="small" icon={<ChevronLeftIcon />} aria-label="previous" disabled={indices[dimension] === 0} onClick={() => step(dimension, -1)} />
          <span className="tessera-matrix-index">
            {indices[dimension]} of {size}
          </span>
          <Button size="small" icon={<ChevronRightIcon />} aria-label="next" disabled={indices[dimension] >= size - 1} onClick={() => step(dimension, 1)} />
        </ButtonGroup>
      ))}
      <div style={{ height }} className="tessera-matrix-table">
        <Table2
          numRows={rows.length}
          defaultRowHeight={MATRIX_ROW_HEIGHT}
          defaultColumnWidth={MATRIX_MIN_COLUMN_WIDTH}
          minColumnWidth={MATRIX_MIN_COLUMN_WIDTH}
          enableGhostCells={false}
          enableFocusedCell={false}
          // Rows count from 0 as the columns and the archive's indices do.
          rowHeaderCellRenderer={(row) => <RowHeaderCell name={String(row)} />}
        >
          {[...Array(columns).keys()].map((column) => (
            <Column key={column} name={String(column)} cellRenderer={(row) => <Cell>{rows[row]?.[column] === undefined ? '' : format(rows[row][column])}</Cell>} />
          ))}
        </Table2>
      </div>
    </div>
  )
}
