// The entry page as a chunk of its own: the search pages' first paint does not carry it,
// and its cards load with it only when an entry is opened.
import { Spinner } from '@blueprintjs/core'
import { lazy, Suspense } from 'react'
import type { EntryTab } from './tabs/tabs'

const EntryPage = lazy(() => import('./EntryPage'))

export function LazyEntryPage({ tab }: { readonly tab?: EntryTab }) {
  return (
    <Suspense fallback={<Spinner size={32} className="tessera-page-loading" />}>
      <EntryPage {...(tab ? { tab } : {})} />
    </Suspense>
  )
}
