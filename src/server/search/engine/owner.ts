// `owner` (reference §2.2) → the entries it lets the caller see: decided per upload from
// the roles the caller has in it (services/uploadAccess), then spread over the entries
// by their upload_id codes.
import type { Caller } from '../../auth'
import { rolesOf } from '../../services/uploadAccess'
import type { UploadMembers } from '../../services/uploadAccess'
import { denseKeywords } from '../aggregate/dense'
import { Bits } from '../index/bits'
import type { SearchIndex } from '../index/searchIndex'
import type { Owner } from '../request/owner'

/** Whether an owner value shows the caller this upload's entries. */
export function ownerAllows(owner: Owner, upload: UploadMembers, caller: Caller | undefined): boolean {
  const roles = rolesOf(upload, caller)
  const member = roles.mainAuthor || roles.coauthor || roles.reviewer || roles.everybody
  switch (owner) {
    case 'public':
      return roles.public
    // Admins are not special here (reference §2.2); owner `admin` shows them everything.
    case 'visible':
      return roles.public || member
    case 'all':
      return upload.published || member
    case 'shared':
      return member
    case 'user':
      return roles.mainAuthor
    case 'staging':
      return !upload.published && member
    case 'admin':
      return roles.admin
  }
}

/** The live entries the owner value shows the caller. */
export function ownerRows(index: SearchIndex, owner: Owner, caller: Caller | undefined): Bits {
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
