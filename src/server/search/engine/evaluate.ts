// The typed query (search/request ast.ts) → the set of rows it matches, over the
// columns of the search index. Criteria are evaluated column by column into bit sets
// and combined word-wise; a nested query is evaluated over its nested table and
// projected to the rows that hold the matching items.
import type { Criterion, Query, RangeBounds } from '../request/ast'
import type { DynamicTarget, StaticTarget } from '../request/doc'
import type { ScalarValue } from '../request/values'
import { Bits } from '../index/bits'
import { postingRows, postingsOf } from '../index/postings'
import type { SearchIndex } from '../index/searchIndex'
import type { Column, KeywordColumn, NumberColumn, Table } from '../index/table'
import { textMatcher } from './text'
import { selectByWords } from './textIndex'

const DYNAMIC_PATH = 'search_quantities'

/** The entries (root rows, dead ones included) the query matches. */
export function evaluate(index: SearchIndex, query: Query): Bits {
  index.seal()
  return evalIn(index, query, index.root)
}

/** The rows of `table` the query matches. */
export function evalIn(index: SearchIndex, query: Query, table: Table): Bits {
  switch (query.kind) {
    case 'empty':
      return Bits.all(table.rows)
    case 'and': {
      let result: Bits | undefined
      for (const part of query.queries) {
        const bits = evalIn(index, part, table)
        result = result ? result.and(bits) : bits
      }
      return result ?? Bits.all(table.rows)
    }
    case 'or': {
      if (query.queries.length === 0) return Bits.all(table.rows)
      let result = new Bits(table.rows)
      for (const part of query.queries) result = result.or(evalIn(index, part, table))
      return result
    }
    case 'not':
      return evalIn(index, query.query, table).not()
    case 'optimade':
      return evalIn(index, query.query, table)
    case 'nested': {
      const nested = index.tables.get(query.prefix)
      if (!nested) return new Bits(table.rows)
      return moveTo(evalIn(index, query.query, nested), nested, table)
    }
    case 'criterion':
      return query.quantity.kind === 'dynamic' ? dynamicCriterion(index, query, query.quantity, table) : staticCriterion(index, query, query.quantity, table)
  }
}

/** Rows of `from` → rows of `to`: up to an enclosing table (any item), or down to the items of a row. */
export function moveTo(bits: Bits, from: Table, to: Table): Bits {
  if (from === to) return bits
  if (isAncestor(to, from)) {
    let current = bits
    let table = from
    while (table !== to) {
      const parent = table.parent!
      const out = new Bits(parent.rows)
      const parentRow = table.parentRow.data
      current.forEach((row) => out.set(parentRow[row]))
      current = out
      table = parent
    }
    return current
  }
  // `to` lies below `from`: an item matches when the row it belongs to does.
  const out = new Bits(to.rows)
  for (let row = 0; row < to.rows; row++) if (bits.has(ancestorRow(to, row, from))) out.set(row)
  return out
}

function isAncestor(ancestor: Table, table: Table): boolean {
  for (let t = table.parent; t; t = t.parent) if (t === ancestor) return true
  return false
}

function ancestorRow(table: Table, row: number, ancestor: Table): number {
  let t = table
  let r = row
  while (t !== ancestor && t.parent) {
    r = t.parentRow.data[r]
    t = t.parent
  }
  return r
}

function staticCriterion(index: SearchIndex, criterion: Criterion, target: StaticTarget, table: Table): Bits {
  const column = index.tableOf(target.quantity).columns.get(target.quantity)
  if (!column) return criterion.op === 'none' ? Bits.all(table.rows) : new Bits(table.rows)
  const matching = SECTION_LISTS.has(target.quantity) && target.match === 'exact' ? { ...target, sections: true } : target
  return moveTo(onColumn(column, criterion, matching), column.table, table)
}

/**
 * Lists of paths where a section's path stands for everything below it: NOMAD's
 * `quantities` holds the sections of an entry too, ours only the quantities, so
 * `quantities: results.material.symmetry` (the search bar's `results.material.symmetry = *`)
 * selects the entries holding any quantity under that section.
 */
const SECTION_LISTS = new Set(['quantities'])

/** One `search_quantities` item with the quantity's id whose field satisfies the criterion. */
function dynamicCriterion(index: SearchIndex, criterion: Criterion, target: DynamicTarget, table: Table): Bits {
  const items = index.tables.get(DYNAMIC_PATH)
  const ids = items?.columns.get(`${DYNAMIC_PATH}.id`)
  const field = items?.columns.get(`${DYNAMIC_PATH}.${target.field}`)
  if (!items || !ids || !field) return criterion.op === 'none' ? Bits.all(table.rows) : new Bits(table.rows)
  const withId = onColumn(ids, { ...criterion, op: 'equal', values: [target.id] }, { match: 'exact', valueType: 'str' })
  const item = (c: Criterion) => moveTo(onColumn(field, c, { match: 'exact', valueType: target.valueType }).and(withId), items, table)
  if (criterion.op === 'range') return item(criterion)
  if (criterion.values.length === 0) return Bits.all(table.rows)
  if (criterion.op === 'all') {
    return criterion.values.map((value) => item({ ...criterion, op: 'equal', values: [value] })).reduce((a, b) => a.and(b))
  }
  const withAny = item({ ...criterion, op: 'any' })
  return criterion.op === 'none' ? withAny.not() : withAny
}

