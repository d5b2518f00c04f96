// Test helpers: the test filters, a DashboardData whose setters are spies and whose
// values and aggregations are given, and a Dashboard whose widgets live in React state,
// drawn with the runtime a test made (builtins/testing: loadedRuntime).
import { useState } from 'react'
import { screen, waitFor } from '@testing-library/react'
import { expect, vi, type Mock } from 'vitest'
import type { FilterValue, QueryMode } from '../../../core/search'
import { testFilters } from '../../../core/search/testing'
import { RuntimeProvider, type GuiRuntime } from '../../runtime'
import type { AggregationBucket, JsonObject, StoredAggregation } from '../context'
import { Dashboard, type DashboardProps } from './Dashboard'
import type { DashboardData, DashboardWidget } from './types'

export const FILTERS = testFilters()

export const aBucket = (value: string | number, count: number): AggregationBucket => ({ value, count, nested_count: count })
export const termsAnswer = (...pairs: [string, number][]): StoredAggregation => ({
  type: 'terms',
  data: pairs.map(([value, count]) => aBucket(value, count)),
})
export const histogramAnswer = (interval: number, ...pairs: [number, number][]): StoredAggregation => ({
  type: 'histogram',
  interval,
  data: pairs.map(([value, count]) => aBucket(value, count)),
})

export interface TestData extends DashboardData {
  setValue: Mock<(quantity: string, value: FilterValue | undefined) => void>
  setQueryMode: Mock<(quantity: string, mode: QueryMode) => void>
  fetchHits: Mock<(include: string[], size: number) => Promise<JsonObject[]>>
  openEntry: Mock<(entryId: string) => void>
}

export function aData(
  options: {
    aggregations?: Record<string, StoredAggregation>
    values?: Record<string, FilterValue>
    queryModes?: Record<string, QueryMode>
    hits?: JsonObject[]
    queryKey?: string
  } = {},
): TestData {
  return {
    aggregation: (name) => options.aggregations?.[name],
    value: (quantity) => options.values?.[quantity],
    queryMode: (quantity) => options.queryModes?.[quantity],
    setValue: vi.fn(),
    setQueryMode: vi.fn(),
    fetchHits: vi.fn(async () => options.hits ?? []),
    openEntry: vi.fn(),
    queryKey: options.queryKey ?? 'query-1',
  }
}

export type HarnessProps = Partial<Omit<DashboardProps, 'widgets' | 'onWidgetsChange' | 'statisticsEnabled' | 'onStatisticsEnabledChange'>> & {
  readonly initial?: readonly DashboardWidget[]
  readonly onWidgets?: (widgets: readonly DashboardWidget[]) => void
  readonly statistics?: boolean
  readonly runtime: GuiRuntime
}

/** A Dashboard whose widgets and statistics switch live in React state. */
export function DashboardHarness({ initial = [], onWidgets, statistics = true, runtime, ...props }: HarnessProps) {
  const [widgets, setWidgets] = useState<readonly DashboardWidget[]>(initial)
  const [enabled, setEnabled] = useState(statistics)
  return (
    <RuntimeProvider value={runtime}>
        <Dashboard
        widgets={widgets}
        onWidgetsChange={(next) => {
          setWidgets(next)
          onWidgets?.(next)
        }}
        defaults={props.defaults ?? []}
        onReset={props.onReset}
        filters={props.filters ?? FILTERS}
        data={props.data ?? aData()}
        statisticsEnabled={enabled}
        onStatisticsEnabledChange={setEnabled}
        now={props.now ?? (() => 1700000000000)}
        expanded={props.expanded}
        onExpandedChange={props.onExpandedChange}
      />
    </RuntimeProvider>
  )
}

/** vega measures text on a canvas, which jsdom lacks; without one it estimates. */
export function withoutCanvas(): void {
  HTMLCanvasElement.prototype.getContext = (() => null) as typeof HTMLCanvasElement.prototype.getContext
}

/**
 * The chart labelled `name`, once it is drawn and answers clicks. The first chart of a
 * test file waits for vega's chunk to load and compile, which takes seconds on a busy
 * machine: the wait is longer than testing-library's default second.
 */
export async function readyChart(name: string): Promise<HTMLElement> {
  const chart = await screen.findByRole('figure', { name }, { timeout: CHART_TIMEOUT })
  await waitFor(() => expect(chart.getAttribute('aria-busy')).toBe('false'), { timeout: CHART_TIMEOUT })
  return chart
}
const CHART_TIMEOUT = 10_000

/** The drawn marks (bars: 'rect', points: 'symbol') of an SVG chart, without the selection brush. */
export const chartMarks = (chart: HTMLElement, mark: 'rect' | 'symbol'): Element[] =>
  [...chart.querySelectorAll(`g.mark-${mark}.role-mark`)].filter((group) => !/brush/.test(group.getAttribute('class') ?? '')).flatMap((group) => [...group.querySelectorAll('path')])
