// Download of the selected entries (spec 2 §2.1, §7): the browser navigates to
// {api}/v1/entries/raw or {api}/v1/entries/archive/download with `owner` and
// `json_query`; the server streams a zip. Pure, so the URL is tested without a browser.
import type { JsonObject, SearchQueryBody } from '../context'
import type { Selection } from './selection'

export type DownloadKind = 'raw' | 'archive'

const PATHS: Readonly<Record<DownloadKind, string>> = {
  raw: 'entries/raw',
  archive: 'entries/archive/download',
}

/** The query a selection stands for: the current query for "all", else the ids. */
export function selectionQuery(selection: Selection, current: SearchQueryBody): SearchQueryBody {
  if (selection.all) return current
  // The ids alone: each was a hit of the current query under this owner, so the owner
  // still lets the server read it; repeating the query would only narrow nothing.
  const query: JsonObject = { 'entry_id:any': [...selection.ids] }
  return { owner: current.owner, query }
}

export interface DownloadUrlOptions {
  /** The API base without /v1, as in GuiEnv.apiBase. */
  apiBase: string
  kind: DownloadKind
  selection: Selection
  /** The current `{owner, query}` (core/search's toApiQuery). */
  current: SearchQueryBody
}

export function downloadUrl({ apiBase, kind, selection, current }: DownloadUrlOptions): string {
  const { owner, query } = selectionQuery(selection, current)
  const params = new URLSearchParams({ owner, json_query: JSON.stringify(query) })
  return `${apiBase.replace(/\/+$/, '')}/v1/${PATHS[kind]}?${params.toString()}`
}
