// The OPTIMADE item (spec 2 §2.2, §4.5, §5.4): rows of OPTIMADE filter strings, all of
// which entries must match. A row joins the filter only once the server has verified it
// (500 ms after the last keystroke, or at once on Enter); a rejected row shows the
// server's message under its field and leaves the filter.
import { Button, Colors, FormGroup, InputGroup, Spinner } from '@blueprintjs/core'
import { AddIcon, CrossIcon, TickIcon } from '@blueprintjs/icons'
import { useEffect, useRef, useState } from 'react'
import { ItemHeader } from '../ItemHeader'
import type { FilterBinding, OptimadeItemConfig } from '../types'
import { OPTIMADE_VERIFY_DEBOUNCE_MS } from './optimadeVerify'

export const OPTIMADE_TITLE = 'OPTIMADE'
export const ADD_OPTIMADE_LABEL = 'Add filter'
export const removeOptimadeLabel = (n: number) => `Remove filter ${n}`
export const optimadeInputLabel = (n: number) => `OPTIMADE filter ${n}`
export const OPTIMADE_PLACEHOLDER = 'nelements >= 2 AND elements HAS ALL "Ti","O"'
export const OPTIMADE_CHECKING_LABEL = 'Checking the filter'
export const OPTIMADE_VALID_LABEL = 'Valid filter'
/** When the check itself fails (no answer), not the filter. */
export const OPTIMADE_VERIFY_FAILED = 'The filter could not be checked. Please try again.'

export type OptimadeItemProps = Pick<FilterBinding, 'value' | 'onChange'> & {
  readonly item: OptimadeItemConfig
  /** Resolves undefined for a valid filter, else the message to show. */
  readonly verify?: (filter: string) => Promise<string | undefined>
}

interface Row {
  readonly key: number
  readonly text: string
  /** The string this row holds in the filter, if any. */
  readonly accepted?: string
  readonly status: 'editing' | 'checking' | 'valid' | 'invalid'
  readonly message?: string
}

const stringsOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((atom): atom is string => typeof atom === 'string' && atom.trim() !== '') : []

let nextKey = 0
const aRow = (text = '', accepted?: string): Row =>
  accepted !== undefined ? { key: nextKey++, text, accepted, status: 'valid' } : { key: nextKey++, text, status: 'editing' }

/** The rows after the filter changed elsewhere (a chip removed, filters cleared, the URL). */
function reconcile(rows: readonly Row[], values: readonly string[]): Row[] {
  const kept = rows.flatMap((row): Row[] => {
    if (row.accepted === undefined || values.includes(row.accepted)) return [row]
    // Its string left the filter: an untouched row goes with it, an edited one stays.
    return row.text === row.accepted ? [] : [{ ...row, accepted: undefined, status: 'editing' }]
  })
  const held = new Set(kept.map((row) => row.accepted))
  const added = values.filter((text) => !held.has(text)).map((text) => aRow(text, text))
  const all = [...kept, ...added]
  return all.length > 0 ? all : [aRow()]
}

