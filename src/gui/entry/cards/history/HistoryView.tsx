// The versions of the entry's archive file as a table, newest first: each version with
// its author, time and size, and a link to its bytes as saved then.
import { HTMLTable } from '@blueprintjs/core'
import { PropertyCard } from '../propertyCard'
import { sizeText, type VersionRow } from './read'

export const HISTORY_TITLE = 'History'
export const HISTORY_ERROR = 'Could not load the history of this entry.'

export interface HistoryViewProps {
  /** undefined: the history could not be read. */
  readonly rows: readonly VersionRow[] | undefined
  readonly versionUrl: (version: number) => string
}

export function HistoryView({ rows, versionUrl }: HistoryViewProps) {
  // Files written before versions were kept (the bundled examples) have none: no card.
  if (rows?.length === 0) return null
  return (
    <PropertyCard title={HISTORY_TITLE}>
      {rows === undefined ? (
        <p>{HISTORY_ERROR}</p>
      ) : (
        <HTMLTable compact striped aria-label="Versions">
          <thead>
            <tr>
              <th>Version</th>
              <th>Saved</th>
              <th>By</th>
              <th>Size</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <tr key={row.version}>
                <td>
                  <a href={versionUrl(row.version)} download>{`Version ${row.version}`}</a>
                  {index === 0 && ' (current)'}
                </td>
                <td>{row.saved}</td>
                <td>{row.author}</td>
                <td>{sizeText(row.size)}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
    </PropertyCard>
  )
}
