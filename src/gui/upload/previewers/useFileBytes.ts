// The whole file, for viewers that read it at once (images, JSON, CIF, PDF). A file that
// cannot be fetched goes to the error raiser and counts as a failed preview, as NOMAD's.
import { useEffect, useState } from 'react'
import { rawFileBytes, useApiClient } from '../../api'
import { useErrors } from '../../runtime'

export type FileBytes = { readonly state: 'loading' } | { readonly state: 'loaded'; readonly bytes: ArrayBuffer } | { readonly state: 'failed' }

export function useFileBytes(uploadId: string, path: string, onFailure: (error: unknown) => void): FileBytes {
  const client = useApiClient()
  const { raiseError } = useErrors()
  const [result, setResult] = useState<FileBytes>({ state: 'loading' })
  useEffect(() => {
    const abort = new AbortController()
    setResult({ state: 'loading' })
    rawFileBytes(client, uploadId, path, { signal: abort.signal }).then(
      (bytes) => setResult({ state: 'loaded', bytes }),
      (error: unknown) => {
        if (abort.signal.aborted) return
        setResult({ state: 'failed' })
        raiseError(error)
        onFailure(error)
      },
    )
    return () => abort.abort()
    // Not on onFailure: the frame's callback is new on every draw and must not fetch again.
  }, [client, uploadId, path, raiseError])
  return result
}

/** UTF-8 text of bytes (a BOM dropped). */
export const decodeText = (bytes: ArrayBuffer) => new TextDecoder().decode(bytes)
