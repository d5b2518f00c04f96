// The h5web viewer as a self-contained module with its own React 18 (h5web 17 and its
// react-three-fiber 8 do not run on React 19; see ../README.md). It is built apart from
// the GUI (islandBuild.ts) and mounted into an element the GUI's HDF5 viewer owns; only
// plain values cross: the element, URLs and the fetcher.
import { App, H5GroveProvider, type Fetcher, type GetExportURL } from '@h5web/app'
import styles from '@h5web/app/styles.css?inline'
import { createElement } from 'react'
import { createRoot } from 'react-dom/client'

export interface H5webOptions {
  /** Where h5grove's API is: `{url}/meta`, `{url}/data`, … */
  readonly url: string
  /** The file, as h5grove's `file` parameter. */
  readonly filepath: string
  /** Fetches a URL with its query and answers the bytes (the GUI's, with its login). */
  readonly fetcher: Fetcher
  /** The entity to open first (`/entry/data`); the file's root by default. */
  readonly initialPath?: string
}

const STYLE_ID = 'tessera-h5web-styles'

/**
 * Exports through the fetcher, as a Blob: for npy (and tiff, which the server refuses)
 * h5web would otherwise make an absolute `new URL` of our relative API path — a TypeError
 * that breaks the whole visualization — and download it without the GUI's login. JSON
 * and CSV keep h5web's own exporter.
 */
export const exportThroughFetcher =
  (options: H5webOptions): GetExportURL =>
  (format, dataset, selection, builtInExporter) => {
    if (builtInExporter) return async () => new Blob([builtInExporter()])
    return async () => {
      const params: Record<string, string> = { file: options.filepath, path: dataset.path, format, ...(selection ? { selection } : {}) }
      return new Blob([await options.fetcher(`${options.url}/data`, params)])
    }
  }

/** Draws h5web into `element`; the function returned removes it again. */
export function mount(element: HTMLElement, options: H5webOptions): () => void {
  if (!document.getElementById(STYLE_ID)) {
    const style = document.createElement('style')
    style.id = STYLE_ID
    style.textContent = styles
    document.head.append(style)
  }
  const root = createRoot(element)
  root.render(
    createElement(
      H5GroveProvider,
      { url: options.url, filepath: options.filepath, fetcher: options.fetcher, getExportURL: exportThroughFetcher(options) },
      createElement(App, { initialPath: options.initialPath, sidebarOpen: true, disableDarkMode: true }),
    ),
  )
  return () => root.unmount()
}
