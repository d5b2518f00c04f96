// The buttons under the 3D view (spec 3 §2.10): reset, fullscreen, download as CIF / XYZ /
// PDB (links to GET systems/{entry_id}), 'View data in the archive', and the options:
// bonds, cell, wrap mode.
import { Button, Checkbox, Menu, MenuItem, PopoverNext, Radio, RadioGroup, Tooltip } from '@blueprintjs/core'
import { CogIcon, DownloadIcon, FullscreenIcon, ListDetailViewIcon, MinimizeIcon, RefreshIcon } from '@blueprintjs/icons'
import { STRUCTURE_FILE_FORMATS, WRAP_MODES, type StructureFileFormat, type WrapMode } from '../../../core/structures'
import * as text from './messages'

export interface ToolbarState {
  readonly showBonds: boolean
  readonly showCell: boolean
  readonly wrapMode: WrapMode
}

export interface StructureToolbarProps extends ToolbarState {
  readonly fullscreen: boolean
  readonly bondsDisabled: boolean
  /** No cell: no cell to show, nothing to wrap. */
  readonly cellDisabled: boolean
  readonly onChange: (change: Partial<ToolbarState>) => void
  readonly onReset: () => void
  readonly onFullscreen: () => void
  readonly downloadUrl?: (format: StructureFileFormat, wrapMode: WrapMode) => string
  readonly onViewInArchive?: () => void
}

function IconButton({ label, icon, onClick, disabled }: { label: string; icon: React.JSX.Element; onClick?: () => void; disabled?: boolean }) {
  return (
    <Tooltip content={label} placement="top" compact>
      <Button variant="minimal" icon={icon} aria-label={label} onClick={onClick} disabled={disabled} />
    </Tooltip>
  )
}

export function StructureToolbar(props: StructureToolbarProps) {
  const { showBonds, showCell, wrapMode, onChange, downloadUrl } = props
  return (
    <div className="tessera-structure-toolbar" role="toolbar" aria-label="Structure viewer">
      <IconButton label={text.RESET_VIEW} icon={<RefreshIcon />} onClick={props.onReset} />
      <IconButton label={props.fullscreen ? text.CLOSE_FULLSCREEN : text.FULLSCREEN} icon={props.fullscreen ? <MinimizeIcon /> : <FullscreenIcon />} onClick={props.onFullscreen} />
      <PopoverNext
        placement="top"
        disabled={!downloadUrl}
        content={
          <Menu aria-label={text.DOWNLOAD}>
            {STRUCTURE_FILE_FORMATS.map((format) => (
              <MenuItem key={format} text={text.FORMAT_LABELS[format]} href={downloadUrl?.(format, wrapMode)} download />
            ))}
          </Menu>
        }
      >
        <Button variant="minimal" icon={<DownloadIcon />} aria-label={text.DOWNLOAD} title={text.DOWNLOAD} disabled={!downloadUrl} />
      </PopoverNext>
      {props.onViewInArchive && <IconButton label={text.VIEW_IN_ARCHIVE} icon={<ListDetailViewIcon />} onClick={props.onViewInArchive} />}
      <PopoverNext
        placement="top-end"
        content={
          <div className="tessera-structure-options">
            <Checkbox label={text.SHOW_BONDS} checked={showBonds && !props.bondsDisabled} disabled={props.bondsDisabled} onChange={() => onChange({ showBonds: !showBonds })} />
            <Checkbox label={text.SHOW_CELL} checked={showCell && !props.cellDisabled} disabled={props.cellDisabled} onChange={() => onChange({ showCell: !showCell })} />
            <RadioGroup
              label={text.WRAP_MODE}
              selectedValue={wrapMode}
              disabled={props.cellDisabled}
              onChange={(event) => onChange({ wrapMode: WRAP_MODES.find((mode) => mode === event.currentTarget.value) ?? 'original' })}
            >
              {WRAP_MODES.map((mode) => <Radio key={mode} value={mode} label={text.WRAP_MODE_LABELS[mode]} />)}
            </RadioGroup>
          </div>
        }
      >
        <Button variant="minimal" icon={<CogIcon />} aria-label={text.OPTIONS} title={text.OPTIONS} />
      </PopoverNext>
    </div>
  )
}
