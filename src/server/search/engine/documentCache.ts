// Hit documents by index row. Entry metadata is read from the store for every page of
// hits; the same first pages are asked again and again, and reading 20 documents costs
// more than finding them. A row of the index stands for one version of an entry: any
// write that changes an entry's document (its row, its upload, people or datasets) puts
// the entry again under a new row. So a document read while the entry had row r may be
// answered for row r as long as r is the entry's live row, and never after.
import type { SearchIndex } from '../index/searchIndex'
import type { Json } from './entries'

/** Documents per entry id, each kept with the row it was read for; least recently used dropped first. */
export class DocumentCache {
  private readonly kept = new Map<string, { row: number; document: Json }>()

  constructor(
    private readonly index: SearchIndex,
    private readonly read: (entryIds: readonly string[]) => Promise<Json[]>,
    readonly capacity = 2000,
  ) {}

  /** The documents of these entries in the order asked, entries the store no longer has left out. */
  async documents(entryIds: readonly string[]): Promise<Json[]> {
    const found = new Map<string, Json>()
    const missing: string[] = []
    const rows = new Map<string, number>()
    for (const id of entryIds) {
      const row = this.index.liveRow(id)
      const kept = this.kept.get(id)
      if (row !== undefined && kept?.row === row) {
        // Map order is use order: the newest use goes last.
        this.kept.delete(id)
        this.kept.set(id, kept)
        found.set(id, kept.document)
        continue
      }
      missing.push(id)
      if (row !== undefined) rows.set(id, row)
    }
    if (missing.length) {
      for (const document of await this.read(missing)) {
        const id = document.entry_id as string
        found.set(id, document)
        const row = rows.get(id)
        // Only for the row the entry had before the read: a later row may stand for a newer version.
        if (row !== undefined && this.index.liveRow(id) === row) this.keep(id, row, document)
      }
    }
    return entryIds.flatMap((id) => {
      const document = found.get(id)
      return document ? [document] : []
    })
  }

  get size(): number {
    return this.kept.size
  }

  private keep(id: string, row: number, document: Json): void {
    this.kept.delete(id)
    this.kept.set(id, { row, document })
    while (this.kept.size > this.capacity) this.kept.delete(this.kept.keys().next().value as string)
  }
}
