// h5web for one HDF5 file of an upload, fed by the server's h5grove API with the GUI's
// login (bearer token, through the API client). h5web runs in its own React 18 root (the
// island, ./README.md); this component owns the element it draws into and unmounts it.
import { Callout, Spinner, SpinnerSize } from '@blueprintjs/core'
import { useEffect, useRef, useState } from 'react'
import { ApiError, useApiClient, type ApiClient } from '../../api'
import type { H5webOptions } from './island/mount'
import './hdf5.css'

export interface H5webViewerProps {
  readonly uploadId: string
  /** The HDF5 file: its path in the upload. */
  readonly filepath: string
  /** The entity to open first (`/entry/data`). */
  readonly initialPath?: string
  /** The file is not HDF5 (the server refused to open it); h5web shows its own message too. */
  readonly onNotHdf5?: (error: unknown) => void
}

interface Island {
  mount(element: HTMLElement, options: H5webOptions): () => void
}

let island: Promise<Island> | undefined

/** The island's module, loaded once. */
function loadIsland(): Promise<Island> {
  island ??= import('virtual:h5web-island').then(({ islandUrl }) => import(/* @vite-ignore */ islandUrl()) as Promise<Island>)
  island.catch(() => (island = undefined))
  return island
}

/**
 * h5web's fetcher: a URL below the API and its query, answered with bytes. A 400 for the
 * file's root metadata means the file is not HDF5 (h5grove's answer for that).
 */
export const h5groveFetcher =
  (client: ApiClient, onNotHdf5?: (error: unknown) => void): H5webOptions['fetcher'] =>
  async (url, params, options) => {
    try {
      return await client.bytes(url, params, options?.abortSignal)
    } catch (error) {
      if (onNotHdf5 && error instanceof ApiError && error.status === 400 && url.endsWith('/meta') && (params.path ?? '/') === '/') onNotHdf5(error)
      throw error
    }
  }

/** Where h5web finds h5grove's API for an upload (relative to the API's v1 base). */
export const h5groveUrl = (uploadId: string) => `uploads/${encodeURIComponent(uploadId)}/h5grove`

export default function H5webViewer({ uploadId, filepath, initialPath, onNotHdf5 }: H5webViewerProps) {
  const client = useApiClient()
  const element = useRef<HTMLDivElement>(null)
  const [state, setState] = useState<'loading' | 'shown' | 'failed'>('loading')
  // The latest callback, without drawing h5web again when it changes.
  const notHdf5 = useRef(onNotHdf5)
  useEffect(() => {
    notHdf5.current = onNotHdf5
  })

  useEffect(() => {
    let unmount: (() => void) | undefined
    let cancelled = false
    setState('loading')
    loadIsland().then(
      (loaded) => {
        if (cancelled || !element.current) return
        unmount = loaded.mount(element.current, { url: h5groveUrl(uploadId), filepath, fetcher: h5groveFetcher(client, (error) => notHdf5.current?.(error)), initialPath })
        setState('shown')
      },
      (error: unknown) => {
        console.error('Could not load the h5web viewer.', error)
        if (!cancelled) setState('failed')
      },
    )
    return () => {
      cancelled = true
      unmount?.()
    }
  }, [client, uploadId, filepath, initialPath])

  return (
    <div className="tessera-h5web-frame">
      {state === 'loading' ? <Spinner size={SpinnerSize.SMALL} aria-label="Loading h5web" /> : null}
      {state === 'failed' ? <Callout intent="danger" compact>Could not load h5web view due to an unexpected error.</Callout> : null}
      <div ref={element} className="tessera-h5web" data-testid="h5web" />
    </div>
  )
}
