// NOMAD's query language (reference §2.3) → the typed query of ast.ts. Shape errors
// are body problems at `["body", "query", …]`; names that are not quantities and
// values that do not fit their quantity are search problems at `[[<quantity>]]`.
import type { And, JsonValue, Nested, OptimadeFilter, Query, RangeBounds, SetCriterion, SetOp } from './ast'
import { EMPTY } from './ast'
import type { QuantityTarget, SearchDoc } from './doc'
import { parseOptimadeFilter } from './optimade'
import { isObject, MSG } from './problems'
import type { LocPart, Problems } from './problems'
import { coerceValue } from './values'
import type { ScalarValue } from './values'

const SET_OPS: ReadonlySet<string> = new Set(['any', 'all', 'none'])
const RANGE_OPS: ReadonlySet<string> = new Set(['gt', 'gte', 'lt', 'lte'])
const isOp = (text: string) => SET_OPS.has(text) || RANGE_OPS.has(text)
const isScalar = (value: unknown): value is string | number | boolean =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'

export const OPTIMADE_FILTER = 'optimade_filter'

/**
 * `quantity:op` → quantity and op. Text after the last `:` that is not an op belongs
 * to the name: schema-qualified names contain colons (`data.name#entry_id:abc.Sample`).
 */
export function splitShorthand(key: string): { name: string; op?: string } {
  const colon = key.lastIndexOf(':')
  const op = key.slice(colon + 1)
  return colon >= 0 && isOp(op) ? { name: key.slice(0, colon), op } : { name: key }
}

/** Where names are read: below `base`, inside the nested document at `nested` (if any). */
interface Scope {
  base: string
  nested?: string
}

const ROOT: Scope = { base: '' }
const join = (base: string, name: string) => (base ? `${base}.${name}` : name)
const and = (queries: Query[]): Query => (queries.length === 0 ? EMPTY : queries.length === 1 ? queries[0] : { kind: 'and', queries })

class QueryParser {
  constructor(
    private readonly doc: SearchDoc,
    private readonly problems: Problems,
  ) {}

  /** A query object: logic, explicit nested or criterion, or a criteria map. */
  query(raw: unknown, loc: LocPart[], scope: Scope): Query {
    if (!isObject(raw)) {
      this.problems.body(loc, MSG.notDict, 'type_error.dict')
      return EMPTY
    }
    // An object holding and/or/not is that operator only; NOMAD drops sibling keys.
    if ('and' in raw) return this.logic('and', raw.and, [...loc, 'and'], scope)
    if ('or' in raw) return this.logic('or', raw.or, [...loc, 'or'], scope)
    if ('not' in raw) return { kind: 'not', query: this.query(raw.not, [...loc, 'not'], scope) }
    if ('prefix' in raw && 'query' in raw) return this.explicitNested(raw.prefix, raw.query, loc, scope)
    const keys = Object.keys(raw)
    if (keys.length === 2 && 'name' in raw && 'value' in raw) {
      if (typeof raw.name !== 'string') {
        this.problems.body([...loc, 'name'], MSG.notStr, 'type_error.str')
        return EMPTY
      }
      const { name, op } = splitShorthand(raw.name)
      return this.entry(name, op, raw.value, [...loc, 'value'], scope)
    }
    return this.entries(Object.entries(raw), loc, scope)
  }

  private logic(op: 'and' | 'or', raw: unknown, loc: LocPart[], scope: Scope): Query {
    if (!Array.isArray(raw)) {
      this.problems.body(loc, MSG.notList, 'type_error.list')
      return EMPTY
    }
    return { kind: op, queries: raw.map((item, i) => this.query(item, [...loc, i], scope)) }
  }

  private explicitNested(prefix: unknown, raw: unknown, loc: LocPart[], scope: Scope): Query {
    if (typeof prefix !== 'string') {
      this.problems.body([...loc, 'prefix'], MSG.notStr, 'type_error.str')
      return EMPTY
    }
    if (!this.doc.nestedPaths.includes(prefix) || !this.below(prefix, scope)) {
      this.problems.search([prefix], `${prefix} is not a nested ${this.doc.label} path`)
      return EMPTY
    }
    const query = this.query(raw, [...loc, 'query'], { base: prefix, nested: prefix })
    return this.wrap(query, prefix, scope)
  }

