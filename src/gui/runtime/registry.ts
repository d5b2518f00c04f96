// Registries of types named in YAML (`type: histogram`): looked up by name, and an
// unknown name fails loudly with the catalogue message instead of rendering nothing.
// A registry is made from the definitions of a runtime's plugins and never changes
// afterwards, so each runtime (and each test) has its own.
import { unknownType } from '../../core/apps'

/** A configuration error an admin can fix (unknown type, invalid block, …). */
export class ConfigError extends Error {
  override name = 'ConfigError'
}

/** What every definition has: the `type:` written in YAML. */
export interface Typed {
  readonly type: string
}

export interface Registry<D extends Typed> {
  /** What the registry holds, for messages: 'widget' → 'Unknown widget type: x.' */
  readonly kind: string
  /** What a place shows when one of these fails to draw ('Could not render widget.'). */
  readonly failureMessage: string
  /** The definition of `type`; throws ConfigError 'Unknown {kind} type: {type}.' */
  get(type: string): D
  has(type: string): boolean
  /** Every definition, in the order the plugins listed them. */
  all(): readonly D[]
}

export interface RegistryOptions {
  /** Instead of 'Could not render {kind}.' (the spec's text for archive lanes, say). */
  readonly failureMessage?: string
}

export const couldNotRender = (kind: string) => `Could not render ${kind}.`

/**
 * A registry of `defs`. A later definition of a type replaces an earlier one in its
 * place, so a plugin listed after the built-ins overrides a built-in type.
 */
export function createRegistry<D extends Typed>(kind: string, defs: Iterable<D> = [], options: RegistryOptions = {}): Registry<D> {
  const byType = new Map<string, D>()
  for (const def of defs) byType.set(def.type, def)
  const all = [...byType.values()]
  return {
    kind,
    failureMessage: options.failureMessage ?? couldNotRender(kind),
    get(type) {
      const def = byType.get(type)
      if (!def) throw new ConfigError(unknownType(kind, type))
      return def
    },
    has: (type) => byType.has(type),
    all: () => all,
  }
}
