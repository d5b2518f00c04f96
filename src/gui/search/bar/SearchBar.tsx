// The search bar (spec 2 §4.3, §5.2): typed queries become filter changes, with the
// spec's messages under the input; suggestions from the history, the filter names and
// the server while typing. A number typed without a unit is in the unit the user sees.
import { Button, Classes, InputGroup } from '@blueprintjs/core'
import { SearchIcon, SmallCrossIcon } from '@blueprintjs/icons'
import { useEffect, useId, useMemo, useState } from 'react'
import type {
  FilterChange,
  KeyValueStorage,
  SearchBarOptions,
  SearchFilters,
  SearchSuggestion,
  SearchSyntax,
} from '../../../core/search'
import { parseSearchInput, suggestionKey } from '../../../core/search'
import { useUnits } from '../../units'
import type { FetchSuggestions, SuggestionGroup } from './suggestions'
import { SUGGESTION_DEBOUNCE_MS, suggestionGroups, suggestionRequest, valueSuggestionGroups } from './suggestions'
import { changeInDisplayUnit } from './unitChange'
import { useSuggestionHistory } from './useSuggestionHistory'
import { useSuggestionKeys } from './useSuggestionKeys'
import { BAR_LIST_HEIGHT, BAR_OPTION_ROW_HEIGHT, HEADER_ROW_HEIGHT, VirtualList, type VirtualRow } from './VirtualList'
import './searchBar.css'

/** Class names joined, falsy ones left out (no dependency just for this). */
const classes = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ')

export const SEARCH_BAR_LABEL = 'Search'
export const SEARCH_BAR_PLACEHOLDER = 'Type your query or keyword'
export const SUGGESTIONS_LABEL = 'Suggestions'
export const REMOVE_FROM_HISTORY_LABEL = 'Remove from history'
export const NO_OPTIONS_TEXT = 'No options available with current query.'

/** What was accepted: the syntax (free text makes the caller order by score) and the input. */
export interface AcceptedInput {
  readonly syntax: SearchSyntax
  readonly input: string
}

export interface SearchBarProps {
  /** The filters of the search context. */
  filters: SearchFilters
  /** The search context's id: the history is kept per context. */
  contextId: string
  /** An accepted, valid input; bare numbers of quantities with a unit carry the display unit (`{value: 2, unit: 'eV'}`). */
  onFilterChange: (change: FilterChange, accepted: AcceptedInput) => void
  /** The app's search syntaxes exclusions and the quantities the bar may target. */
  options?: SearchBarOptions
  /** Server suggestions; without it only the history and filter names are suggested. */
  fetchSuggestions?: FetchSuggestions
  /** Failed suggestion requests (the list just stays without server values). */
  onSuggestionsError?: (error: unknown) => void
  /** Where the history is kept; the browser's local storage by default. */
  historyStorage?: KeyValueStorage
}

type Remote = { status: 'idle' | 'done'; groups: readonly SuggestionGroup[] }
const IDLE: Remote = { status: 'idle', groups: [] }

