// The query chip bar (spec 2 §2.3): the active filters as chips, the app's locked
// filters as lock chips that cannot be removed, and the query actions.
import { Button, Classes, Tag } from '@blueprintjs/core'
import { CodeIcon, LockIcon, RefreshIcon, SmallCrossIcon, TrashIcon } from '@blueprintjs/icons'
import { useState } from 'react'
import type { FilterValue, SearchFilters } from '../../../core/search'
import { useUnits } from '../../units'
import type { SearchRequestBody, SearchResource } from '../context'
import { ApiCallDialog } from './ApiCallDialog'
import type { QueryChip } from './chips'
import { queryChips } from './chips'
import './searchBar.css'

export const QUERY_CHIPS_LABEL = 'Query'
export const CLEAR_QUERY_TEXT = 'Clear query'
export const REFRESH_RESULTS_TEXT = 'Refresh results'
export const VIEW_API_CALL_TEXT = 'View API call'
export const LOCKED_FILTER_TITLE = 'Locked filter'
export const removeChipLabel = (chip: Pick<QueryChip, 'label' | 'text'>) => `Remove ${chip.label}: ${chip.text}`

export interface QueryChipBarProps {
  filters: SearchFilters
  /** The filter values the user set. */
  values: { readonly [name: string]: FilterValue }
  /** The app's locked filters. */
  lockedValues?: { readonly [name: string]: FilterValue }
  /** A chip's delete control; `chip.remaining` is the filter's value after it. */
  onRemove: (chip: QueryChip) => void
  /** "Clear query": the user's filters; locked filters stay. */
  onClear: () => void
  /** "Refresh results": search again now. */
  onRefresh: () => void
  /** The last request sent, for "View API call". */
  request?: SearchRequestBody
  resource?: SearchResource
}

export function QueryChipBar({
  filters,
  values,
  lockedValues = {},
  onRemove,
  onClear,
  onRefresh,
  request,
  resource,
}: QueryChipBarProps) {
  const [apiCallOpen, setApiCallOpen] = useState(false)
  // Ranges read in the unit system's units, as the histograms show them.
  const { system } = useUnits()
  const chips = queryChips(filters, values, system)
  const locked = queryChips(filters, lockedValues, system)
  return (
    <div className="tessera-query-chip-bar">
      <ul aria-label={QUERY_CHIPS_LABEL} className="tessera-query-chips">
        {locked.map((chip) => (
          <li key={`locked:${chip.key}`}>
            <Tag minimal icon={<LockIcon title={LOCKED_FILTER_TITLE} />} htmlTitle={`${chip.label}: ${chip.text}`}>
              {chip.label}: {chip.text}
            </Tag>
          </li>
        ))}
        {chips.map((chip) => (
          <li key={chip.key}>
            {/* Our own remove button: Tag's own is labelled "Remove tag" for every chip. */}
            <Tag
              minimal
              intent="primary"
              htmlTitle={`${chip.label}: ${chip.text}`}
              // After the text, not inside it: inside, the text's box wraps the button onto a line of its own.
              endIcon={
                <button type="button" className={Classes.TAG_REMOVE} aria-label={removeChipLabel(chip)} onClick={() => onRemove(chip)}>
                  <SmallCrossIcon />
                </button>
              }
            >
              {chip.label}: {chip.text}
            </Tag>
          </li>
        ))}
      </ul>
      <Button variant="minimal" icon={<TrashIcon />} text={CLEAR_QUERY_TEXT} disabled={chips.length === 0} onClick={onClear} />
      <Button variant="minimal" icon={<RefreshIcon />} text={REFRESH_RESULTS_TEXT} onClick={onRefresh} />
      <Button variant="minimal" icon={<CodeIcon />} text={VIEW_API_CALL_TEXT} onClick={() => setApiCallOpen(true)} />
      <ApiCallDialog isOpen={apiCallOpen} onClose={() => setApiCallOpen(false)} request={request} resource={resource} />
    </div>
  )
}
