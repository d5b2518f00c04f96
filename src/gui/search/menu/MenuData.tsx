// How menu items reach the search: one `MenuData` for the whole menu, handed down by
// context because submenus nest to any depth. Items take plain `FilterBinding` props;
// the registered wrappers turn a quantity name into them through this context.
import { createContext, useContext, useMemo, type ReactNode } from 'react'
import type { FilterDefinition, FilterValue, QueryMode } from '../../../core/search'
import type { AggregationBucket, AggregationResult } from '../context'
import type { CustomQuantity } from './customQuantities/customQuantity'
import type { FilterBinding } from './types'

export interface MenuData {
  filter(name: string): FilterDefinition | undefined
  value(name: string): FilterValue | undefined
  queryMode(name: string): QueryMode | undefined
  /** The aggregation the menu shows for the quantity (terms or histogram). */
  aggregation(name: string): AggregationResult | undefined
  setValue(name: string, value: FilterValue | undefined): void
  setQueryMode(name: string, mode: QueryMode): void
  /** Terms "load more": ask for this many buckets of the quantity. */
  setAggregationSize?(name: string, size: number): void
  readonly loggedIn: boolean
  /**
   * OPTIMADE item: checks one filter string with the server (spec 2 §7, verify_only);
   * resolves undefined when it is valid, else the message to show under the field.
   * Without it, filters are taken as typed.
   */
  verifyOptimade?(filter: string): Promise<string | undefined>
  /** Custom-quantities item: the quantities of user-defined schemas (spec 2 §7). */
  customQuantities?(): Promise<readonly CustomQuantity[]>
}

/** No search behind it: nothing set, nothing counted (a menu rendered on its own). */
export const EMPTY_MENU_DATA: MenuData = {
  filter: () => undefined,
  value: () => undefined,
  queryMode: () => undefined,
  aggregation: () => undefined,
  setValue: () => {},
  setQueryMode: () => {},
  loggedIn: false,
}

const MenuDataContext = createContext<MenuData>(EMPTY_MENU_DATA)

export function MenuDataProvider({ data, children }: { data: MenuData; children: ReactNode }) {
  return <MenuDataContext.Provider value={data}>{children}</MenuDataContext.Provider>
}

export const useMenuData = () => useContext(MenuDataContext)

function bucketsOf(aggregation: AggregationResult | undefined): AggregationBucket[] | undefined {
  if (!aggregation || !Array.isArray(aggregation.data)) return undefined
  return (aggregation.data as unknown[]).filter(
    (bucket): bucket is AggregationBucket => typeof bucket === 'object' && bucket !== null && 'count' in bucket,
  )
}

/**
 * Terms answers may say whether more buckets exist (spec 2 §3.5); when they do not,
 * fewer buckets than the size asked for means there are no more.
 */
function exhaustedOf(aggregation: AggregationResult | undefined): boolean | undefined {
  const stated = (aggregation as { exhausted?: unknown } | undefined)?.exhausted
  if (typeof stated === 'boolean') return stated
  if (!aggregation || !Array.isArray(aggregation.data) || typeof aggregation.size !== 'number') return undefined
  return aggregation.data.length < aggregation.size
}

/** The props of the item bound to `name`. */
export function useFilterBinding(name: string): FilterBinding {
  const data = useMenuData()
  const aggregation = data.aggregation(name)
  const value = data.value(name)
  const queryMode = data.queryMode(name)
  const filter = data.filter(name)
  return useMemo(() => {
    return {
      filter,
      buckets: bucketsOf(aggregation),
      interval: typeof aggregation?.interval === 'number' ? aggregation.interval : null,
      exhausted: exhaustedOf(aggregation),
      value,
      queryMode,
      onChange: (next) => data.setValue(name, next),
      onQueryModeChange: (mode) => data.setQueryMode(name, mode),
      onSizeChange: data.setAggregationSize ? (size) => data.setAggregationSize?.(name, size) : undefined,
    }
  }, [data, name, filter, aggregation, value, queryMode])
}
