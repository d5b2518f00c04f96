// dev/editquantity as a chunk of its own.
import { Spinner } from '@blueprintjs/core'
import { lazy, Suspense } from 'react'

const EditQuantityPage = lazy(() => import('./EditQuantityPage'))

export function LazyEditQuantityPage() {
  return (
    <Suspense fallback={<Spinner size={32} className="tessera-page-loading" />}>
      <EditQuantityPage />
    </Suspense>
  )
}
