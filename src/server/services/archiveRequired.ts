// The `required` argument of archive queries (reference §4.3): `'*'` for everything,
// or a tree mirroring the archive whose leaves are '*' / 'include' (the subtree) and
// whose keys may select items of repeated sections: `calculation[-1]`, `system[0:2]`.
import { invalid } from '../errors'

export type Required = '*' | 'include' | 'include-resolved' | 'exclude' | { [key: string]: Required | boolean }

const KEY = /^([A-Za-z_][A-Za-z0-9_]*)(?:\[(-?\d+)?(?::(-?\d+)?)?\])?$/
const INCLUDE = new Set(['*', 'include', 'include-resolved'])

function selectItems(items: unknown[], start?: string, stop?: string, isSlice = false): unknown[] {
  const at = (index: number) => (index < 0 ? items.length + index : index)
  if (!isSlice) {
    if (start === undefined) return items
    const item = items[at(Number(start))]
    return item === undefined ? [] : [item]
  }
  return items.slice(start === undefined ? 0 : at(Number(start)), stop === undefined ? items.length : at(Number(stop)))
}

/** Checks a `required` tree; 422 with the location of the first bad part. */
export function validateRequired(required: unknown, loc: (string | number)[] = ['required']): Required {
  if (typeof required === 'string') {
    if (INCLUDE.has(required) || required === 'exclude') return required as Required
    throw invalid([{ loc, msg: `"${required}" is not a valid directive; use "*", "include", "include-resolved" or "exclude".`, type: 'value_error' }])
  }
  if (!required || typeof required !== 'object' || Array.isArray(required)) {
    throw invalid([{ loc, msg: 'required must be "*" or an object mirroring the archive.', type: 'type_error' }])
  }
  for (const [key, value] of Object.entries(required)) {
    if (key === 'resolve-inplace') {
      if (typeof value !== 'boolean') throw invalid([{ loc: [...loc, key], msg: 'resolve-inplace must be true or false.', type: 'type_error' }])
      continue
    }
    if (key !== '*' && !KEY.test(key)) throw invalid([{ loc: [...loc, key], msg: `"${key}" is not a valid section name or index selector.`, type: 'value_error' }])
    validateRequired(value, [...loc, key])
  }
  return required as Required
}

/** The part of `archive` that `required` asks for. */
export function applyRequired(archive: unknown, required: Required): unknown {
  if (typeof required === 'string') return required === 'exclude' ? undefined : archive
  if (typeof required === 'boolean') return archive
  if (!archive || typeof archive !== 'object') return archive
  const source = archive as Record<string, unknown>
  const result: Record<string, unknown> = {}
  const wildcard = required['*'] as Required | undefined
  if (wildcard !== undefined) {
    for (const [key, value] of Object.entries(source)) {
      const own = required[key] as Required | undefined
      const picked = applyRequired(value, own ?? wildcard)
      if (picked !== undefined) result[key] = picked
    }
  }
  for (const [key, directive] of Object.entries(required)) {
    if (key === '*' || key === 'resolve-inplace') continue
    const match = KEY.exec(key)!
    const [, name, start, stop] = match
    if (!(name in source)) continue
    if (directive === 'exclude') {
      delete result[name]
      continue
    }
    const value = source[name]
    if (Array.isArray(value) && key !== name) {
      const isSlice = key.includes(':')
      result[name] = selectItems(value, start, stop, isSlice).map((item) => applyRequired(item, directive as Required))
    } else if (Array.isArray(value)) {
      result[name] = value.map((item) => applyRequired(item, directive as Required))
    } else {
      const picked = applyRequired(value, directive as Required)
      if (picked !== undefined) result[name] = picked
    }
  }
  return result
}
