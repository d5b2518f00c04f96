// The metainfo browser as a chunk of its own: it carries core's whole metainfo.
import { Spinner } from '@blueprintjs/core'
import { lazy, Suspense } from 'react'
import type { MetainfoPageProps } from './MetainfoPage'

const MetainfoPage = lazy(() => import('./MetainfoPage'))

export function LazyMetainfoPage(props: MetainfoPageProps) {
  return (
    <Suspense fallback={<Spinner size={32} className="tessera-page-loading" />}>
      <MetainfoPage {...props} />
    </Suspense>
  )
}
