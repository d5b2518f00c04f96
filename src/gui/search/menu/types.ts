// The filter menu's configuration (spec 2 §2.2) as the GUI reads it: the app's `menu`
// block with its keys converted to camelCase, and the props every item type gets.
import type { FilterDefinition, FilterValue, QueryMode } from '../../../core/search'
import type { AggregationBucket } from '../context'
import type { CountScaleName } from '../../components/statistics'

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

/** A fixed option of a terms item (`options: {value: {label, description}}`). */
export interface TermsOptionConfig {
  readonly label?: string
  readonly description?: string
}

export interface TermsItemConfig extends MenuItemConfig {
  readonly type: 'terms'
  readonly searchQuantity: string
  /**
   * A number: how many values are listed before "load more" (spec 2 §9: default 5; 0
   * lists none). A map: exactly these values, with their labels. Omitted: the filter's
   * enum options if it has them, else the top 5.
   */
  readonly options?: number | { readonly [value: string]: TermsOptionConfig }
  /** Offers the any/all query-mode selector (multi-valued filters only). */
  readonly showQueryMode?: boolean
  /** Scale of the count bars (spec 2 §9; default linear). */
  readonly scale?: CountScaleName
  /** Shows counts and count bars; default true. */
  readonly showStatistics?: boolean
  /** Lays the values out in this many columns; default 1. */
  readonly nColumns?: number
  /** Fixed options are ordered by count (true, the default) or as configured (false). */
  readonly sortStatic?: boolean
}

/** The histogram's x axis as apps write it (`x: {search_quantity, scale, …}`). */
export interface HistogramAxisConfig {
  readonly searchQuantity?: string
  readonly title?: string
  readonly unit?: string
  readonly scale?: 'linear' | 'log'
}

export interface HistogramItemConfig extends MenuItemConfig {
  readonly type: 'histogram'
  /** The quantity; `x.searchQuantity` in app YAML (menuConfigFromApp copies it here). */
  readonly searchQuantity: string
  readonly x?: HistogramAxisConfig
  /** Scale of the bar heights (spec 2 §9; default linear). */
  readonly y?: { readonly scale?: CountScaleName }
  /** Shows the min and max inputs; default true (false when `showStatistics` is false). */
  readonly showInput?: boolean
  /** False: the range slider only (no bars). */
  readonly showStatistics?: boolean
  /** How many bins the page asks for (spec 2 §9: 30; options 10, 20, 30, 40, 50). */
  readonly nBins?: number
}

export interface PeriodicTableItemConfig extends MenuItemConfig {
  readonly type: 'periodic_table'
  /** Default results.material.elements. */
  readonly searchQuantity?: string
  /** Scale of the cells' shading by count (default linear). */
  readonly scale?: CountScaleName
  /** Shows the counts in the cells; default true. */
  readonly showStatistics?: boolean
}

export interface VisibilityItemConfig extends MenuItemConfig {
  readonly type: 'visibility'
}

/**
 * Items whose criteria must be met by one nested document (reference §2.3.7). Their
 * quantities may be written relative to `path`; menuConfigFromApp makes them full.
 */
export interface NestedObjectItemConfig extends MenuItemConfig {
  readonly type: 'nested_object'
  readonly path: string
  readonly items?: readonly MenuItemConfig[]
}

/** The tree of section definitions (`section_defs.definition_qualified_name`). */
export interface DefinitionsItemConfig extends MenuItemConfig {
  readonly type: 'definitions'
  /** Default section_defs.definition_qualified_name. */
  readonly searchQuantity?: string
}

export interface OptimadeItemConfig extends MenuItemConfig {
  readonly type: 'optimade'
}

export interface CustomQuantitiesItemConfig extends MenuItemConfig {
  readonly type: 'custom_quantities'
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
export interface MenuItemComponentProps<C extends MenuItemConfig = MenuItemConfig> {
  readonly item: C
}
