// The codes this installation reads (spec 2 §2.7): the parsers' metadata, from the
// artifacts the server hands the GUI (built-in parsers and the selected plugins'), read
// into the shape core/parsers declares. A record that is not parser metadata is skipped:
// the list is help text, and one bad plugin record must not take it away.
import type { ParserMetadata } from '../../../core/parsers/metadata'

/** What the code list and its dialog show of one parser. */
export type Code = Pick<ParserMetadata, 'name' | 'codeName' | 'codeLabel' | 'codeCategory' | 'codeUrl' | 'tableOfFiles' | 'notes' | 'status' | 'parserGitUrl'>

/** Categories in the order the list shows them (NOMAD's order; unknown ones after, by name). */
export const CATEGORY_ORDER: readonly string[] = [
  'Atomistic code',
  'Workflow manager',
  'Database manager',
  'Structure file',
  'Electronic lab notebook',
  'Miscellaneous',
]

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)
const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value : undefined)

function codeOf(record: unknown): Code | undefined {
  if (!isObject(record)) return undefined
  const name = text(record.name)
  const codeName = text(record.codeName)
  const category = text(record.codeCategory)
  if (!name || !codeName || !category) return undefined
  const optional = (key: 'codeUrl' | 'tableOfFiles' | 'notes' | 'parserGitUrl') => {
    const value = text(record[key])
    return value === undefined ? {} : { [key]: value }
  }
  return {
    name,
    codeName,
    codeLabel: text(record.codeLabel) ?? codeName,
    codeCategory: category as Code['codeCategory'],
    status: record.status === 'beta' ? 'beta' : 'production',
    ...optional('codeUrl'),
    ...optional('tableOfFiles'),
    ...optional('notes'),
    ...optional('parserGitUrl'),
  }
}

export interface CodeGroup {
  readonly category: string
  readonly codes: readonly Code[]
}

/** The codes by category (CATEGORY_ORDER), each group sorted by label; one entry per code name. */
export function groupCodes(parserMetadata: Readonly<Record<string, unknown>>): CodeGroup[] {
  const byName = new Map<string, Code>()
  for (const record of Object.values(parserMetadata)) {
    const code = codeOf(record)
    // Two parsers of one code (NOMAD has a few): the list names the code once.
    if (code && !byName.has(code.codeName)) byName.set(code.codeName, code)
  }
  const groups = new Map<string, Code[]>()
  for (const code of byName.values()) groups.set(code.codeCategory, [...(groups.get(code.codeCategory) ?? []), code])
  const rank = (category: string) => {
    const index = CATEGORY_ORDER.indexOf(category)
    return index < 0 ? CATEGORY_ORDER.length : index
  }
  return [...groups]
    .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b))
    .map(([category, codes]) => ({ category, codes: codes.sort((a, b) => a.codeLabel.localeCompare(b.codeLabel, undefined, { sensitivity: 'base' })) }))
}
