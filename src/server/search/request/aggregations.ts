// `aggregations` (reference §2.7): `{<name>: {<type>: {...}}}` → typed aggregation
// requests, each with the request fields its response repeats (`echo`). Texts and locs
// follow NOMAD: body problems at ["body", "aggregations", <name>, <type>, <field>],
// search problems as NOMAD's search layer words them.
import type { JsonValue } from './ast'
import type { StaticTarget, SearchDoc } from './doc'
import { parseAggregationPagination } from './pagination'
import type { AggregationPagination } from './pagination'
import { isObject, MSG } from './problems'
import type { LocPart, Problems } from './problems'
import { parseRequired } from './required'
import type { Required } from './required'

export const AGGREGATION_TYPES = ['terms', 'histogram', 'date_histogram', 'auto_date_histogram', 'min_max', 'statistics'] as const
export type AggregationType = (typeof AGGREGATION_TYPES)[number]

/** Metrics of buckets and statistics: distinct counts and sums over the matching documents. */
export const METRICS = {
  n_entries: { kind: 'cardinality', quantity: 'entry_id' },
  n_uploads: { kind: 'cardinality', quantity: 'upload_id' },
  n_materials: { kind: 'cardinality', quantity: 'results.material.material_id' },
  n_authors: { kind: 'cardinality', quantity: 'authors.user_id' },
  n_quantities: { kind: 'sum', quantity: 'n_quantities' },
  n_calculations: { kind: 'sum', quantity: 'results.properties.n_calculations' },
} as const
export type Metric = keyof typeof METRICS

const INCLUDE_PATTERN = /^[a-zA-Z0-9_\-\s]+$/
const DEFAULT_TERMS_SIZE = 10

interface Base {
  name: string
  /** The request fields the response object repeats beside `data`. */
  echo: Record<string, JsonValue>
}

interface OnQuantity extends Base {
  quantity: StaticTarget
  /** Top-level AND criteria on the quantity are ignored for this aggregation only (see facetQuery). */
  excludeFromSearch: boolean
}

export interface TermsAggregation extends OnQuantity {
  type: 'terms'
  metrics: Metric[]
  /** How many buckets (by count); absent with pagination. */
  size?: number
  /** A substring the values must contain, or the exact values to count. */
  include?: string | string[]
  /** Example hits per bucket. */
  entries?: { size: number; required?: Required }
  pagination?: AggregationPagination
}

export interface HistogramAggregation extends OnQuantity {
  type: 'histogram'
  metrics: Metric[]
  interval?: number
  /** The interval follows from min and max of the values: a min/max pass first (§2.7). */
  buckets?: number
  offset?: number
  extendedBounds?: { min?: number; max?: number }
}

export interface DateInterval {
  count: number
  unit: 'ms' | 's' | 'm' | 'h' | 'd' | 'w' | 'M' | 'q' | 'y'
  /** Weeks, months, quarters and years are calendar units (of count 1). */
  calendar: boolean
}

export interface DateHistogramAggregation extends OnQuantity {
  type: 'date_histogram'
  metrics: Metric[]
  interval: DateInterval
}

export interface AutoDateHistogramAggregation extends OnQuantity {
  type: 'auto_date_histogram'
  metrics: Metric[]
  buckets: number
}

export interface MinMaxAggregation extends OnQuantity {
  type: 'min_max'
}

export interface StatisticsAggregation extends Base {
  type: 'statistics'
  metrics: Metric[]
}

export type AggregationRequest =
  | TermsAggregation
  | HistogramAggregation
  | DateHistogramAggregation
  | AutoDateHistogramAggregation
  | MinMaxAggregation
  | StatisticsAggregation

export interface ParsedAggregations {
  aggregations: AggregationRequest[]
  /** A date_histogram interval Elasticsearch would refuse: NOMAD answers 400. */
  badRequest?: string
}

const DATE_INTERVAL = /^(\d+)(ms|s|m|h|d|w|M|q|y)$/

