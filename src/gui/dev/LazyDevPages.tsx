// The developer pages as chunks of their own.
import { Spinner } from '@blueprintjs/core'
import { lazy, Suspense } from 'react'

const DataTablePage = lazy(() => import('./DataTablePage'))

export function LazyDataTablePage() {
  return (
    <Suspense fallback={<Spinner size={32} className="tessera-page-loading" />}>
      <DataTablePage />
    </Suspense>
  )
}
