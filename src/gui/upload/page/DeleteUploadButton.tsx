// Deletes the upload (main author, unpublished: spec 3 §6) after a confirmation when it
// holds entries, and goes back to the uploads list (spec 3 §2.1).
import { Alert } from '@blueprintjs/core'
import { TrashIcon } from '@blueprintjs/icons'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import { useDeleteUploadMutation, type Upload } from '../../api'
import { useErrors } from '../../runtime'
import { ControlButton } from './ControlButton'
import { DELETE } from './messages'
import type { ControlState } from './uploadControls'

export const UPLOADS_LIST_PATH = '/user/uploads'

export function DeleteUploadButton({ upload, control }: { upload: Upload; control: ControlState }) {
  const [asking, setAsking] = useState(false)
  const [remove, { isLoading }] = useDeleteUploadMutation()
  const navigate = useNavigate()
  const { raiseError } = useErrors()
  const doDelete = async () => {
    setAsking(false)
    try {
      await remove(upload.upload_id).unwrap()
      navigate(UPLOADS_LIST_PATH)
    } catch (error) {
      raiseError(error)
    }
  }
  return (
    <>
      <ControlButton
        control={control}
        intent="danger"
        variant="outlined"
        icon={<TrashIcon />}
        text={DELETE.button}
        loading={isLoading}
        onClick={() => (upload.entries > 0 ? setAsking(true) : void doDelete())}
      />
      <Alert
        isOpen={asking}
        intent="danger"
        icon={<TrashIcon />}
        cancelButtonText="Cancel"
        confirmButtonText={DELETE.confirm}
        onCancel={() => setAsking(false)}
        onConfirm={() => void doDelete()}
      >
        <p>{DELETE.question}</p>
      </Alert>
    </>
  )
}
