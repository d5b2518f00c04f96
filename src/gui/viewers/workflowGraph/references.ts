// Where a workflow's references point (spec 3 §2.8): the entry and the path of the
// section, from the reference forms archives use (`#/run/0/system/1`,
// `../upload/archive/<entry id>#/workflow2`, `../uploads/<id>/archive/mainfile/<path>#…`,
// `/entries/<id>/archive#…`). A section is known by its URL, `<entry id>#<path>`, so an
// output of one task and the input of the next match when they name the same section.
import { entryId as entryIdOf } from '../../../core/ids'
import { parseArchiveReference } from '../../../core/metainfo'

export interface SectionRef {
  readonly entryId: string
  readonly uploadId: string
  /** The entry's mainfile, where known (references by mainfile need it, relative ones too). */
  readonly mainfile?: string
  /** Path in the archive: '/workflow2/tasks/0'. */
  readonly path: string
}

const ENTRIES_FORM = /^(?:\.\.)?\/entries\/([^/]+)\/archive#(.*)$/

const normalizePath = (path: string) => '/' + path.split('/').filter((segment) => segment !== '').join('/')

/** The section a reference written in the archive of `from` points to; undefined when it points nowhere we can read. */
export function refTo(reference: string, from: SectionRef): SectionRef | undefined {
  const entries = ENTRIES_FORM.exec(reference)
  if (entries) return { entryId: entries[1], uploadId: from.uploadId, path: normalizePath(entries[2]) }
  const parsed = parseArchiveReference(reference, from.uploadId, from.mainfile ?? '')
  if (!parsed) return undefined
  if (parsed.local) return { ...from, path: parsed.fragment }
  const entryId = parsed.entryId ?? (parsed.mainfile !== undefined ? entryIdOf(parsed.uploadId, parsed.mainfile) : undefined)
  if (entryId === undefined) return undefined
  return { entryId, uploadId: parsed.uploadId, ...(parsed.mainfile !== undefined && { mainfile: parsed.mainfile }), path: parsed.fragment }
}

/** A section's identity across archives: `<entry id>#<path>`. */
export const urlOf = (ref: SectionRef) => `${ref.entryId}#${ref.path}`

/** The path's keys, numbers as indices: '/workflow2/tasks/0' → ['workflow2', 'tasks', 0]. */
export const keysOf = (path: string): (string | number)[] =>
  path.split('/').filter((segment) => segment !== '').map((segment) => (/^\d+$/.test(segment) ? Number(segment) : segment))

/** The path as the entry page's data tab writes it: '/run/0/system/1' → '/run:0/system:1'. */
export const dataTabPath = (path: string) => path.replace(/\/(?=\d)/g, ':')
