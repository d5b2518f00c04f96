// The versions of the entry's archive file as a table, newest first: each version with
// its author, time and size, a link to its bytes as saved then (its stable URL), a box to
// pick it for comparing, and — for writers of an unpublished upload — Restore. Two picked
// versions show their field-by-field diff below.
import { Button, Checkbox, HTMLTable } from '@blueprintjs/core'
import { PropertyCard } from '../propertyCard'
import type { DiffRow } from './diffRows'
import { sizeText, type VersionRow } from './read'

export const HISTORY_TITLE = 'History'
export const HISTORY_ERROR = 'Could not load the history of this entry.'
export const COMPARE_HINT = 'Pick two versions to compare them.'
export const DIFF_ERROR = 'Could not compare the versions.'
export const NO_DIFFERENCES = 'The two versions hold the same values.'
export const RESTORE = 'Restore'
export const diffTitle = (from: number, to: number) => `Changes from version ${from} to version ${to}`
export const OP_TEXT = { added: 'added', removed: 'removed', changed: 'changed' } as const

/** The comparison of the two picked versions. */
export type DiffState =
  | { readonly state: 'loading'; readonly from: number; readonly to: number }
  | { readonly state: 'error'; readonly from: number; readonly to: number }
  | { readonly state: 'done'; readonly from: number; readonly to: number; readonly rows: readonly DiffRow[] }

export interface HistoryViewProps {
  /** undefined: the history could not be read. */
  readonly rows: readonly VersionRow[] | undefined
  readonly versionUrl: (version: number) => string
  /** The versions picked for comparing (at most two). */
  readonly picked?: readonly number[]
  readonly onPick?: (version: number, picked: boolean) => void
  readonly diff?: DiffState
  /** Writers of an unpublished upload restore; otherwise the history is read-only. */
  readonly onRestore?: (version: number) => void
  readonly restoring?: number
}

function DiffTable({ diff }: { readonly diff: DiffState }) {
  const title = diffTitle(diff.from, diff.to)
  if (diff.state === 'loading') return <p aria-busy="true">{title} …</p>
  if (diff.state === 'error') return <p>{DIFF_ERROR}</p>
  if (diff.rows.length === 0) return <p>{NO_DIFFERENCES}</p>
  return (
    <HTMLTable compact striped aria-label={title} className="tessera-history-diff">
      <caption>{title}</caption>
      <thead>
        <tr>
          <th>Field</th>
          <th>Change</th>
          <th>{`Version ${diff.from}`}</th>
          <th>{`Version ${diff.to}`}</th>
        </tr>
      </thead>
      <tbody>
        {diff.rows.map((row) => (
          <tr key={`${row.path} ${row.op}`}>
            <td><code>{row.path}</code></td>
            <td>{OP_TEXT[row.op]}</td>
            <td>{row.old}</td>
            <td>{row.new}</td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  )
}

export function HistoryView({ rows, versionUrl, picked = [], onPick, diff, onRestore, restoring }: HistoryViewProps) {
  // Files written before versions were kept (the bundled examples) have none: no card.
  if (rows?.length === 0) return null
  const comparing = onPick !== undefined && rows !== undefined && rows.length > 1
  return (
    <PropertyCard title={HISTORY_TITLE}>
      {rows === undefined ? (
        <p>{HISTORY_ERROR}</p>
      ) : (
        <>
          <HTMLTable compact striped aria-label="Versions">
            <thead>
              <tr>
                {comparing && <th>Compare</th>}
                <th>Version</th>
                <th>Saved</th>
                <th>By</th>
                <th>Size</th>
                {onRestore && <th />}
              </tr>
            </thead>
            <tbody>
              {rows.map((row, index) => (
                <tr key={row.version}>
                  {comparing && (
                    <td>
                      <Checkbox
                        aria-label={`Compare version ${row.version}`}
                        checked={picked.includes(row.version)}
                        onChange={(event) => onPick(row.version, event.currentTarget.checked)}
                      />
                    </td>
                  )}
                  <td>
                    <a href={versionUrl(row.version)} download>{`Version ${row.version}`}</a>
                    {index === 0 && ' (current)'}
                  </td>
                  <td>{row.saved}</td>
                  <td>{row.author}</td>
                  <td>{sizeText(row.size)}</td>
                  {onRestore && (
                    <td>
                      {index > 0 && (
                        <Button
                          size="small"
                          text={RESTORE}
                          aria-label={`Restore version ${row.version}`}
                          loading={restoring === row.version}
                          disabled={restoring !== undefined}
                          onClick={() => onRestore(row.version)}
                        />
                      )}
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </HTMLTable>
          {comparing && (diff ? <DiffTable diff={diff} /> : <p className="tessera-history-hint">{COMPARE_HINT}</p>)}
        </>
      )}
    </PropertyCard>
  )
}
