// The built-in archive lane renderers: definitions only (each component a lazy chunk).
import { rankWith } from '../../../runtime'
import type { ArchiveLaneDef } from '../archiveLaneDef'

/** Any section: quantities, sub sections, attributes (the fallback every other lane outranks). */
export const sectionLane: ArchiveLaneDef = { type: 'section', rank: rankWith(1, () => true), load: () => import('./SectionLane') }
