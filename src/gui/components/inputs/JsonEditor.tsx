// The JSON/YAML editor (spec 2 §5.6): a monospace text area, 20 rows unless told; the
// value is passed on whenever the text parses, the parser's message shown while not.
import { FormGroup, TextArea } from '@blueprintjs/core'
import { useId, useState } from 'react'
import type { JsonValue } from '../../../core/archive'
import { parseStructured, structuredText, type StructuredFormat } from './structuredText'
import './inputs.css'

export const JSON_EDITOR_ROWS = 20

export interface JsonEditorProps {
  readonly label: string
  readonly value: JsonValue | undefined
  readonly onChange: (value: JsonValue | undefined) => void
  readonly format?: StructuredFormat
  readonly rows?: number
  readonly helperText?: string
  readonly readOnly?: boolean
}

export function JsonEditor({ label, value, onChange, format = 'json', rows = JSON_EDITOR_ROWS, helperText, readOnly }: JsonEditorProps) {
  const id = useId()
  const [text, setText] = useState(() => structuredText(value, format))
  const [shown, setShown] = useState(value)
  const [error, setError] = useState<string>()
  // A value changed from outside (another field, a reload) replaces the text.
  if (shown !== value) {
    setShown(value)
    setText(structuredText(value, format))
    setError(undefined)
  }
  return (
    <FormGroup label={label} labelFor={id} intent={error ? 'danger' : 'none'} helperText={error ? <span role="alert">{error}</span> : helperText}>
      <TextArea
        id={id}
        className="tessera-json-editor"
        fill
        rows={rows}
        value={text}
        readOnly={readOnly}
        intent={error ? 'danger' : 'none'}
        aria-invalid={error ? true : undefined}
        spellCheck={false}
        onChange={(event) => {
          const next = event.target.value
          setText(next)
          const check = parseStructured(next, format)
          if (!check.ok) {
            setError(check.error)
            return
          }
          setError(undefined)
          setShown(check.value)
          onChange(check.value)
        }}
      />
    </FormGroup>
  )
}
