// The annotated plots as a chunk of their own, and the test of whether a section has any
// (cheap: no chart is loaded to find out).
import { Spinner } from '@blueprintjs/core'
import { lazy, Suspense } from 'react'
import type { JsonValue } from '../../../../core/archive'
import type { ResolvedSection } from '../../../metainfo'
import type { AnnotatedPlotsProps } from './AnnotatedPlots'
import { plotAnnotations } from './figures'

const AnnotatedPlots = lazy(() => import('./AnnotatedPlots'))

export function LazyAnnotatedPlots(props: AnnotatedPlotsProps) {
  return (
    <Suspense fallback={<Spinner size={24} />}>
      <AnnotatedPlots {...props} />
    </Suspense>
  )
}

/** True when the section's definition has a plot annotation or its data PlotSection figures. */
export function hasPlots(section: JsonValue, definition: ResolvedSection | undefined): boolean {
  if (plotAnnotations(definition?.m_annotations).length > 0) return true
  const figures = typeof section === 'object' && section !== null && !Array.isArray(section) ? (section as { readonly [key: string]: JsonValue }).figures : undefined
  return Array.isArray(figures) && figures.length > 0
}
