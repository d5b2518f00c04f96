// The transfers of files into an upload: each drop or pick is one multipart request with
// its own progress bar (spec 3 §2.6 step 1). Plain state, so the page and tests share it.

export type TransferState = 'sending' | 'done' | 'failed' | 'cancelled'

export interface Transfer {
  readonly id: number
  readonly files: readonly string[]
  /** Bytes of the files; the request's total once the browser reports it. */
  readonly size: number
  readonly loaded: number
  readonly state: TransferState
  readonly error?: string
}

export type TransferAction =
  | { readonly type: 'start'; readonly id: number; readonly files: readonly string[]; readonly size: number }
  | { readonly type: 'progress'; readonly id: number; readonly loaded: number; readonly total: number }
  | { readonly type: 'done'; readonly id: number }
  | { readonly type: 'failed'; readonly id: number; readonly error: string }
  | { readonly type: 'cancelled'; readonly id: number }
  | { readonly type: 'dismiss'; readonly id: number }

export function transfersReducer(transfers: readonly Transfer[], action: TransferAction): readonly Transfer[] {
  if (action.type === 'start') return [...transfers, { id: action.id, files: action.files, size: action.size, loaded: 0, state: 'sending' }]
  if (action.type === 'dismiss') return transfers.filter((transfer) => transfer.id !== action.id)
  return transfers.map((transfer) => (transfer.id === action.id ? step(transfer, action) : transfer))
}

function step(transfer: Transfer, action: Exclude<TransferAction, { type: 'start' | 'dismiss' }>): Transfer {
  // A late progress event does not bring a finished transfer back.
  if (transfer.state !== 'sending') return transfer
  switch (action.type) {
    case 'progress': {
      const size = action.total > 0 ? action.total : transfer.size
      return { ...transfer, size, loaded: Math.min(action.loaded, size) }
    }
    case 'done':
      return { ...transfer, loaded: transfer.size, state: 'done' }
    case 'failed':
      return { ...transfer, state: 'failed', error: action.error }
    case 'cancelled':
      return { ...transfer, state: 'cancelled' }
  }
}

/** 0…1 for a progress bar. */
export const transferFraction = (transfer: Transfer) => (transfer.size > 0 ? transfer.loaded / transfer.size : transfer.state === 'done' ? 1 : 0)

/** 'aims.out' or '4 files: a.cif, b.cif, …' */
export function transferLabel(files: readonly string[]): string {
  if (files.length === 1) return files[0]
  const shown = files.slice(0, 3).join(', ')
  return `${files.length} files: ${shown}${files.length > 3 ? ', …' : ''}`
}

/** Sizes as spec 3 §9 writes them: bytes, kB (1e3), MB (1e6), GB (1e9). */
export function formatBytes(bytes: number): string {
  if (bytes < 1e3) return `${bytes} bytes`
  const [unit, scale] = bytes < 1e6 ? ['kB', 1e3] : bytes < 1e9 ? ['MB', 1e6] : ['GB', 1e9]
  const value = bytes / scale
  return `${value >= 100 ? value.toFixed(0) : value.toFixed(1)} ${unit}`
}

/**
 * Why files cannot be sent, before sending them: the installation takes at most
 * services.max_upload_size bytes in one request (one drop or pick), whatever the files.
 */
export function sizeProblem(files: readonly { readonly name: string; readonly size: number }[], limit: number): string | undefined {
  const total = files.reduce((sum, file) => sum + file.size, 0)
  if (limit <= 0 || total <= limit) return undefined
  const what = files.length === 1 ? `${files[0].name} is ${formatBytes(total)}` : `The ${files.length} files are ${formatBytes(total)} together`
  return `${what}; this installation takes at most ${formatBytes(limit)} at once.`
}
