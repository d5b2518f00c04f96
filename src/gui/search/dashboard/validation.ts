// The widget edit forms' rules (spec 2 §5.3): required fields with the spec's messages,
// and which quantities each field accepts. Pure; the edit dialog shows what these return.
import { quantityMisfit, type QuantityUse } from '../../../core/apps'
import {
  checkJmesPathTarget,
  PLEASE_SPECIFY_A_VALUE,
  quantityNotAvailable,
  type FilterDefinition,
  type SearchFilters,
} from '../../../core/search'
import { dimensionOf, parseUnit } from '../../../core/units'
import type { WidgetErrors } from './widgetDef'
import { isCountScale } from '../../components/statistics'
import { unitInputError } from '../../units'
import type { WidgetHistogram, WidgetPeriodicTable, WidgetScatterPlot, WidgetTerms } from './types'

export { PLEASE_SPECIFY_A_VALUE }
export type { QuantityUse }
export const X_QUANTITY_REQUIRED = 'Search quantity for the x axis is required.'
export const Y_QUANTITY_REQUIRED = 'Search quantity for the y axis is required.'
export const SIZE_REQUIRED = 'Size is required.'
export const QUANTITY_REQUIRED = 'Search quantity is required.'
export const SCALE_REQUIRED = 'Scale is required.'
export const X_AXIS_REQUIRED = 'X-axis configuration is required.'
export const Y_AXIS_REQUIRED = 'Y-axis configuration is required.'
/** Spec 2 §8; also for quantities a field does not take (not aggregatable, wrong type). */
export const UNSUPPORTED_QUANTITY_TYPE = 'Unsupported quantity type'

/**
 * Whether a field for `use` takes the quantity: the types each use accepts are core/apps'
 * (spec 2 §5.3, the server checks apps with the same table); the global filters are
 * never offered in a widget.
 */
const accepts = (filter: FilterDefinition, use: QuantityUse) => !filter.global && quantityMisfit(use, filter) === undefined

/** The quantities a field offers, by name. */
export function quantityChoices(filters: SearchFilters, use: QuantityUse): FilterDefinition[] {
  return [...filters.byName.values()].filter((filter) => accepts(filter, use)).sort((a, b) => a.name.localeCompare(b.name))
}

/**
 * Why a written quantity does not fit the field, if it does not. Scatter axes take
 * JMESPath targets, and a quantity in a repeating section needs a selection there
 * (which section's value is the point's coordinate?).
 */
export function quantityProblem(filters: SearchFilters, written: string, use: QuantityUse): string | undefined {
  let name = written.trim()
  if (use === 'scatter_axis') {
    const check = checkJmesPathTarget(filters, name, { selectionRequired: true })
    if (!check.ok) return check.error
    name = check.target.quantity
  }
  const filter = filters.byName.get(name)
  if (!filter) return quantityNotAvailable(name)
  return accepts(filter, use) ? undefined : UNSUPPORTED_QUANTITY_TYPE
}

/** The quantity a field names, if it is one (a scatter axis' JMESPath target: its quantity). */
function namedFilter(filters: SearchFilters, written: unknown, use: QuantityUse): FilterDefinition | undefined {
  if (typeof written !== 'string' || !written.trim()) return undefined
  if (use === 'scatter_axis') {
    const check = checkJmesPathTarget(filters, written.trim(), { selectionRequired: false })
    return check.ok ? filters.byName.get(check.target.quantity) : undefined
  }
  return filters.byName.get(written.trim())
}

/**
 * An axis' display unit (spec 2 §5.6 unit input, optional here: without one the unit
 * system's is used): it must parse and have the dimension of the quantity's unit — the
 * unit input's own rule (`unitInputError`), so the field and the dialog agree. The
 * messages are core/units' ('Unit "x" not found.', 'Unit "eV" is incompatible with
 * dimension "length".'). Undefined while the quantity is unknown (its field says why).
 */
export function unitProblem(filter: FilterDefinition | undefined, unit: unknown): string | undefined {
  if (typeof unit !== 'string' || !filter) return undefined
  let dimension: string
  try {
    dimension = dimensionOf(filter.unit ?? 'dimensionless')
  } catch {
    return undefined
  }
  return unitInputError(unit, { dimension, optional: true })
}

