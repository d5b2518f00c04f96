// A PDF file in the PDF viewer; a file pdf.js cannot read is a failed preview.
import { Spinner, SpinnerSize } from '@blueprintjs/core'
import { Suspense } from 'react'
import { LazyPdfViewer } from '../../../viewers/pdf'
import type { PreviewProps } from '../previewerDef'
import { useFileBytes } from '../useFileBytes'

export default function PdfPreview({ uploadId, path, onFailure }: PreviewProps) {
  const result = useFileBytes(uploadId, path, onFailure)
  if (result.state !== 'loaded') return result.state === 'loading' ? <Spinner size={SpinnerSize.SMALL} /> : null
  return (
    <Suspense fallback={<Spinner size={SpinnerSize.SMALL} />}>
      <LazyPdfViewer data={result.bytes} onError={onFailure} />
    </Suspense>
  )
}
