// The renderer registries every runtime has, and the definition type of each. A feature
// that owns a registry states its precise definition type by augmenting RendererKinds
// (as TanStack Router's `Register`), so the runtime needs no import of the feature and
// nobody casts:
//
//   declare module '../../runtime/kinds' {
//     interface RendererKinds { widgets: WidgetDef }
//   }
//
// Registries nobody has claimed yet take the base types below.
import type { RankedDef } from './rankedRegistry'
import type { RendererDef } from './lazyRenderer'
import type { FileSubject, QuantitySubject, SectionSubject } from './predicates'

/** Definition types by registry, as the owning features declare them. */
export interface RendererKinds {}

/** A renderer chosen by fit: ranks a subject, draws with props. */
export type RankedRendererDef<S, P> = RendererDef<P> & RankedDef<S>

/** Until a feature claims a registry, its definitions are these. */
interface BaseKinds {
  menuItems: RendererDef<object>
  widgets: RendererDef<object>
  cards: RendererDef<object>
  columns: RankedRendererDef<unknown, object>
  previewers: RankedRendererDef<FileSubject, object>
  archiveLanes: RankedRendererDef<SectionSubject, object>
  editors: RankedRendererDef<QuantitySubject, object>
}

/** The registries' names as a plugin lists its contributions (`widgets: [...]`). */
export type RegistryName = keyof BaseKinds

export type DefOf<K extends RegistryName> = K extends keyof RendererKinds ? RendererKinds[K] : BaseKinds[K]

/** The subject a ranked definition ranks. */
export type SubjectOf<D> = D extends RankedDef<infer S> ? S : never

interface RegistrySpec {
  /** For messages: 'Unknown {kind} type: x.', 'Could not render {kind}.' */
  readonly kind: string
  readonly failureMessage?: string
}

/** The catalogue's words for each registry. */
export const REGISTRIES: { readonly [K in RegistryName]: RegistrySpec } = {
  menuItems: { kind: 'menu item' },
  widgets: { kind: 'widget' },
  cards: { kind: 'card' },
  columns: { kind: 'column format' },
  previewers: { kind: 'file previewer' },
  // Spec 2 §8, lane errors.
  archiveLanes: { kind: 'archive lane', failureMessage: 'This section could not be rendered, due to an unexpected error.' },
  editors: { kind: 'edit component' },
}
