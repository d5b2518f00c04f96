// A reference (ReferenceEditQuantity / a reference type): the reference as text, chosen
// with the section-select dialog (spec 2 §2.5), typed, or made by creating a new entry of
// the referenced section (the create-reference dialog); the clear button unsets it.
import { Button, InputGroup } from '@blueprintjs/core'
import { AddIcon, CrossIcon, SearchIcon } from '@blueprintjs/icons'
import { useId, useState } from 'react'
import { useSelector } from 'react-redux'
import { selectUser } from '../../auth'
import { useErrors } from '../../runtime'
import { SectionSelectDialog, useEntriesQuerySender } from '../../search/sectionSelect'
import type { EditQuantityProps } from '../editorDef'
import { Field } from '../Field'
import { CreateReferenceDialog } from './CreateReferenceDialog'
import { referenceValue } from './referenceValue'

export const CHOOSE_REFERENCE_TEXT = 'Choose'
export const CLEAR_REFERENCE_TEXT = 'Remove the reference'
export const CREATE_REFERENCE_TEXT = 'Create'

export default function ReferenceEdit({ definition, value, onChange, context }: EditQuantityProps) {
  const id = useId()
  const [open, setOpen] = useState(false)
  const [creating, setCreating] = useState(false)
  const mDef = typeof definition.type.type_data === 'string' ? definition.type.type_data : undefined
  const user = useSelector(selectUser)
  const errors = useErrors()
  const send = useEntriesQuerySender()
  const text = typeof value === 'string' ? value : ''
  return (
    <Field definition={definition} id={id}>
      <div className="tessera-edit-row">
        <InputGroup id={id} fill value={text} onValueChange={(next) => onChange(next.trim() === '' ? undefined : next)} />
        {text && <Button icon={<CrossIcon />} variant="minimal" aria-label={CLEAR_REFERENCE_TEXT} onClick={() => onChange(undefined)} />}
        <Button icon={<SearchIcon />} text={CHOOSE_REFERENCE_TEXT} onClick={() => setOpen(true)} />
        {mDef && <Button icon={<AddIcon />} text={CREATE_REFERENCE_TEXT} disabled={!user} onClick={() => setCreating(true)} />}
      </div>
      {mDef && user && (
        <CreateReferenceDialog
          isOpen={creating}
          mDef={mDef}
          uploadId={context?.uploadId}
          onClose={() => setCreating(false)}
          onCreated={(entry) => {
            setCreating(false)
            onChange(referenceValue(entry, context?.uploadId))
          }}
        />
      )}
      <SectionSelectDialog
        isOpen={open}
        onCancel={() => setOpen(false)}
        onSelect={(result) => {
          setOpen(false)
          if (result.data) onChange(referenceValue(result.data, context?.uploadId))
        }}
        send={send}
        uploadId={context?.uploadId}
        userId={user?.user_id}
        onError={errors.raiseError}
      />
    </Field>
  )
}
