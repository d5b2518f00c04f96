// Where a workflow node's label leads (spec 3 §2.8: the entry overview or the archive
// section), as a path next to the entry page the card is on: a section of this entry in
// its data tab; another entry's workflow at that entry's overview, another section of it
// in that entry's data tab. The entry page's path is …/entry/id/{entryId}[/tab…] under
// whichever route lists entries (a search app, an upload, a dataset).
import { dataTabPath, type SectionRef } from '../../../viewers/workflowGraph'

/** The page's path up to …/entry/id/{entryId}, or its whole path when that is not in it. */
function entryPath(pathname: string, entryId: string): { readonly before: string; readonly base: string } {
  const marker = `/entry/id/${entryId}`
  const at = pathname.indexOf(marker)
  if (at < 0) {
    const base = pathname.replace(/\/+$/, '')
    return { before: base, base }
  }
  return { before: pathname.slice(0, at), base: pathname.slice(0, at + marker.length) }
}

export function sectionHref(pathname: string, entryId: string, ref: SectionRef): string {
  const { before, base } = entryPath(pathname, entryId)
  const entryBase = ref.entryId === entryId ? base : `${before}/entry/id/${ref.entryId}`
  const path = dataTabPath(ref.path)
  if (ref.entryId !== entryId && (path === '' || path === '/' || path === '/workflow2')) return entryBase
  return `${entryBase}/data${path === '/' ? '' : path}`
}
