// The dialog's results: entry_name, entry_type, authors and upload_name (spec 2 §9), one
// entry chosen at a time by its radio or a click on its row; a double click chooses and confirms.
import { HTMLTable, Radio } from '@blueprintjs/core'
import type { JsonObject } from '../context'

export const COLUMN_TITLES = {
  entry_name: 'Name',
  entry_type: 'Entry type',
  authors: 'Authors',
  upload_name: 'Upload name',
} as const

export const chooseEntryLabel = (name: string) => `Choose ${name}`

const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '')

/** Spec 1 §9: first and last author and "et al" when there are more than 3. */
export function authorsText(authors: unknown): string {
  const names = (Array.isArray(authors) ? authors : [])
    .map((author) => (typeof author === 'object' && author !== null ? text((author as { name?: unknown }).name) : text(author)))
    .filter(Boolean)
  return names.length > 3 ? `${names[0]}, ${names[names.length - 1]} et al` : names.join(', ')
}

/** What a row is called: its name, else its mainfile, else its id. */
export const entryLabel = (hit: JsonObject) => text(hit.entry_name) || text(hit.mainfile) || text(hit.entry_id)

export interface EntryTableProps {
  hits: readonly JsonObject[]
  chosenId: string | undefined
  onChoose: (entryId: string) => void
  onConfirm: (entryId: string) => void
}

export function EntryTable({ hits, chosenId, onChoose, onConfirm }: EntryTableProps) {
  return (
    <HTMLTable className="tessera-section-select-table" compact interactive striped>
      <thead>
        <tr>
          <th aria-label="Chosen" />
          {Object.values(COLUMN_TITLES).map((title) => (
            <th key={title}>{title}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {hits.map((hit) => {
          const id = text(hit.entry_id)
          const chosen = id === chosenId
          return (
            <tr
              key={id}
              aria-selected={chosen}
              className={chosen ? 'tessera-section-select-chosen' : undefined}
              onClick={() => onChoose(id)}
              onDoubleClick={() => onConfirm(id)}
            >
              <td>
                <Radio
                  className="tessera-section-select-radio"
                  aria-label={chooseEntryLabel(entryLabel(hit))}
                  checked={chosen}
                  onChange={() => onChoose(id)}
                />
              </td>
              <td>{text(hit.entry_name)}</td>
              <td>{text(hit.entry_type)}</td>
              <td>{authorsText(hit.authors)}</td>
              <td>{text(hit.upload_name)}</td>
            </tr>
          )
        })}
      </tbody>
    </HTMLTable>
  )
}
