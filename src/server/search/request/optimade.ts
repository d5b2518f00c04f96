// `optimade_filter` (reference §2.3.9): an OPTIMADE filter string translated to criteria
// on the entry's `optimade.*` quantities, as NOMAD does with the OPTIMADE filter
// grammar. Supported: comparisons (= != < <= > >=, either side constant), HAS, HAS
// ALL / ANY / ONLY, LENGTH on `elements`, AND / OR / NOT and parentheses. Not
// supported (a clear error): IS KNOWN / UNKNOWN, CONTAINS, STARTS WITH, ENDS WITH,
// property-to-property comparisons and provider-specific `_nmd_…` properties.
import { MAX_JSON_DEPTH } from './depth'
import type { Criterion, JsonValue, Query } from './ast'
import type { QuantityTarget, SearchDoc } from './doc'
import { coerceValue } from './values'
import type { ScalarValue } from './values'

type Token =
  | { kind: 'word'; text: string; at: number }
  | { kind: 'string'; value: string; at: number }
  | { kind: 'number'; value: number; text: string; at: number }
  | { kind: 'op'; text: string; at: number }
  | { kind: 'end'; at: number }

const KEYWORDS = new Set(['AND', 'OR', 'NOT', 'HAS', 'ALL', 'ANY', 'ONLY', 'LENGTH', 'IS', 'KNOWN', 'UNKNOWN', 'CONTAINS', 'STARTS', 'ENDS', 'WITH'])
const COMPARISONS = new Set(['=', '!=', '<', '<=', '>', '>='])
const FLIPPED: Readonly<Record<string, string>> = { '=': '=', '!=': '!=', '<': '>', '<=': '>=', '>': '<', '>=': '<=' }
const RANGE: Readonly<Record<string, 'gt' | 'gte' | 'lt' | 'lte'>> = { '<': 'lt', '<=': 'lte', '>': 'gt', '>=': 'gte' }
const NUMBER = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?/

class FilterError extends Error {}

function tokenize(text: string): Token[] {
  const tokens: Token[] = []
  let at = 0
  while (at < text.length) {
    const rest = text.slice(at)
    const space = /^\s+/.exec(rest)
    if (space) {
      at += space[0].length
      continue
    }
    const quote = rest[0]
    if (quote === '"' || quote === "'") {
      let value = ''
      let i = 1
      for (; i < rest.length && rest[i] !== quote; i++) {
        if (rest[i] === '\\' && i + 1 < rest.length) i++
        value += rest[i]
      }
      if (i >= rest.length) throw new FilterError(`unterminated string at position ${at}`)
      tokens.push({ kind: 'string', value, at })
      at += i + 1
      continue
    }
    const operator = /^(?:!=|<=|>=|[=<>(),])/.exec(rest)
    if (operator) {
      tokens.push({ kind: 'op', text: operator[0], at })
      at += operator[0].length
      continue
    }
    const number = NUMBER.exec(rest)
    if (number && !/^[A-Za-z_]/.test(rest.slice(number[0].length))) {
      tokens.push({ kind: 'number', value: Number(number[0]), text: number[0], at })
      at += number[0].length
      continue
    }
    const word = /^[A-Za-z_][A-Za-z_0-9]*/.exec(rest)
    if (!word) throw new FilterError(`unexpected character "${rest[0]}" at position ${at}`)
    tokens.push({ kind: 'word', text: word[0], at })
    at += word[0].length
  }
  tokens.push({ kind: 'end', at })
  return tokens
}

const describe = (token: Token) =>
  token.kind === 'end' ? 'end of filter' : `"${token.kind === 'string' ? token.value : token.text}"`

type Literal = { value: string | number; at: number }

class FilterParser {
  private index = 0

  constructor(
    private readonly tokens: Token[],
    private readonly doc: SearchDoc,
  ) {}

  parse(): Query {
    const query = this.expression()
    if (this.peek().kind !== 'end') this.fail(this.peek())
    return query
  }

  private peek(): Token {
    return this.tokens[this.index]
  }

  private next(): Token {
    return this.tokens[this.index++]
  }

  private isKeyword(text: string): boolean {
    const token = this.peek()
    return token.kind === 'word' && token.text === text
  }

  private accept(text: string): boolean {
    const token = this.peek()
    if ((token.kind === 'word' || token.kind === 'op') && token.text === text) {
      this.index++
      return true
    }
    return false
  }

  private fail(token: Token, expected?: string): never {
    throw new FilterError(`unexpected ${describe(token)} at position ${token.at}${expected ? `, expected ${expected}` : ''}`)
  }

  private expression(): Query {
    const terms = [this.term()]
    while (this.accept('OR')) terms.push(this.term())
    return terms.length === 1 ? terms[0] : { kind: 'or', queries: terms }
  }

  private term(): Query {
    const atoms = [this.atom()]
    while (this.accept('AND')) atoms.push(this.atom())
    return atoms.length === 1 ? atoms[0] : { kind: 'and', queries: atoms }
  }

  /** Parentheses and NOTs open; the parser recurses on each, so their depth is bounded. */
  private depth = 0

  private atom(): Query {
    if (this.depth >= MAX_JSON_DEPTH) throw new FilterError(`the filter nests more than ${MAX_JSON_DEPTH} levels deep (position ${this.peek().at})`)
    this.depth++
    try {
      return this.innerAtom()
    } finally {
      this.depth--
    }
  }

