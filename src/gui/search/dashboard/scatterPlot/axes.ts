// What a scatter plot's axes name, read before the plot (with vega) is loaded: the
// quantity of an axis path, and the default title.
import { parseJmesPathTarget, type SearchFilters } from '../../../../core/search'
import type { WidgetScatterPlot } from '../types'

/** The quantity to ask the API for: the target without its selections. */
export const includeOf = (path: string): string => parseJmesPathTarget(path)?.quantity ?? path

/** The default title: "<y> vs. <x>" by the quantities' labels. */
export function scatterTitle(config: WidgetScatterPlot, filters: SearchFilters): string {
  const label = (path: string | undefined) => (path ? (filters.byName.get(includeOf(path))?.label ?? path) : '')
  const x = label(config.x?.search_quantity)
  const y = label(config.y?.search_quantity)
  return x && y ? `${y} vs. ${x}` : x || y
}
