// What an archive lane renderer is (spec 3 §2.3): the definition the ranked `archiveLanes`
// registry holds, built-in or from a plugin. Its tester ranks a section (its definition
// and base sections); the best one draws the section's lane. Inside, `LaneItem` and
// `useLoadMore` (components/lanes) link items and page, `useArchiveBrowser()` gives the
// entry, the archive and the toolbar's switches.
import type { JsonObject } from '../../../core/archive'
import type { ResolvedSection } from '../../metainfo'
import type { Loader, RankedRegistry, RankedRendererDef, SectionSubject } from '../../runtime'
import type { ArchiveKey } from './values'

export interface ArchiveLaneProps {
  /** The section's archive path from the root (`['run', 0, 'system', 0]`). */
  readonly path: readonly ArchiveKey[]
  /** The section's data; `{}` for a defined but unset section ('all defined'). */
  readonly section: JsonObject
  /** Its definition (built-in or from an upload's schema) with everything inherited, when it could be resolved. */
  readonly definition?: ResolvedSection
  /** The qualified name of the section its sub section declares (the section-type selector's base); none for the root. */
  readonly declaredType?: string
}

export interface ArchiveLaneDef extends RankedRendererDef<SectionSubject, ArchiveLaneProps> {
  readonly load: Loader<ArchiveLaneProps>
}

/** The archive lanes of a runtime (`useRegistry('archiveLanes')`). */
export type ArchiveLaneRegistry = RankedRegistry<SectionSubject, ArchiveLaneDef>

declare module '../../runtime/kinds' {
  interface RendererKinds {
    archiveLanes: ArchiveLaneDef
  }
}
