// Which previewers a file gets (spec 3 §9): every registered previewer that fits, best
// first, as tabs; the text viewer alone for files nothing else reads. Each tab previews
// by itself up to its viewer's limit and waits for 'Preview with {viewer} viewer' above.
import type { FileSubject } from '../../runtime'
import { PREVIEW_CAP } from './limits'
import type { PreviewerDef, PreviewerRegistry } from './previewerDef'

/** The rank of a viewer that reads any file (the text viewer): shown only when nothing else fits. */
export const FALLBACK_RANK = 1

export interface PreviewChoice {
  readonly def: PreviewerDef
  /** Preview at once; otherwise wait for the user's 'Preview with {viewer} viewer'. */
  readonly autoPreview: boolean
}

export function choosePreviewers(registry: Pick<PreviewerRegistry, 'candidates'>, file: FileSubject): PreviewChoice[] {
  const fits = registry.candidates(file).filter((def) => file.size <= (def.maxSizePreview ?? PREVIEW_CAP))
  const specific = fits.filter((def) => def.rank(file) > FALLBACK_RANK)
  const shown = specific.length ? specific : fits.slice(0, 1)
  return shown.map((def) => ({ def, autoPreview: file.size <= def.maxSizeAutoPreview }))
}
