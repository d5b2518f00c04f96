// The dashboard's shapes (spec 2 §3.6, §9): widgets as the app's YAML writes them (the
// types generated from schemas/app.schema.json), plus the id and the GUI-only flags, the
// grid's constants, and what the widgets read from and set on the search.
import type {
  Widget,
  WidgetHistogram,
  WidgetLayout,
  WidgetLayouts,
  WidgetPeriodicTable,
  WidgetScatterPlot,
  WidgetTerms,
} from '../../../core/config/config.generated'
import type { FilterValue, QueryMode } from '../../../core/search'
import type { JsonObject, StoredAggregation } from '../context'

export type { Widget, WidgetHistogram, WidgetLayout, WidgetLayouts, WidgetPeriodicTable, WidgetScatterPlot, WidgetTerms }

export type Breakpoint = keyof WidgetLayouts
/** Smallest first. */
export const BREAKPOINTS: readonly Breakpoint[] = ['sm', 'md', 'lg', 'xl', 'xxl']

/** Grid columns per breakpoint (spec 2 §9). */
export const COLUMNS: { readonly [breakpoint in Breakpoint]: number } = { sm: 12, md: 18, lg: 24, xl: 30, xxl: 36 }
/** Spec 2 §9: 710/12 pixels per column; a breakpoint starts where its columns fit. */
export const COLUMN_WIDTH = 710 / 12
/** Minimum container width of each breakpoint; sm takes everything narrower as well. */
export const BREAKPOINT_WIDTHS: { readonly [breakpoint in Breakpoint]: number } = {
  sm: 0,
  md: Math.round(COLUMNS.md * COLUMN_WIDTH),
  lg: Math.round(COLUMNS.lg * COLUMN_WIDTH),
  xl: Math.round(COLUMNS.xl * COLUMN_WIDTH),
  xxl: Math.round(COLUMNS.xxl * COLUMN_WIDTH),
}
/** Pixels per grid row; rows have no margin between them (spec 2 §9). */
export const ROW_HEIGHT = 50
/** Terms rows are 34 px high (spec 2 §9). */
export const TERMS_ROW_HEIGHT = 34
/** Minimum width and height, and the size of a layout that gives none (spec 2 §9). */
export const MIN_SIZE = 3
export const DEFAULT_SIZE = 3

/** GUI-only state of a widget; never written to YAML (spec 2 §3.6). */
export interface WidgetFlags {
  /** Its edit dialog is open. */
  readonly editing: boolean
  /** It has been shown on the dashboard at least once (a new one is not, until Done). */
  readonly visible: boolean
}

/** A widget on the dashboard: the schema's Widget with an id and the GUI flags. */
export type DashboardWidget = Widget & { readonly id: string } & WidgetFlags

/** A widget config with the id it is known by (what widget components receive). */
export type Identified<C extends Widget> = C & { readonly id: string }

/** What a new widget of a type starts with (spec 2 §9 defaults). */
export interface WidgetTemplate {
  /** The config without id and layout. */
  readonly config: Widget
  readonly w: number
  readonly h: number
}

/**
 * What the widgets read from and set on the search context. The page builds it from its
 * slice; the dashboard knows nothing of Redux.
 */
export interface DashboardData {
  /** An aggregation's last answer, by its name (`<quantity>:<widget id>`). */
  aggregation(name: string): StoredAggregation | undefined
  value(quantity: string): FilterValue | undefined
  setValue(quantity: string, value: FilterValue | undefined): void
  queryMode(quantity: string): QueryMode | undefined
  setQueryMode(quantity: string, mode: QueryMode): void
  /**
   * Hits of the current query with only `include` (plus entry_id), at most `size`
   * (spec 2 §7 "widget hits": required include, page_size, order asc).
   */
  fetchHits(include: string[], size: number): Promise<JsonObject[]>
  /** Opens an entry (the page navigates to entry/id/{entryId}). */
  openEntry(entryId: string): void
  /** Changes whenever the query does: scatter plots fetch their hits again. */
  readonly queryKey: string
}
