// A JSON file as a tree or as pretty text. A file that is not JSON is a failed preview
// (the frame then offers the text viewer).
import { Button, ButtonGroup, Spinner, SpinnerSize } from '@blueprintjs/core'
import { useEffect, useMemo, useState } from 'react'
import type { PreviewProps } from '../previewerDef'
import { decodeText, useFileBytes } from '../useFileBytes'
import { JsonTree } from './JsonTree'

type Parsed = { readonly ok: true; readonly value: unknown } | { readonly ok: false; readonly error: unknown }

export function parseJson(text: string): Parsed {
  try {
    return { ok: true, value: JSON.parse(text) as unknown }
  } catch (error) {
    return { ok: false, error }
  }
}

export default function JsonPreview({ uploadId, path, onFailure }: PreviewProps) {
  const result = useFileBytes(uploadId, path, onFailure)
  const [view, setView] = useState<'tree' | 'text'>('tree')
  const parsed = useMemo(() => (result.state === 'loaded' ? parseJson(decodeText(result.bytes)) : undefined), [result])
  useEffect(() => {
    if (parsed && !parsed.ok) onFailure(parsed.error)
  }, [parsed, onFailure])
  if (!parsed) return result.state === 'loading' ? <Spinner size={SpinnerSize.SMALL} /> : null
  if (!parsed.ok) return null
  return (
    <div className="tessera-json-preview-frame">
      <div className="tessera-json-toolbar">
        <ButtonGroup size="small">
          <Button text="Tree" active={view === 'tree'} onClick={() => setView('tree')} />
          <Button text="Text" active={view === 'text'} onClick={() => setView('text')} />
        </ButtonGroup>
      </div>
      <div className="tessera-json-preview">
        {view === 'tree' ? <JsonTree value={parsed.value} /> : <pre>{JSON.stringify(parsed.value, null, 2)}</pre>}
      </div>
    </div>
  )
}