  /** Criteria-map entries, ANDed; a quantity may appear once (`x` and `x:any` → 422). */
  private entries(entries: [string, unknown][], loc: LocPart[], scope: Scope): Query {
    const seen = new Set<string>()
    const queries: Query[] = []
    for (const [key, value] of entries) {
      const { name, op } = splitShorthand(key)
      if (seen.has(name)) this.problems.body(loc, 'A quantity can only appear once in a query', 'value_error')
      seen.add(name)
      queries.push(this.entry(name, op, value, [...loc, key], scope))
    }
    return and(queries)
  }

  private entry(name: string, op: string | undefined, value: unknown, loc: LocPart[], scope: Scope): Query {
    const full = join(scope.base, name)
    if (full === OPTIMADE_FILTER) return this.optimade(op, value, loc)
    if (op && SET_OPS.has(op)) return this.set(full, op as SetOp, value, loc, scope)
    if (op) {
      if (Array.isArray(value) || isObject(value)) {
        this.problems.body(loc, `The ${op} bound must be a single value.`, 'value_error')
        return EMPTY
      }
      return this.range(full, { [op]: value }, loc, scope)
    }
    if (Array.isArray(value)) return this.set(full, 'all', value, loc, scope)
    if (isObject(value)) {
      const keys = Object.keys(value)
      if (keys.length > 0 && keys.every((k) => RANGE_OPS.has(k))) return this.range(full, value, loc, scope)
      if (keys.length === 1 && SET_OPS.has(keys[0])) return this.set(full, keys[0] as SetOp, value[keys[0]], [...loc, keys[0]], scope)
      return this.subObject(full, value, loc, scope)
    }
    if (value === null || value === undefined) {
      this.problems.body(loc, 'none is not an allowed value', 'type_error.none.not_allowed')
      return EMPTY
    }
    return this.criterion(full, 'equal', [value], value as JsonValue, scope)
  }

  private set(full: string, op: SetOp, value: unknown, loc: LocPart[], scope: Scope): Query {
    if (!Array.isArray(value)) {
      this.problems.body(loc, MSG.notList, 'type_error.list')
      return EMPTY
    }
    const bad = value.findIndex((item) => !isScalar(item))
    if (bad >= 0) {
      this.problems.body([...loc, bad], 'A value must be a string, a number or a boolean.', 'type_error')
      return EMPTY
    }
    return this.criterion(full, op, value, value as JsonValue, scope)
  }

  private range(full: string, bounds: Record<string, unknown>, loc: LocPart[], scope: Scope): Query {
    if ('gt' in bounds && 'gte' in bounds) this.problems.body(loc, 'Cannot specify both gt and gte for the same boundary', 'value_error')
    if ('lt' in bounds && 'lte' in bounds) this.problems.body(loc, 'Cannot specify both lt and lte for the same boundary', 'value_error')
    for (const [op, bound] of Object.entries(bounds)) {
      if (!isScalar(bound)) {
        this.problems.body([...loc, op], `The ${op} bound must be a single value.`, 'value_error')
        return EMPTY
      }
    }
    const target = this.resolve(full)
    if (!target) return EMPTY
    const range: RangeBounds = {}
    for (const [op, bound] of Object.entries(bounds)) {
      const coerced = coerceValue(target, bound, 'bound')
      if (!coerced.ok) this.problems.search([full], coerced.msg)
      else range[op as keyof RangeBounds] = coerced.value
    }
    return this.wrap({ kind: 'criterion', quantity: target, op: 'range', range, written: bounds as JsonValue }, full, scope)
  }

