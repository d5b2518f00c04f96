// The details of one result row (spec 2 §2.3): what an entry is, how it was made, who
// made it, and where it lives; with a link to its entry page.
import { AnchorButton, Classes } from '@blueprintjs/core'
import { DocumentOpenIcon } from '@blueprintjs/icons'
import type { MouseEvent, ReactNode } from 'react'
import type { JsonObject } from '../context'
import { joinedText, valuesAt } from './values'

export const GO_TO_ENTRY_TEXT = 'Go to the entry page'

/** Labels of the detail fields, in the order shown; ids keep their metadata names. */
export const DETAIL_LABELS = {
  formula: 'Formula',
  programName: 'Program name',
  programVersion: 'Program version',
  methodName: 'Method name',
  entryType: 'Entry type',
  entryName: 'Entry name',
  comment: 'Comment',
  references: 'References',
  authors: 'Authors',
  datasets: 'Datasets',
  entryId: 'entry_id',
  mainfile: 'mainfile',
  uploadId: 'upload_id',
  rawId: 'raw_id',
  externalId: 'external_id',
} as const

const PATHS: Readonly<Record<keyof typeof DETAIL_LABELS, string>> = {
  formula: 'results.material.chemical_formula_hill',
  programName: 'results.method.simulation.program_name',
  programVersion: 'results.method.simulation.program_version',
  methodName: 'results.method.method_name',
  entryType: 'entry_type',
  entryName: 'entry_name',
  comment: 'comment',
  references: 'references',
  authors: 'authors.name',
  datasets: 'datasets.dataset_name',
  entryId: 'entry_id',
  mainfile: 'mainfile',
  uploadId: 'upload_id',
  rawId: 'raw_id',
  externalId: 'external_id',
}

/** The entry's processing is still running: its page would show a half-made entry. */
export const isProcessing = (entry: JsonObject) => entry.process_running === true

export interface EntryDetailsProps {
  entry: JsonObject
  /** The entry page's address (the app's `entry/id/{entry_id}` route). */
  entryHref: string
  /** In-app navigation; without it the link loads the page. */
  onOpenEntry?: (href: string) => void
  /** The link's label; 'Go to the entry page' by default (materials: their page). */
  linkText?: string
}

function referenceLinks(urls: string[]): ReactNode {
  return urls.map((url, index) => (
    <span key={url}>
      {index > 0 && ', '}
      <a href={url} target="_blank" rel="noreferrer">
        {url}
      </a>
    </span>
  ))
}

export function EntryDetails({ entry, entryHref, onOpenEntry, linkText = GO_TO_ENTRY_TEXT }: EntryDetailsProps) {
  const fields = (Object.keys(DETAIL_LABELS) as Array<keyof typeof DETAIL_LABELS>).flatMap((field) => {
    const values = valuesAt(entry, PATHS[field])
    if (!values.length) return []
    const content =
      field === 'references'
        ? referenceLinks(values.filter((value): value is string => typeof value === 'string'))
        : joinedText(values)
    return [{ field, label: DETAIL_LABELS[field], content }]
  })
  const open = (event: MouseEvent<HTMLElement>) => {
    if (!onOpenEntry || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
    event.preventDefault()
    onOpenEntry(entryHref)
  }
  return (
    <div className="tessera-entry-details">
      <dl className="tessera-entry-details-fields">
        {fields.map(({ field, label, content }) => (
          <div key={field} className="tessera-entry-details-field">
            <dt className={Classes.TEXT_MUTED}>{label}</dt>
            <dd className={field.endsWith('Id') || field === 'mainfile' ? Classes.MONOSPACE_TEXT : undefined}>
              {content}
            </dd>
          </div>
        ))}
      </dl>
      {!isProcessing(entry) && (
        <AnchorButton href={entryHref} onClick={open} icon={<DocumentOpenIcon />} variant="outlined" intent="primary">
          {linkText}
        </AnchorButton>
      )}
    </div>
  )
}
