// The material page as a chunk of its own: no search page's first paint carries it.
import { Spinner } from '@blueprintjs/core'
import { lazy, Suspense } from 'react'

const MaterialPage = lazy(() => import('./MaterialPage'))

export function LazyMaterialPage() {
  return (
    <Suspense fallback={<Spinner size={32} className="tessera-page-loading" />}>
      <MaterialPage />
    </Suspense>
  )
}
