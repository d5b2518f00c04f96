// The references of the metadata dialog: the list with remove buttons and a field to add
// a URL, checked as spec 3 §5 says ('Pleas enter a valid URL ...', 'The URL is already in
// the references').
import { Button, FormGroup, InputGroup } from '@blueprintjs/core'
import { AddIcon, CrossIcon } from '@blueprintjs/icons'
import { useState } from 'react'
import { referenceProblem } from './metadataEdit'

export interface ReferencesEditorProps {
  readonly references: readonly string[]
  readonly onChange: (references: readonly string[]) => void
}

export function ReferencesEditor({ references, onChange }: ReferencesEditorProps) {
  const [input, setInput] = useState('')
  const [problem, setProblem] = useState<string>()
  const add = () => {
    const found = referenceProblem(input, references)
    setProblem(found)
    if (found) return
    onChange([...references, input.trim()])
    setInput('')
  }
  return (
    <FormGroup label="References" labelFor="tessera-entry-reference" helperText={problem} intent={problem ? 'danger' : 'none'}>
      <ul className="tessera-entry-edit-list" aria-label="References">
        {references.map((reference) => (
          <li key={reference}>
            <span>{reference}</span>
            <Button
              variant="minimal"
              size="small"
              icon={<CrossIcon />}
              aria-label={`Remove ${reference}`}
              onClick={() => onChange(references.filter((other) => other !== reference))}
            />
          </li>
        ))}
      </ul>
      <InputGroup
        id="tessera-entry-reference"
        placeholder="https://…"
        value={input}
        intent={problem ? 'danger' : 'none'}
        onValueChange={(value) => {
          setInput(value)
          setProblem(undefined)
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') add()
        }}
        rightElement={<Button variant="minimal" icon={<AddIcon />} aria-label="Add reference" onClick={add} />}
      />
    </FormGroup>
  )
}
