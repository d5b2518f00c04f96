// The edit actions of an editable entry (spec 3 §2.2 "Editable entries show edit actions
// and a delete button"): its metadata dialog, and deleting its mainfile — or the mainfile
// and its folder — after which the user goes to the upload's page (spec 3 §2.1).
import { Button, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core'
import { EditIcon, TrashIcon } from '@blueprintjs/icons'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import { useDeleteEntryFilesMutation, type EntryMetadata } from '../../api'
import { useErrors } from '../../runtime'
import {
  CANCEL_TEXT,
  DELETE_ENTRY_EXPLANATION,
  DELETE_ENTRY_QUESTION,
  DELETE_ENTRY_TEXT,
  DELETE_MAINFILE,
  DELETE_MAINFILE_AND_FOLDER,
  EDIT_METADATA_TEXT,
} from '../messages'
import { EditMetadataDialog } from './EditMetadataDialog'

function DeleteEntryDialog({ metadata, onClose }: { readonly metadata: EntryMetadata; readonly onClose: () => void }) {
  const [deleteFiles, { isLoading }] = useDeleteEntryFilesMutation()
  const { raiseError } = useErrors()
  const navigate = useNavigate()
  const remove = async (includeParentFolders: boolean) => {
    try {
      await deleteFiles({ uploadId: metadata.upload_id, entryId: metadata.entry_id, includeParentFolders }).unwrap()
      onClose()
      void navigate(`/user/uploads/upload/id/${encodeURIComponent(metadata.upload_id)}`)
    } catch (error) {
      raiseError(error)
    }
  }
  return (
    <Dialog isOpen onClose={onClose} title={DELETE_ENTRY_TEXT} icon={<TrashIcon />}>
      <DialogBody>
        <p>
          <b>{DELETE_ENTRY_QUESTION}</b>
        </p>
        <p>{DELETE_ENTRY_EXPLANATION}</p>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={CANCEL_TEXT} onClick={onClose} autoFocus />
            <Button intent="danger" text={DELETE_MAINFILE} loading={isLoading} onClick={() => void remove(false)} />
            <Button intent="danger" text={DELETE_MAINFILE_AND_FOLDER} loading={isLoading} onClick={() => void remove(true)} />
          </>
        }
      />
    </Dialog>
  )
}

export function EditActions({ metadata, userId }: { readonly metadata: EntryMetadata; readonly userId: string }) {
  const [open, setOpen] = useState<'edit' | 'delete'>()
  return (
    <div className="tessera-entry-edit-actions">
      <Button icon={<EditIcon />} text={EDIT_METADATA_TEXT} onClick={() => setOpen('edit')} />
      <Button icon={<TrashIcon />} intent="danger" variant="outlined" text={DELETE_ENTRY_TEXT} onClick={() => setOpen('delete')} />
      {open === 'edit' && <EditMetadataDialog metadata={metadata} userId={userId} onClose={() => setOpen(undefined)} />}
      {open === 'delete' && <DeleteEntryDialog metadata={metadata} onClose={() => setOpen(undefined)} />}
    </div>
  )
}
