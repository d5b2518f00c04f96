// Config blocks as they come out of YAML, before a schema has typed them: plain objects
// read by dotted field paths, and the JSON Schema fragments each type brings.

/** A JSON Schema (draft-07) fragment; `$ref`s into the app schema read `#/definitions/…`. */
export type JsonSchema = { readonly [keyword: string]: unknown }

/** An object of a config block whose keys nobody has checked yet. */
export type Fields = { readonly [key: string]: unknown }

export const isFields = (value: unknown): value is Fields => typeof value === 'object' && value !== null && !Array.isArray(value)

/** The value at a dotted field path (`markers.color.search_quantity`), if every step is an object. */
export function valueAt(fields: Fields, path: string): unknown {
  let value: unknown = fields
  for (const key of path.split('.')) value = isFields(value) ? value[key] : undefined
  return value
}
