// The filter menu's configuration (spec 2 §2.2) as the GUI reads it: the app's `menu`
// block with its keys converted to camelCase, and the props every item type gets.
import type { FilterDefinition, FilterValue, QueryMode } from '../../../core/search'
import type { AggregationBucket } from '../context'

export type MenuSize = 'xs' | 'sm' | 'md' | 'lg' | 'xl' | 'xxl'

/** Menu widths by size (spec 2 §2.2); sm is the default. */
export const MENU_WIDTHS: { readonly [size in MenuSize]: string } = {
  xs: '17rem',
  sm: '21rem',
  md: '25rem',
  lg: '29rem',
  xl: '33rem',
  xxl: '45rem',
}
export const DEFAULT_MENU_SIZE: MenuSize = 'sm'
export const COLLAPSED_MENU_WIDTH = '3rem'

/** Any menu item: its `type` selects the renderer from the `menuItems` registry. */
export interface MenuItemConfig {
  readonly type: string
  readonly title?: string
  /** Columns out of 12 the item takes in its menu (several items may share a row). */
  readonly width?: number
  readonly showHeader?: boolean
  readonly [key: string]: unknown
}

/** A submenu: opens as its own panel; `indentation` indents its entry in the parent list. */
export interface SubMenuConfig extends MenuItemConfig {
  readonly type: 'menu'
  readonly items?: readonly MenuItemConfig[]
  readonly size?: MenuSize
  readonly indentation?: number
}

export interface TermsItemConfig extends MenuItemConfig {
  readonly type: 'terms'
  readonly searchQuantity: string
  /** How many values are listed before "load more" (spec 2 §9: default 5; 0 lists none). */
  readonly options?: number
  /** Offers the any/all query-mode selector (multi-valued filters only). */
  readonly showQueryMode?: boolean
}

export interface HistogramItemConfig extends MenuItemConfig {
  readonly type: 'histogram'
  readonly searchQuantity: string
  /** Shows the min and max inputs; default true. */
  readonly showInput?: boolean
}

export interface PeriodicTableItemConfig extends MenuItemConfig {
  readonly type: 'periodic_table'
  /** Default results.material.elements. */
  readonly searchQuantity?: string
}

export interface VisibilityItemConfig extends MenuItemConfig {
  readonly type: 'visibility'
}

/**
 * What a quantity-bound item gets (brief: "filter definition, aggregation data, current
 * value, onChange"). Plain data and callbacks: the items know nothing of Redux.
 */
export interface FilterBinding {
  /** Undefined when the app's search quantities do not include the item's quantity. */
  readonly filter?: FilterDefinition
  /** The buckets of the item's aggregation; undefined while none has arrived. */
  readonly buckets?: readonly AggregationBucket[]
  /** Histograms: the bucket width the server used. */
  readonly interval?: number | null
  /** Terms: the server has no buckets beyond those sent. */
  readonly exhausted?: boolean
  readonly value?: FilterValue
  readonly onChange: (value: FilterValue | undefined) => void
  readonly queryMode?: QueryMode
  readonly onQueryModeChange?: (mode: QueryMode) => void
  /** Terms "load more/less": the connected layer asks the server for this many buckets. */
  readonly onSizeChange?: (size: number) => void
}

/** The props of a registered menu item component. */
export interface MenuItemComponentProps {
  readonly item: MenuItemConfig
}

const camel = (key: string) => key.replace(/_([a-z0-9])/g, (_, char: string) => char.toUpperCase())

/** The app's snake_case menu block → the camelCase config the items read (spec 2 §2.2). */
export function menuConfigFromApp(block: unknown): MenuItemConfig {
  const convert = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(convert)
    if (typeof value !== 'object' || value === null) return value
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [camel(key), convert(inner)]))
  }
  const converted = convert(block)
  if (typeof converted !== 'object' || converted === null || typeof (converted as MenuItemConfig).type !== 'string') {
    return { type: 'menu', items: [] }
  }
  return converted as MenuItemConfig
}
