// POST /suggestions (reference §1.7): values of quantities marked `suggestion` that the
// caller can see, for what they have typed so far. A value qualifies when it starts with
// or contains the input (case-insensitive); values starting with the input come first, then the values of more entries, then alphabetical order. `weight` is the
// number of visible entries holding the value.
import type { Bits } from '../index/bits'
import type { SearchIndex } from '../index/searchIndex'

export const MIN_SUGGESTION_INPUT = 2

export interface Suggestion {
  value: string
  weight: number
}

export function suggest(index: SearchIndex, visible: Bits, input: string, quantity: string, size: number): Suggestion[] {
  const typed = input.trim().toLowerCase()
  if (typed.length < MIN_SUGGESTION_INPUT || size <= 0) return []
  const column = index.column(quantity)
  if (column?.kind !== 'keyword') return []
  const dictionary = column.dictionary
  const rank = new Uint8Array(dictionary.length)
  for (let code = 0; code < dictionary.length; code++) {
    const value = dictionary[code].toLowerCase()
    if (value.startsWith(typed)) rank[code] = 2
    else if (value.includes(typed)) rank[code] = 1
  }
  const counts = new Uint32Array(dictionary.length)
  const lastRoot = new Int32Array(dictionary.length).fill(-1)
  const { starts, items, table } = column
  const rootRow = table.rootRow.data
  for (let row = 0; row < table.rows; row++) {
    const root = table === index.root ? row : rootRow[row]
    if (!visible.has(root)) continue
    for (let k = starts.data[row], end = starts.data[row + 1]; k < end; k++) {
      const code = items.data[k]
      if (rank[code] !== 0 && lastRoot[code] !== root) {
        lastRoot[code] = root
        counts[code]++
      }
    }
  }
  const found: number[] = []
  for (let code = 0; code < dictionary.length; code++) if (counts[code] > 0) found.push(code)
  found.sort((a, b) => rank[b] - rank[a] || counts[b] - counts[a] || (dictionary[a] < dictionary[b] ? -1 : 1))
  return found.slice(0, size).map((code) => ({ value: dictionary[code], weight: counts[code] }))
}
