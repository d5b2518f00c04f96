// References inside an archive ('#/run/0/calculation/0/dos_electronic/0'), as results
// hold them: NOMAD's normalisers point at a section or at a quantity of it. `resolve`
// follows one to a value; where it lands on a section and a quantity name is given, the
// quantity of that section is meant.
import { isSection, isString, valueAt } from '../../../../core/archive'

/** The keys of '#/a/0/b': numbers index arrays. */
export function refKeys(ref: string): (string | number)[] {
  return ref
    .replace(/^#?\/+/, '')
    .split('/')
    .filter(Boolean)
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part))
}

export const isRef = (value: unknown): value is string => isString(value) && value.startsWith('#/')

/** A value, or the value a reference leads to (the quantity `key` of a referenced section). */
export function resolve(archive: unknown, value: unknown, key?: string): unknown {
  if (!isRef(value)) return value
  const target = valueAt(archive, refKeys(value))
  if (key !== undefined && isSection(target) && Object.hasOwn(target, key)) return target[key]
  return target
}
