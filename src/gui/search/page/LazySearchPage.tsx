// The search page behind import(): the shell does not import it statically, so where its
// code goes is the build's choice. Today vite.config.ts puts it, with the menu items it
// preloads, into the first paint's `app` chunk (its download used to start at once
// anyway, and one chunk gzips smaller than many); the import resolves at once then.
//
// Once the module is in, the page is drawn directly, not through lazy(): lazy() suspends
// on its first render whatever the promise's state, and React shows content that comes
// after a fallback no sooner than 300 ms later (its fallback throttle) — a third of a
// second before the first search was even sent (issue 19, first results).
import { Spinner } from '@blueprintjs/core'
import { lazy, Suspense, useState, type ComponentType } from 'react'
import type { SearchPageProps } from './SearchPage'

let loaded: ComponentType<SearchPageProps> | undefined
const load = () =>
  import('./SearchPage').then((module) => {
    loaded = module.SearchPage
    return { default: module.SearchPage }
  })
const preloaded = load()
const SearchPage = lazy(() => preloaded)

export function LazySearchPage(props: SearchPageProps) {
  // Chosen once per mount, so the page is never swapped (and remounted) under the user.
  const [Page] = useState(() => loaded ?? SearchPage)
  return (
    <Suspense fallback={<Spinner size={32} className="tessera-page-loading" />}>
      <Page {...props} />
    </Suspense>
  )
}
