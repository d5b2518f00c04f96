// What a save writes (spec 3 §4, §7): the archive as edited, without the parts processing
// makes (metadata, results, processing logs — NOMAD's editor drops the same — and the
// archives its references were resolved from), in the mainfile's own format: JSON for
// .json, YAML for .yaml/.yml (the server parses each by its extension; a YAML file keeps
// being YAML for the people who edit it by hand).
import type { JsonObject, JsonValue } from '../../../core/archive'

/** Top-level sections processing writes; a save leaves them out of the file. */
export const PROCESSED_SECTIONS = ['metadata', 'results', 'processing_logs', 'm_ref_archives'] as const

export type ArchiveFileFormat = 'json' | 'yaml'

export function fileFormat(mainfile: string): ArchiveFileFormat {
  return /\.ya?ml$/i.test(mainfile) ? 'yaml' : 'json'
}

/** The archive a save writes. */
export function savedArchive(archive: JsonObject): JsonObject {
  const body: { [key: string]: JsonValue } = { ...archive }
  for (const key of PROCESSED_SECTIONS) delete body[key]
  return body
}

/** The file's content; YAML through the `yaml` package, loaded only when a YAML file is saved. */
export async function fileContent(archive: JsonObject, mainfile: string): Promise<string> {
  const body = savedArchive(archive)
  if (fileFormat(mainfile) === 'json') return `${JSON.stringify(body, null, 2)}\n`
  const { stringify } = await import('yaml')
  return stringify(body)
}

const isObject = (value: JsonValue | undefined): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** The entry hash an archive was processed with (metadata.entry_hash), if it holds one. */
export function archiveEntryHash(archive: JsonObject): string | undefined {
  const metadata = archive.metadata
  const hash = isObject(metadata) ? metadata.entry_hash : undefined
  return typeof hash === 'string' && hash ? hash : undefined
}
