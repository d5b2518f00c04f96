// The edit state of one entry's archive (spec 3 §4 "Archive editing"), held above the
// entry's tabs so edits survive switching tabs. The archive (POST entries/{id}/archive/query,
// required '*', the data tab's cache entry) is fetched only once a consumer asks for it
// (useArchiveEdit, the data tab): the overview alone costs no archive read.
//
// A save writes the archive back into its mainfile (PUT raw, wait_for_processing) with the
// hash of the file as it was loaded; a 409 (someone else saved since) opens the conflict
// dialog and keeps Save disabled until Reload. Leaving the entry with unsaved changes asks
// first (the router's blocker; the browser's own question on closing the tab).
import { Alert, Button, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core'
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactElement, type ReactNode } from 'react'
import { useSelector } from 'react-redux'
import { useBlocker, useLocation } from 'react-router'
import { isSection, type JsonObject, type JsonValue } from '../../../core/archive'
import { useEntryArchiveQuery, useSaveArchiveFileMutation, type ArchiveRequired } from '../../api'
import { selectUser } from '../../auth'
import { useErrors } from '../../runtime'
import { entryEditable } from '../edit/editable'
import type { EntryContext } from '../entryContext'
import { entryBasePath } from '../tabs/tabs'
import { CONFLICT_MESSAGE, CONFLICT_OK, CONFLICT_RELOAD, LEAVE, LEAVE_MESSAGE, LEAVE_TITLE, STAY } from './messages'
import { addSubSectionAt, removeSubSectionAt, setValueAt, type EditPath } from './operations'
import { archiveEntryHash, fileContent } from './saveFile'

/** What the data tab reads and fetches: the whole archive (the lane browser's cache entry). */
export const EDIT_REQUIRED: ArchiveRequired = '*'

export interface ArchiveEdit {
  /** The archive as edited (as loaded while nothing is changed). */
  readonly archive: JsonObject
  /** Spec 3 §4/§6: a writer, the entry unpublished, with data. */
  readonly editable: boolean
  readonly changed: boolean
  /** A save answered 409: Save stays disabled until reload. */
  readonly conflict: boolean
  readonly saving: boolean
  /** `undefined` removes the key (or the item of a list). */
  setValue(path: EditPath, value: JsonValue | undefined): void
  /** Answers the new item's path (a repeating sub section) or the section's (a single one). */
  addSubSection(path: EditPath, name: string, repeats: boolean, mDef?: string): EditPath
  removeSubSection(path: EditPath): void
  save(): Promise<void>
  reload(): void
}

interface EditContextValue {
  readonly edit: ArchiveEdit | undefined
  readonly want: () => void
}

const EditContext = createContext<EditContextValue | undefined>(undefined)

const isConflict = (error: unknown) => typeof error === 'object' && error !== null && 'status' in error && error.status === 409

/** The archive of an archive query's answer, if it is one (a text archive is not editable). */
export function archiveOfResponse(data: unknown): JsonObject | undefined {
  if (!isSection(data) || !isSection(data.data)) return undefined
  const archive = data.data.archive
  return isSection(archive) ? (archive as JsonObject) : undefined
}

/** A save that succeeded, shown until the archive processed from it arrives. */
interface Saved {
  readonly base: JsonObject
  readonly archive: JsonObject
  readonly hash: string | undefined
}

