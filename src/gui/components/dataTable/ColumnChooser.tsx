// The column chooser of a data table's toolbar (spec 1 §9): a button 'Change the shown
// columns' opening a list of the columns with a checkbox each. The last shown column
// cannot be hidden: a table without columns would say nothing.
import { Button, Checkbox, PopoverNext } from '@blueprintjs/core'
import { ColumnLayoutIcon } from '@blueprintjs/icons'
import type { DataColumn } from './columns'

export const COLUMN_CHOOSER_TEXT = 'Change the shown columns'

export interface ColumnChooserProps<Row> {
  columns: readonly DataColumn<Row>[]
  shown: ReadonlySet<string>
  onToggle: (key: string) => void
}

export function ColumnChooser<Row>({ columns, shown, onToggle }: ColumnChooserProps<Row>) {
  return (
    <PopoverNext
      placement="bottom-end"
      content={
        <div className="tessera-table-column-menu" role="group" aria-label={COLUMN_CHOOSER_TEXT}>
          {columns.map((column) => {
            const checked = shown.has(column.key)
            return (
              <Checkbox
                key={column.key}
                label={column.label}
                checked={checked}
                disabled={checked && shown.size === 1}
                onChange={() => onToggle(column.key)}
              />
            )
          })}
        </div>
      }
    >
      <Button icon={<ColumnLayoutIcon />} variant="minimal" aria-label={COLUMN_CHOOSER_TEXT} title={COLUMN_CHOOSER_TEXT} />
    </PopoverNext>
  )
}