/** The dimension of a quantity's unit, where a display unit may be chosen for it (not for times and pure numbers). */
export function unitDimension(filter: FilterDefinition | undefined): string | undefined {
  if (!filter?.unit || filter.dtype === 'timestamp') return undefined
  try {
    const dimension = parseUnit(filter.unit).dimension
    return dimension === 'dimensionless' ? undefined : dimension
  } catch {
    return undefined
  }
}

/** The quantity of an axis field, for its unit field. */
export const axisFilter = (filters: SearchFilters, written: unknown, use: QuantityUse) => namedFilter(filters, written, use)

const blank = (value: unknown) => typeof value !== 'string' || !value.trim()

/** A required quantity: `missing` when empty, else whether it fits. */
function quantityError(filters: SearchFilters, value: unknown, use: QuantityUse, missing: string): string | undefined {
  return blank(value) ? missing : quantityProblem(filters, value as string, use)
}

function collect(entries: [string, string | undefined][]): WidgetErrors {
  const out: { [field: string]: string } = {}
  for (const [field, message] of entries) if (message) out[field] = message
  return out
}

export function termsErrors(config: WidgetTerms, filters: SearchFilters): WidgetErrors {
  return collect([
    ['search_quantity', quantityError(filters, config.search_quantity, 'terms_widget', QUANTITY_REQUIRED)],
    ['scale', isCountScale(config.scale) ? undefined : SCALE_REQUIRED],
  ])
}

export function periodicTableErrors(config: WidgetPeriodicTable, filters: SearchFilters): WidgetErrors {
  return collect([
    ['search_quantity', quantityError(filters, config.search_quantity, 'periodic_table', QUANTITY_REQUIRED)],
    ['scale', isCountScale(config.scale) ? undefined : SCALE_REQUIRED],
  ])
}

const positiveInteger = (value: unknown) => typeof value === 'number' && Number.isInteger(value) && value > 0

/**
 * Histograms. The dialog validates the config as it would be saved (emptied fields
 * left out), so an axis emptied of everything is a missing axis: 'X-axis configuration
 * is required.' / 'Y-axis configuration is required.' (spec 2 §5.3).
 */
export function histogramErrors(config: WidgetHistogram, filters: SearchFilters): WidgetErrors {
  return collect([
    ['x', config.x ? undefined : X_AXIS_REQUIRED],
    ['x.search_quantity', config.x ? quantityError(filters, config.x.search_quantity, 'histogram', QUANTITY_REQUIRED) : undefined],
    ['x.unit', unitProblem(namedFilter(filters, config.x?.search_quantity, 'histogram'), config.x?.unit)],
    ['y', config.y ? undefined : Y_AXIS_REQUIRED],
    ['y.scale', config.y && !isCountScale(config.y.scale) ? SCALE_REQUIRED : undefined],
    ['nbins', positiveInteger(config.nbins) ? undefined : PLEASE_SPECIFY_A_VALUE],
  ])
}

/**
 * Scatter plots. An axis emptied by the user says which axis needs a quantity; on Done,
 * an axis never filled says "Please specify a value." (spec 2 §5.3).
 */
export function scatterPlotErrors(config: WidgetScatterPlot, filters: SearchFilters, submitted = false): WidgetErrors {
  const axis = (value: unknown, required: string) =>
    quantityError(filters, value, 'scatter_axis', submitted ? PLEASE_SPECIFY_A_VALUE : required)
  const color = config.markers?.color?.search_quantity
  return collect([
    ['x.search_quantity', axis(config.x?.search_quantity, X_QUANTITY_REQUIRED)],
    ['y.search_quantity', axis(config.y?.search_quantity, Y_QUANTITY_REQUIRED)],
    ['x.unit', unitProblem(namedFilter(filters, config.x?.search_quantity, 'scatter_axis'), config.x?.unit)],
    ['y.unit', unitProblem(namedFilter(filters, config.y?.search_quantity, 'scatter_axis'), config.y?.unit)],
    ['markers.color.unit', unitProblem(namedFilter(filters, color, 'scatter_color'), config.markers?.color?.unit)],
    ['markers.color.search_quantity', blank(color) ? undefined : quantityProblem(filters, color as string, 'scatter_color')],
    ['size', positiveInteger(config.size) ? undefined : SIZE_REQUIRED],
  ])
}
