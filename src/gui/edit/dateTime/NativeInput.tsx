// The browser's own date/time inputs, in Blueprint's look: keyboard-friendly, localized
// and with a picker, without a date library in the chunk. While the user is half-way
// through a date the browser reports '' with `badInput`: that is not 'empty', so the
// text is kept and nothing is committed.
import { useId, useState } from 'react'
import type { JsonValue } from '../../../core/metainfo'
import type { EditQuantityProps } from '../editorDef'
import { Field } from '../Field'

export interface NativeInputProps extends EditQuantityProps {
  readonly kind: 'datetime-local' | 'date' | 'time'
  readonly toInput: (stored: unknown) => string
  readonly fromInput: (input: string, stored: unknown) => string | undefined
}

export function NativeInput({ definition, value, onChange, kind, toInput, fromInput }: NativeInputProps) {
  const id = useId()
  const [text, setText] = useState(() => toInput(value))
  const [shown, setShown] = useState<JsonValue | undefined>(value)
  if (shown !== value) {
    setShown(value)
    setText(toInput(value))
  }
  return (
    <Field definition={definition} id={id}>
      <input
        id={id}
        type={kind}
        className="bp6-input tessera-edit-native"
        value={text}
        onChange={(event) => {
          const input = event.currentTarget
          setText(input.value)
          if (input.validity.badInput) return
          const next = fromInput(input.value, value)
          setShown(next)
          onChange(next)
        }}
      />
    </Field>
  )
}
