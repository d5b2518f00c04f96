// The HDF5 viewer (h5web over the server's h5grove API), a lazy chunk of its own; h5web
// itself loads when first drawn (see README.md).
import { lazy } from 'react'

export type { H5webViewerProps } from './H5webViewer'

/** h5web for one file of an upload, loaded when first drawn (draw it inside Suspense). */
export const LazyH5webViewer = lazy(() => import('./H5webViewer'))
