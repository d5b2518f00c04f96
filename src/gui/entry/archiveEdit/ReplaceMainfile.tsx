// 'Replace this entry's mainfile' (spec 3 §2.3, only for editable entries): the user picks
// a file, it is put over the mainfile (PUT uploads/{id}/raw/{dir}?file_name={basename}
// &overwrite_if_exists&wait_for_processing — answered once the entry is processed again),
// then the entry and its archive are read again. What the server answers to a refused
// file is shown under the action.
import { Button, Callout } from '@blueprintjs/core'
import { UploadIcon } from '@blueprintjs/icons'
import { useRef, useState, type ChangeEvent } from 'react'
import { useDispatch } from 'react-redux'
import { api, isSerializedApiError, usePutRawFileMutation } from '../../api'
import { useArchiveEdit } from './ArchiveEditProvider'

export const REPLACE_MAINFILE = "Replace this entry's mainfile"
/** The accessible name of the (hidden) file input the action opens. */
export const REPLACE_MAINFILE_INPUT = 'New mainfile'

export interface ReplaceMainfileProps {
  readonly uploadId: string
  readonly entryId: string
  /** The mainfile's path in the upload. */
  readonly mainfile: string
}

/** The mainfile's folder and name: `a/b/c.archive.json` → `a/b`, `c.archive.json`. */
export function splitMainfile(mainfile: string): { readonly dir: string; readonly fileName: string } {
  const slash = mainfile.lastIndexOf('/')
  return { dir: slash < 0 ? '' : mainfile.slice(0, slash), fileName: mainfile.slice(slash + 1) }
}

/** The server's own words for a refused file, where it gave any. */
function messageOf(error: unknown): string {
  if (isSerializedApiError(error)) return error.apiMessage ?? error.message
  return error instanceof Error ? error.message : String(error)
}

export function ReplaceMainfileButton({ uploadId, entryId, mainfile }: ReplaceMainfileProps) {
  const edit = useArchiveEdit()
  const dispatch = useDispatch()
  const input = useRef<HTMLInputElement>(null)
  const [put, { isLoading }] = usePutRawFileMutation()
  const [problem, setProblem] = useState<string | undefined>(undefined)
  if (!edit?.editable) return null

  const replace = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0]
    // The same file may be chosen again later.
    event.currentTarget.value = ''
    if (!file) return
    setProblem(undefined)
    try {
      await put({ uploadId, ...splitMainfile(mainfile), file, overwrite: true, waitForProcessing: true }).unwrap()
      dispatch(api.util.invalidateTags([{ type: 'Entry', id: entryId }]))
      edit.reload()
    } catch (error) {
      setProblem(messageOf(error))
    }
  }

  return (
    <div className="tessera-archive-replace">
      <Button size="small" variant="minimal" icon={<UploadIcon />} text={REPLACE_MAINFILE} loading={isLoading} onClick={() => input.current?.click()} />
      <input ref={input} type="file" hidden aria-label={REPLACE_MAINFILE_INPUT} onChange={(event) => void replace(event)} />
      {problem && (
        <Callout intent="danger" compact>
          {problem}
        </Callout>
      )}
    </div>
  )
}
