// JSON, once: what the API sends and archives hold. Read-only, as everything that reads
// an archive or a response treats it; code that builds JSON builds plain objects, which
// are assignable to these.

export type JsonScalar = string | number | boolean | null
export type JsonValue = JsonScalar | readonly JsonValue[] | { readonly [key: string]: JsonValue }
export interface JsonObject {
  readonly [key: string]: JsonValue
}

/** A JSON object being built: written key by key, then handed on as a JsonObject. */
export interface WritableJsonObject {
  [key: string]: JsonValue
}

/** An archive section being built or normalised in place; its values are not checked yet. */
export type MutableSection = { [key: string]: unknown }

/**
 * A section of an archive as it arrives: an object whose values nobody has checked yet.
 * The reader (reader.ts) narrows it; nothing past the reader reads it untyped.
 */
export interface Section {
  readonly [key: string]: unknown
}
