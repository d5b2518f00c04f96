// `owner` (reference §2.2) → the entries it lets the caller see: decided per upload by
// the owner rules of access/, then spread over the entries by their upload_id codes.
import { ownerAllows, type Member, type Owner } from '../../access'
import { denseKeywords } from '../aggregate/dense'
import { Bits } from '../index/bits'
import type { SearchIndex } from '../index/searchIndex'

/** The live entries the owner value shows the caller. */
export function ownerRows(index: SearchIndex, owner: Owner, caller: Member | undefined): Bits {
  const alive = index.aliveRows()
  const column = index.root.columns.get('upload_id')
  if (column?.kind !== 'keyword') return new Bits(alive.size)
  const allowed = new Uint8Array(column.dictionary.length)
  column.dictionary.forEach((uploadId, code) => {
    const upload = index.uploads.get(uploadId)
    if (upload && ownerAllows(owner, upload, caller)) allowed[code] = 1
  })
  // One upload per entry row: a flat code per row, tested word by word against the live rows.
  const codes = denseKeywords(column).single
  const out = new Bits(alive.size)
  const words = out.words
  const live = alive.words
  const starts = column.starts.data
  const items = column.items.data
  for (let w = 0; w < live.length; w++) {
    const bits = live[w]
    if (bits === 0) continue
    let word = 0
    for (let row = w << 5, end = Math.min(row + 32, alive.size); row < end; row++) {
      const code = codes ? codes[row] : starts[row + 1] > starts[row] ? items[starts[row]] : -1
      if (code >= 0 && allowed[code] === 1) word |= 1 << (row & 31)
    }
    words[w] = word & bits
  }
  return out
}
