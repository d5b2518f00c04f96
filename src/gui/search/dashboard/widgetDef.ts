// What a widget type is (spec 2 §3.6, §9): the definition the `widgets` registry holds,
// built-in or from a plugin. Each type's folder has one in its index.ts; the dashboard,
// its dialogs and `widgetAggregations` read everything type-specific from it.
import { appSchemaRef, type WidgetType } from '../../../core/apps'
import type { SearchFilters } from '../../../core/search'
import type { Loader, Registry, RendererDef } from '../../runtime'
import type { AggregationRequest } from '../context'
import type { DashboardData, Identified, Widget } from './types'

/** Messages by field path (`search_quantity`, `x.search_quantity`, `size`, …). */
export type WidgetErrors = { readonly [field: string]: string }

export interface WidgetComponentProps<C extends Widget = Widget> {
  readonly widget: Identified<C>
  readonly filters: SearchFilters
  readonly data: DashboardData
}

/**
 * The fields of an edit dialog; the dialog around them owns Done, Cancel and validation.
 * `onChange` is a method for the reason WidgetDef's members are (see there).
 */
export interface WidgetEditorProps<C extends Widget = Widget> {
  readonly config: C
  onChange(next: C): void
  readonly filters: SearchFilters
  /** The errors to show now, by field. */
  readonly errors: WidgetErrors
  /** The user left a field: its errors are shown from now on. */
  readonly onTouch: (field: string) => void
}

/**
 * A widget type. `load` brings the widget, `loadEditor` its edit form: both are chunks
 * of their own. The rest is small and read before anything is drawn (what to count,
 * titles, rules). Members taking the config are methods, so that a def of one type
 * (`WidgetDef<WidgetTerms>`) is a `WidgetDef`: the registry hands each widget only to
 * the def of its type.
 */
export interface WidgetDef<C extends Widget = Widget> extends RendererDef<WidgetComponentProps<C>> {
  /** Text of the toolbar's add button; a type without one is not offered there. */
  readonly label?: string
  /** JSON Schema of the YAML block (a `$ref` into schemas/app.schema.json for the built-ins). */
  readonly schema: object
  /** A new widget's config (without id and layout) and size (spec 2 §9 defaults). */
  readonly template?: { readonly config: C; readonly w: number; readonly h: number }
  /** The edit form; a type without one is added straight away and cannot be edited. */
  readonly loadEditor?: Loader<WidgetEditorProps<C>>
  /**
   * Field errors of a config. `submitted`: the user pressed Done, so fields never
   * touched are checked too (an empty required field may say so differently).
   */
  validate?(config: C, filters: SearchFilters, submitted: boolean): WidgetErrors
  /** What the widget needs counted, by aggregation name (`<quantity>:<widget id>`). */
  aggregations?(widget: Identified<C>, filters: SearchFilters): Record<string, AggregationRequest>
  /** The header's title when the config has none (default: the quantity's label). */
  title?(config: C, filters: SearchFilters): string
  /** Turns older config shapes into today's; there are no alias types. */
  migrate?(old: unknown): C
}

/** The widget types of a runtime (`useRegistry('widgets')`). */
export type WidgetRegistry = Registry<WidgetDef>

declare module '../../runtime/kinds' {
  interface RendererKinds {
    widgets: WidgetDef
  }
}

/**
 * What a built-in type's def takes from its one definition in core/apps: the type, the
 * schema (a `$ref` into schemas/app.schema.json, where the definition's own `$ref`s
 * resolve) and `migrate`.
 */
export function fromDefinition<C extends Widget>(definition: WidgetType<C>): Pick<WidgetDef<C>, 'type' | 'schema' | 'migrate'> {
  return {
    type: definition.type,
    schema: definition.schemaName ? appSchemaRef(definition.schemaName) : definition.schema,
    ...(definition.migrate ? { migrate: definition.migrate } : {}),
  }
}
