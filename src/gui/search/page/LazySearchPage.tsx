// The search page as a chunk of its own, so that its code does not hold up
// DOMContentLoaded of every page. Its download starts as soon as this module runs (a
// dynamic import does not block the document), so a search route rarely waits for it.
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
