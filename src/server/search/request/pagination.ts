// Pagination of hits (reference §2.5) and of terms-aggregation values (§2.7), and the
// `page_after_value` cursor. Texts are NOMAD's; problems sit at
// ["body", "pagination", <field>] (`__root__` for combinations, as pydantic reports).
import type { StaticTarget, SearchDoc } from './doc'
import { isObject, MSG } from './problems'
import type { LocPart, Problems } from './problems'
import { parseDatetime } from './values'
import type { ScalarValue } from './values'

export type Order = 'asc' | 'desc'
/** `_score` orders by relevance, `_doc` in storage order (the cheapest). */
export const SPECIAL_ORDER = ['_score', '_doc'] as const
const MAX_WINDOW = 10_000

export interface Pagination {
  pageSize: number
  /** A scalar search quantity, `_score` or `_doc`; the id field breaks ties in the same direction. */
  orderBy: string
  orderQuantity?: StaticTarget
  order: Order
  page?: number
  pageOffset?: number
  /** As NOMAD keeps it: ordered by another field than the id, a value without `:` gets one. */
  pageAfterValue?: string
  /** The request's pagination with defaults filled, for the response (+ total, next_page_after_value). */
  echo: PaginationEcho
}

export interface PaginationEcho {
  page_size: number
  order_by: string
  order: Order
  page_after_value?: string
  page?: number
  page_offset?: number
}

export interface AggregationPagination {
  pageSize: number
  /** Order buckets by this quantity (its value must be the same within a bucket); by value when absent. */
  orderBy?: string
  orderQuantity?: StaticTarget
  order: Order
  pageAfterValue?: string
  echo: Omit<PaginationEcho, 'page' | 'page_offset' | 'order_by'> & { order_by?: string }
}

/** Where `page_after_value` starts: after the hit with this sort value and id. */
export interface Cursor {
  /** Absent when ordered by the id; null for hits without a value of the order quantity. */
  sortValue?: ScalarValue | null
  id: string
}

function integer(raw: unknown): number | undefined {
  if (typeof raw === 'number' && Number.isInteger(raw)) return raw
  if (typeof raw === 'string' && /^[+-]?\d+$/.test(raw.trim())) return Number(raw)
  return undefined
}

interface Reader {
  problems: Problems
  loc: LocPart[]
}

function readInteger(raw: Record<string, unknown>, field: string, { problems, loc }: Reader): number | undefined {
  if (raw[field] === undefined || raw[field] === null) return undefined
  const value = integer(raw[field])
  if (value === undefined) problems.body([...loc, field], MSG.notInt, 'type_error.integer')
  return value
}

function readOrder(raw: Record<string, unknown>, { problems, loc }: Reader): Order {
  const order = raw.order ?? 'asc'
  if (order === 'asc' || order === 'desc') return order
  problems.body([...loc, 'order'], MSG.enumMember(['asc', 'desc']), 'type_error.enum')
  return 'asc'
}

function readString(raw: Record<string, unknown>, field: string, { problems, loc }: Reader): string | undefined {
  const value = raw[field]
  if (value === undefined || value === null) return undefined
  if (typeof value === 'number' && Number.isFinite(value)) return String(value)
  if (typeof value === 'string') return value
  problems.body([...loc, field], MSG.notStr, 'type_error.str')
  return undefined
}

/** The quantity to order by: a scalar static search quantity of the document. */
function orderQuantity(name: string, doc: SearchDoc, { problems, loc }: Reader): StaticTarget | undefined {
  const record = doc.quantities.get(name)
  const target = record && doc.resolve(name)
  if (!target || target.kind !== 'static') {
    problems.add({ loc: ['body', ...loc, 'order_by'], msg: doc.unknown(name), type: 'value_error.exception' })
    return undefined
  }
  if (target.many) {
    problems.add({ loc: ['body', ...loc, 'order_by'], msg: 'the order_by quantity must be a scalar', type: 'value_error.exception' })
    return undefined
  }
  return target
}

function readObject(raw: unknown, { problems, loc }: Reader): Record<string, unknown> | undefined {
  if (raw === undefined || raw === null) return {}
  if (isObject(raw)) return raw
  problems.body(loc, MSG.notDict, 'type_error.dict')
  return undefined
}

