// The list editor's rules (spec 3 §5 "List editor", §9 page size 10): a fixed shape keeps
// exactly that many items; otherwise empty items are dropped and an empty slot is kept
// at the end for the next one.
import type { JsonValue } from '../../../core/metainfo'
import type { EditQuantityDefinition } from '../definition'

export const LIST_PAGE_SIZE = 10

/** The number of items a fixed shape demands (`[3]`); undefined for `['*']`, `['n_atoms']`. */
export function fixedLength(definition: Pick<EditQuantityDefinition, 'shape'>): number | undefined {
  const [dimension] = definition.shape
  return typeof dimension === 'number' ? dimension : undefined
}

const isEmpty = (item: JsonValue | undefined) => item === undefined || item === null || item === ''

/** The items to draw: exactly `fixed` of them, or the stored ones plus an empty slot. */
export function listItems(value: JsonValue | undefined, fixed: number | undefined): (JsonValue | undefined)[] {
  const stored: (JsonValue | undefined)[] = Array.isArray(value) ? [...value] : value === undefined || value === null ? [] : [value]
  if (fixed !== undefined) return Array.from({ length: fixed }, (_, index) => (index < stored.length ? stored[index] : undefined))
  return [...stored.filter((item) => !isEmpty(item)), undefined]
}

/**
 * The value to store after item `index` became `item`: a fixed list keeps its length
 * (unset items as null); another drops its empty items and is unset when none is left.
 */
export function changedList(items: readonly (JsonValue | undefined)[], index: number, item: JsonValue | undefined, fixed: number | undefined): JsonValue | undefined {
  const next = items.map((current, at) => (at === index ? item : current))
  if (fixed !== undefined) {
    const kept = Array.from({ length: fixed }, (_, at) => next[at] ?? null)
    return kept.every((entry) => entry === null) ? undefined : kept
  }
  const kept = next.filter((entry): entry is JsonValue => !isEmpty(entry))
  return kept.length > 0 ? kept : undefined
}

/** The value after removing item `index` (lists without a fixed shape only). */
export function removedFromList(items: readonly (JsonValue | undefined)[], index: number): JsonValue | undefined {
  const kept = items.filter((entry, at): entry is JsonValue => at !== index && !isEmpty(entry))
  return kept.length > 0 ? kept : undefined
}
