// The structure viewer's props, importable without three.js (type imports are erased).
import type { AtomicStructure } from '../../../core/chemistry'
import type { StructureFileFormat, WrapMode } from '../../../core/structures'

export interface StructureViewerProps {
  /** The atoms in ångström (core/chemistry). */
  readonly structure: AtomicStructure
  /** The accessible name of the view. */
  readonly label?: string
  /** Atoms drawn opaque (a selected part of the topology); the others fade to 10 %. */
  readonly highlight?: readonly number[]
  /** Ask before drawing more atoms than this (default 500, spec 3 §9). */
  readonly atomLimit?: number
  /** Where each file format downloads from (GET systems/{entry_id}); no download menu without it. */
  readonly downloadUrl?: (format: StructureFileFormat, wrapMode: WrapMode) => string
  /** 'View data in the archive': shown when given. */
  readonly onViewInArchive?: () => void
  /** Height of the view in px (default 400). */
  readonly height?: number
}
