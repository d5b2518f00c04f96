// A JSON value as a tree: objects and arrays fold (the root open, the rest folded, as
// NOMAD's preview), long ones show their first 100 members and more on request. Pure view.
import { useState } from 'react'

type Json = null | boolean | number | string | Json[] | { [key: string]: Json }

const PAGE = 100

export function JsonTree({ value }: { readonly value: unknown }) {
  return (
    <ul className="tessera-json-tree" role="tree">
      <JsonNode name={undefined} value={value as Json} open />
    </ul>
  )
}

function Scalar({ value }: { readonly value: Json }) {
  if (typeof value === 'string') return <span className="tessera-json-string">{JSON.stringify(value)}</span>
  if (typeof value === 'number') return <span className="tessera-json-number">{String(value)}</span>
  return <span className="tessera-json-literal">{String(value)}</span>
}

function JsonNode({ name, value, open: initiallyOpen = false }: { readonly name: string | undefined; readonly value: Json; readonly open?: boolean }) {
  const [open, setOpen] = useState(initiallyOpen)
  const [shown, setShown] = useState(PAGE)
  const label = name === undefined ? null : <span className="tessera-json-key">{name}: </span>
  if (value === null || typeof value !== 'object') {
    return (
      <li role="treeitem">
        {label}
        <Scalar value={value} />
      </li>
    )
  }
  const members: [string, Json][] = Array.isArray(value) ? value.map((item, index) => [String(index), item]) : Object.entries(value)
  const brackets = Array.isArray(value) ? ['[', ']'] : ['{', '}']
  const summary = `${brackets[0]} ${members.length} ${Array.isArray(value) ? (members.length === 1 ? 'item' : 'items') : members.length === 1 ? 'key' : 'keys'} ${brackets[1]}`
  return (
    <li role="treeitem" aria-expanded={open}>
      <span className="tessera-json-toggle" onClick={() => setOpen(!open)}>
        {open ? '▾ ' : '▸ '}
        {label}
        {!open && <span className="tessera-json-summary">{summary}</span>}
        {open && <span className="tessera-json-summary">{brackets[0]}</span>}
      </span>
      {open && (
        <ul role="group">
          {members.slice(0, shown).map(([key, member]) => (
            <JsonNode key={key} name={key} value={member} />
          ))}
          {members.length > shown && (
            <li>
              <span className="tessera-json-toggle tessera-json-summary" onClick={() => setShown(shown + PAGE)}>
                … and {members.length - shown} more
              </span>
            </li>
          )}
        </ul>
      )}
      {open && <span className="tessera-json-summary">{brackets[1]}</span>}
    </li>
  )
}
