// Step 1's drop zone: files dropped on it or picked with the browser's dialog (several at
// once) go to `onFiles`. Folders are not read: the text says to zip them.
import { Button } from '@blueprintjs/core'
import { CloudUploadIcon } from '@blueprintjs/icons'
import { useRef, useState, type DragEvent } from 'react'

export const DROP_TEXT = 'Drop files here or'
export const CHOOSE_FILES = 'choose files'
export const FILES_INPUT_LABEL = 'Files to upload'

export interface FileDropProps {
  onFiles: (files: File[]) => void
  disabled?: boolean
  /** Under the call to action: what may be dropped. */
  hint?: string
}

export function FileDrop({ onFiles, disabled = false, hint }: FileDropProps) {
  const input = useRef<HTMLInputElement>(null)
  const [over, setOver] = useState(false)
  const accepts = (event: DragEvent) => !disabled && event.dataTransfer.types.includes('Files')
  return (
    <div
      className={`tessera-file-drop${over ? ' tessera-file-drop-over' : ''}${disabled ? ' tessera-file-drop-disabled' : ''}`}
      role="group"
      aria-label="Drop files here"
      aria-disabled={disabled}
      onDragOver={(event) => {
        if (!accepts(event)) return
        event.preventDefault()
        event.dataTransfer.dropEffect = 'copy'
        setOver(true)
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        event.preventDefault()
        setOver(false)
        if (disabled) return
        const files = Array.from(event.dataTransfer.files)
        if (files.length) onFiles(files)
      }}
    >
      <CloudUploadIcon size={32} className="tessera-file-drop-icon" />
      <div className="tessera-file-drop-call">
        {DROP_TEXT}{' '}
        <Button variant="outlined" intent="primary" text={CHOOSE_FILES} disabled={disabled} onClick={() => input.current?.click()} />
      </div>
      {hint && <div className="tessera-file-drop-hint">{hint}</div>}
      <input
        ref={input}
        type="file"
        multiple
        hidden
        aria-label={FILES_INPUT_LABEL}
        disabled={disabled}
        onChange={(event) => {
          const files = Array.from(event.target.files ?? [])
          // Picking the same files again must fire again.
          event.target.value = ''
          if (files.length) onFiles(files)
        }}
      />
    </div>
  )
}