export function ArchiveEditProvider({ entry, children }: { readonly entry: EntryContext; readonly children: ReactNode }): ReactElement {
  const [wanted, setWanted] = useState(false)
  const want = useCallback(() => setWanted(true), [])
  const user = useSelector(selectUser)
  const { raiseError } = useErrors()
  const { pathname } = useLocation()
  const { data, refetch } = useEntryArchiveQuery({ entryId: entry.entryId, required: EDIT_REQUIRED }, { skip: !wanted })
  const [saveFile, { isLoading: saving }] = useSaveArchiveFileMutation()
  const base = useMemo(() => archiveOfResponse(data), [data])
  const [edited, setEdited] = useState<JsonObject | undefined>(undefined)
  const [saved, setSaved] = useState<Saved | undefined>(undefined)
  const [conflict, setConflict] = useState(false)
  const [conflictOpen, setConflictOpen] = useState(false)

  // The hash of the file the base archive was processed from: the metadata's of the answer,
  // or the entry's when that answer arrived.
  const entryHash = typeof entry.metadata.entry_hash === 'string' ? entry.metadata.entry_hash : undefined
  const hashRef = useRef<{ base: JsonObject | undefined; hash: string | undefined }>({ base: undefined, hash: undefined })
  if (hashRef.current.base !== base) hashRef.current = { base, hash: base ? archiveEntryHash(base) ?? entryHash : undefined }

  const shownSaved = saved && saved.base === base ? saved : undefined
  const current = edited ?? shownSaved?.archive ?? base
  // Operations compose within one event (add, then set in the new item): they read the
  // latest archive from this ref rather than from the last render.
  const latest = useRef(current)
  latest.current = current
  const change = useCallback((next: JsonObject) => {
    latest.current = next
    setEdited(next)
  }, [])

  const editable = entryEditable(entry.metadata, user)
  const changed = edited !== undefined
  const mainfile = entry.metadata.mainfile

  const save = useCallback(async () => {
    const archive = latest.current
    if (!edited || !archive || conflict || typeof mainfile !== 'string') return
    try {
      const content = await fileContent(archive, mainfile)
      const hash = shownSaved ? shownSaved.hash : hashRef.current.hash
      const response = await saveFile({ uploadId: entry.uploadId, entryId: entry.entryId, path: mainfile, content, entryHash: hash }).unwrap()
      const newHash = response.processing?.entry?.entry_hash ?? undefined
      if (base) setSaved({ base, archive, hash: newHash })
      setEdited(undefined)
    } catch (error) {
      if (isConflict(error)) {
        setConflict(true)
        setConflictOpen(true)
      } else {
        raiseError(error)
      }
    }
  }, [base, conflict, edited, entry.entryId, entry.uploadId, mainfile, raiseError, saveFile, shownSaved])

  const reload = useCallback(() => {
    setEdited(undefined)
    setSaved(undefined)
    setConflict(false)
    setConflictOpen(false)
    if (wanted) void refetch()
  }, [refetch, wanted])

  const edit = useMemo((): ArchiveEdit | undefined => {
    if (!current) return undefined
    return {
      archive: current,
      editable,
      changed,
      conflict,
      saving,
      setValue: (path, value) => change(setValueAt(latest.current ?? {}, path, value)),
      addSubSection: (path, name, repeats, mDef) => {
        const added = addSubSectionAt(latest.current ?? {}, path, name, repeats, mDef)
        change(added.archive)
        return added.path
      },
      removeSubSection: (path) => change(removeSubSectionAt(latest.current ?? {}, path)),
      save,
      reload,
    }
  }, [change, changed, conflict, current, editable, reload, save, saving])

  // Leaving the entry (not switching its tabs) with unsaved changes asks first.
  const entryBase = entryBasePath(pathname, entry.entryId)
  const blocker = useBlocker(({ nextLocation }) => changed && !nextLocation.pathname.startsWith(entryBase))
  useEffect(() => {
    if (!changed) return
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault()
      // Older browsers ask only when returnValue is set.
      event.returnValue = ''
    }
    window.addEventListener('beforeunload', ask)
    return () => window.removeEventListener('beforeunload', ask)
  }, [changed])

  const value = useMemo(() => ({ edit, want }), [edit, want])
  return (
    <EditContext.Provider value={value}>
      {children}
      <Dialog isOpen={conflictOpen} onClose={() => setConflictOpen(false)} title="Conflict" role="alertdialog">
        <DialogBody>
          <p>{CONFLICT_MESSAGE}</p>
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={CONFLICT_OK} onClick={() => setConflictOpen(false)} />
              <Button intent="primary" text={CONFLICT_RELOAD} onClick={reload} />
            </>
          }
        />
      </Dialog>
      <Alert
        isOpen={blocker.state === 'blocked'}
        intent="danger"
        confirmButtonText={LEAVE}
        cancelButtonText={STAY}
        onConfirm={() => blocker.proceed?.()}
        onCancel={() => blocker.reset?.()}
      >
        <p>
          <strong>{LEAVE_TITLE}</strong>
        </p>
        <p>{LEAVE_MESSAGE}</p>
      </Alert>
    </EditContext.Provider>
  )
}

/**
 * The edit state of the entry's archive: undefined outside an entry page and until the
 * archive has loaded (a text archive never loads as one). Calling it asks the provider to
 * fetch the archive.
 */
export function useArchiveEdit(): ArchiveEdit | undefined {
  const context = useContext(EditContext)
  const want = context?.want
  useEffect(() => {
    want?.()
  }, [want])
  return context?.edit
}
