// Reading the forms a section is named by in archives and schemas (`m_def`, base
// sections, sub-section and reference targets) into a DefinitionRef that needs no
// context any more:
//
//   nomad.datamodel.metainfo.eln.Sample                         built-in, by qualified name
//   ../upload/raw/thin_film.schema.archive.yaml#/definitions/section_definitions/0
//   ../upload/raw/thin_film.schema.archive.yaml#ThinFilmSample   by name in that file's package
//   ../uploads/<id>/raw/<path>#…, ../upload/archive/<entry id>#…  (core's archive references)
//   #/definitions/section_definitions/1                         the referring entry's own definitions
//   entry_id:<entry id>.ThinFilmSample(.inner)                  NOMAD's qualified names of upload sections
//   <definitions hash>, <hash>#<fragment>, Name@<hash>          a package found by its hash (GET metainfo/{hash})
import { entryId as entryIdOf } from '../../core/ids'
import { parseArchiveReference } from '../../core/metainfo'
import type { DefinitionContext, DefinitionRef } from './types'

const HASH = /^[0-9a-f]{40}$/
const ENTRY_ID_NAME = /^entry_id:([^.]+)\.(.+)$/
const NAME_AT_HASH = /^(.+)@([0-9a-f]{40})$/

/**
 * Fragments are either archive paths (`/definitions/section_definitions/0`) or section
 * names, dotted for inner sections (`ThinFilmSample`, `Sample.layers`): a `#Name`
 * fragment becomes the name.
 */
function fragmentOf(fragment: string): string {
  const trimmed = fragment.replace(/^\/+/, '').replace(/\/+$/, '')
  if (trimmed === '' ) return '/'
  if (trimmed.startsWith('definitions/') || trimmed === 'definitions') return `/${trimmed}`
  return trimmed.split('/').join('.')
}

/** The DefinitionRef a reference written in `context` means; undefined when it cannot be read there. */
export function parseDefinitionRef(reference: string, context: DefinitionContext = {}): DefinitionRef | undefined {
  const written = reference.trim()
  if (written === '') return undefined
  const byEntryId = ENTRY_ID_NAME.exec(written)
  if (byEntryId) return { kind: 'entry', entryId: byEntryId[1], fragment: byEntryId[2] }
  if (HASH.test(written)) return { kind: 'hash', hash: written, fragment: '/' }
  const atHash = NAME_AT_HASH.exec(written)
  if (atHash) return { kind: 'hash', hash: atHash[2], fragment: fragmentOf(atHash[1].split('.').pop() ?? atHash[1]) }
  const hashed = /^([0-9a-f]{40})#(.*)$/.exec(written)
  if (hashed) return { kind: 'hash', hash: hashed[1], fragment: fragmentOf(hashed[2]) }
  if (written.includes('#') || written.startsWith('/')) {
    const parsed = parseArchiveReference(written, context.uploadId ?? '', context.mainfile ?? '')
    if (!parsed) return undefined
    const fragment = fragmentOf(parsed.fragment)
    if (parsed.local) {
      const entryId = context.entryId ?? (context.uploadId && context.mainfile ? entryIdOf(context.uploadId, context.mainfile) : undefined)
      return entryId ? { kind: 'entry', entryId, ...(context.uploadId && { uploadId: context.uploadId }), fragment } : undefined
    }
    // `../upload/…` names the referring upload: without one in the context it names nothing.
    if (parsed.uploadId === '') return undefined
    const entryId = parsed.entryId ?? (parsed.mainfile !== undefined ? entryIdOf(parsed.uploadId, parsed.mainfile) : undefined)
    return entryId ? { kind: 'entry', entryId, uploadId: parsed.uploadId, fragment } : undefined
  }
  return { kind: 'builtIn', name: written }
}

/** A ref as one string, for cache keys and URLs: `nomad.….Sample`, `entry_id:<id>#<fragment>`, `<hash>#<fragment>`. */
export function refKey(ref: DefinitionRef): string {
  switch (ref.kind) {
    case 'builtIn':
      return ref.name
    case 'entry':
      return `entry_id:${ref.entryId}#${ref.fragment}`
    case 'hash':
      return `${ref.hash}#${ref.fragment}`
  }
}
