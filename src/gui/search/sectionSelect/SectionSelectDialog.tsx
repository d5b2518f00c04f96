// The search dialog for choosing an entry (spec 2 §2.5): scope, published/unpublished,
// a search text, and a table of processed entries; OK hands back the query edit result
// with the chosen entry (spec 2 §3.9).
import { Button, Callout, Checkbox, Classes, Dialog, DialogBody, DialogFooter, Radio, RadioGroup } from '@blueprintjs/core'
import { SearchIcon } from '@blueprintjs/icons'
import { useState } from 'react'
import type { SendSearch } from '../context'
import { EntryTable } from './EntryTable'
import {
  canMatch,
  chosenEntryOf,
  DEFAULT_SETTINGS,
  PAGE_SIZE,
  queryEditResult,
  scopeAvailable,
  SECTION_SELECT_SCOPES,
  type QueryEditResult,
  type SectionSelectScope,
  type SectionSelectSettings,
} from './query'
import { SearchField, type FetchDialogSuggestions } from './SearchField'
import { useSectionSelectSearch } from './useSectionSelectSearch'
import { useSuggestionsSender } from './useSuggestionsSender'
import './sectionSelect.css'

export const SECTION_SELECT_TITLE = 'Select an entry'
export const SCOPE_LABEL = 'Entries'
export const SCOPE_TEXTS: Readonly<Record<SectionSelectScope, string>> = {
  all: 'All',
  mine: 'Only mine',
  others: 'Only from others',
  upload: 'Only this upload',
}
export const PUBLISHED_TEXT = 'Published'
export const UNPUBLISHED_TEXT = 'Unpublished'
export const SEARCH_LABEL = 'Search entries'
export const SEARCH_PLACEHOLDER = 'Search by entry name, mainfile or entry id'
export const SEARCHING_TEXT = 'searching ...'
export const NO_RESULTS_TEXT = 'no results'
export const NOTHING_TO_MATCH_TEXT = 'Tick Published, Unpublished or both to find entries.'
export const CANCEL_TEXT = 'Cancel'
export const OK_TEXT = 'OK'
export const firstResultsText = (total: number) =>
  `Showing the first ${PAGE_SIZE} of ${total} entries; refine the search to find the others.`

export interface SectionSelectDialogProps {
  isOpen: boolean
  onCancel: () => void
  /** OK: the query edit result with the chosen entry as `data`. */
  onSelect: (result: QueryEditResult) => void
  /** POST entries/query; `useEntriesQuerySender()` gives the API client's. */
  send: SendSearch
  /** Enables "Only this upload". */
  uploadId?: string
  /** The logged-in user; enables "Only mine" and "Only from others". */
  userId?: string
  /** Suggestions for the search text; the API client's POST suggestions by default, where there is one. */
  fetchSuggestions?: FetchDialogSuggestions
  /** Failed searches, e.g. to the error snackbar; the dialog also shows the message. */
  onError?: (error: unknown) => void
  title?: string
}

export function SectionSelectDialog({ isOpen, onCancel, onSelect, send, uploadId, userId, onError, title, fetchSuggestions }: SectionSelectDialogProps) {
  const suggestions = useSuggestionsSender(fetchSuggestions)
  const [settings, setSettings] = useState<SectionSelectSettings>(DEFAULT_SETTINGS)
  const [chosenId, setChosenId] = useState<string>()
  const context = { userId, uploadId }
  const search = useSectionSelectSearch({ isOpen, settings, context, send, onError })
  const change = (update: Partial<SectionSelectSettings>) => setSettings((previous) => ({ ...previous, ...update }))

  // A chosen entry that the current results no longer hold cannot be confirmed.
  const chosenHit = search.hits.find((hit) => hit.entry_id === chosenId)
  const chosen = chosenHit ? chosenEntryOf(chosenHit) : undefined
  const confirm = (entryId: string | undefined) => {
    const hit = search.hits.find((candidate) => candidate.entry_id === entryId)
    const entry = hit && chosenEntryOf(hit)
    if (entry) onSelect(queryEditResult(search.applied, context, entry))
  }

  return (
    <Dialog
      isOpen={isOpen}
      onClose={onCancel}
      title={title ?? SECTION_SELECT_TITLE}
      icon={<SearchIcon />}
      className="tessera-section-select"
      // Cancel is in the footer; one close control is enough for keyboard and screen readers.
      isCloseButtonShown={false}
    >
      <DialogBody className="tessera-section-select-body" useOverflowScrollContainer={false}>
        <div className="tessera-section-select-filters">
          <RadioGroup
            inline
            aria-label={SCOPE_LABEL}
            selectedValue={settings.scope}
            onChange={(event) => change({ scope: event.currentTarget.value as SectionSelectScope })}
          >
            {SECTION_SELECT_SCOPES.map((scope) => (
              <Radio key={scope} value={scope} label={SCOPE_TEXTS[scope]} disabled={!scopeAvailable(scope, context)} />
            ))}
          </RadioGroup>
          <Checkbox inline label={PUBLISHED_TEXT} checked={settings.published} onChange={(event) => change({ published: event.currentTarget.checked })} />
          <Checkbox
            inline
            label={UNPUBLISHED_TEXT}
            checked={settings.unpublished}
            onChange={(event) => change({ unpublished: event.currentTarget.checked })}
          />
        </div>
        <SearchField
          label={SEARCH_LABEL}
          placeholder={SEARCH_PLACEHOLDER}
          loading={search.loading}
          loadingLabel={SEARCHING_TEXT}
          value={settings.text}
          onValueChange={(text) => change({ text })}
          fetchSuggestions={suggestions}
        />
        <Results search={search} matchable={canMatch(settings)} chosenId={chosenId} onChoose={setChosenId} onConfirm={confirm} />
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={CANCEL_TEXT} onClick={onCancel} />
            <Button intent="primary" text={OK_TEXT} disabled={!chosen} onClick={() => confirm(chosenId)} />
          </>
        }
      />
    </Dialog>
  )
}

interface ResultsProps {
  search: ReturnType<typeof useSectionSelectSearch>
  matchable: boolean
  chosenId: string | undefined
  onChoose: (entryId: string) => void
  onConfirm: (entryId: string) => void
}

function Results({ search, matchable, chosenId, onChoose, onConfirm }: ResultsProps) {
  const message = (text: string) => <p className={`tessera-section-select-message ${Classes.TEXT_MUTED}`}>{text}</p>
  if (!matchable) return message(NOTHING_TO_MATCH_TEXT)
  if (search.error !== undefined) {
    return <Callout intent="danger">{search.error instanceof Error ? search.error.message : String(search.error)}</Callout>
  }
  if (search.total === undefined) return message(SEARCHING_TEXT)
  if (search.total === 0 && !search.loading) return message(NO_RESULTS_TEXT)
  return (
    <>
      <div className="tessera-section-select-results">
        <EntryTable hits={search.hits} chosenId={chosenId} onChoose={onChoose} onConfirm={onConfirm} />
      </div>
      {search.total > search.hits.length && message(firstResultsText(search.total))}
    </>
  )
}
