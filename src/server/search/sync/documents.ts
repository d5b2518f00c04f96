// Reading what the index holds from the store, in batches: entry rows (store/searchRows),
// their uploads, people and datasets, made into search documents by the same function
// that answers GET entries/{id} (entries/metadata.ts entryMetadataOf).
import type { Queryable } from '../../store'
import { datasetsOfEntries } from '../../store/datasets'
import type { EntryRecord } from '../../store/entries'
import type { UploadRecord } from '../../store/uploads'
import { findUsers, listUsers } from '../../store/users'
import { readUploads } from '../../store/searchRows'
import { entryMetadataOf, metadataPeopleOf } from '../../entries'
import type { SearchDocument, UploadAccess } from '../index/searchIndex'

/** Rows per statement: entries per page, ids per `= ANY($1)`. Small enough that a page of a load holds the event loop for a fraction of a second. */
export const BATCH_SIZE = 1000

export function uploadAccess(upload: UploadRecord): UploadAccess {
  return {
    upload_id: upload.upload_id,
    main_author: upload.main_author,
    coauthors: upload.coauthors,
    reviewers: upload.reviewers,
    coauthor_groups: upload.coauthor_groups,
    reviewer_groups: upload.reviewer_groups,
    published: upload.published,
    embargo_length: upload.embargo_length,
  }
}

export function chunks<T>(items: readonly T[], size = BATCH_SIZE): T[][] {
  const out: T[][] = []
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size))
  return out
}

/**
 * Uploads and people looked up while making documents. A load reads all of them once;
 * a refresh starts empty and reads only the ones its entries need. Rows missing from the
 * maps (written since they were read) are read when an entry needs them.
 */
export class DocumentSource {
  readonly uploads = new Map<string, UploadRecord>()
  private readonly users = new Map<string, { name: string }>()
  private readonly absentUsers = new Set<string>()

  constructor(private readonly db: Queryable) {}

  /** Reads every upload and user (a load). */
  async readAll(): Promise<void> {
    for (const upload of await readUploads(this.db)) this.uploads.set(upload.upload_id, upload)
    for (const user of await listUsers(this.db)) this.users.set(user.user_id, user)
  }

  addUploads(uploads: readonly UploadRecord[]): void {
    for (const upload of uploads) this.uploads.set(upload.upload_id, upload)
  }

  /**
   * The search documents of these entries. An entry whose upload is gone is left out:
   * it was deleted with the upload after it was read, and the change log says so.
   */
  async documents(entries: readonly EntryRecord[]): Promise<SearchDocument[]> {
    const missingUploads = [...new Set(entries.map((entry) => entry.upload_id))].filter((id) => !this.uploads.has(id))
    this.addUploads(await readUploads(this.db, missingUploads))
    const present = entries.filter((entry) => this.uploads.has(entry.upload_id))
    await this.readPeople(present.map((entry) => this.uploads.get(entry.upload_id) as UploadRecord))
    const datasets = await datasetsOfEntries(this.db, present.map((entry) => entry.entry_id))
    return present.map((entry) => {
      const upload = this.uploads.get(entry.upload_id) as UploadRecord
      const metadata = entryMetadataOf(entry, upload, this.users, datasets.get(entry.entry_id) ?? [])
      return { ...metadata, entry_id: entry.entry_id, upload_id: upload.upload_id }
    })
  }

  private async readPeople(uploads: readonly UploadRecord[]): Promise<void> {
    const wanted = new Set<string>()
    for (const upload of uploads) for (const id of metadataPeopleOf(upload)) if (!this.users.has(id) && !this.absentUsers.has(id)) wanted.add(id)
    if (!wanted.size) return
    for (const user of await findUsers(this.db, 'user_id', [...wanted])) {
      this.users.set(user.user_id, user)
      wanted.delete(user.user_id)
    }
    // Ids of nobody known (metadata shows the id as the name); not asked for again.
    for (const id of wanted) this.absentUsers.add(id)
  }
}
