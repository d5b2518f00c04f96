// The PDF viewer, a lazy chunk of its own (pdf.js is large): import it with
// `lazy(() => import('../viewers/pdf/PdfViewer'))` or through LazyPdfViewer.
import { lazy } from 'react'

export type { PdfViewerProps } from './PdfViewer'

/** The viewer, loaded when first drawn (draw it inside Suspense). */
export const LazyPdfViewer = lazy(() => import('./PdfViewer'))
