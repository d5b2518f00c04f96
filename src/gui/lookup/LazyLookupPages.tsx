// The lookup pages as chunks of their own: the route table, part of every first paint,
// names them without carrying them.
import { Spinner } from '@blueprintjs/core'
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react'

function lazyPage(Page: LazyExoticComponent<ComponentType>) {
  return function LazyPage() {
    return (
      <Suspense fallback={<Spinner size={32} className="tessera-page-loading" />}>
        <Page />
      </Suspense>
    )
  }
}

export const LazyEntryQueryPage = lazyPage(lazy(() => import('./EntryQueryPage')))
export const LazyEntryPidPage = lazyPage(lazy(() => import('./EntryPidPage')))
export const LazyDatasetDoiPage = lazyPage(lazy(() => import('./DatasetDoiPage')))
