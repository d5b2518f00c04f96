// Generated request parts for the fuzz test: a seeded PRNG (so a failure is reproduced
// by its seed and index), values from a JSON Schema, mutations of a value (wrong types,
// huge numbers, NUL bytes, long strings, text beyond Latin-1, deep nesting, extra keys,
// nulls) and of its JSON text (duplicate keys, 1e400, -0, NaN, truncation, empty).

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json }

export interface Schema {
  type?: string | string[]
  enum?: readonly unknown[]
  properties?: Record<string, Schema>
  required?: readonly string[]
  items?: Schema
  anyOf?: readonly Schema[]
  oneOf?: readonly Schema[]
  minimum?: number
  maximum?: number
  maxLength?: number
  default?: unknown
}

/** mulberry32: small, fast, and the same sequence for the same seed everywhere. */
export class Rng {
  private state: number
  constructor(seed: number) {
    this.state = seed >>> 0
  }
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0
    let t = this.state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  int(n: number): number {
    return Math.floor(this.next() * n)
  }
  pick<T>(items: readonly T[]): T {
    return items[this.int(items.length)]
  }
  chance(p: number): boolean {
    return this.next() < p
  }
}

export function nested(levels: number, kind: 'array' | 'object', leaf: Json = 1): Json {
  let value: Json = leaf
  for (let i = 0; i < levels; i++) value = kind === 'array' ? [value] : { a: value }
  return value
}

const LONG = 'x'.repeat(100_000)

/** Strings that have broken servers: NUL, beyond Latin-1, paths, SQL, numbers as text. */
export const NASTY_STRINGS: readonly string[] = [
  '', ' ', '\u0000', 'a\u0000b', 'データ.txt', 'Ωmega', '😀', '\u202e', '\ud800', 'é', LONG, 'a'.repeat(1001),
  '../../etc/passwd', '/', '.', '..', '%00', '%ff', "' OR 1=1 --", '"', '\\', '<script>', '*', '**', '(a+)+$', '[', '{}', '[]',
  'null', 'true', 'NaN', '-0', '1e308', '-1e308', 'Infinity', '99999999999999999999999', '2020-13-45T99:99:99', 'all', 'admin',
  // Text that recursive parsers and backtracking patterns choke on.
  `${'('.repeat(5000)}x`, `${'NOT '.repeat(5000)}x`, `${'/'.repeat(5000)}x`, `a@${'a.'.repeat(5000)} `,
]

const NASTY_NUMBERS: readonly number[] = [0, -1, 1, 1.5, 1e308, -1e308, 2 ** 53 + 1, -(2 ** 31), 2 ** 31, 10_001, 1e-308]

/** A value of any kind that a schema would rather not see; large ones rarely, as they cost most. */
export function nastyValue(rng: Rng): Json {
  switch (rng.int(16)) {
    case 0: return null
    case 1: return rng.chance(0.5)
    case 2: case 3: return rng.pick(NASTY_NUMBERS)
    case 4: case 5: return rng.pick([[], {}, [null], [1, 'a', {}], { '': 1 }, { __proto__x: 1, constructor: 'x' }] as Json[])
    case 6: return nested(rng.pick([70, 500, 2000]), rng.chance(0.5) ? 'array' : 'object')
    case 7: return Array.from({ length: rng.pick([100, 5_000]) }, (_, i) => `v${i}`)
    default: return rng.pick(NASTY_STRINGS)
  }
}

const typeOf = (schema: Schema): string | undefined => (Array.isArray(schema.type) ? schema.type[0] : schema.type)

