// The keyboard of a text field with a suggestion list (spec 2 §4.3), shared by the search
// bar, the terms filters' input and the section-select dialog's search field: arrow keys
// open the list, then move the highlight through the options and "none" (where Enter
// takes the typed text), wrapping at both ends; Enter takes the highlighted option;
// Escape closes the list, or, when it is closed, clears the field.
import { useCallback, useState, type KeyboardEvent } from 'react'

export interface SuggestionKeysOptions<T> {
  /** The options in list order. */
  readonly items: readonly T[]
  /** The list shows even without options (for its "No options available…" row). */
  readonly showEmpty?: boolean
  /** The field's text: Escape on a closed list clears it, and passes the key on only when it is empty. */
  readonly text: string
  /** Enter (or a click, by the caller) on an option. */
  readonly onPick: (item: T) => void
  /**
   * Enter with no option highlighted (the typed text). Without it Enter only closes the
   * list and is not consumed, so a form around the field still sees it.
   */
  readonly onEnter?: () => void
  /** Escape with the list closed. */
  readonly onClear: () => void
}

export interface SuggestionKeys {
  /** Whether the user has the list open (typing or an arrow key opened it). */
  readonly open: boolean
  /** Whether the list is drawn: open, and with options or its empty row. */
  readonly listShown: boolean
  /** The highlighted option's index, -1 for none. */
  readonly highlighted: number
  readonly setHighlighted: (index: number) => void
  /** Opens the list with nothing highlighted (after typing). */
  readonly reopen: () => void
  readonly close: () => void
  readonly onKeyDown: (event: KeyboardEvent<HTMLElement>) => void
}

/** The next highlight: through the options and -1 ("none"), wrapping at both ends. */
export function nextHighlight(current: number, step: 1 | -1, count: number): number {
  const next = current + step
  return next >= count ? -1 : next < -1 ? count - 1 : next
}

export function useSuggestionKeys<T>({ items, showEmpty = false, text, onPick, onEnter, onClear }: SuggestionKeysOptions<T>): SuggestionKeys {
  const [open, setOpen] = useState(false)
  const [highlighted, setHighlighted] = useState(-1)
  const listShown = open && (items.length > 0 || showEmpty)

  const close = useCallback(() => {
    setOpen(false)
    setHighlighted(-1)
  }, [])
  const reopen = useCallback(() => {
    setOpen(true)
    setHighlighted(-1)
  }, [])

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Enter') {
      const item = listShown ? items[highlighted] : undefined
      if (item !== undefined) {
        event.preventDefault()
        onPick(item)
      } else if (onEnter) {
        event.preventDefault()
        onEnter()
      } else close()
    } else if (event.key === 'Escape') {
      // Consumed only when it closes or clears something: on an empty field it reaches a dialog.
      if (listShown || text !== '') {
        event.preventDefault()
        event.stopPropagation()
      }
      if (listShown) close()
      else onClear()
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      if (!open) {
        setOpen(true)
        return
      }
      if (items.length === 0) return
      const step = event.key === 'ArrowDown' ? 1 : -1
      setHighlighted((current) => nextHighlight(current, step, items.length))
    }
  }

  return { open, listShown, highlighted, setHighlighted, reopen, close, onKeyDown }
}
