// The search page behind import(): the shell does not import it statically, so where its
// code goes is the build's choice. Today vite.config.ts puts it, with the menu items it
// preloads, into the first paint's `app` chunk (its download used to start at once
// anyway, and one chunk gzips smaller than many); the import resolves at once then.
import { Spinner } from '@blueprintjs/core'
import { lazy, Suspense } from 'react'
import type { SearchPageProps } from './SearchPage'

const load = () => import('./SearchPage').then((module) => ({ default: module.SearchPage }))
const preloaded = load()
const SearchPage = lazy(() => preloaded)

export function LazySearchPage(props: SearchPageProps) {
  return (
    <Suspense fallback={<Spinner size={32} className="tessera-page-loading" />}>
      <SearchPage {...props} />
    </Suspense>
  )
}
