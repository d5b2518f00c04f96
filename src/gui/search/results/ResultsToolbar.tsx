// Above the results table: the count, the column menu and the Download menu for the
// selected rows (spec 2 §2.1, §3.4).
import { Button, Checkbox, Classes, Menu, MenuItem, PopoverNext } from '@blueprintjs/core'
import { ColumnLayoutIcon, DownloadIcon } from '@blueprintjs/icons'
import type { ResultColumn } from './columns'
import type { DownloadKind } from './download'
import { formatNumber } from './format'

export const COLUMNS_BUTTON_TEXT = 'Columns'
export const DOWNLOAD_BUTTON_TEXT = 'Download'
export const DOWNLOAD_TEXTS: Readonly<Record<DownloadKind, string>> = {
  raw: 'Raw files',
  archive: 'Archives',
}

export const resultsCountText = (total: number) => `${formatNumber(total, { mode: 'separators' })} ${total === 1 ? 'result' : 'results'}`
export const selectedCountText = (count: number) => `${formatNumber(count, { mode: 'separators' })} selected`

export interface ResultsToolbarProps {
  total: number
  columns: readonly ResultColumn[]
  visible: ReadonlySet<string>
  onToggleColumn: (key: string) => void
  /** Undefined when rows cannot be selected: no Download menu. */
  selectedCount?: number
  onDownload: (kind: DownloadKind) => void
}

export function ResultsToolbar({ total, columns, visible, onToggleColumn, selectedCount, onDownload }: ResultsToolbarProps) {
  return (
    <div className="tessera-results-toolbar">
      <span className={Classes.TEXT_MUTED}>{resultsCountText(total)}</span>
      {selectedCount !== undefined && selectedCount > 0 && <span>{selectedCountText(selectedCount)}</span>}
      <span className="tessera-results-toolbar-spacer" />
      {selectedCount !== undefined && (
        <PopoverNext
          placement="bottom-end"
          disabled={selectedCount === 0}
          content={
            <Menu aria-label={DOWNLOAD_BUTTON_TEXT}>
              {(Object.keys(DOWNLOAD_TEXTS) as DownloadKind[]).map((kind) => (
                <MenuItem key={kind} text={DOWNLOAD_TEXTS[kind]} onClick={() => onDownload(kind)} />
              ))}
            </Menu>
          }
        >
          <Button
            icon={<DownloadIcon />}
            variant="minimal"
            text={DOWNLOAD_BUTTON_TEXT}
            disabled={selectedCount === 0}
            title={selectedCount === 0 ? 'Select rows to download them' : undefined}
          />
        </PopoverNext>
      )}
      <PopoverNext
        placement="bottom-end"
        content={
          <div className="tessera-results-column-menu" role="group" aria-label={COLUMNS_BUTTON_TEXT}>
            {columns.map((column) => (
              <Checkbox
                key={column.key}
                label={column.title}
                checked={visible.has(column.key)}
                onChange={() => onToggleColumn(column.key)}
              />
            ))}
          </div>
        }
      >
        <Button icon={<ColumnLayoutIcon />} variant="minimal" text={COLUMNS_BUTTON_TEXT} />
      </PopoverNext>
    </div>
  )
}
