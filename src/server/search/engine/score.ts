// `_score` for free text (order_by _score, which the search bar sets after a free-text
// query, spec 2 §4.1). Elasticsearch ranks by relevance; filters alone score every hit
// alike, so without free text `_score` stays the storage order. With free text a hit
// scores, per query word and per text value holding it, a length norm (1/√words of the
// value, as Lucene's classic norm) times 1 plus the boosts of the fields the value is
// in: a word in the name outweighs the same word only in a comment or an ELN text, and
// a short name that is the word outweighs a long one that merely contains it.
import type { Bits } from '../index/bits'
import type { SearchIndex } from '../index/searchIndex'
import type { KeywordColumn } from '../index/table'
import type { Query } from '../request/ast'
import { words } from './text'
import { codesWithWord } from './textIndex'

/** The free-text quantity the search bar queries. */
export const FREE_TEXT = 'text_search_contents'

/** Fields boosted; the free text holds their values (entries/textSearch.ts). */
const BOOSTS: readonly [quantity: string, boost: number][] = [
  ['entry_name', 8],
  ['results.material.material_name', 4],
  ['results.material.chemical_formula_hill', 4],
  ['results.material.chemical_formula_reduced', 4],
  ['results.material.chemical_formula_descriptive', 4],
  ['mainfile', 2],
  ['upload_name', 2],
  ['authors.name', 2],
  ['datasets.dataset_name', 2],
  ['comment', 1],
]

/** The words of free-text criteria that select hits (not those under `not` or `none`). */
export function freeTextWords(query: Query): string[] {
  const found = new Set<string>()
  const visit = (q: Query): void => {
    switch (q.kind) {
      case 'criterion':
        if (q.op !== 'range' && q.op !== 'none' && q.quantity.kind === 'static' && q.quantity.quantity === FREE_TEXT) {
          for (const value of q.values) for (const word of words(String(value))) found.add(word)
        }
        return
      case 'and':
      case 'or':
        q.queries.forEach(visit)
        return
      case 'nested':
        visit(q.query)
        return
      default:
        return
    }
  }
  visit(query)
  return [...found]
}

/**
 * Per code of the free-text column: the length norm of its value when it holds the
 * word, else 0. Dense (4 bytes a distinct text): reading it per row item is several
 * times faster than a Map for words many entries hold.
 */
function norms(column: KeywordColumn, word: string): Float32Array | undefined {
  const codes = codesWithWord(column, word)
  if (codes.length === 0) return undefined
  const norm = new Float32Array(column.dictionary.length)
  for (const code of codes) norm[code] = 1 / Math.sqrt(Math.max(1, words(column.dictionary[code]).length))
  return norm
}

/**
 * The score of each matching root row for the words, or undefined without words. The
 * free-text column's word index finds the values holding a word; a value then weighs
 * its norm times 1 plus the boosts of the fields the row holds it in (compared as
 * strings). No word index of the fields themselves is needed, and no array as large as
 * a dictionary is made per query. Only root-table fields are boosted (none is nested).
 */
export function freeTextScores(index: SearchIndex, matches: Bits, queryWords: readonly string[]): ((row: number) => number) | undefined {
  if (queryWords.length === 0 || matches.isEmpty()) return undefined
  const text = index.column(FREE_TEXT)
  if (text?.kind !== 'keyword' || text.table !== index.root) return undefined
  const perWord = queryWords.map((word) => norms(text, word)).filter((norm): norm is Float32Array => norm !== undefined)
  const fields: { column: KeywordColumn; boost: number }[] = []
  for (const [quantity, boost] of BOOSTS) {
    const column = index.column(quantity)
    if (column?.kind === 'keyword' && column.table === index.root) fields.push({ column, boost })
  }
  const boostOf = (row: number, value: string): number => {
    let boost = 1
    for (const { column, boost: fieldBoost } of fields) {
      const starts = column.starts.data
      for (let k = starts[row], end = starts[row + 1]; k < end; k++) {
        if (column.dictionary[column.items.data[k]] === value) {
          boost += fieldBoost
          break
        }
      }
    }
    return boost
  }
  const scores = new Float64Array(index.root.rows)
  const starts = text.starts.data
  const items = text.items.data
  matches.forEach((row) => {
    let score = 0
    for (const norm of perWord) {
      for (let k = starts[row], end = starts[row + 1]; k < end; k++) {
        const weight = norm[items[k]]
        if (weight > 0) score += weight * boostOf(row, text.dictionary[items[k]])
      }
    }
    // Rounded so that the score survives page_after_value as text unchanged.
    scores[row] = Math.round(score * 1e6) / 1e6
  })
  return (row) => scores[row]
}