  private innerAtom(): Query {
    if (this.accept('NOT')) return { kind: 'not', query: this.atom() }
    if (this.accept('(')) {
      const query = this.expression()
      if (!this.accept(')')) this.fail(this.peek(), '")"')
      return query
    }
    const token = this.peek()
    if (token.kind === 'string' || token.kind === 'number') return this.constantFirst()
    if (token.kind !== 'word' || KEYWORDS.has(token.text)) this.fail(token, 'a property')
    this.index++
    return this.comparison(token.text)
  }

  /** `3 < nelements` is `nelements > 3`. */
  private constantFirst(): Query {
    const literal = this.literal()
    const op = this.next()
    if (op.kind !== 'op' || !COMPARISONS.has(op.text)) this.fail(op, 'a comparison operator')
    const property = this.next()
    if (property.kind !== 'word' || KEYWORDS.has(property.text)) this.fail(property, 'a property')
    return this.compare(property.text, FLIPPED[op.text], literal)
  }

  private comparison(property: string): Query {
    const token = this.peek()
    if (token.kind === 'op' && COMPARISONS.has(token.text)) {
      this.index++
      return this.compare(property, token.text, this.literal())
    }
    if (this.accept('HAS')) return this.has(property)
    if (this.accept('LENGTH')) return this.length(property)
    if (this.isKeyword('IS')) throw new FilterError('IS KNOWN and IS UNKNOWN are not supported')
    if (['CONTAINS', 'STARTS', 'ENDS'].some((k) => this.isKeyword(k))) throw new FilterError('CONTAINS, STARTS WITH and ENDS WITH are not supported')
    return this.fail(token, 'a comparison, HAS or LENGTH')
  }

  private literal(): Literal {
    const token = this.next()
    if (token.kind === 'string' || token.kind === 'number') return { value: token.value, at: token.at }
    if (token.kind === 'word' && !KEYWORDS.has(token.text)) throw new FilterError(`comparing two properties is not supported (position ${token.at})`)
    return this.fail(token, 'a string or a number')
  }

  private literals(): Literal[] {
    const values = [this.literal()]
    while (this.accept(',')) values.push(this.literal())
    return values
  }

  private compare(property: string, op: string, literal: Literal): Query {
    const target = this.target(property)
    if (op === '=' || op === '!=') {
      const equal = this.criterion(target, 'equal', [literal])
      return op === '=' ? equal : { kind: 'not', query: equal }
    }
    const value = this.value(target, literal, 'bound')
    return { kind: 'criterion', quantity: target, op: 'range', range: { [RANGE[op]]: value }, written: { [RANGE[op]]: literal.value } }
  }

  private has(property: string): Query {
    const target = this.target(property)
    if (this.accept('ALL')) return this.criterion(target, 'all', this.literals())
    if (this.accept('ANY')) return this.criterion(target, 'any', this.literals())
    if (this.accept('ONLY')) {
      const only = this.criterion(target, 'all', this.literals())
      if (!target.enumValues) throw new FilterError(`HAS ONLY is not supported for ${property}`)
      // Only these values: none of the others.
      const others = target.enumValues.filter((v) => !only.values.includes(v))
      return { kind: 'criterion', quantity: target, op: 'none', values: others, written: others }
    }
    return this.criterion(target, 'equal', [this.literal()])
  }

  private length(property: string): Query {
    if (property !== 'elements' && property !== 'elements_ratios') throw new FilterError(`LENGTH is only supported for elements`)
    const token = this.peek()
    const op = token.kind === 'op' && COMPARISONS.has(token.text) ? (this.index++, token.text) : '='
    return this.compare('nelements', op, this.literal())
  }

  private target(property: string): QuantityTarget {
    const prefix = this.doc.resource === 'materials' ? 'entries.' : ''
    const name = property === 'id' ? 'entry_id' : property.startsWith('_') ? undefined : `optimade.${property}`
    const target = name === undefined ? undefined : this.doc.resolve(prefix + name)
    if (!target) throw new FilterError(`unknown property ${property}`)
    return target
  }

  private value(target: QuantityTarget, literal: Literal, use: 'match' | 'bound'): ScalarValue {
    const coerced = coerceValue(target, literal.value, use)
    if (!coerced.ok) throw new FilterError(coerced.msg)
    return coerced.value
  }

  private criterion(target: QuantityTarget, op: 'equal' | 'any' | 'all', literals: Literal[]): Criterion & { op: 'equal' | 'any' | 'all' } {
    const values = literals.map((literal) => this.value(target, literal, 'match'))
    const written: JsonValue = op === 'equal' ? literals[0].value : literals.map((l) => l.value)
    return { kind: 'criterion', quantity: target, op, values, written }
  }
}

export type OptimadeResult = { ok: true; query: Query } | { ok: false; msg: string }

/** Translates an OPTIMADE filter; for materials, one entry of the material must match it. */
export function parseOptimadeFilter(filter: string, doc: SearchDoc): OptimadeResult {
  try {
    const query = new FilterParser(tokenize(filter), doc).parse()
    return { ok: true, query: doc.resource === 'materials' ? { kind: 'nested', prefix: 'entries', query } : query }
  } catch (error) {
    if (error instanceof FilterError) return { ok: false, msg: error.message }
    throw error
  }
}