/** The `pagination` of a search request. */
export function parsePagination(raw: unknown, doc: SearchDoc, problems: Problems): Pagination {
  const reader: Reader = { problems, loc: ['pagination'] }
  const fields = readObject(raw, reader) ?? {}
  const loc = (field: string) => ['pagination', field]

  let pageSize = readInteger(fields, 'page_size', reader) ?? 10
  if (pageSize < 0) {
    problems.body(loc('page_size'), 'page_size must be >= 0')
    pageSize = 10
  }
  const requested = readString(fields, 'order_by', reader)
  let orderBy = requested === 'mainfile_path' ? 'mainfile' : requested ?? doc.idField
  let target: StaticTarget | undefined
  if (!(SPECIAL_ORDER as readonly string[]).includes(orderBy)) {
    target = orderQuantity(orderBy, doc, reader)
    if (!target) orderBy = doc.idField
  }
  const order = readOrder(fields, reader)
  const page = readInteger(fields, 'page', reader)
  if (page !== undefined && page < 1) problems.body(loc('page'), 'page must be >= 1')
  else if (page !== undefined && page * pageSize >= MAX_WINDOW) problems.body(loc('page'), 'Pagination by `page` is limited to 10.000 entries.')
  const pageOffset = readInteger(fields, 'page_offset', reader)
  if (pageOffset !== undefined && pageOffset < 0) problems.body(loc('page_offset'), 'page_offset must be >= 0')
  else if (pageOffset !== undefined && pageOffset + pageSize >= MAX_WINDOW) problems.body(loc('page_offset'), 'Page offset plus page size has to be smaller than 10,000')
  let pageAfterValue = readString(fields, 'page_after_value', reader)

  // pydantic's root validator: truthy values count, so page_offset 0 is no choice.
  if ([pageOffset, page, pageAfterValue].filter(Boolean).length > 1) {
    problems.body(loc('__root__'), 'Can only specify one of: page_offset, page, or page_after_value')
  }
  if (pageSize === 0) {
    for (const [field, value] of [['page_offset', pageOffset], ['page', page], ['page_after_value', pageAfterValue]] as const) {
      if (value !== undefined) problems.body(loc('__root__'), `Cannot specify ${field} when page_size is set to 0`)
    }
  }
  if (pageAfterValue !== undefined && orderBy !== doc.idField && !pageAfterValue.includes(':')) pageAfterValue = `${pageAfterValue}:`

  return {
    pageSize,
    orderBy,
    ...(target && { orderQuantity: target }),
    order,
    ...(page !== undefined && { page }),
    ...(pageOffset !== undefined && { pageOffset }),
    ...(pageAfterValue !== undefined && { pageAfterValue }),
    echo: {
      page_size: pageSize,
      order_by: orderBy,
      order,
      ...(pageAfterValue !== undefined && { page_after_value: pageAfterValue }),
      ...(page !== undefined && { page }),
      ...(pageOffset !== undefined && { page_offset: pageOffset }),
    },
  }
}

/** The `pagination` of a terms aggregation: no `page`, a page size above 0. */
export function parseAggregationPagination(raw: unknown, doc: SearchDoc, problems: Problems, loc: LocPart[]): AggregationPagination {
  const reader: Reader = { problems, loc }
  const fields = readObject(raw, reader) ?? {}
  let pageSize = readInteger(fields, 'page_size', reader) ?? 10
  if (pageSize <= 0) {
    problems.body([...loc, 'page_size'], '0 or smaller page sizes are not allowed for aggregations.')
    pageSize = 10
  }
  if (fields.page !== undefined && fields.page !== null) {
    problems.body([...loc, 'page'], 'Pagination by `page` is not possible for aggregations, use `page_after_value`')
  }
  const orderBy = readString(fields, 'order_by', reader)
  const target = orderBy === undefined ? undefined : orderQuantity(orderBy, doc, reader)
  const order = readOrder(fields, reader)
  const pageAfterValue = readString(fields, 'page_after_value', reader)
  return {
    pageSize,
    ...(orderBy !== undefined && { orderBy }),
    ...(target && { orderQuantity: target }),
    order,
    ...(pageAfterValue !== undefined && { pageAfterValue }),
    echo: {
      page_size: pageSize,
      ...(orderBy !== undefined && { order_by: orderBy }),
      order,
      ...(pageAfterValue !== undefined && { page_after_value: pageAfterValue }),
    },
  }
}

export type CursorResult = { ok: true; cursor?: Cursor } | { ok: false; status: 400; detail: string }

function sortValue(key: string, pagination: Pagination): ScalarValue | null | undefined {
  if (pagination.orderBy === '_score' || pagination.orderBy === '_doc') {
    const number = Number(key)
    return key !== '' && Number.isFinite(number) ? number : undefined
  }
  const type = pagination.orderQuantity?.valueType
  if (type === 'str' || type === 'enum') return key
  if (key === '') return null
  if (type === 'bool') return key === 'true' || key === '1' ? true : key === 'false' || key === '0' ? false : undefined
  const number = Number(key)
  if (Number.isFinite(number)) return type === 'int' && !Number.isInteger(number) ? undefined : number
  return type === 'datetime' ? parseDatetime(key) : undefined
}

/**
 * `page_after_value` as a position: the id when ordered by the id, else
 * `<sort value>:<id>` (ids never hold a colon; sort values may). Dates are epoch ms.
 * An empty sort value stands for hits without a value. Unparsable → 400 (§2.5).
 */
export function parseCursor(pagination: Pagination, doc: SearchDoc): CursorResult {
  const value = pagination.pageAfterValue
  if (value === undefined) return { ok: true }
  const refuse = (why: string): CursorResult => ({
    ok: false,
    status: 400,
    detail: `Elasticsearch could not process your query: the page_after_value ${JSON.stringify(value)} ${why}`,
  })
  if (pagination.orderBy === doc.idField) return value.includes(':') ? refuse(`is not a valid ${doc.idField}.`) : { ok: true, cursor: { id: value } }
  const colon = value.lastIndexOf(':')
  const key = value.slice(0, colon)
  const id = value.slice(colon + 1)
  const parsed = sortValue(key, pagination)
  if (parsed === undefined) return refuse(`does not start with a value of ${pagination.orderBy}.`)
  return { ok: true, cursor: { sortValue: parsed, id } }
}
