// The URL field (spec 2 §5.6): the text as typed; 'Invalid URL string!' under it while it
// is not a URL, and only a URL (or nothing) is passed on.
import { AnchorButton, FormGroup, InputGroup } from '@blueprintjs/core'
import { ShareIcon } from '@blueprintjs/icons'
import { useId, useState } from 'react'
import { urlError } from './url'

export interface UrlFieldProps {
  readonly label: string
  readonly value: string | undefined
  /** A valid URL, or undefined for an empty field. */
  readonly onChange: (url: string | undefined) => void
  readonly helperText?: string
}

export function UrlField({ label, value, onChange, helperText }: UrlFieldProps) {
  const id = useId()
  const [text, setText] = useState(value ?? '')
  const [shown, setShown] = useState(value)
  if (shown !== value && (value ?? '') !== text.trim()) {
    setShown(value)
    setText(value ?? '')
  }
  const error = urlError(text)
  return (
    <FormGroup label={label} labelFor={id} intent={error ? 'danger' : 'none'} helperText={error ? <span role="alert">{error}</span> : helperText}>
      <InputGroup
        id={id}
        fill
        value={text}
        intent={error ? 'danger' : 'none'}
        aria-invalid={error ? true : undefined}
        onValueChange={(next) => {
          setText(next)
          if (urlError(next) === undefined) {
            const url = next.trim() === '' ? undefined : next.trim()
            setShown(url)
            onChange(url)
          }
        }}
        rightElement={
          !error && text.trim() !== '' ? (
            <AnchorButton variant="minimal" icon={<ShareIcon />} href={text.trim()} target="_blank" rel="noreferrer" aria-label="Open the URL" />
          ) : undefined
        }
      />
    </FormGroup>
  )
}
