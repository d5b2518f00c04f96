// The file browser as a chunk of its own: the upload page and the entry page load it when
// their files tab is first shown.
import { Spinner, SpinnerSize } from '@blueprintjs/core'
import { lazy, Suspense } from 'react'
import type { FileBrowserProps } from './FileBrowser'

const Browser = lazy(() => import('./FileBrowser').then((module) => ({ default: module.FileBrowser })))

export function FileBrowser(props: FileBrowserProps) {
  return (
    <Suspense fallback={<Spinner size={SpinnerSize.SMALL} aria-label="loading ..." />}>
      <Browser {...props} />
    </Suspense>
  )
}
