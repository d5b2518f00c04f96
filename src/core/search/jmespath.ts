// Quantity targets written as JMESPath paths (`results.material.topology[0].cell.a`):
// the subset that selects sections of a path — names joined by dots, each optionally
// followed by selections `[0]`, `[-1]`, `[*]`, `[]`, `[1:3]` or a filter `[?…]` — and a
// dynamic quantity's `#schema` suffix. Enough to find the quantity a target means and
// to give the spec's messages; the GUI's data views evaluate the full language.
import type { SearchFilters } from './filters'

export const INVALID_JMESPATH = 'Invalid JMESPath query, please check your syntax.'
export const quantityNotAvailable = (name: string) => `The quantity "${name}" is not available.`
export const repeatsWithoutSelection = (name: string) =>
  `The quantity "${name}" is contained in at least one repeatable section. Please use JMESPath syntax to select one or more target sections.`

export type Selection =
  | { kind: 'index'; index: number }
  | { kind: 'all' }
  | { kind: 'flatten' }
  | { kind: 'slice'; text: string }
  | { kind: 'filter'; text: string }

export interface JmesPathTarget {
  /** The search quantity: the names without selections, with the schema suffix. */
  quantity: string
  /** Selections by the path (without schema) of the section they follow. */
  selections: readonly { path: string; selection: Selection }[]
  /** Quantities a filter expression reads (`[?label]` below `results.material.topology`). */
  extras: readonly string[]
}

const NAME = /^[A-Za-z_][A-Za-z0-9_]*/
const SLICE = /^\s*-?\d*\s*:\s*-?\d*\s*(?::\s*-?\d*\s*)?$/

/** The text up to the `]` closing the bracket that opens at `start`; undefined if unbalanced. */
function bracketBody(text: string, start: number): string | undefined {
  let depth = 0
  let quote: string | undefined
  for (let i = start; i < text.length; i++) {
    const char = text[i]
    if (quote) {
      if (char === '\\') i++
      else if (char === quote) quote = undefined
    } else if (char === "'" || char === '`' || char === '"') {
      quote = char
    } else if (char === '[') {
      depth++
    } else if (char === ']' && --depth === 0) {
      return text.slice(start + 1, i)
    }
  }
  return undefined
}

/** Dotted names a filter expression reads, outside its literals. */
function filterFields(expression: string): string[] | undefined {
  const withoutLiterals = expression.replace(/'(?:[^'\\]|\\.)*'|`(?:[^`\\]|\\.)*`|"(?:[^"\\]|\\.)*"/g, ' ')
  if (/['`"]/.test(withoutLiterals) || !withoutLiterals.trim()) return undefined
  const fields = withoutLiterals.match(/[A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)*/g) ?? []
  const rest = withoutLiterals.replace(/[A-Za-z_][A-Za-z0-9_.]*/g, ' ').replace(/-?\d+(?:\.\d+)?/g, ' ')
  return /^[\s=!<>&|()@]*$/.test(rest) ? fields : undefined
}

function selectionOf(body: string): Selection | undefined {
  const trimmed = body.trim()
  if (trimmed === '') return { kind: 'flatten' }
  if (trimmed === '*') return { kind: 'all' }
  if (/^-?\d+$/.test(trimmed)) return { kind: 'index', index: Number(trimmed) }
  if (SLICE.test(trimmed)) return { kind: 'slice', text: trimmed }
  if (trimmed.startsWith('?') && filterFields(trimmed.slice(1)) !== undefined)
    return { kind: 'filter', text: trimmed.slice(1).trim() }
  return undefined
}

/** The quantity and selections of a target, or undefined if it is not valid JMESPath of this subset. */
export function parseJmesPathTarget(text: string): JmesPathTarget | undefined {
  const trimmed = text.trim()
  const hash = trimmed.indexOf('#')
  const path = hash < 0 ? trimmed : trimmed.slice(0, hash)
  const schema = hash < 0 ? '' : trimmed.slice(hash)
  if (hash >= 0 && !/^#[^\s[\]]+$/.test(schema)) return undefined

  const names: string[] = []
  const selections: { path: string; selection: Selection }[] = []
  const extras: string[] = []
  let i = 0
  for (;;) {
    const name = NAME.exec(path.slice(i))
    if (!name) return undefined
    names.push(name[0])
    i += name[0].length
    while (path[i] === '[') {
      const body = bracketBody(path, i)
      if (body === undefined) return undefined
      const selection = selectionOf(body)
      if (!selection) return undefined
      const at = names.join('.')
      selections.push({ path: at, selection })
      if (selection.kind === 'filter') extras.push(...(filterFields(selection.text) ?? []).map((field) => `${at}.${field}`))
      i += body.length + 2
    }
    if (i === path.length) break
    if (path[i] !== '.') return undefined
    i++
  }
  return { quantity: names.join('.') + schema, selections, extras }
}

/** True if the target has JMESPath syntax beyond a dotted name (brackets, quotes, pipes…). */
export function looksLikeJmesPath(text: string): boolean {
  const hash = text.indexOf('#')
  const path = hash < 0 ? text : text.slice(0, hash)
  return !/^[A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)*$/.test(path.trim())
}

export type TargetCheck = { ok: true; target: JmesPathTarget } | { ok: false; error: string }

/**
 * Checks a JMESPath target against the filters of a search context, with the spec's
 * messages. With `selectionRequired` (plot axes, columns: one value per entry), a
 * quantity inside a repeatable section needs a selection of the sections.
 */
export function checkJmesPathTarget(
  filters: SearchFilters,
  text: string,
  options: { selectionRequired?: boolean } = {},
): TargetCheck {
  const target = parseJmesPathTarget(text)
  if (!target) return { ok: false, error: INVALID_JMESPATH }
  const definition = filters.byName.get(target.quantity)
  if (!definition) return { ok: false, error: quantityNotAvailable(target.quantity) }
  for (const extra of target.extras) {
    if (!filters.byName.has(extra)) return { ok: false, error: quantityNotAvailable(extra) }
  }
  if (options.selectionRequired && definition.repeatsSection && target.selections.length === 0) {
    return { ok: false, error: repeatsWithoutSelection(target.quantity) }
  }
  return { ok: true, target }
}
