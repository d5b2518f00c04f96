// References of the entries: an URL field with Add, the list with remove buttons. The
// spec's messages show at the field: a duplicate while typing, an invalid URL on Add, and
// what the server's verification said.
import { Button, Classes, FormGroup, InputGroup } from '@blueprintjs/core'
import { AddIcon, ShareIcon, TrashIcon } from '@blueprintjs/icons'
import { useState } from 'react'
import { referenceDuplicate, referenceProblem } from './validation'

export const REFERENCES_TEXTS = {
  label: 'References',
  placeholder: 'Enter the URL',
  add: 'Add',
  remove: 'Remove the reference',
  open: 'Open in new tab',
  none: 'No references.',
} as const

export interface ReferencesFieldProps {
  references: readonly string[]
  disabled: boolean
  onAdd: (url: string) => void
  onRemove: (url: string) => void
  /** The server's verification failures at this field. */
  problems?: readonly string[]
}

export function ReferencesField({ references, disabled, onAdd, onRemove, problems = [] }: ReferencesFieldProps) {
  const [url, setUrl] = useState('')
  const [refused, setRefused] = useState<string>()
  const shown = refused ?? referenceDuplicate(url.trim(), references)
  const add = () => {
    const candidate = url.trim()
    const problem = referenceProblem(candidate, references)
    setRefused(problem)
    if (problem) return
    onAdd(candidate)
    setUrl('')
  }
  const messages = [...(shown ? [shown] : []), ...problems]
  return (
    <FormGroup
      label={REFERENCES_TEXTS.label}
      labelFor="metadata-reference"
      intent={messages.length ? 'danger' : 'none'}
    >
      <div className="tessera-metadata-row">
        <InputGroup
          id="metadata-reference"
          fill
          placeholder={REFERENCES_TEXTS.placeholder}
          value={url}
          disabled={disabled}
          intent={shown ? 'danger' : 'none'}
          onValueChange={(value) => {
            setUrl(value)
            setRefused(undefined)
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') add()
          }}
        />
        <Button icon={<AddIcon />} text={REFERENCES_TEXTS.add} disabled={disabled || url.trim() === '' || shown !== undefined} onClick={add} />
      </div>
      {messages.length > 0 && (
        <div className={`${Classes.FORM_HELPER_TEXT} tessera-metadata-problem`} role="alert">
          {messages.join(' ')}
        </div>
      )}
      <ul className="tessera-metadata-list" aria-label={REFERENCES_TEXTS.label}>
        {references.map((reference) => (
          <li key={reference}>
            <a href={reference} target="_blank" rel="noreferrer" title={REFERENCES_TEXTS.open}>
              {reference} <ShareIcon size={12} />
            </a>
            <Button
              variant="minimal"
              size="small"
              icon={<TrashIcon />}
              aria-label={`${REFERENCES_TEXTS.remove} ${reference}`}
              disabled={disabled}
              onClick={() => onRemove(reference)}
            />
          </li>
        ))}
        {references.length === 0 && <li className="tessera-metadata-none">{REFERENCES_TEXTS.none}</li>}
      </ul>
    </FormGroup>
  )
}
