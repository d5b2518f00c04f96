// The autocomplete field of a terms filter (issue 19 item 1; NOMAD's InputTerms): typing
// asks POST /suggestions for values of the quantity once typing pauses, the values show
// in a list that scrolls virtually above 8 (spec 2 §9: options 64 px, 512 px high,
// overscan 5), Enter or a click adds the highlighted value — or the typed text when none
// is highlighted — and the chosen values show as chips to remove. Escape closes the list,
// or clears the text.
import { Classes, InputGroup, Tag } from '@blueprintjs/core'
import { SmallCrossIcon } from '@blueprintjs/icons'
import { useEffect, useId, useState } from 'react'
import { invalidValue, parseAtom, type FilterDefinition, type Scalar } from '../../../../core/search'
import { formatCount } from '../../../components/statistics'
import { LIST_HEIGHT, OPTION_ROW_HEIGHT, SUGGESTION_DEBOUNCE_MS, useSuggestionKeys, VirtualList, type VirtualRow } from '../../bar'
import { NO_OPTIONS_TEXT } from './termsRows'
import './termsInput.css'

export const TERMS_INPUT_PLACEHOLDER = 'Type here'
export const termsSuggestionsLabel = (title: string) => `Suggestions for ${title}`
export const removeValueLabel = (value: string) => `Remove ${value}`
export const entriesText = (count: number) => `${formatCount(count)} ${count === 1 ? 'entry' : 'entries'}`
/** Values asked for per input: more than fit the list, so it scrolls (virtually, past 8). */
export const TERMS_SUGGESTION_SIZE = 20
/** Spec 2 §5.2: suggestions are asked for from two characters on. */
const MIN_INPUT = 2

export interface TermsSuggestion {
  readonly value: string
  /** Entries holding the value, where the server says. */
  readonly weight?: number
}
/** Values of the quantity for what was typed, best first. */
export type FetchTermsSuggestions = (input: string) => Promise<readonly TermsSuggestion[]>

export interface TermsInputProps {
  readonly title: string
  readonly filter: FilterDefinition | undefined
  /** The chosen values, shown as chips when `chips` is set. */
  readonly selected: readonly Scalar[]
  readonly onAdd: (value: Scalar) => void
  readonly onRemove: (value: Scalar) => void
  /** Without it (a quantity without suggestions) the field takes typed values only. */
  readonly fetchSuggestions?: FetchTermsSuggestions
  /** Shows the chosen values as chips (when no list of values shows them ticked). */
  readonly chips: boolean
}

type Remote = { input: string; status: 'done' | 'failed'; values: readonly TermsSuggestion[] }

