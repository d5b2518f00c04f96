// The datasets page as a chunk of its own: the search pages' first paint does not carry it.
import { Spinner } from '@blueprintjs/core'
import { lazy, Suspense } from 'react'

const DatasetsPage = lazy(() => import('./DatasetsPage'))

export function LazyDatasetsPage() {
  return (
    <Suspense fallback={<Spinner size={32} className="tessera-page-loading" />}>
      <DatasetsPage />
    </Suspense>
  )
}
