// Registries of renderers chosen by fit (column formats, file previewers, archive lanes,
// edit components): every definition ranks the subject with its tester; the best one
// draws it, and all that fit can be offered as tabs (h5web's supportsDataset).
import { createRegistry, type Registry, type RegistryOptions, type Typed } from './registry'
import { applies, type Tester } from './testers'

export interface RankedDef<S> extends Typed {
  readonly rank: Tester<S>
}

export interface RankedRegistry<S, D extends RankedDef<S>> extends Registry<D> {
  /** The best-ranked definition for the subject; undefined when none fits. */
  best(subject: S): D | undefined
  /** Every definition that fits, best first. */
  candidates(subject: S): D[]
}

/**
 * A registry of `defs` that also answers which fit a subject. Of equal ranks the one
 * listed later wins (a plugin after the built-ins), as a later definition of a type
 * replaces an earlier one.
 */
export function createRankedRegistry<S, D extends RankedDef<S>>(kind: string, defs: Iterable<D & RankedDef<S>> = [], options: RegistryOptions = {}): RankedRegistry<S, D> {
  const registry = createRegistry(kind, defs, options)
  const candidates = (subject: S): D[] =>
    registry
      .all()
      .map((def, index) => ({ def, index, rank: def.rank(subject) }))
      .filter((fit) => applies(fit.rank))
      .sort((a, b) => b.rank - a.rank || b.index - a.index)
      .map((fit) => fit.def)
  return {
    ...registry,
    best: (subject) => candidates(subject)[0],
    candidates,
  }
}
