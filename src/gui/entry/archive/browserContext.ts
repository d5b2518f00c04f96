// What every archive lane reads besides its own props: the entry, the whole archive (for
// references within it), the root lane's URL and the toolbar's switches.
import { createContext, useContext } from 'react'
import type { JsonObject } from '../../../core/archive'
import type { EntryContext } from '../entryContext'
import type { ArchiveSettings } from './archiveModel'

export interface ArchiveBrowserState {
  readonly entry: EntryContext
  readonly archive: JsonObject
  /** The URL of the root lane (`…/entry/id/{id}/data`). */
  readonly dataBase: string
  readonly settings: ArchiveSettings
}

export const ArchiveBrowserContext = createContext<ArchiveBrowserState | null>(null)

export function useArchiveBrowser(): ArchiveBrowserState {
  const state = useContext(ArchiveBrowserContext)
  if (!state) throw new Error('useArchiveBrowser() is used outside of the archive browser.')
  return state
}
