// The create-from-schema dialog (spec 3 §4, §5): a name and a schema, built-in or one of the
// upload's own; Create writes {name}.archive.json (spaces → underscores) with data of that
// section, waits for its processing and opens the new entry at its data tab. An existing
// file of that name (409) says 'Entry already exists'.
import { Button, Callout, Dialog, DialogBody, DialogFooter, FormGroup, HTMLSelect, InputGroup, Radio, RadioGroup } from '@blueprintjs/core'
import { useMemo, useState } from 'react'
import { useNavigate } from 'react-router'
import { useArchivesQuery, useCreateArchiveFileMutation } from '../../api'
import { useErrors } from '../../runtime'
import {
  BUILT_IN, CANCEL, CREATE, CREATE_TITLE, CUSTOM, EXISTS_MESSAGE, EXISTS_TITLE, NAME_LABEL, NO_CUSTOM_SCHEMAS, OK, SCHEMA_LABEL,
} from './messages'
import { builtInSchemas, customSchemas, entryFileContent, entryFileName } from './schemas'

export interface CreateEntryDialogProps {
  readonly uploadId: string
  /** The path of the new entry's data tab. */
  readonly entryDataPath: (entryId: string) => string
  readonly onClose: () => void
}

const isConflict = (error: unknown) => typeof error === 'object' && error !== null && 'status' in error && error.status === 409

export default function CreateEntryDialog({ uploadId, entryDataPath, onClose }: CreateEntryDialogProps) {
  const navigate = useNavigate()
  const { raiseError } = useErrors()
  const [name, setName] = useState('')
  const [kind, setKind] = useState<'builtin' | 'custom'>('builtin')
  const [chosen, setChosen] = useState<string>('')
  const [exists, setExists] = useState(false)
  const builtIn = useMemo(() => builtInSchemas(), [])
  // The upload's entries with definitions: its schema files (NOMAD asks the same).
  const { data: archives } = useArchivesQuery({
    owner: 'visible',
    query: { upload_id: uploadId, quantities: 'definitions' },
    pagination: { page_size: 100 },
    required: { definitions: { section_definitions: '*' }, metadata: { mainfile: '*' } },
  })
  const custom = useMemo(() => customSchemas(archives?.data), [archives])
  const choices = kind === 'builtin' ? builtIn : custom
  const mDef = choices.some((choice) => choice.mDef === chosen) ? chosen : ''
  const [create, { isLoading }] = useCreateArchiveFileMutation()

  const submit = async () => {
    try {
      const response = await create({ uploadId, dir: '', fileName: entryFileName(name), content: entryFileContent(mDef) }).unwrap()
      const entryId = response.processing?.entry_id
      onClose()
      if (entryId) void navigate(entryDataPath(entryId))
    } catch (error) {
      if (isConflict(error)) setExists(true)
      else raiseError(error)
    }
  }

  return (
    <>
      <Dialog isOpen onClose={onClose} title={CREATE_TITLE}>
        <DialogBody>
          <FormGroup label={NAME_LABEL} labelFor="tessera-create-entry-name">
            <InputGroup id="tessera-create-entry-name" value={name} autoFocus onValueChange={setName} />
          </FormGroup>
          <RadioGroup inline selectedValue={kind} onChange={(event) => setKind(event.currentTarget.value === 'custom' ? 'custom' : 'builtin')}>
            <Radio value="builtin" label={BUILT_IN} />
            <Radio value="custom" label={CUSTOM} />
          </RadioGroup>
          {kind === 'custom' && custom.length === 0 ? (
            <Callout>{NO_CUSTOM_SCHEMAS}</Callout>
          ) : (
            <FormGroup label={SCHEMA_LABEL} labelFor="tessera-create-entry-schema">
              <HTMLSelect id="tessera-create-entry-schema" fill value={mDef} onChange={(event) => setChosen(event.currentTarget.value)}>
                <option value="">—</option>
                {choices.map((choice) => (
                  <option key={choice.mDef} value={choice.mDef}>
                    {choice.file ? `${choice.label} (${choice.file})` : choice.label}
                  </option>
                ))}
              </HTMLSelect>
            </FormGroup>
          )}
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={CANCEL} onClick={onClose} />
              <Button intent="primary" text={CREATE} loading={isLoading} disabled={!name.trim() || !mDef} onClick={() => void submit()} />
            </>
          }
        />
      </Dialog>
      <Dialog isOpen={exists} onClose={() => setExists(false)} title={EXISTS_TITLE}>
        <DialogBody>
          <p>{EXISTS_MESSAGE}</p>
        </DialogBody>
        <DialogFooter actions={<Button text={OK} onClick={() => setExists(false)} />} />
      </Dialog>
    </>
  )
}