/** A value the schema accepts, most of the time (strings from `strings` when given). */
export function fromSchema(schema: Schema | undefined, rng: Rng, strings: readonly string[], depth = 0): Json {
  if (!schema || depth > 6) return rng.chance(0.5) ? rng.pick(strings) : nastyValue(rng)
  if (schema.enum) return rng.pick(schema.enum) as Json
  const choices = schema.anyOf ?? schema.oneOf
  if (choices) return fromSchema(rng.pick(choices), rng, strings, depth + 1)
  switch (typeOf(schema)) {
    case 'string': return rng.chance(0.8) ? rng.pick(strings) : rng.pick(NASTY_STRINGS)
    case 'integer': return rng.chance(0.7) ? (schema.minimum ?? 0) + rng.int(Math.min(20, (schema.maximum ?? 20) - (schema.minimum ?? 0) + 1)) : rng.pick(NASTY_NUMBERS)
    case 'number': return rng.chance(0.7) ? rng.next() * 100 : rng.pick(NASTY_NUMBERS)
    case 'boolean': return rng.chance(0.5)
    case 'array': return Array.from({ length: rng.int(4) }, () => fromSchema(schema.items, rng, strings, depth + 1))
    case 'object': {
      const result: { [key: string]: Json } = {}
      for (const [key, property] of Object.entries(schema.properties ?? {})) {
        if (schema.required?.includes(key) || rng.chance(0.6)) result[key] = fromSchema(property, rng, strings, depth + 1)
      }
      return result
    }
    default: return rng.chance(0.5) ? rng.pick(strings) : nastyValue(rng)
  }
}

function clone(value: Json): Json {
  return value === null || typeof value !== 'object' ? value : JSON.parse(JSON.stringify(value))
}

/** Places in a value (the first 200, 8 levels down): container and key, for replacing or deleting. */
function places(value: Json, into: { parent: Json[] | { [key: string]: Json }; key: string | number }[] = [], depth = 0) {
  if (depth > 8 || value === null || typeof value !== 'object') return into
  for (const [key, child] of Object.entries(value)) {
    if (into.length >= 200) return into
    into.push({ parent: value, key: Array.isArray(value) ? Number(key) : key })
    places(child as Json, into, depth + 1)
  }
  return into
}

/** One to three changes at random places: a nasty value, a wrong type, a deletion, an extra key, a wrapping. */
export function mutate(original: Json, rng: Rng, strings: readonly string[]): Json {
  let value = clone(original)
  for (let n = 1 + rng.int(3); n > 0; n--) {
    const spots = places(value)
    if (!spots.length || rng.chance(0.05)) {
      value = rng.chance(0.5) ? nastyValue(rng) : [value]
      continue
    }
    const { parent, key } = rng.pick(spots)
    const set = (next: Json) => ((parent as Record<string | number, Json>)[key] = next)
    const current = (parent as Record<string | number, Json>)[key]
    switch (rng.int(7)) {
      case 0: if (Array.isArray(parent)) parent.splice(key as number, 1); else delete parent[key as string]; break
      case 1: set(Array.isArray(current) ? (current[0] ?? null) : [current]); break
      case 2: set(typeof current === 'string' ? rng.pick(strings) : String(current)); break
      case 3: if (!Array.isArray(parent)) parent[rng.pick(['extra', '', 'and', 'or', 'not', '$where', ...strings.slice(0, 5)])] = nastyValue(rng); break
      case 4: set({ [rng.pick(['and', 'or', 'not', 'any', 'all', 'none', 'gte', 'lt', 'set', 'add', 'remove'])]: current }); break
      default: set(nastyValue(rng))
    }
  }
  return value
}

/** The JSON text of a value, sometimes altered where JSON.stringify cannot go. */
export function jsonText(value: Json, rng: Rng): string {
  const text = JSON.stringify(value) ?? 'null'
  switch (rng.int(20)) {
    case 0: return text.replace(/(\d+(\.\d+)?)(?=[,}\]])/, '1e400')
    case 1: return text.replace(/(\d+(\.\d+)?)(?=[,}\]])/, '-0')
    case 2: return text.replace(/"[^"]*"(?=[,}\]])/, 'NaN')
    case 3: return text.startsWith('{"') ? `{"dup":1,"dup":{"x":2},${text.slice(1)}` : text
    case 4: return text.replace(/^\{"([^"]+)":/, '{"$1":null,"$1":')
    case 5: return text.slice(0, Math.max(0, text.length - 1 - rng.int(5)))
    case 6: return ''
    case 7: return text.replace(/"([^"]*)"/, '"\\ud800$1"')
    default: return text
  }
}
