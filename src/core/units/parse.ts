import { UnitError, unitNotFound } from './errors'
import { Unit } from './unit'

/**
 * Tokenizer and recursive-descent parser for pint-style unit expressions:
 *
 *   expression := term (('*' | '/' | <juxtaposition>) term)*
 *   term       := factor (('^' | '**') exponent)?
 *   factor     := number | name | '(' expression ')'
 *   exponent   := sign? number | '(' sign? number ('/' sign? number)? ')'
 *
 * Juxtaposition (`kg m`, `1e-3 m`) multiplies when the next token is a name or `(`,
 * as in pint. Names are resolved by the caller, so the same parser evaluates the
 * unit table's own definitions (which may use hidden constants) and user input.
 */
export type NameResolver = (name: string) => Unit | undefined

type Token =
  | { kind: 'number'; text: string; value: number; at: number }
  | { kind: 'name'; text: string; at: number }
  | { kind: 'op'; text: '*' | '/' | '^' | '+' | '-'; at: number }
  | { kind: 'open' | 'close'; text: string; at: number }
  | { kind: 'end'; text: ''; at: number }

// Typographic variants people paste from papers, mapped to what the table spells.
const EQUIVALENT_CHARACTERS: Record<string, string> = {
  '·': '*', '⋅': '*', '×': '*', '−': '-', 'μ': 'µ', 'Å': 'Å', 'Ω': 'Ω',
}

const NUMBER = /^(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?/
// Names start with a letter or one of the symbol characters units use (°C, %, ‰, Δ);
// digits may follow (cmH2O, cm_1).
const NAME = /^[\p{L}_°%‰][\p{L}\p{M}\d_°]*/u

function tokenize(expression: string): Token[] {
  const source = [...expression].map((c) => EQUIVALENT_CHARACTERS[c] ?? c).join('')
  const tokens: Token[] = []
  let at = 0
  while (at < source.length) {
    const rest = source.slice(at)
    const space = /^\s+/.exec(rest)
    if (space) {
      at += space[0].length
      continue
    }
    if (rest.startsWith('**')) {
      tokens.push({ kind: 'op', text: '^', at })
      at += 2
      continue
    }
    const c = rest[0]
    if (c === '*' || c === '/' || c === '^' || c === '+' || c === '-') {
      tokens.push({ kind: 'op', text: c, at })
      at += 1
      continue
    }
    if (c === '(' || c === ')') {
      tokens.push({ kind: c === '(' ? 'open' : 'close', text: c, at })
      at += 1
      continue
    }
    const number = NUMBER.exec(rest)
    if (number) {
      tokens.push({ kind: 'number', text: number[0], value: Number(number[0]), at })
      at += number[0].length
      continue
    }
    const name = NAME.exec(rest)
    if (name) {
      tokens.push({ kind: 'name', text: name[0], at })
      at += name[0].length
      continue
    }
    throw unexpected([...rest][0], expression)
  }
  tokens.push({ kind: 'end', text: '', at })
  return tokens
}

function unexpected(text: string, expression: string): UnitError {
  return new UnitError(`Unexpected "${text}" in "${expression}".`)
}

export function parseExpression(expression: string, resolve: NameResolver): Unit {
  const tokens = tokenize(expression)
  let position = 0
  let depth = 0
  const peek = () => tokens[position]
  const next = () => tokens[position++]

  // A token that cannot stand where it is: running out of input means the
  // expression is incomplete, a stray `)` is unmatched, anything else is unexpected.
  const fail = (token: Token): UnitError => {
    if (token.kind === 'end') return new UnitError('Could not parse')
    if (token.kind === 'close' && depth === 0) return new UnitError('Unmatched ")"')
    return unexpected(token.text, expression)
  }

  const signedNumber = (): number => {
    let sign = 1
    let token = next()
    if (token.kind === 'op' && (token.text === '-' || token.text === '+')) {
      sign = token.text === '-' ? -1 : 1
      token = next()
    }
    if (token.kind !== 'number') throw fail(token)
    return sign * token.value
  }

  const exponent = (): number => {
    if (peek().kind !== 'open') return signedNumber()
    next()
    depth++
    let value = signedNumber()
    const op = peek()
    if (op.kind === 'op' && op.text === '/') {
      next()
      value /= signedNumber()
    }
    const close = next()
    if (close.kind === 'end') throw new UnitError('Unmatched "("')
    if (close.kind !== 'close') throw fail(close)
    depth--
    return value
  }

  const factor = (): { unit: Unit; single: boolean } => {
    const token = next()
    if (token.kind === 'number') return { unit: Unit.dimensionless(token.value), single: false }
    if (token.kind === 'name') {
      const unit = resolve(token.text)
      if (!unit) throw unitNotFound(token.text)
      return { unit, single: true }
    }
    if (token.kind === 'open') {
      depth++
      const inner = sequence()
      const close = next()
      if (close.kind === 'end') throw new UnitError('Unmatched "("')
      if (close.kind !== 'close') throw fail(close)
      depth--
      return inner
    }
    throw fail(token)
  }

  const term = (): { unit: Unit; single: boolean } => {
    const base = factor()
    const op = peek()
    if (op.kind === 'op' && op.text === '^') {
      next()
      return { unit: base.unit.pow(exponent()), single: false }
    }
    return base
  }

  // `single` tracks whether the whole result is one named unit, the only case in
  // which an offset (°C) survives.
  const sequence = (): { unit: Unit; single: boolean } => {
    let result = term()
    for (;;) {
      const token = peek()
      if (token.kind === 'op' && (token.text === '*' || token.text === '/')) {
        next()
        const right = term().unit
        result = { unit: token.text === '*' ? result.unit.multiply(right) : result.unit.divide(right), single: false }
      } else if (token.kind === 'name' || token.kind === 'open') {
        result = { unit: result.unit.multiply(term().unit), single: false }
      } else {
        return result
      }
    }
  }

  if (peek().kind === 'end') throw new UnitError('Could not parse')
  const { unit, single } = sequence()
  const rest = peek()
  if (rest.kind === 'close') throw new UnitError('Unmatched ")"')
  // A sign can never follow a unit; a second exponent or a bare number could have
  // been meant as part of it, so those read as left over.
  if (rest.kind === 'op' && rest.text !== '^') throw unexpected(rest.text, expression)
  if (rest.kind !== 'end') throw new UnitError('Trailing characters')
  return single ? unit : unit.withoutOffset()
}
