// The chart as the widgets use it: the vega module is fetched the first time a chart is
// rendered; until then (and while it loads) a spinner holds its place.
import { Spinner } from '@blueprintjs/core'
import { lazy, Suspense } from 'react'
import type { VegaChartProps } from './types'

export const CHART_LOADING_LABEL = 'Loading plot'

const VegaChart = lazy(() => import('./VegaChart'))

export function Chart(props: VegaChartProps) {
  return (
    <Suspense fallback={<Spinner size={20} aria-label={CHART_LOADING_LABEL} />}>
      <VegaChart {...props} />
    </Suspense>
  )
}
