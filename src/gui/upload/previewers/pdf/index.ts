// PDF documents, drawn by pdf.js (a lazy chunk, its worker served from our own build),
// auto-preview up to 10 MB (spec 3 §9).
import { hasExtension, hasMime, or, rankWith } from '../../../runtime'
import { AUTO_PREVIEW_LIMIT, EXTENSIONS } from '../limits'
import type { PreviewerDef } from '../previewerDef'

export const pdfPreviewer: PreviewerDef = {
  type: 'pdf',
  name: 'pdf',
  title: 'PDF',
  rank: rankWith(5, or(hasExtension(...EXTENSIONS.pdf), hasMime('application/pdf'))),
  maxSizeAutoPreview: AUTO_PREVIEW_LIMIT,
  load: () => import('./PdfPreview'),
}