export function SearchBar({
  filters,
  contextId,
  onFilterChange,
  options,
  fetchSuggestions,
  onSuggestionsError,
  historyStorage,
}: SearchBarProps) {
  const id = useId()
  const listId = `${id}-suggestions`
  const errorId = `${id}-error`
  const [input, setInput] = useState('')
  const [error, setError] = useState<string>()
  const { system } = useUnits()
  const [remote, setRemote] = useState<Remote>(IDLE)
  const history = useSuggestionHistory(contextId, historyStorage)
  const allowed = options?.quantities

  // Ask the server once typing pauses; a newer input cancels the pending or running ask.
  useEffect(() => {
    const request = fetchSuggestions ? suggestionRequest(filters, input, allowed) : undefined
    if (!fetchSuggestions || !request) {
      setRemote(IDLE)
      return
    }
    let cancelled = false
    const timer = setTimeout(() => {
      fetchSuggestions(request.input, request.quantities).then(
        (response) => {
          if (!cancelled)
            setRemote({
              status: 'done',
              groups: valueSuggestionGroups(filters, response, undefined, request.input),
            })
        },
        (reason: unknown) => {
          if (cancelled) return
          setRemote({ status: 'done', groups: [] })
          onSuggestionsError?.(reason)
        },
      )
    }, SUGGESTION_DEBOUNCE_MS)
    return () => {
      cancelled = true
      clearTimeout(timer)
    }
  }, [input, filters, allowed, fetchSuggestions, onSuggestionsError])

  const groups = useMemo(
    () => suggestionGroups(filters, input, history.entries, remote.groups, allowed),
    [filters, input, history.entries, remote.groups, allowed],
  )
  const items = useMemo(() => groups.flatMap((group) => group.items), [groups])
  const { listShown, highlighted, setHighlighted, reopen, close, onKeyDown } = useSuggestionKeys({
    items,
    showEmpty: remote.status === 'done',
    text: input,
    onPick: (suggestion) => select(suggestion),
    onEnter: () => accept(input),
    onClear: () => {
      setInput('')
      setError(undefined)
    },
  })
  const showNoOptions = listShown && items.length === 0

  /** Validates `text`: shows its message, or applies it, records it and empties the input. */
  const accept = (text: string) => {
    const result = parseSearchInput(filters, text, options)
    if (result.kind === 'ignored') return
    if (result.kind === 'error') {
      setError(result.message)
      return
    }
    setError(undefined)
    onFilterChange(changeInDisplayUnit(result.change, filters, system), {
      syntax: result.syntax,
      input: result.input,
    })
    history.push({ input: result.input, type: result.syntax })
    setInput('')
    close()
  }

  const select = (suggestion: SearchSuggestion) => {
    // A name is the start of a query: the user still has to type the value.
    if (suggestion.type === 'name') {
      setInput(`${suggestion.input} = `)
      setError(undefined)
      setHighlighted(-1)
      return
    }
    setInput(suggestion.input)
    accept(suggestion.input)
  }

  const onBlur = () => {
    close()
    const result = parseSearchInput(filters, input, options)
    setError(result.kind === 'error' ? result.message : undefined)
  }

  const optionId = (index: number) => `${id}-option-${index}`
  // The list as rows of fixed heights (spec 2 §9): a header per group, then its options.
  const rows: VirtualRow[] = []
  const optionRows: number[] = []
  if (showNoOptions)
    rows.push({
      key: 'none',
      height: BAR_OPTION_ROW_HEIGHT,
      option: false,
      render: (style) => (
        <li key="none" style={style} className={classes(Classes.MENU_ITEM, Classes.DISABLED)} role="presentation">
          {NO_OPTIONS_TEXT}
        </li>
      ),
    })
  let index = -1
  for (const group of groups) {
    rows.push({
      key: `group-${group.title}`,
      height: HEADER_ROW_HEIGHT,
      option: false,
      render: (style) => (
        <li key={`group-${group.title}`} role="presentation" style={style} className="tessera-search-bar-header">
          <h6 className={classes(Classes.HEADING, Classes.MENU_HEADER)}>{group.title}</h6>
        </li>
      ),
    })
    for (const suggestion of group.items) {
      index += 1
      const position = index
      optionRows.push(rows.length)
      rows.push({
        key: suggestionKey(suggestion),
        height: BAR_OPTION_ROW_HEIGHT,
        option: true,
        render: (style) => (
          <li
            key={suggestionKey(suggestion)}
            id={optionId(position)}
            role="option"
            aria-label={suggestion.input}
            aria-selected={position === highlighted}
            style={style}
            className={classes(Classes.MENU_ITEM, position === highlighted && Classes.ACTIVE)}
            onClick={() => select(suggestion)}
            onMouseEnter={() => setHighlighted(position)}
          >
            <span className={classes(Classes.FILL, Classes.TEXT_OVERFLOW_ELLIPSIS)} title={suggestion.input}>{suggestion.input}</span>
            {suggestion.history && (
              <Button
                size="small"
                variant="minimal"
                icon={<SmallCrossIcon />}
                aria-label={REMOVE_FROM_HISTORY_LABEL}
                onClick={(event) => {
                  event.stopPropagation()
                  history.remove(suggestionKey(suggestion))
                  setHighlighted(-1)
                }}
              />
            )}
          </li>
        ),
      })
    }
  }
  return (
    <div className="tessera-search-bar">
      <InputGroup
        fill
        leftIcon={<SearchIcon />}
        placeholder={SEARCH_BAR_PLACEHOLDER}
        aria-label={SEARCH_BAR_LABEL}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={listShown}
        aria-controls={listShown ? listId : undefined}
        aria-activedescendant={listShown && highlighted >= 0 ? optionId(highlighted) : undefined}
        aria-invalid={error !== undefined}
        aria-describedby={error !== undefined ? errorId : undefined}
        intent={error !== undefined ? 'danger' : 'none'}
        value={input}
        onValueChange={(value) => {
          setInput(value)
          reopen()
        }}
        onKeyDown={onKeyDown}
        onBlur={onBlur}
      />
      {/* Before the list in the page: the list opens below the message instead of over it. */}
      {error !== undefined && (
        <div id={errorId} role="alert" className={classes(Classes.FORM_HELPER_TEXT, 'tessera-search-bar-error')}>
          {error}
        </div>
      )}
      {listShown && (
        // Mouse down would blur the input (validating a half-typed query) before the click selects.
        <VirtualList
          id={listId}
          role="listbox"
          aria-label={SUGGESTIONS_LABEL}
          className={classes(Classes.MENU, Classes.ELEVATION_2, 'tessera-search-bar-suggestions')}
          onMouseDown={(event) => event.preventDefault()}
          rows={rows}
          maxHeight={BAR_LIST_HEIGHT}
          activeRow={highlighted >= 0 ? optionRows[highlighted] : undefined}
        />
      )}
    </div>
  )
}
