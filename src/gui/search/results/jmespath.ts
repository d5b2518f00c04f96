// JMESPath for result columns and plot paths (issue 19 item 12): expressions beyond a
// dotted path (`authors[0].name`, `max(a[*].b)`, `a[?type=='direct'].value`) are
// evaluated by the `jmespath` package, the language's reference implementation for
// JavaScript, not by our own subset. The package is a chunk of its own (6 kB gzipped),
// asked for as soon as this module runs but not awaited: the search page's first paint
// does not grow, and the package is there long before a plot's hits or a table's rows
// arrive. Until it is, expressions give nothing and `useJmesPath` draws again once it
// is in. Our code keeps only the spec's messages for targets (core/search/jmespath.ts).
import { useEffect, useState } from 'react'
import type { JsonValue } from '../context'

type Search = (data: JsonValue, expression: string) => unknown

let search: Search | undefined
let loading: Promise<Search> | undefined
const listeners = new Set<() => void>()

/** Loads the package (once); resolves its `search`. */
export function loadJmesPath(): Promise<Search> {
  loading ??= import('jmespath').then((module) => {
    search = module.search as Search
    for (const listener of listeners) listener()
    return search
  })
  return loading
}

// Fetched at once, evaluated when needed; a failed fetch is tried again at the next use.
loadJmesPath().catch(() => {
  loading = undefined
})

/** `a.b.c`: a search quantity's own path, read through lists of sections without `[*]`. */
export const isDottedPath = (expression: string) => /^[A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)*$/.test(expression.trim())

export type JmesPathResult = { readonly kind: 'value'; readonly value: JsonValue } | { readonly kind: 'loading' } | { readonly kind: 'invalid' }

/**
 * `expression` evaluated on `data`; 'loading' (and the load started) until the package is
 * there, 'invalid' when the expression does not compile or a function gets wrong types.
 */
export function evaluateJmesPath(data: JsonValue, expression: string): JmesPathResult {
  if (!search) {
    void loadJmesPath()
    return { kind: 'loading' }
  }
  try {
    const value = search(data, expression)
    return { kind: 'value', value: value === undefined ? null : (value as JsonValue) }
  } catch {
    return { kind: 'invalid' }
  }
}

/** Draws again once the package is loaded, if any of `expressions` needs it. */
export function useJmesPath(expressions: readonly string[]): boolean {
  const needed = expressions.some((expression) => !isDottedPath(expression))
  const [loaded, setLoaded] = useState(search !== undefined)
  useEffect(() => {
    if (!needed || search) return
    const listener = () => setLoaded(true)
    listeners.add(listener)
    void loadJmesPath()
    return () => {
      listeners.delete(listener)
    }
  }, [needed])
  return !needed || loaded || search !== undefined
}
