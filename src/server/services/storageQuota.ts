// The per-user storage quota (services.user_storage_quota): the bytes of the raw files of
// all uploads a user is the main author of, whoever adds them. Checked before a request
// reads its body and again for every chunk it writes (bodies, unpacked archives, copies),
// so a request is stopped at the quota, not after it.
//
// What is on disk is measured per upload and cached in the store (store/uploadSizes.ts).
// Writes still in flight are not on disk yet: each user has a ledger of them in this
// process, so that concurrent requests of one user share one quota instead of each
// seeing all of it. (Several server processes on one PostgreSQL keep one ledger each; a
// user writing through several of them at once may exceed the quota by what is in flight.)
import type { ServiceError } from '../errors'
import { badRequest } from '../errors'
import { uploadFiles, type ByteBudget } from '../files'
import { forgetUploadSize, saveUploadSize, uploadSizesOf } from '../store/uploadSizes'
import type { UploadsContext } from './uploads'

type QuotaContext = Pick<UploadsContext, 'store' | 'config' | 'settings'>

/** The bytes of one request in flight; `ByteBudget` for the files layer. */
export interface QuotaWrite extends ByteBudget {
  /** Ends the write: its files are on disk (or gone), the upload's size is measured again when next needed. */
  end(): Promise<void>
}

interface Ledger {
  writes: Set<Write>
  /** Bytes of writes that ended after the writes in flight began (not in their measurement). */
  ended: { seq: number; bytes: number }[]
  seq: number
}

// One set of ledgers per store, so that servers in one process (tests) do not share them.
const ledgers = new WeakMap<object, Map<string, Ledger>>()

function ledgerOf(context: QuotaContext, userId: string): Ledger {
  let users = ledgers.get(context.store)
  if (!users) ledgers.set(context.store, (users = new Map()))
  let ledger = users.get(userId)
  if (!ledger) users.set(userId, (ledger = { writes: new Set(), ended: [], seq: 0 }))
  return ledger
}

class Write implements QuotaWrite {
  bytes = 0
  used = 0
  readonly startSeq: number

  constructor(
    private readonly context: QuotaContext,
    private readonly userId: string,
    private readonly uploadId: string,
    private readonly ledger: Ledger,
    readonly quota: number,
  ) {
    this.startSeq = ledger.seq
    ledger.writes.add(this)
  }

  /** The bytes the user's uploads hold or will hold, as far as this write can know. */
  private holding(): number {
    let total = this.used
    for (const write of this.ledger.writes) total += write.bytes
    for (const ended of this.ledger.ended) if (ended.seq > this.startSeq) total += ended.bytes
    return total
  }

  refuse(bytes: number): ServiceError | undefined {
    const holding = this.holding()
    return holding + bytes > this.quota ? quotaExceeded(this.quota, holding) : undefined
  }

  take(bytes: number): void {
    this.bytes += bytes
  }

  giveBack(bytes: number): void {
    this.bytes = Math.max(0, this.bytes - bytes)
  }

  async end(): Promise<void> {
    const { ledger } = this
    // Forget first: whoever measures after the ledger lets go of these bytes finds them on disk.
    try {
      await forgetUploadSize(this.context.store, this.uploadId)
    } finally {
      ledger.writes.delete(this)
      ledger.ended.push({ seq: ++ledger.seq, bytes: this.bytes })
      const oldest = Math.min(...[...ledger.writes].map((write) => write.startSeq))
      ledger.ended = ledger.ended.filter((ended) => ended.seq > oldest)
      if (!ledger.writes.size) ledgers.get(this.context.store)?.delete(this.userId)
    }
  }
}

export function quotaExceeded(quota: number, holding: number): ServiceError {
  return badRequest(
    `The upload exceeds your storage quota of ${quota} bytes (${gib(quota)}): your uploads hold ${holding} bytes (${gib(holding)}) already. Delete files or uploads you no longer need, or ask the administrators for more space.`,
  )
}

const gib = (bytes: number) => `${(bytes / 2 ** 30).toFixed(bytes < 2 ** 30 ? 3 : 1)} GiB`

/**
 * Starts a write of files into an upload of `userId` (its main author): refuses at once
 * when the user's uploads already fill the quota; else the budget for the bytes to come.
 */
export async function startQuotaWrite(context: QuotaContext, userId: string, uploadId: string): Promise<QuotaWrite> {
  const write = new Write(context, userId, uploadId, ledgerOf(context, userId), context.config.services.user_storage_quota)
  try {
    write.used = await storedBytes(context, userId)
    const refusal = write.refuse(1)
    if (refusal) throw refusal
  } catch (error) {
    await write.end()
    throw error
  }
  return write
}

/** The bytes of the raw files of the user's uploads; measures those not known. */
export async function storedBytes(context: QuotaContext, userId: string): Promise<number> {
  let total = 0
  for (const upload of await uploadSizesOf(context.store, userId)) {
    if (upload.raw_bytes !== null) {
      total += upload.raw_bytes
      continue
    }
    const measured = await uploadFiles(context.settings.dataDir, upload.upload_id).rawSize()
    await saveUploadSize(context.store, upload.upload_id, measured, upload.changes)
    total += measured
  }
  return total
}