export function parseDateInterval(text: string): DateInterval | undefined {
  const match = DATE_INTERVAL.exec(text)
  if (!match) return undefined
  const count = Number(match[1])
  const unit = match[2] as DateInterval['unit']
  const calendar = ['w', 'M', 'q', 'y'].includes(unit)
  if (count < 1 || (calendar && count !== 1)) return undefined
  return { count, unit, calendar }
}

const isNumeric = (target: StaticTarget) => target.valueType === 'int' || target.valueType === 'float'

class AggregationParser {
  badRequest?: string

  constructor(
    private readonly doc: SearchDoc,
    private readonly problems: Problems,
    private readonly anyExcludedFromSearch: boolean,
  ) {}

  parse(name: string, raw: unknown): AggregationRequest | undefined {
    const loc = ['aggregations', name]
    if (!isObject(raw)) return void this.problems.body(loc, MSG.notDict, 'type_error.dict')
    const types = AGGREGATION_TYPES.filter((type) => raw[type] !== undefined && raw[type] !== null)
    if (types.length !== 1) {
      return void this.problems.body(loc, `Give exactly one aggregation type (${AGGREGATION_TYPES.join(', ')}); got ${types.length === 0 ? 'none' : types.join(' and ')}.`)
    }
    const type = types[0]
    const fields = raw[type]
    if (!isObject(fields)) return void this.problems.body([...loc, type], MSG.notDict, 'type_error.dict')
    const at = [...loc, type]
    if (type === 'statistics') {
      const metrics = this.metrics(fields, at)
      return { type, name, metrics, echo: { metrics } }
    }
    const quantity = this.quantity(fields, at)
    const excludeFromSearch = this.boolean(fields, 'exclude_from_search', at)
    if (!quantity) return undefined
    const common = { name, quantity, excludeFromSearch }
    const echo = { quantity: quantity.name, exclude_from_search: excludeFromSearch }
    switch (type) {
      case 'terms':
        return this.terms(fields, at, common, echo)
      case 'histogram':
        return this.histogram(fields, at, common, echo)
      case 'date_histogram': {
        this.requireDatetime(quantity, name, type)
        const metrics = this.metrics(fields, at)
        const text = fields.interval === undefined ? '1M' : fields.interval
        const interval = typeof text === 'string' ? parseDateInterval(text) : undefined
        if (!interval) this.badRequest ??= `Elasticsearch could not process your query: the date_histogram interval ${JSON.stringify(text)} of ${name} is not valid; use 1w, 1M, 1q, 1y or a number of ms, s, m, h or d.`
        return { type, ...common, metrics, interval: interval ?? { count: 1, unit: 'M', calendar: true }, echo: { ...echo, metrics, interval: text as JsonValue } }
      }
      case 'auto_date_histogram': {
        this.requireDatetime(quantity, name, type)
        const metrics = this.metrics(fields, at)
        const buckets = this.positiveInteger(fields, 'buckets', at) ?? 10
        return { type, ...common, metrics, buckets, echo: { ...echo, metrics, buckets } }
      }
      case 'min_max':
        if (!isNumeric(quantity) && quantity.valueType !== 'datetime') this.unusable(quantity, name, type, 'min-max')
        return { type, ...common, echo }
    }
  }

