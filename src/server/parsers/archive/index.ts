// The archive parser: `.archive.json` / `.archive.yaml` files written by hand, by the
// ELN, or exported from NOMAD. They hold a custom schema (`definitions`), data
// following a built-in or custom section (`data`), or both.
import type { ParserMetadata } from '../../../core/parsers/metadata'
import type { Archive, MainfileContext, Parser } from '../types'
import { readArchive } from './read'
import { decodeArchive } from './source'

export const archiveParserMetadata: ParserMetadata = {
  name: 'parsers/archive',
  codeName: 'Archive',
  codeLabel: 'Archive (ELN and custom schemas)',
  codeCategory: 'Electronic lab notebook',
  mainfileNameRe: '.*\\.archive\\.(json|yaml|yml)$',
  tableOfFiles:
    '|Input Filename| Description|\n|--- | --- |\n' +
    '|`*.archive.yaml`, `*.archive.yml`, `*.archive.json` | **Mainfile**: a schema (`definitions`), data (`data` with `m_def`), or both |\n' +
    '|other `*.archive.*` files of the upload | schemas that `m_def` values and schemas refer to (`../upload/raw/<path>#…`) |\n',
  notes: 'Entries get the type of their data section. Schemas may use schemas of other files of the same upload.',
  status: 'production',
}

export const archiveParser: Parser = {
  metadata: archiveParserMetadata,
  async parse(context: MainfileContext): Promise<Archive> {
    const bytes = await context.readFile(context.mainfile)
    if (bytes === undefined) throw new Error(`${context.mainfile}: the file cannot be read.`)
    const content = decodeArchive(new TextDecoder().decode(bytes), context.mainfile)
    return readArchive(content, context)
  },
}

export { readArchive } from './read'
export type { ReadEnvironment } from './read'
export { decodeArchive } from './source'