type Matching = Pick<StaticTarget, 'match' | 'valueType'> & {
  /** Exact values also select the values below them as paths (`a.b` selects `a.b.c`). */
  readonly sections?: boolean
}

/** The rows of the column's table that satisfy the criterion. */
function onColumn(column: Column, criterion: Criterion, target: Matching): Bits {
  const rows = column.table.rows
  if (criterion.op === 'range') {
    return column.kind === 'keyword' ? scanKeyword(column, keywordRange(column, criterion.range)) : scanNumberRange(column, criterion.range)
  }
  if (criterion.values.length === 0) return Bits.all(rows)
  const holdingAny = (values: readonly ScalarValue[]) =>
    column.kind === 'keyword' ? scanKeyword(column, keywordSet(column, values, target)) : scanNumberSet(column, values.map(toNumber))
  switch (criterion.op) {
    case 'equal':
    case 'any':
      return holdingAny(criterion.values)
    case 'none':
      return holdingAny(criterion.values).not()
    case 'all':
      return criterion.values.map((value) => holdingAny([value])).reduce((a, b) => a.and(b))
  }
}

function toNumber(value: ScalarValue): number {
  return typeof value === 'boolean' ? Number(value) : typeof value === 'number' ? value : Number(value)
}

/** Which dictionary codes a list of values selects. */
function keywordSet(column: KeywordColumn, values: readonly ScalarValue[], target: Matching): Uint8Array {
  const selected = new Uint8Array(column.dictionary.length)
  if (target.match === 'exact') {
    for (const value of values) {
      const code = column.codeOf.get(String(value))
      if (code !== undefined) selected[code] = 1
    }
    if (target.sections) {
      const sections = values.map((value) => `${String(value)}.`)
      column.dictionary.forEach((stored, code) => {
        if (sections.some((section) => stored.startsWith(section))) selected[code] = 1
      })
    }
    return selected
  }
  if (target.match === 'words' || target.match === 'prefix') {
    for (const value of values) selectByWords(column, target.match, String(value), selected)
    return selected
  }
  const matchers = values.map((value) => textMatcher(target.match as Exclude<typeof target.match, 'exact'>, String(value)))
  const dictionary = column.dictionary
  for (let code = 0; code < dictionary.length; code++) {
    for (const matches of matchers) {
      if (matches(dictionary[code])) {
        selected[code] = 1
        break
      }
    }
  }
  return selected
}

/** Ranges on strings compare code units, as keyword fields do. */
function keywordRange(column: KeywordColumn, range: RangeBounds): Uint8Array {
  const selected = new Uint8Array(column.dictionary.length)
  const { gt, gte, lt, lte } = range
  column.dictionary.forEach((value, code) => {
    if (gt !== undefined && !(value > String(gt))) return
    if (gte !== undefined && !(value >= String(gte))) return
    if (lt !== undefined && !(value < String(lt))) return
    if (lte !== undefined && !(value <= String(lte))) return
    selected[code] = 1
  })
  return selected
}

// Above this many selected codes one pass over the rows is cheaper than ORing postings.
const MAX_POSTINGS_OR = 32

function scanKeyword(column: KeywordColumn, selected: Uint8Array): Bits {
  const rows = column.table.rows
  const postings = postingsOf(column)
  if (postings) {
    let count = 0
    for (let code = 0; code < selected.length; code++) count += selected[code]
    if (count <= MAX_POSTINGS_OR) return postingRows(postings, selected, rows)
  }
  const out = new Bits(rows)
  const starts = column.starts.data
  const items = column.items.data
  const words = out.words
  for (let row = 0; row < rows; row++) {
    for (let k = starts[row], end = starts[row + 1]; k < end; k++) {
      if (selected[items[k]] === 1) {
        words[row >>> 5] |= 1 << (row & 31)
        break
      }
    }
  }
  return out
}

function scanNumberSet(column: NumberColumn, values: number[]): Bits {
  const rows = column.table.rows
  const out = new Bits(rows)
  const starts = column.starts.data
  const items = column.items.data
  const words = out.words
  const set = new Set(values)
  const single = values.length === 1 ? values[0] : undefined
  for (let row = 0; row < rows; row++) {
    for (let k = starts[row], end = starts[row + 1]; k < end; k++) {
      if (single !== undefined ? items[k] === single : set.has(items[k])) {
        words[row >>> 5] |= 1 << (row & 31)
        break
      }
    }
  }
  return out
}

function scanNumberRange(column: NumberColumn, range: RangeBounds): Bits {
  const rows = column.table.rows
  const out = new Bits(rows)
  const starts = column.starts.data
  const items = column.items.data
  const words = out.words
  const low = range.gte !== undefined ? toNumber(range.gte) : range.gt !== undefined ? toNumber(range.gt) : -Infinity
  const high = range.lte !== undefined ? toNumber(range.lte) : range.lt !== undefined ? toNumber(range.lt) : Infinity
  const lowOpen = range.gte === undefined && range.gt !== undefined
  const highOpen = range.lte === undefined && range.lt !== undefined
  for (let row = 0; row < rows; row++) {
    for (let k = starts[row], end = starts[row + 1]; k < end; k++) {
      const v = items[k]
      if ((lowOpen ? v > low : v >= low) && (highOpen ? v < high : v <= high)) {
        words[row >>> 5] |= 1 << (row & 31)
        break
      }
    }
  }
  return out
}
