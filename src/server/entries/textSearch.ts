// `text_search_contents` (reference §4.1, spec 2 free text): the texts the search bar's
// free text looks into. Made here, in the one metadata builder, from the final metadata,
// so that edits of the name, comment, authors or datasets (which need no reprocessing)
// are found at once; processing adds what only it sees (ELN names, descriptions, tags).
// Ranking does not depend on the order: the engine scores hits per field (engine/score.ts).

/** Longer schema strings are prose or data dumps; the ELN normaliser adds descriptions as plain text. */
const MAX_TEXT_LENGTH = 1000

const FORMULAS = [
  'chemical_formula_hill', 'chemical_formula_reduced', 'chemical_formula_descriptive', 'chemical_formula_iupac',
] as const

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === 'string')
  return []
}

function record(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? value as Record<string, unknown> : {}
}

/** The free texts of an entry's metadata, most telling first, each once. */
export function textSearchContents(metadata: Readonly<Record<string, unknown>>): string[] {
  const material = record(record(metadata.results).material)
  const people = (key: string) => (Array.isArray(metadata[key]) ? metadata[key] as unknown[] : []).flatMap((person) => strings(record(person).name))
  const schemaStrings = (Array.isArray(metadata.search_quantities) ? metadata.search_quantities as unknown[] : [])
    .flatMap((item) => strings(record(item).str_value)).filter((text) => text.length <= MAX_TEXT_LENGTH)
  const texts = [
    ...strings(metadata.entry_name),
    ...strings(material.material_name),
    ...FORMULAS.flatMap((name) => strings(material[name])),
    ...strings(metadata.comment),
    ...strings(metadata.mainfile),
    ...strings(metadata.upload_name),
    ...people('authors'),
    ...(Array.isArray(metadata.datasets) ? metadata.datasets as unknown[] : []).flatMap((dataset) => strings(record(dataset).dataset_name)),
    ...strings(metadata.text_search_contents),
    ...schemaStrings,
  ]
  return [...new Set(texts.map((text) => text.trim()).filter((text) => text !== ''))]
}
