// dev/plot as a chunk of its own.
import { Spinner } from '@blueprintjs/core'
import { lazy, Suspense } from 'react'

const PlotPage = lazy(() => import('./PlotPage'))

export function LazyPlotPage() {
  return (
    <Suspense fallback={<Spinner size={32} className="tessera-page-loading" />}>
      <PlotPage />
    </Suspense>
  )
}
