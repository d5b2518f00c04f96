// Test helpers: buckets, a filter set, and a menu whose data lives in React state so
// that what a user sets shows up as it would with the search context behind it.
import { useMemo, useState } from 'react'
import type { FilterValue, QueryMode } from '../../../core/search'
import { testFilters } from '../../../core/search/testing'
import type { AggregationBucket, AggregationResult } from '../context'
import { FilterMenu, type FilterMenuProps } from './FilterMenu'
import type { MenuData } from './MenuData'

export const aBucket = (value: string | number, count: number): AggregationBucket => ({ value, count, nested_count: count })

export const terms = (...pairs: [string, number][]) => pairs.map(([value, count]) => aBucket(value, count))

export const FILTERS = testFilters()
export const filterOf = (name: string) => {
  const filter = FILTERS.byName.get(name)
  if (!filter) throw new Error(`no test filter ${name}`)
  return filter
}

export interface HarnessProps extends Partial<Omit<FilterMenuProps, 'data'>> {
  readonly menu: FilterMenuProps['menu']
  readonly aggregations?: Record<string, AggregationResult>
  readonly loggedIn?: boolean
  readonly onValues?: (values: Record<string, FilterValue | undefined>) => void
}

/** A FilterMenu with its filter values and collapsed state kept in React state. */
export function MenuHarness({ menu, aggregations = {}, loggedIn = true, onValues, ...props }: HarnessProps) {
  const [values, setValues] = useState<Record<string, FilterValue | undefined>>({})
  const [modes, setModes] = useState<Record<string, QueryMode>>({})
  const [collapsed, setCollapsed] = useState(false)
  const data = useMemo<MenuData>(
    () => ({
      filter: (name) => FILTERS.byName.get(name),
      value: (name) => values[name],
      queryMode: (name) => modes[name],
      aggregation: (name) => aggregations[name],
      setValue: (name, value) => {
        const next = { ...values, [name]: value }
        setValues(next)
        onValues?.(next)
      },
      setQueryMode: (name, mode) => setModes({ ...modes, [name]: mode }),
      loggedIn,
    }),
    [values, modes, aggregations, loggedIn, onValues],
  )
  return (
    <FilterMenu
      menu={menu}
      data={data}
      collapsed={props.collapsed ?? collapsed}
      onCollapsedChange={props.onCollapsedChange ?? setCollapsed}
      options={props.options}
    />
  )
}
