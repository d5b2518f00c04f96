// The archive an answer of POST entries/{id}/archive/query holds: a tree, the text of an
// archive that is not JSON, or nothing.
import { isSection, type JsonObject } from '../../../core/archive'

const isJsonObject = (value: unknown): value is JsonObject => isSection(value)

export function archiveOf(data: unknown): JsonObject | string | undefined {
  if (typeof data === 'string') return data
  if (!isJsonObject(data)) return undefined
  const inner: unknown = isJsonObject(data.data) ? data.data.archive : undefined
  return typeof inner === 'string' || isJsonObject(inner) ? inner : undefined
}

export const isNotFound = (error: unknown) => typeof error === 'object' && error !== null && 'status' in error && error.status === 404
