// What the browser does to files (spec 3 §2.9, §5, §8): new folder, duplicate, copy or move
// (asking before overwriting a file), delete (warning about references that would break),
// with their dialogs. Failed calls go to the error raiser; after a change the browser shows
// what changed (the new folder, the moved file, or the folder a deleted item was in).
import { useState, type ReactNode } from 'react'
import {
  useCopyOrMoveMutation, useCreateFolderMutation, useDeleteRawPathMutation, useLazyReferencingEntriesQuery,
  type CopyOrMoveArgs, type SerializedApiError,
} from '../../api'
import { useErrors } from '../../runtime'
import { CopyMoveDialog, type CopyMoveRequest } from './dialogs/CopyMoveDialog'
import { DeleteDialog } from './dialogs/DeleteDialog'
import { NewFolderDialog } from './dialogs/NewFolderDialog'
import { OverwriteDialog } from './dialogs/OverwriteDialog'
import { PATH_EXISTS_START } from './messages'
import { baseName, duplicateName, joinPath, parentPath } from './paths'
import { checkReferences, type ReferenceCheck } from './references'

export interface FileActions {
  newFolder(parent: string): void
  duplicate(path: string): void
  /** Copy or move `path`, to `targetFolder` if known (a drop onto a folder). */
  copyOrMove(path: string, targetFolder?: string): void
  remove(path: string, isFolder: boolean): void
}

export interface FileOperations {
  readonly actions: FileActions
  /** The dialogs, to draw once beside the columns. */
  readonly dialogs: ReactNode
}

/** The server's answer when the target exists and overwriting was not asked for. */
export const isPathExists = (error: unknown): boolean => {
  const { status, apiMessage } = (error ?? {}) as Partial<SerializedApiError>
  return status === 409 || (typeof apiMessage === 'string' && apiMessage.startsWith(PATH_EXISTS_START))
}

export function useFileOperations(uploadId: string, show: (path: string) => void, onDeleted: (path: string) => void): FileOperations {
  const { raiseError } = useErrors()
  const [createFolder] = useCreateFolderMutation()
  const [copyOrMoveFile] = useCopyOrMoveMutation()
  const [deletePath] = useDeleteRawPathMutation()
  const [fetchReferences] = useLazyReferencingEntriesQuery()

  const [newFolderIn, setNewFolderIn] = useState<string>()
  const [copyRequest, setCopyRequest] = useState<CopyMoveRequest>()
  const [overwrite, setOverwrite] = useState<CopyOrMoveArgs>()
  const [deleting, setDeleting] = useState<{ path: string; isFolder: boolean }>()
  const [check, setCheck] = useState<ReferenceCheck>()

  const runCopy = async (args: CopyOrMoveArgs) => {
    try {
      await copyOrMoveFile(args).unwrap()
      setOverwrite(undefined)
      show(joinPath(args.targetFolder, args.fileName))
    } catch (error) {
      if (!args.overwrite && isPathExists(error)) setOverwrite({ ...args, overwrite: true })
      else raiseError(error)
    }
  }

  const actions: FileActions = {
    newFolder: (parent) => setNewFolderIn(parent),
    duplicate: (path) =>
      setCopyRequest({ source: path, title: 'Duplicate', targetFolder: parentPath(path), fileName: duplicateName(baseName(path)), mode: 'copy', nameOnly: true }),
    copyOrMove: (path, targetFolder) =>
      setCopyRequest({ source: path, title: 'Copy or move', targetFolder: targetFolder ?? parentPath(path), fileName: baseName(path), mode: targetFolder === undefined ? 'copy' : 'move' }),
    remove: (path, isFolder) => {
      setDeleting({ path, isFolder })
      setCheck(undefined)
      fetchReferences(uploadId)
        .unwrap()
        .then(
          (entries) => setCheck(checkReferences(entries, uploadId, path)),
          (error: unknown) => {
            // Without the check the deletion may still go ahead; the user is told why it is unchecked.
            raiseError(error)
            setCheck({ references: [], broken: [] })
          },
        )
    },
  }

  const dialogs = (
    <>
      <NewFolderDialog
        isOpen={newFolderIn !== undefined}
        parent={newFolderIn ?? ''}
        onClose={() => setNewFolderIn(undefined)}
        onCreate={(name) => {
          const path = joinPath(newFolderIn ?? '', name)
          setNewFolderIn(undefined)
          createFolder({ uploadId, path }).unwrap().then(() => show(path), raiseError)
        }}
      />
      <CopyMoveDialog
        request={copyRequest}
        onClose={() => setCopyRequest(undefined)}
        onSubmit={({ targetFolder, fileName, mode }) => {
          const source = copyRequest?.source ?? ''
          setCopyRequest(undefined)
          void runCopy({ uploadId, source, targetFolder, fileName, mode, overwrite: false })
        }}
      />
      <OverwriteDialog
        path={overwrite ? joinPath(overwrite.targetFolder, overwrite.fileName) : undefined}
        onClose={() => setOverwrite(undefined)}
        onOverwrite={() => overwrite && void runCopy(overwrite)}
      />
      <DeleteDialog
        path={deleting?.path}
        isFolder={deleting?.isFolder ?? false}
        check={check}
        onClose={() => setDeleting(undefined)}
        onDelete={() => {
          const path = deleting?.path ?? ''
          setDeleting(undefined)
          deletePath({ uploadId, path }).unwrap().then(() => onDeleted(path), raiseError)
        }}
      />
    </>
  )
  return { actions, dialogs }
}