  private criterion(full: string, op: SetOp, raw: readonly unknown[], written: JsonValue, scope: Scope): Query {
    const target = this.resolve(full)
    if (!target) return EMPTY
    const values: ScalarValue[] = []
    for (const item of raw) {
      const coerced = coerceValue(target, item, 'match')
      if (!coerced.ok) this.problems.search([full], coerced.msg)
      else values.push(coerced.value)
    }
    return this.wrap({ kind: 'criterion', quantity: target, op, values, written }, full, scope)
  }

  /** A non-root object that is not an operator: sub-paths ANDed (§2.3.6). */
  private subObject(full: string, value: Record<string, unknown>, loc: LocPart[], scope: Scope): Query {
    const paths = this.nestedPathsOf(full, scope)
    const inner: Scope = { base: full, nested: paths.at(-1) ?? scope.nested }
    return this.wrap(this.entries(Object.entries(value), loc, inner), full, scope)
  }

  private optimade(op: string | undefined, value: unknown, loc: LocPart[]): Query {
    if (op && RANGE_OPS.has(op)) {
      this.problems.body(loc, `${OPTIMADE_FILTER} takes a filter string or a list of them, not a range.`, 'value_error')
      return EMPTY
    }
    const setOp: SetOp = op ? (op as SetOp) : Array.isArray(value) ? 'all' : 'equal'
    const filters = Array.isArray(value) ? value : [value]
    if (!filters.every((f): f is string => typeof f === 'string')) {
      this.problems.body(loc, MSG.notStr, 'type_error.str')
      return EMPTY
    }
    const queries: Query[] = []
    for (const filter of filters) {
      const parsed = parseOptimadeFilter(filter, this.doc)
      if (parsed.ok) queries.push(parsed.query)
      else this.problems.search([OPTIMADE_FILTER], `Could not parse optimade filter: ${parsed.msg}`)
    }
    const query: Query = setOp === 'any' ? { kind: 'or', queries } : setOp === 'none' ? { kind: 'not', query: { kind: 'or', queries } } : and(queries)
    const node: OptimadeFilter = { kind: 'optimade', op: setOp, filters, written: value as JsonValue, query }
    return node
  }

  private resolve(full: string): QuantityTarget | undefined {
    const target = this.doc.resolve(full)
    if (!target) this.problems.search([full], this.doc.unknown(full))
    return target
  }

  private below(path: string, scope: Scope): boolean {
    return scope.nested === undefined || path.startsWith(`${scope.nested}.`)
  }

  /** The nested paths `full` lies in (or is) that the scope has not entered yet, outermost first. */
  private nestedPathsOf(full: string, scope: Scope): string[] {
    return this.doc.nestedPaths.filter((p) => (full === p || full.startsWith(`${p}.`)) && this.below(p, scope))
  }

  /**
   * Puts a criterion or sub-object into the nested documents it lies in, so that what
   * one object groups is matched in one nested document. A single value list with
   * `all` on a quantity that has one value per nested document could never match in one
   * document; it means one nested document per value.
   */
  private wrap(query: Query, full: string, scope: Scope): Query {
    const paths = this.nestedPathsOf(full, scope)
    if (paths.length === 0 || query.kind === 'empty') return query
    const nest = (q: Query): Query => paths.reduceRight<Query>((inner, prefix): Nested => ({ kind: 'nested', prefix, query: inner }), q)
    if (isSplittable(query)) {
      const written = Array.isArray(query.written) && query.written.length === query.values.length ? query.written : query.values
      const parts: And = { kind: 'and', queries: query.values.map((value, i) => nest({ ...query, values: [value], written: [written[i]] })) }
      return parts
    }
    return nest(query)
  }
}

function isSplittable(query: Query): query is SetCriterion {
  return query.kind === 'criterion' && query.op === 'all' && query.values.length > 1
    && query.quantity.kind === 'static' && !query.quantity.manyInNestedDoc
}

/** Parses the `query` of a search request; problems are added to `problems`. */
export function parseQuery(raw: unknown, doc: SearchDoc, problems: Problems): Query {
  if (raw === undefined || raw === null) return EMPTY
  return new QueryParser(doc, problems).query(raw, ['query'], ROOT)
}