  private terms(fields: Record<string, unknown>, at: LocPart[], common: Omit<OnQuantity, 'echo'>, echo: Record<string, JsonValue>): TermsAggregation {
    const { quantity, name } = common
    if (!quantity.record.aggregatable || quantity.match !== 'exact') {
      this.problems.search(['aggregation', name, 'terms', 'quantity'], 'The aggregation quantity cannot be used in a terms aggregation.')
    }
    const metrics = this.metrics(fields, at)
    let size = this.positiveInteger(fields, 'size', at)
    const include = this.include(fields, at)
    const entries = this.entries(fields, at)
    let pagination: AggregationPagination | undefined
    if (fields.pagination !== undefined && fields.pagination !== null) {
      pagination = parseAggregationPagination(fields.pagination, this.doc, this.problems, [...at, 'pagination'])
      const loc = ['aggregations', name, 'terms', 'pagination']
      if (this.anyExcludedFromSearch) this.problems.search(loc, 'aggregation pagination cannot be used with exclude_from_search in the same request')
      if (size !== undefined) this.problems.search(loc, 'You cannot paginate and provide an extra size parameter.')
    } else {
      size ??= quantity.enumValues?.length ?? DEFAULT_TERMS_SIZE
    }
    return {
      type: 'terms',
      ...common,
      metrics,
      ...(size !== undefined && { size }),
      ...(include !== undefined && { include }),
      ...(entries && { entries }),
      ...(pagination && { pagination }),
      echo: {
        ...echo,
        metrics,
        ...(size !== undefined && { size }),
        ...(include !== undefined && { include }),
        ...(entries && { entries: { size: entries.size, ...(entries.required && { required: entries.required as JsonValue }) } }),
        ...(pagination && { pagination: pagination.echo as JsonValue }),
      },
    }
  }

  private histogram(fields: Record<string, unknown>, at: LocPart[], common: Omit<OnQuantity, 'echo'>, echo: Record<string, JsonValue>): HistogramAggregation {
    const { quantity, name } = common
    if (!isNumeric(quantity) && quantity.valueType !== 'datetime') this.unusable(quantity, name, 'histogram', 'histogram')
    const metrics = this.metrics(fields, at)
    const interval = this.positiveNumber(fields, 'interval', at)
    const buckets = this.positiveInteger(fields, 'buckets', at)
    if (fields.interval == null && fields.buckets == null) this.problems.body([...at, '__root__'], 'Provide either interval or the number of buckets.')
    const offset = this.number(fields, 'offset', at)
    const extendedBounds = this.bounds(fields, at)
    return {
      type: 'histogram',
      ...common,
      metrics,
      ...(interval !== undefined && { interval }),
      ...(buckets !== undefined && { buckets }),
      ...(offset !== undefined && { offset }),
      ...(extendedBounds && { extendedBounds }),
      echo: {
        ...echo,
        metrics,
        ...(interval !== undefined && { interval }),
        ...(buckets !== undefined && { buckets }),
        ...(offset !== undefined && { offset }),
        ...(extendedBounds && { extended_bounds: extendedBounds }),
      },
    }
  }

  private quantity(fields: Record<string, unknown>, at: LocPart[]): StaticTarget | undefined {
    const name = fields.quantity
    if (name === undefined || name === null) return void this.problems.body([...at, 'quantity'], MSG.missing, 'value_error.missing')
    if (typeof name !== 'string') return void this.problems.body([...at, 'quantity'], MSG.notStr, 'type_error.str')
    const target = this.doc.resolve(name)
    if (!target || target.kind !== 'static') return void this.problems.search(['aggregation', 'quantity'], this.doc.unknown(name))
    return target
  }

  private requireDatetime(quantity: StaticTarget, name: string, type: string): void {
    if (quantity.valueType !== 'datetime') this.unusable(quantity, name, type, type.replaceAll('_', ' '))
  }

  private unusable(quantity: StaticTarget, name: string, type: string, what: string): void {
    this.problems.search(['aggregations', name, type, 'quantity'], `The quantity ${quantity.name} cannot be used in a ${what} aggregation`)
  }

  private metrics(fields: Record<string, unknown>, at: LocPart[]): Metric[] {
    const raw = fields.metrics
    if (raw === undefined || raw === null) return []
    if (!Array.isArray(raw)) {
      this.problems.body([...at, 'metrics'], MSG.notList, 'type_error.list')
      return []
    }
    const metrics: Metric[] = []
    for (const metric of raw) {
      if (typeof metric === 'string' && metric in METRICS) metrics.push(metric as Metric)
      else this.problems.search(['statistic', 'metrics'], 'metric must be the qualified name of a suitable search quantity')
    }
    return metrics
  }