export function OptimadeItem({ item, value, onChange, verify }: OptimadeItemProps) {
  const values = stringsOf(value)
  const [rows, setRows] = useState<Row[]>(() => reconcile([], values))
  const rowsRef = useRef(rows)
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>())
  const checks = useRef(new Map<number, number>())
  const mounted = useRef(true)
  const latest = useRef({ values, onChange, verify })
  latest.current = { values, onChange, verify }

  const update = (change: (rows: readonly Row[]) => Row[]) => {
    rowsRef.current = change(rowsRef.current)
    setRows(rowsRef.current)
  }
  /** The filter holds exactly the strings the rows hold. */
  const commit = () => {
    const next = [...new Set(rowsRef.current.flatMap((row) => (row.accepted !== undefined ? [row.accepted] : [])))]
    const { values: current, onChange: change } = latest.current
    if (next.length !== current.length || next.some((text, index) => text !== current[index])) change(next.length ? next : undefined)
  }
  const patch = (key: number, fields: Partial<Row>) => update((all) => all.map((row) => (row.key === key ? { ...row, ...fields } : row)))

  const check = (key: number) => {
    clearTimeout(timers.current.get(key))
    timers.current.delete(key)
    const row = rowsRef.current.find((candidate) => candidate.key === key)
    if (!row) return
    const text = row.text.trim()
    const { verify: verifier } = latest.current
    if (!text || !verifier) {
      patch(key, text ? { accepted: text, status: 'valid', message: undefined } : { accepted: undefined, status: 'editing', message: undefined })
      commit()
      return
    }
    const seq = (checks.current.get(key) ?? 0) + 1
    checks.current.set(key, seq)
    patch(key, { status: 'checking', message: undefined })
    const settle = (message: string | undefined) => {
      // A newer check of the row, or the row's removal, makes this answer moot.
      if (!mounted.current || checks.current.get(key) !== seq || !rowsRef.current.some((candidate) => candidate.key === key)) return
      patch(key, message === undefined ? { accepted: text, status: 'valid' } : { accepted: undefined, status: 'invalid', message })
      commit()
    }
    verifier(text).then(settle, () => settle(OPTIMADE_VERIFY_FAILED))
  }

  const edit = (key: number, text: string) => {
    checks.current.set(key, (checks.current.get(key) ?? 0) + 1)
    patch(key, { text, status: 'editing', message: undefined })
    clearTimeout(timers.current.get(key))
    timers.current.set(key, setTimeout(() => check(key), OPTIMADE_VERIFY_DEBOUNCE_MS))
  }
  const remove = (key: number) => {
    clearTimeout(timers.current.get(key))
    update((all) => {
      const rest = all.filter((row) => row.key !== key)
      return rest.length > 0 ? rest : [aRow()]
    })
    commit()
  }

  const valuesKey = JSON.stringify(values)
  useEffect(() => {
    update((all) => reconcile(all, values))
  }, [valuesKey])
  useEffect(() => {
    mounted.current = true
    const pending = timers.current
    return () => {
      mounted.current = false
      for (const timer of pending.values()) clearTimeout(timer)
    }
  }, [])

  const headerId = 'optimade-item'
  return (
    <section className="tessera-menu-item" aria-labelledby={item.showHeader !== false ? headerId : undefined} aria-label={item.showHeader === false ? (item.title ?? OPTIMADE_TITLE) : undefined}>
      {item.showHeader !== false && <ItemHeader title={item.title ?? OPTIMADE_TITLE} id={headerId} />}
      {rows.map((row, index) => {
        const id = `optimade-filter-${row.key}`
        const status =
          row.status === 'checking' ? <Spinner size={16} aria-label={OPTIMADE_CHECKING_LABEL} /> : row.status === 'valid' ? <TickIcon aria-label={OPTIMADE_VALID_LABEL} color={Colors.GREEN3} /> : undefined
        return (
          <FormGroup key={row.key} className="tessera-optimade-row" labelFor={id} helperText={row.message} intent={row.status === 'invalid' ? 'danger' : 'none'}>
            <div className="tessera-optimade-field">
              <InputGroup
                id={id}
                fill
                size="small"
                aria-label={optimadeInputLabel(index + 1)}
                placeholder={OPTIMADE_PLACEHOLDER}
                value={row.text}
                intent={row.status === 'invalid' ? 'danger' : 'none'}
                onValueChange={(text) => edit(row.key, text)}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') check(row.key)
                }}
                rightElement={status}
              />
              <Button variant="minimal" size="small" icon={<CrossIcon />} aria-label={removeOptimadeLabel(index + 1)} onClick={() => remove(row.key)} />
            </div>
          </FormGroup>
        )
      })}
      <Button variant="minimal" size="small" icon={<AddIcon />} text={ADD_OPTIMADE_LABEL} onClick={() => update((all) => [...all, aRow()])} />
    </section>
  )
}
