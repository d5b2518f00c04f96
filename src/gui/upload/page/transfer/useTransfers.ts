// Sends dropped or picked files into the upload (`PUT uploads/{id}/raw/`, multipart with a
// repeated `file` field; the server unpacks zip and tar files) and follows each request's
// progress. A finished transfer makes the page read the upload again: it now processes.
import { useCallback, useEffect, useReducer, useRef } from 'react'
import { useDispatch } from 'react-redux'
import { api, ApiError, LIST, useApiClient } from '../../../api'
import { useEnv } from '../../../runtime'
import { sizeProblem, transfersReducer, type Transfer } from './transfers'

let lastId = 0

const isAbort = (error: unknown) => error instanceof Error && error.name === 'AbortError'

/** The server's words (quota, size limit, a bad archive …), else the error's message. */
const messageOf = (error: unknown) =>
  error instanceof ApiError ? (error.apiMessage ?? error.message) : error instanceof Error ? error.message : String(error)

export function useTransfers(uploadId: string) {
  const client = useApiClient()
  const dispatch = useDispatch()
  const { maxUploadSize } = useEnv()
  const [transfers, update] = useReducer(transfersReducer, [] as readonly Transfer[])
  const controllers = useRef(new Map<number, AbortController>())
  const mounted = useRef(true)
  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
    }
  }, [])

  const send = useCallback(
    async (files: readonly File[]) => {
      if (!files.length) return
      const id = ++lastId
      const size = files.reduce((sum, file) => sum + file.size, 0)
      update({ type: 'start', id, files: files.map((file) => file.name), size })
      const problem = sizeProblem(files, maxUploadSize)
      if (problem) {
        update({ type: 'failed', id, error: problem })
        return
      }
      const form = new FormData()
      for (const file of files) form.append('file', file, file.name)
      const controller = new AbortController()
      controllers.current.set(id, controller)
      // Leaving the page does not stop a transfer; its bar is just not drawn any more.
      const report = (action: Parameters<typeof update>[0]) => mounted.current && update(action)
      try {
        await client.send(`uploads/${encodeURIComponent(uploadId)}/raw/`, form, {
          signal: controller.signal,
          onProgress: ({ loaded, total }) => report({ type: 'progress', id, loaded, total }),
        })
        report({ type: 'done', id })
      } catch (error) {
        report(isAbort(error) ? { type: 'cancelled', id } : { type: 'failed', id, error: messageOf(error) })
      } finally {
        controllers.current.delete(id)
        dispatch(api.util.invalidateTags([{ type: 'Upload', id: uploadId }, { type: 'Upload', id: LIST }, { type: 'UploadEntries', id: uploadId }]))
      }
    },
    [client, dispatch, maxUploadSize, uploadId],
  )

  const cancel = useCallback((id: number) => controllers.current.get(id)?.abort(), [])
  const dismiss = useCallback((id: number) => update({ type: 'dismiss', id }), [])
  return { transfers, send, cancel, dismiss }
}