  private include(fields: Record<string, unknown>, at: LocPart[]): string | string[] | undefined {
    const raw = fields.include
    if (raw === undefined || raw === null) return undefined
    if (Array.isArray(raw) && raw.every((v): v is string => typeof v === 'string')) return raw
    if (typeof raw === 'string' && INCLUDE_PATTERN.test(raw)) return raw
    const msg = typeof raw === 'string' ? `string does not match regex "${INCLUDE_PATTERN.source}"` : 'value is not a string or a list of strings'
    return void this.problems.body([...at, 'include'], msg, typeof raw === 'string' ? 'value_error.str.regex' : 'type_error')
  }

  private entries(fields: Record<string, unknown>, at: LocPart[]): TermsAggregation['entries'] {
    const raw = fields.entries
    if (raw === undefined || raw === null) return undefined
    if (!isObject(raw)) return void this.problems.body([...at, 'entries'], MSG.notDict, 'type_error.dict')
    const size = this.positiveInteger(raw, 'size', [...at, 'entries']) ?? 1
    const required = parseRequired(raw.required, this.doc, [], this.problems, [...at, 'entries', 'required'])
    return { size, ...(required && { required }) }
  }

  private bounds(fields: Record<string, unknown>, at: LocPart[]): HistogramAggregation['extendedBounds'] {
    const raw = fields.extended_bounds
    if (raw === undefined || raw === null) return undefined
    const loc = [...at, 'extended_bounds']
    if (!isObject(raw)) return void this.problems.body(loc, MSG.notDict, 'type_error.dict')
    const min = this.number(raw, 'min', loc)
    const max = this.number(raw, 'max', loc)
    if (min !== undefined && max !== undefined && min > max) this.problems.body([...loc, '__root__'], 'The maximum value should be greater than the minimum value.')
    return { ...(min !== undefined && { min }), ...(max !== undefined && { max }) }
  }

  private number(fields: Record<string, unknown>, field: string, at: LocPart[]): number | undefined {
    const raw = fields[field]
    if (raw === undefined || raw === null) return undefined
    if (typeof raw === 'number' && Number.isFinite(raw)) return raw
    return void this.problems.body([...at, field], MSG.notNumber, 'type_error.float')
  }

  private positiveNumber(fields: Record<string, unknown>, field: string, at: LocPart[]): number | undefined {
    const value = this.number(fields, field, at)
    if (value === undefined || value > 0) return value
    return void this.problems.body([...at, field], MSG.greaterThan(0), 'value_error.number.not_gt')
  }

  private positiveInteger(fields: Record<string, unknown>, field: string, at: LocPart[]): number | undefined {
    const raw = fields[field]
    if (raw === undefined || raw === null) return undefined
    if (typeof raw !== 'number' || !Number.isInteger(raw)) return void this.problems.body([...at, field], MSG.notInt, 'type_error.integer')
    if (raw > 0) return raw
    return void this.problems.body([...at, field], MSG.greaterThan(0), 'value_error.number.not_gt')
  }

  private boolean(fields: Record<string, unknown>, field: string, at: LocPart[]): boolean {
    const raw = fields[field]
    if (raw === undefined || raw === null) return false
    if (typeof raw === 'boolean') return raw
    this.problems.body([...at, field], MSG.notBool, 'type_error.bool')
    return false
  }
}

/** The `aggregations` of a search request, in request order. */
export function parseAggregations(raw: unknown, doc: SearchDoc, problems: Problems): ParsedAggregations {
  if (raw === undefined || raw === null) return { aggregations: [] }
  if (!isObject(raw)) {
    problems.body(['aggregations'], MSG.notDict, 'type_error.dict')
    return { aggregations: [] }
  }
  const anyExcluded = Object.values(raw).some((agg) =>
    isObject(agg) && Object.values(agg).some((fields) => isObject(fields) && fields.exclude_from_search === true))
  const parser = new AggregationParser(doc, problems, anyExcluded)
  const aggregations = Object.entries(raw).flatMap(([name, agg]) => parser.parse(name, agg) ?? [])
  return { aggregations, ...(parser.badRequest && { badRequest: parser.badRequest }) }
}
