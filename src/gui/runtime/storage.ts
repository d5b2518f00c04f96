// The browser's local storage as the GUI keeps its preferences in it (search history,
// unit choices, GUI options): injectable for tests, and harmless where there is none
// (private modes may throw on access, a full storage on write).
import type { KeyValueStorage as WebStorage } from '../../core/search'

/** The parts of `Storage` reading and writing one value need. */
export type KeyValueStorage = Pick<WebStorage, 'getItem' | 'setItem'>

/** A storage that keeps nothing. */
const NO_STORAGE: WebStorage = { getItem: () => null, setItem: () => {}, removeItem: () => {} }

/** The browser's local storage, or one that keeps nothing where there is none. */
export function browserStorage(): WebStorage {
  try {
    return globalThis.localStorage ?? NO_STORAGE
  } catch {
    return NO_STORAGE
  }
}

/** The JSON stored under `key`, checked by `read`; `fallback` when absent or unreadable. */
export function readStored<T>(storage: KeyValueStorage, key: string, read: (raw: unknown) => T, fallback: T): T {
  try {
    const text = storage.getItem(key)
    return text ? read(JSON.parse(text)) : fallback
  } catch {
    return fallback
  }
}

/** Stores `value` as JSON; without storage it lasts until the page is reloaded. */
export function writeStored(storage: KeyValueStorage, key: string, value: unknown): void {
  try {
    storage.setItem(key, JSON.stringify(value))
  } catch {
    // Full or forbidden storage: the value is only lost on the next visit.
  }
}
