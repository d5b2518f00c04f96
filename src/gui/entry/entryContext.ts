// What an entry's overview knows before any card draws: the entry's search metadata
// (GET entries/{id}). Cards decide from it whether they apply (NOMAD's entry context)
// and fetch the parts of the archive they draw themselves.
import type { JsonValue } from '../../core/search'
import type { EntryMetadata } from '../api'

export interface EntryContext {
  readonly entryId: string
  readonly uploadId: string
  readonly metadata: EntryMetadata
}

export function entryContext(metadata: EntryMetadata): EntryContext {
  return { entryId: metadata.entry_id, uploadId: metadata.upload_id, metadata }
}

const isObject = (value: JsonValue | undefined): value is { readonly [key: string]: JsonValue } =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** `results.properties.available_properties` of the entry: the property kinds it has. */
export function availableProperties(entry: EntryContext): readonly string[] {
  const properties = entry.metadata.results?.properties
  const available = isObject(properties) ? properties.available_properties : undefined
  return Array.isArray(available) ? available.filter((name): name is string => typeof name === 'string') : []
}

/** True when the entry lists `property` among its available properties. */
export const hasProperty = (property: string) => (entry: EntryContext) => availableProperties(entry).includes(property)
