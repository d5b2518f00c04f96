// The typed query: what every form of NOMAD's query language (reference §2.3) means,
// with quantities resolved and values converted. The SQL compiler reads only this.
import type { QuantityTarget } from './doc'
import type { ScalarValue } from './values'
import type { JsonValue } from '../../../core/archive'

export type { JsonValue }

export type SetOp = 'equal' | 'any' | 'all' | 'none'

interface CriterionBase {
  kind: 'criterion'
  quantity: QuantityTarget
  /** The operand as the request wrote it, for the echo (§2.8). */
  written: JsonValue
}

/**
 * equal: the value matches (one value); any: at least one matches; all: every value
 * matches (several values of a list quantity, and nothing for a scalar one with two
 * different values); none: no value matches. A list quantity matches a value when one
 * of its items does.
 */
export interface SetCriterion extends CriterionBase {
  op: SetOp
  values: ScalarValue[]
}

export interface RangeBounds {
  gt?: ScalarValue
  gte?: ScalarValue
  lt?: ScalarValue
  lte?: ScalarValue
}

/** At least one bound; never gt with gte, nor lt with lte. */
export interface RangeCriterion extends CriterionBase {
  op: 'range'
  range: RangeBounds
}

export type Criterion = SetCriterion | RangeCriterion

/** Matches everything (`{}`, omitted or null query). */
export interface Empty {
  kind: 'empty'
}

export interface And {
  kind: 'and'
  queries: Query[]
}

export interface Or {
  kind: 'or'
  queries: Query[]
}

export interface Not {
  kind: 'not'
  query: Query
}

/** One nested document at `prefix` must satisfy the whole `query` (§2.3.7). */
export interface Nested {
  kind: 'nested'
  prefix: string
  query: Query
}

/**
 * `optimade_filter`: OPTIMADE filter strings, translated to criteria on `optimade.*`.
 * Several strings combine like values: a list or `all` ANDs them, `any` ORs them.
 */
export interface OptimadeFilter {
  kind: 'optimade'
  op: SetOp
  filters: string[]
  written: JsonValue
  query: Query
}

export type Query = Empty | Criterion | And | Or | Not | Nested | OptimadeFilter

export const EMPTY: Empty = { kind: 'empty' }

/** The criteria of a query, wherever they are (inside logic, nested documents, OPTIMADE). */
export function* criteriaOf(query: Query): Generator<Criterion> {
  switch (query.kind) {
    case 'criterion':
      yield query
      return
    case 'and':
    case 'or':
      for (const q of query.queries) yield* criteriaOf(q)
      return
    case 'not':
    case 'nested':
    case 'optimade':
      yield* criteriaOf(query.query)
      return
    case 'empty':
      return
  }
}
