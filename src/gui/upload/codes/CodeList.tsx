// The supported codes (spec 2 §2.7), by category, each a link that opens its dialog.
import { useMemo, useState } from 'react'
import { getArtifacts } from '../../runtime'
import { CodeDialog } from './CodeDialog'
import { groupCodes, type Code } from './codes'
import { CODE_TEXTS } from './messages'
import './codes.css'

export function CodeList() {
  const groups = useMemo(() => groupCodes(getArtifacts().parserMetadata), [])
  const [open, setOpen] = useState<Code | undefined>(undefined)
  if (groups.length === 0) return null
  return (
    <div className="tessera-code-list">
      <p>{CODE_TEXTS.listIntro}</p>
      <dl>
        {groups.map(({ category, codes }) => (
          <div key={category} className="tessera-code-group">
            <dt>{category}</dt>
            <dd>
              {codes.map((code, index) => (
                <span key={code.name}>
                  {index > 0 && ', '}
                  <a
                    href="#"
                    role="button"
                    onClick={(event) => {
                      event.preventDefault()
                      setOpen(code)
                    }}
                  >
                    {code.codeLabel}
                  </a>
                </span>
              ))}
            </dd>
          </div>
        ))}
      </dl>
      <CodeDialog code={open} onClose={() => setOpen(undefined)} />
    </div>
  )
}
