// The dialog's search: the typed text waits 700 ms (spec 2 §4.1, §9), scope and
// checkbox changes go at once; only the newest request's answer is shown.
import { useEffect, useMemo, useState } from 'react'
import type { JsonObject, SendSearch } from '../context'
import { canMatch, sectionSelectRequest, type SectionSelectContext, type SectionSelectSettings } from './query'

export const SEARCH_DIALOG_DEBOUNCE_MS = 700

/** `value`, once it has not changed for `ms`. */
export function useDebouncedValue<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms)
    return () => clearTimeout(timer)
  }, [value, ms])
  return settled
}

export interface SectionSelectSearch {
  /** The settings the shown hits answer (the text as it was searched). */
  applied: SectionSelectSettings
  /** Unknown until the first answer; 0 when nothing can match. */
  total: number | undefined
  hits: JsonObject[]
  loading: boolean
  error: unknown
}

interface Answer {
  key: string
  hits: JsonObject[]
  total: number
  error?: unknown
}

export interface SectionSelectSearchOptions {
  isOpen: boolean
  settings: SectionSelectSettings
  context: SectionSelectContext
  send: SendSearch
  onError?: (error: unknown) => void
}

export function useSectionSelectSearch({ isOpen, settings, context, send, onError }: SectionSelectSearchOptions): SectionSelectSearch {
  const text = useDebouncedValue(settings.text, SEARCH_DIALOG_DEBOUNCE_MS)
  const applied = useMemo(() => ({ ...settings, text }), [settings, text])
  const { userId, uploadId } = context
  const request = useMemo(
    () => (isOpen && canMatch(applied) ? sectionSelectRequest(applied, { userId, uploadId }) : undefined),
    [isOpen, applied, userId, uploadId],
  )
  // Equal requests (a setting changed and back) are one search.
  const key = request ? JSON.stringify(request) : ''
  const [answer, setAnswer] = useState<Answer>()

  useEffect(() => {
    if (!request) return
    let current = true
    send(request).then(
      (response) => {
        if (current) setAnswer({ key, hits: response.data, total: response.pagination.total })
      },
      (error: unknown) => {
        if (!current) return
        setAnswer({ key, hits: [], total: 0, error })
        onError?.(error)
      },
    )
    return () => {
      current = false
    }
    // The key stands for the request; send and onError changing alone is no new search.
  }, [key])

  if (isOpen && !request) return { applied, total: 0, hits: [], loading: false, error: undefined }
  const loading = answer?.key !== key
  // While a new search runs the last hits stay, so the table does not flicker.
  return { applied, total: answer?.total, hits: answer?.hits ?? [], loading, error: loading ? undefined : answer?.error }
}
