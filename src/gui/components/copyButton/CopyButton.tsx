// A small button that copies a value to the clipboard (spec 3 §2.2 "copy buttons",
// "a copy-name button") and shows a tick for a moment once it has.
import { Button, Tooltip } from '@blueprintjs/core'
import { DuplicateIcon, TickIcon } from '@blueprintjs/icons'
import { useEffect, useState } from 'react'

export const COPIED_TEXT = 'Copied'
export const copyLabel = (label: string) => `Copy ${label}`

/** How long the tick shows after a copy. */
const TICK_MS = 1500

export function CopyButton({ text, label }: { readonly text: string; readonly label: string }) {
  const [copied, setCopied] = useState(false)
  useEffect(() => {
    if (!copied) return
    const timer = setTimeout(() => setCopied(false), TICK_MS)
    return () => clearTimeout(timer)
  }, [copied])
  const copy = () => {
    // Without a secure context there is no clipboard; the button then does nothing.
    void navigator.clipboard?.writeText(text).then(() => setCopied(true), () => undefined)
  }
  return (
    <Tooltip content={copied ? COPIED_TEXT : copyLabel(label)} placement="top">
      <Button variant="minimal" size="small" icon={copied ? <TickIcon /> : <DuplicateIcon />} aria-label={copyLabel(label)} onClick={copy} />
    </Tooltip>
  )
}