export function TermsInput({ title, filter, selected, onAdd, onRemove, fetchSuggestions, chips }: TermsInputProps) {
  const id = useId()
  const [input, setInput] = useState('')
  const [remote, setRemote] = useState<Remote>()
  const [error, setError] = useState<string>()
  const wanted = input.trim()

  useEffect(() => {
    if (!fetchSuggestions || wanted.length < MIN_INPUT) return
    let cancelled = false
    const timer = setTimeout(() => {
      fetchSuggestions(wanted).then(
        (values) => !cancelled && setRemote({ input: wanted, status: 'done', values }),
        () => !cancelled && setRemote({ input: wanted, status: 'failed', values: [] }),
      )
    }, SUGGESTION_DEBOUNCE_MS)
    return () => {
      cancelled = true
      clearTimeout(timer)
    }
  }, [wanted, fetchSuggestions])

  // Only the answer for what is typed now; chosen values are not offered again.
  const current = remote?.input === wanted && wanted.length >= MIN_INPUT ? remote : undefined
  const values = (current?.values ?? []).filter((item) => !selected.some((value) => String(value) === item.value))
  const noOptions = current?.status === 'done' && values.length === 0
  const { listShown, highlighted, setHighlighted, reopen, close, onKeyDown } = useSuggestionKeys({
    items: values,
    showEmpty: noOptions,
    text: input,
    onPick: (item) => add(item.value),
    onEnter: () => add(input),
    onClear: () => {
      setInput('')
      setError(undefined)
    },
  })
  const add = (text: string) => {
    const trimmed = text.trim()
    // Spec 2 §4.3: an empty or whitespace-only entry is ignored.
    if (!trimmed) return
    let value: Scalar
    try {
      const atom = filter ? parseAtom(filter, trimmed) : trimmed
      if (atom === null || typeof atom === 'object') throw new Error('not a scalar')
      value = atom
    } catch {
      setError(invalidValue(filter?.name ?? title))
      return
    }
    setError(undefined)
    if (!selected.includes(value)) onAdd(value)
    setInput('')
    close()
  }

  const optionId = (index: number) => `${id}-option-${index}`
  const rows: VirtualRow[] = noOptions
    ? [{
        key: 'none',
        height: OPTION_ROW_HEIGHT,
        option: false,
        render: (style) => (
          <li key="none" role="presentation" style={style} className={`${Classes.MENU_ITEM} ${Classes.DISABLED}`}>
            {NO_OPTIONS_TEXT}
          </li>
        ),
      }]
    : values.map((item, index): VirtualRow => ({
        key: item.value,
        height: OPTION_ROW_HEIGHT,
        option: true,
        render: (style) => (
          <li
            key={item.value}
            id={optionId(index)}
            role="option"
            aria-selected={index === highlighted}
            style={style}
            className={`${Classes.MENU_ITEM} tessera-terms-option${index === highlighted ? ` ${Classes.ACTIVE}` : ''}`}
            onClick={() => add(item.value)}
            onMouseEnter={() => setHighlighted(index)}
          >
            <span className={Classes.TEXT_OVERFLOW_ELLIPSIS} title={item.value}>{item.value}</span>
            {item.weight !== undefined && <span className={`${Classes.TEXT_MUTED} ${Classes.TEXT_SMALL}`}>{entriesText(item.weight)}</span>}
          </li>
        ),
      }))

  return (
    <div className="tessera-terms-input">
      <InputGroup
        size="small"
        placeholder={TERMS_INPUT_PLACEHOLDER}
        aria-label={title}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={listShown}
        aria-controls={listShown ? `${id}-list` : undefined}
        aria-activedescendant={listShown && highlighted >= 0 ? optionId(highlighted) : undefined}
        aria-invalid={error !== undefined}
        intent={error !== undefined ? 'danger' : 'none'}
        value={input}
        onValueChange={(text) => {
          setInput(text)
          reopen()
          setError(undefined)
        }}
        onKeyDown={onKeyDown}
        onBlur={close}
      />
      {error !== undefined && (
        <div role="alert" className={`${Classes.FORM_HELPER_TEXT} tessera-terms-input-error`}>
          {error}
        </div>
      )}
      {listShown && (
        <VirtualList
          id={`${id}-list`}
          role="listbox"
          aria-label={termsSuggestionsLabel(title)}
          className={`${Classes.MENU} ${Classes.ELEVATION_2} tessera-terms-suggestions`}
          // Mouse down would blur the input and close the list before the click adds.
          onMouseDown={(event) => event.preventDefault()}
          rows={rows}
          maxHeight={LIST_HEIGHT}
          activeRow={highlighted >= 0 ? highlighted : undefined}
        />
      )}
      {chips && selected.length > 0 && (
        <div className="tessera-terms-chips">
          {selected.map((value) => (
            // Blueprint's own remove button is labelled 'Remove tag' for every tag; ours goes
            // after the text (endIcon), not inside it, where the text's box wraps it below.
            <Tag
              key={String(value)}
              minimal
              round
              htmlTitle={String(value)}
              endIcon={
                <button type="button" className={Classes.TAG_REMOVE} aria-label={removeValueLabel(String(value))} onClick={() => onRemove(value)}>
                  <SmallCrossIcon />
                </button>
              }
            >
              {String(value)}
            </Tag>
          ))}
        </div>
      )}
    </div>
  )
}
