// Word index of the keyword columns searched by words (free text, `.prefix`): per word,
// the dictionary codes whose value contains it. A free-text criterion then intersects a
// few code lists instead of splitting every distinct value into words on every search.
// Dictionaries only grow, so the index is extended with the codes added since.
import type { KeywordColumn } from '../index/table'
import { textMatcher, words } from './text'

interface WordIndex {
  /** Codes indexed so far (0..indexed-1). */
  indexed: number
  /** Word → codes holding it, ascending. */
  codes: Map<string, number[]>
}

const indexes = new WeakMap<KeywordColumn, WordIndex>()

function wordIndex(column: KeywordColumn): WordIndex {
  let index = indexes.get(column)
  if (!index) {
    index = { indexed: 0, codes: new Map() }
    indexes.set(column, index)
  }
  const dictionary = column.dictionary
  for (let code = index.indexed; code < dictionary.length; code++) {
    for (const word of new Set(words(dictionary[code]))) {
      const list = index.codes.get(word)
      if (list) list.push(code)
      else index.codes.set(word, [code])
    }
  }
  index.indexed = dictionary.length
  return index
}

/** The codes whose value holds the (lower-case) word, ascending; shared, do not change. */
export function codesWithWord(column: KeywordColumn, word: string): readonly number[] {
  return wordIndex(column).codes.get(word) ?? []
}

/** Codes in every list (lists ascending). */
function intersect(lists: number[][]): number[] {
  if (lists.length === 0) return []
  const [first, ...rest] = [...lists].sort((a, b) => a.length - b.length)
  const sets = rest.map((list) => new Set(list))
  return first.filter((code) => sets.every((set) => set.has(code)))
}

/**
 * Marks in `selected` the codes whose value matches the query text: 'words' = every
 * word of the query occurs in the value; 'prefix' = the words in order, the last one
 * incomplete (candidates from the index, then checked in order).
 */
export function selectByWords(column: KeywordColumn, mode: 'words' | 'prefix', query: string, selected: Uint8Array): void {
  const wanted = words(query)
  if (wanted.length === 0) return
  const { codes } = wordIndex(column)
  const complete = mode === 'words' ? wanted : wanted.slice(0, -1)
  const lists = complete.map((word) => codes.get(word) ?? [])
  if (mode === 'prefix') {
    const start = wanted[wanted.length - 1]
    const starting = new Set<number>()
    for (const [word, list] of codes) if (word.startsWith(start)) for (const code of list) starting.add(code)
    lists.push([...starting])
  }
  const candidates = intersect(lists)
  if (mode === 'words') {
    for (const code of candidates) selected[code] = 1
    return
  }
  const matches = textMatcher('prefix', query)
  for (const code of candidates) if (matches(column.dictionary[code])) selected[code] = 1
}
