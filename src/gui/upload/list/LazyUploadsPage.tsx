// The uploads list as a chunk of its own: the search pages' first paint does not carry it.
import { Spinner } from '@blueprintjs/core'
import { lazy, Suspense } from 'react'

const UploadsPage = lazy(() => import('./UploadsPage'))

export function LazyUploadsPage() {
  return (
    <Suspense fallback={<Spinner size={32} className="tessera-page-loading" />}>
      <UploadsPage />
    </Suspense>
  )
}
