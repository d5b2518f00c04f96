// What every column of one browser shares: the upload, the rules, the actions and URLs.
import type { FileActions } from './useFileOperations'

export interface BrowserContext {
  readonly uploadId: string
  readonly editable: boolean
  readonly highlight?: string
  readonly actions: FileActions
  /** Opens a path (its URL in the browser). */
  readonly show: (path: string) => void
  /** The URL that downloads a file as it is, or a folder as a zip. */
  readonly downloadUrl: (path: string, folder: boolean) => string
  /** Where an entry's archive is shown ('processed data'). */
  readonly entryUrl: (entryId: string) => string
  /** Drag data of an item. */
  readonly dragData: (path: string) => { readonly own: string; readonly url: string }
  /** Something was dropped onto a folder. */
  readonly drop: (data: { readonly own?: string; readonly url?: string }, folder: string) => void
}
