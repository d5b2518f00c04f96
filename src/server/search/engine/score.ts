// `_score` for free text (order_by _score, which the search bar sets after a free-text
// query, spec 2 §4.1). Elasticsearch ranks by relevance; filters alone score every hit
// alike, so without free text `_score` stays the storage order. With free text a hit
// scores, per query word and per field holding it, the field's boost times a length
// norm (1/√words of the shortest value holding the word, as Lucene's classic norm):
// a word in the name outweighs the same word only in a comment or an ELN text, and a
// short name that is the word outweighs a long one that merely contains it.
import type { Bits } from '../index/bits'
import type { SearchIndex } from '../index/searchIndex'
import type { KeywordColumn } from '../index/table'
import type { Query } from '../request/ast'
import { words } from './text'
import { codesWithWord } from './textIndex'

/** The free-text quantity the search bar queries. */
export const FREE_TEXT = 'text_search_contents'

/** Fields scored and their boosts; the free text holds them all (entries/textSearch.ts). */
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
  [FREE_TEXT, 1],
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

/** Per code of a column: the norm of its value when it holds the word, else 0. */
function weights(column: KeywordColumn, word: string): Float64Array | undefined {
  const codes = codesWithWord(column, word)
  if (codes.length === 0) return undefined
  const weight = new Float64Array(column.dictionary.length)
  for (const code of codes) weight[code] = 1 / Math.sqrt(Math.max(1, words(column.dictionary[code]).length))
  return weight
}

/**
 * The score of each matching root row for the words, or undefined without words. Only
 * fields in the root table are scored (none of the boosted ones is nested).
 */
export function freeTextScores(index: SearchIndex, matches: Bits, queryWords: readonly string[]): ((row: number) => number) | undefined {
  if (queryWords.length === 0) return undefined
  const terms: { column: KeywordColumn; boost: number; weight: Float64Array }[] = []
  for (const [quantity, boost] of BOOSTS) {
    const column = index.column(quantity)
    if (column?.kind !== 'keyword' || column.table !== index.root) continue
    for (const word of queryWords) {
      const weight = weights(column, word)
      if (weight) terms.push({ column, boost, weight })
    }
  }
  const scores = new Float64Array(index.root.rows)
  matches.forEach((row) => {
    let score = 0
    for (const { column, boost, weight } of terms) {
      const starts = column.starts.data
      const items = column.items.data
      let best = 0
      for (let k = starts[row], end = starts[row + 1]; k < end; k++) best = Math.max(best, weight[items[k]])
      score += boost * best
    }
    // Rounded so that the score survives page_after_value as text unchanged.
    scores[row] = Math.round(score * 1e6) / 1e6
  })
  return (row) => scores[row]
}
