// The dialog's search text with suggestions (issue 19 item 7): entry names and mainfiles
// holding what is typed, asked once typing pauses, in a list that scrolls virtually above
// 8 (spec 2 §9: options 64 px, 512 px high). Choosing one puts it into the field, which
// then searches as typed text does. Escape closes the list, or clears the text.
import { Classes, InputGroup, Spinner } from '@blueprintjs/core'
import { SearchIcon } from '@blueprintjs/icons'
import { useEffect, useId, useState } from 'react'
import type { SuggestionsRequest, SuggestionsResponse } from '../../../core/api'
import { LIST_HEIGHT, OPTION_ROW_HEIGHT, SUGGESTION_DEBOUNCE_MS, useSuggestionKeys, VirtualList, type VirtualRow } from '../bar'
import { dialogSuggestions, suggestionsRequest, SUGGESTION_KINDS, type DialogSuggestion } from './suggestions'

export const DIALOG_SUGGESTIONS_LABEL = 'Entry suggestions'
export type FetchDialogSuggestions = (request: SuggestionsRequest) => Promise<SuggestionsResponse>

export interface SearchFieldProps {
  readonly value: string
  readonly onValueChange: (text: string) => void
  readonly label: string
  readonly placeholder: string
  readonly loading: boolean
  readonly loadingLabel: string
  readonly fetchSuggestions?: FetchDialogSuggestions
}

export function SearchField({ value, onValueChange, label, placeholder, loading, loadingLabel, fetchSuggestions }: SearchFieldProps) {
  const id = useId()
  const [answer, setAnswer] = useState<{ input: string; items: readonly DialogSuggestion[] }>()
  const request = suggestionsRequest(value)
  const key = request ? JSON.stringify(request) : ''

  useEffect(() => {
    if (!fetchSuggestions || !request) return
    let cancelled = false
    const timer = setTimeout(() => {
      fetchSuggestions(request).then(
        (response) => !cancelled && setAnswer({ input: request.input, items: dialogSuggestions(response, request.input) }),
        // Suggestions are a help: without them the field still searches.
        () => !cancelled && setAnswer({ input: request.input, items: [] }),
      )
    }, SUGGESTION_DEBOUNCE_MS)
    return () => {
      cancelled = true
      clearTimeout(timer)
    }
    // The key stands for the request.
  }, [key, fetchSuggestions])

  // The value itself, once chosen, is no suggestion any more.
  const items = answer && request && answer.input === request.input ? answer.items.filter((item) => item.value !== value) : []
  const choose = (item: DialogSuggestion) => {
    onValueChange(item.value)
    close()
  }
  // Enter without a chosen suggestion is left to the dialog; Escape on an empty field closes it.
  const { listShown, highlighted, setHighlighted, reopen, close, onKeyDown } = useSuggestionKeys({
    items,
    text: value,
    onPick: choose,
    onClear: () => {
      if (value !== '') onValueChange('')
    },
  })

  const optionId = (index: number) => `${id}-option-${index}`
  const rows = items.map((item, index): VirtualRow => ({
    key: item.value,
    height: OPTION_ROW_HEIGHT,
    option: true,
    render: (style) => (
      <li
        key={item.value}
        id={optionId(index)}
        role="option"
        aria-selected={index === highlighted}
        aria-label={item.value}
        style={style}
        className={`${Classes.MENU_ITEM} tessera-section-select-option${index === highlighted ? ` ${Classes.ACTIVE}` : ''}`}
        onClick={() => choose(item)}
        onMouseEnter={() => setHighlighted(index)}
      >
        <span className={Classes.TEXT_OVERFLOW_ELLIPSIS} title={item.value}>{item.value}</span>
        <span className={`${Classes.TEXT_MUTED} ${Classes.TEXT_SMALL}`}>{SUGGESTION_KINDS[item.quantity]}</span>
      </li>
    ),
  }))

  return (
    <div className="tessera-section-select-search">
      <InputGroup
        type="search"
        role="combobox"
        aria-label={label}
        aria-autocomplete="list"
        aria-expanded={listShown}
        aria-controls={listShown ? `${id}-list` : undefined}
        aria-activedescendant={listShown && highlighted >= 0 ? optionId(highlighted) : undefined}
        placeholder={placeholder}
        leftIcon={<SearchIcon />}
        rightElement={loading ? <Spinner size={16} aria-label={loadingLabel} /> : undefined}
        value={value}
        onValueChange={(text) => {
          onValueChange(text)
          reopen()
        }}
        onKeyDown={onKeyDown}
        onBlur={close}
      />
      {listShown && (
        <VirtualList
          id={`${id}-list`}
          role="listbox"
          aria-label={DIALOG_SUGGESTIONS_LABEL}
          className={`${Classes.MENU} ${Classes.ELEVATION_2} tessera-section-select-suggestions`}
          // Mouse down would blur the field and close the list before the click chooses.
          onMouseDown={(event) => event.preventDefault()}
          rows={rows}
          maxHeight={LIST_HEIGHT}
          activeRow={highlighted >= 0 ? highlighted : undefined}
        />
      )}
    </div>
  )
}
