// The upload page as a chunk of its own: the pages that list uploads do not carry it.
import { Spinner } from '@blueprintjs/core'
import { lazy, Suspense } from 'react'
import type { UploadTab } from './UploadPage'

const UploadPage = lazy(() => import('./UploadPage'))

export function LazyUploadPage({ tab }: { tab?: UploadTab }) {
  return (
    <Suspense fallback={<Spinner size={32} className="tessera-page-loading" />}>
      <UploadPage tab={tab} />
    </Suspense>
  )
}
