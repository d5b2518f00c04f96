// One mechanism for every renderer registry (widgets, menu items, cards, columns, …):
// built-ins and plugins register through the same function, and an unknown `type:`
// written in YAML fails loudly with the catalogue message instead of rendering nothing.
import type { ComponentType } from 'react'

/** A configuration error an admin can fix (unknown type, invalid block, …). */
export class ConfigError extends Error {
  override name = 'ConfigError'
}

/** A renderer definition: the `type:` written in YAML, its JSON Schema and component. */
export interface Def<Config = unknown, Props = never> {
  type: string
  /** JSON Schema of the YAML block (from schemas/). */
  schema: object
  component: ComponentType<Props>
  /** Turns older config shapes into today's; there are no alias types. */
  migrate?: (old: unknown) => Config
}

export interface Registry<D extends Def<unknown, never>> {
  readonly kind: string
  /** Adds a definition; a later registration of the same type replaces the earlier one. */
  register(def: D): void
  /** The definition of `type`; throws ConfigError 'Unknown {kind} type: {type}.' */
  get(type: string): D
  has(type: string): boolean
  all(): D[]
}

export function createRegistry<D extends Def<unknown, never>>(kind: string): Registry<D> {
  const defs = new Map<string, D>()
  return {
    kind,
    register(def) {
      defs.set(def.type, def)
    },
    get(type) {
      const def = defs.get(type)
      if (!def) throw new ConfigError(`Unknown ${kind} type: ${type}.`)
      return def
    },
    has: (type) => defs.has(type),
    all: () => [...defs.values()],
  }
}
