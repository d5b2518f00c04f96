// Test helpers: buckets, a filter set, and a menu whose data lives in React state so
// that what a user sets shows up as it would with the search context behind it, drawn
// with the runtime a test made (builtins/testing: loadedRuntime).
import { useMemo, useState } from 'react'
import { filterDefinitions, type FilterValue, type QueryMode } from '../../../core/search'
import { aQuantity, aSection, testRecords } from '../../../core/search/testing'
import { RuntimeProvider, type GuiRuntime } from '../../runtime'
import type { AggregationBucket, AggregationResult } from '../context'
import { FilterMenu, type FilterMenuProps } from './FilterMenu'
import type { MenuData } from './MenuData'

export const aBucket = (value: string | number, count: number): AggregationBucket => ({ value, count, nested_count: count })

export const terms = (...pairs: [string, number][]) => pairs.map(([value, count]) => aBucket(value, count))

export const DEFINITIONS = 'section_defs.definition_qualified_name'

/** core/search's test records, plus the section definitions the definitions item filters on. */
export const FILTERS = filterDefinitions({
  ...testRecords,
  section_defs: aSection('section_defs', { repeats: true }),
  [DEFINITIONS]: aQuantity(DEFINITIONS, { type_kind: 'python', type_data: 'str' }, { aggregatable: true, repeats: true }),
})
export const filterOf = (name: string) => {
  const filter = FILTERS.byName.get(name)
  if (!filter) throw new Error(`no test filter ${name}`)
  return filter
}

export type Values = Record<string, FilterValue | undefined>

export interface HarnessProps extends Partial<Omit<FilterMenuProps, 'data'>> {
  readonly menu: FilterMenuProps['menu']
  readonly aggregations?: Record<string, AggregationResult>
  readonly loggedIn?: boolean
  readonly initialValues?: Values
  readonly onValues?: (values: Values) => void
  /** Optional MenuData members (OPTIMADE verification, custom quantities). */
  readonly extra?: Pick<MenuData, 'verifyOptimade' | 'customQuantities'>
  readonly runtime: GuiRuntime
}

/** A FilterMenu with its filter values and collapsed state kept in React state. */
export function MenuHarness({ menu, aggregations = {}, loggedIn = true, initialValues = {}, onValues, extra, runtime, ...props }: HarnessProps) {
  const [values, setValues] = useState<Values>(initialValues)
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
      ...extra,
    }),
    [values, modes, aggregations, loggedIn, onValues, extra],
  )
  return (
    <RuntimeProvider value={runtime}>
      <FilterMenu
        menu={menu}
        data={data}
        collapsed={props.collapsed ?? collapsed}
        onCollapsedChange={props.onCollapsedChange ?? setCollapsed}
        options={props.options}
        onPathChange={props.onPathChange}
      />
    </RuntimeProvider>
  )
}
