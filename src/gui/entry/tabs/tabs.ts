// The entry page's tabs (spec 3 §2.2): overview at the entry's own path, files (linked at
// files/_mainfile: the mainfile's folder), data, logs. Pure: the page and the route table
// read the same list.
export const ENTRY_TABS = ['overview', 'files', 'data', 'logs'] as const
export type EntryTab = (typeof ENTRY_TABS)[number]

/** Where each tab's link goes, relative to the entry's path. */
const TAB_LINKS: Record<EntryTab, string> = { overview: '', files: 'files/_mainfile', data: 'data', logs: 'logs' }

/** The splat of files/* that means "the mainfile's folder, mainfile highlighted". */
export const MAINFILE_SPLAT = '_mainfile'

/**
 * The entry's own path within `pathname` (…/entry/id/{entryId}), whatever route it is
 * nested in (a search app, an upload, a dataset) and whichever tab is open.
 */
export function entryBasePath(pathname: string, entryId: string): string {
  const marker = `/entry/id/${entryId}`
  const at = pathname.indexOf(marker)
  if (at < 0) return pathname.replace(/\/+$/, '')
  return pathname.slice(0, at + marker.length)
}

/** The path a tab's link goes to. */
export function tabPath(base: string, tab: EntryTab): string {
  const link = TAB_LINKS[tab]
  return link ? `${base}/${link}` : base
}

/** The upload path a files tab URL opens: the mainfile's folder for '_mainfile', else the path ('' the root). */
export function filesPathOfSplat(splat: string | undefined, mainfile: string): string {
  if (splat === MAINFILE_SPLAT) return mainfile.split('/').slice(0, -1).join('/')
  return (splat ?? '')
    .split('/')
    .filter((segment) => segment !== '')
    .map(decodeSegment)
    .join('/')
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

/** The archive path a data tab URL names (…/data/data/figures:0 → ['data', 'figures', '0']). */
export function archivePathOfSplat(splat: string | undefined): string[] {
  return (splat ?? '')
    .split('/')
    .flatMap((segment) => segment.split(':'))
    .filter((segment) => segment !== '')
    .map(decodeSegment)
}
