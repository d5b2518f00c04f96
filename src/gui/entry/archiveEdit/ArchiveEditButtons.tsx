// The data tab's Save entry and Reload archive buttons (spec 3 §2.2 toolbar, §4): Save is
// enabled only with changes and no conflict; both only for an editable entry's archive.
import { Button } from '@blueprintjs/core'
import { FloppyDiskIcon, RefreshIcon } from '@blueprintjs/icons'
import { RELOAD_ARCHIVE, SAVE_ENTRY } from './messages'
import { useArchiveEdit } from './ArchiveEditProvider'

export function SaveEntryButton() {
  const edit = useArchiveEdit()
  if (!edit?.editable) return null
  return (
    <Button
      icon={<FloppyDiskIcon />}
      intent={edit.changed && !edit.conflict ? 'primary' : 'none'}
      text={SAVE_ENTRY}
      disabled={!edit.changed || edit.conflict}
      loading={edit.saving}
      onClick={() => void edit.save()}
    />
  )
}

export function ReloadArchiveButton() {
  const edit = useArchiveEdit()
  if (!edit) return null
  return <Button icon={<RefreshIcon />} variant="minimal" text={RELOAD_ARCHIVE} onClick={edit.reload} />
}
