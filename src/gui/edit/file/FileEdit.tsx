// A file of the upload (FileEditQuantity): its path, typed or set by uploading a file
// into the upload's root. A name already taken asks before replacing it (spec 3 §5).
import { Alert, Button, InputGroup } from '@blueprintjs/core'
import { UploadIcon } from '@blueprintjs/icons'
import { useId, useRef, useState } from 'react'
import { usePutRawFileMutation } from '../../api'
import { useErrors } from '../../runtime'
import type { EditQuantityProps } from '../editorDef'
import { Field } from '../Field'
import { isPathTaken, OVERWRITE_QUESTION } from './pathTaken'

export const UPLOAD_FILE_TEXT = 'Upload a file'
export const OVERWRITE_TEXT = 'Overwrite'
export const CANCEL_TEXT = 'Cancel'

export default function FileEdit({ definition, value, onChange, context }: EditQuantityProps) {
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const [pending, setPending] = useState<File>()
  const [putFile, { isLoading }] = usePutRawFileMutation()
  const { raiseError } = useErrors()
  const uploadId = context?.uploadId
  const text = typeof value === 'string' ? value : ''

  const upload = async (file: File, overwrite: boolean) => {
    if (!uploadId) return
    const result = await putFile({ uploadId, dir: '', fileName: file.name, file, overwrite })
    if ('error' in result) {
      if (!overwrite && isPathTaken(result.error)) setPending(file)
      else raiseError(result.error)
      return
    }
    onChange(file.name)
  }

  return (
    <Field definition={definition} id={id}>
      <div className="tessera-edit-row">
        <InputGroup id={id} fill value={text} onValueChange={(next) => onChange(next.trim() === '' ? undefined : next)} />
        <Button icon={<UploadIcon />} text={UPLOAD_FILE_TEXT} loading={isLoading} disabled={!uploadId} onClick={() => input.current?.click()} />
        <input
          ref={input}
          type="file"
          hidden
          aria-label={UPLOAD_FILE_TEXT}
          onChange={(event) => {
            const file = event.currentTarget.files?.[0]
            event.currentTarget.value = ''
            if (file) void upload(file, false)
          }}
        />
      </div>
      <Alert
        isOpen={pending !== undefined}
        intent="warning"
        confirmButtonText={OVERWRITE_TEXT}
        cancelButtonText={CANCEL_TEXT}
        onCancel={() => setPending(undefined)}
        onConfirm={() => {
          const file = pending
          setPending(undefined)
          if (file) void upload(file, true)
        }}
      >
        {OVERWRITE_QUESTION}
      </Alert>
    </Field>
  )
}
