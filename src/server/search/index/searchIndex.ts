// The in-memory search index: a columnar copy of the search documents of all processed
// entries, built from the store at start and brought up to date before every search
// (search/sync). Never the only copy of anything: the store is the record.
import type { SearchQuantityRecord } from '../../../core/metainfo'
import type { UploadMembers } from '../../access'
import { searchDoc, valueTypeOf } from '../request/doc'
import type { SearchDoc, ValueType } from '../request/doc'
import { parseDatetime } from '../request/values'
import { Bits } from './bits'
import { addKeyword, addNumber, Table } from './table'
import type { Column } from './table'

/** Who may see an upload's entries (the owner rules of reference §2.2), by upload. */
export interface UploadAccess extends UploadMembers {
  upload_id: string
}

/** An entry's search document: the entry metadata as GET /entries/{id} answers it (reference §4.1). */
export type SearchDocument = Record<string, unknown> & { entry_id: string; upload_id: string }

export class SearchIndex {
  readonly doc: SearchDoc
  readonly root = new Table('')
  /** Nested tables by path. */
  readonly tables = new Map<string, Table>()
  readonly uploads = new Map<string, UploadAccess>()
  /** Live row of each entry. */
  private readonly rowOf = new Map<string, number>()
  private alive = new Uint32Array(1024)
  private live = 0
  private dead = 0
  private sealed = true
  private readonly types = new Map<string, ValueType | undefined>()

  constructor(quantities: Readonly<Record<string, SearchQuantityRecord>>) {
    this.doc = searchDoc('entries', quantities)
  }

  /** Entries in the index. */
  get size(): number {
    return this.live
  }

  /** Rows no longer in use (replaced or removed entries). */
  get deadRows(): number {
    return this.dead
  }

  putUpload(access: UploadAccess): void {
    this.uploads.set(access.upload_id, access)
  }

  /** Forgets the upload and all its entries. */
  removeUpload(uploadId: string): void {
    this.uploads.delete(uploadId)
    const column = this.root.columns.get('upload_id')
    if (column?.kind !== 'keyword') return
    const code = column.codeOf.get(uploadId)
    if (code === undefined) return
    for (const [entryId, row] of this.rowOf) {
      if (column.items.data[column.starts.data[row]] === code) this.remove(entryId)
    }
  }

  has(entryId: string): boolean {
    return this.rowOf.has(entryId)
  }

  /** The entry's row while it is in the index. Rows are never reused, so a row names one version of the entry. */
  liveRow(entryId: string): number | undefined {
    return this.rowOf.get(entryId)
  }

  /** Adds the entry, or replaces its previous document. */
  put(document: SearchDocument): void {
    this.remove(document.entry_id)
    this.sealed = false
    const row = this.root.addRow(-1, this.root.rows)
    this.growAlive(row + 1)
    this.alive[row >>> 5] |= 1 << (row & 31)
    this.rowOf.set(document.entry_id, row)
    this.live++
    this.walk(document, '', this.root, row, row)
  }

  remove(entryId: string): void {
    const row = this.rowOf.get(entryId)
    if (row === undefined) return
    this.alive[row >>> 5] &= ~(1 << (row & 31))
    this.rowOf.delete(entryId)
    this.live--
    this.dead++
  }

  /** The entry rows in use. */
  aliveRows(): Bits {
    this.seal()
    return new Bits(this.root.rows, this.alive.slice(0, (this.root.rows + 31) >>> 5))
  }

  /** The table a quantity's values are in: its innermost nested path, else the root. */
  tableOf(quantity: string): Table {
    const target = this.doc.resolve(quantity)
    const path = target?.nestedPath
    return (path && this.tables.get(path)) || this.root
  }

  /** The column of a static quantity, undefined when no entry has had a value. */
  column(quantity: string): Column | undefined {
    this.seal()
    return this.tableOf(quantity).columns.get(quantity)
  }

  /** Pads every column to its table's rows; readers call it (via column/aliveRows) first. */
  seal(): void {
    if (this.sealed) return
    this.root.seal()
    for (const table of this.tables.values()) table.seal()
    this.sealed = true
  }

  private growAlive(rows: number): void {
    const words = (rows + 31) >>> 5
    if (words <= this.alive.length) return
    const next = new Uint32Array(Math.max(words, this.alive.length * 2))
    next.set(this.alive)
    this.alive = next
  }

  private nestedTable(path: string, parent: Table): Table {
    let table = this.tables.get(path)
    if (!table) {
      table = new Table(path, parent)
      this.tables.set(path, table)
    }
    return table
  }

  private valueType(path: string): ValueType | undefined {
    if (!this.types.has(path)) {
      const record = this.doc.quantities.get(path)
      this.types.set(path, record?.type ? valueTypeOf(record.type) : undefined)
    }
    return this.types.get(path)
  }

  private walk(object: Record<string, unknown>, prefix: string, table: Table, row: number, rootRow: number): void {
    for (const key in object) {
      const value = object[key]
      if (value === undefined || value === null) continue
      const path = prefix ? `${prefix}.${key}` : key
      if (this.isNested(path)) {
        const nested = this.nestedTable(path, table)
        for (const item of Array.isArray(value) ? value : [value]) {
          if (item && typeof item === 'object' && !Array.isArray(item)) {
            this.walk(item as Record<string, unknown>, path, nested, nested.addRow(row, rootRow), rootRow)
          }
        }
        continue
      }
      const type = this.valueType(path)
      if (type) {
        this.addValues(table.column(path, type), row, value)
      } else if (typeof value === 'object') {
        for (const item of Array.isArray(value) ? value : [value]) {
          if (item && typeof item === 'object' && !Array.isArray(item)) this.walk(item as Record<string, unknown>, path, table, row, rootRow)
        }
      }
    }
  }

  private nestedSet?: ReadonlySet<string>

  private isNested(path: string): boolean {
    this.nestedSet ??= new Set(this.doc.nestedPaths)
    return this.nestedSet.has(path)
  }

  private addValues(column: Column, row: number, value: unknown): void {
    if (Array.isArray(value)) {
      for (const item of value) if (item !== undefined && item !== null) this.addValues(column, row, item)
      return
    }
    if (column.kind === 'keyword') {
      if (typeof value === 'string') addKeyword(column, row, value)
      else if (typeof value === 'number' || typeof value === 'boolean') addKeyword(column, row, String(value))
      return
    }
    const number = toNumber(column.valueType, value)
    if (number !== undefined) addNumber(column, row, number)
  }
}

function toNumber(type: ValueType, value: unknown): number | undefined {
  if (type === 'bool') return typeof value === 'boolean' ? Number(value) : value === 'true' ? 1 : value === 'false' ? 0 : undefined
  if (type === 'datetime') {
    if (typeof value === 'number') return value
    return typeof value === 'string' ? parseDatetime(value) : undefined
  }
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value)
  return undefined
}
