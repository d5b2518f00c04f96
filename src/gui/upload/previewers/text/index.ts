// The text viewer: any file, read in 16384-byte chunks as the user scrolls (spec 3 §9: no
// size limit). It is the one viewer of files nothing else reads, and a tab beside the
// specific viewer of text formats (JSON, CIF).
import { hasExtension, hasMime, or } from '../../../runtime'
import { FALLBACK_RANK } from '../choosePreviewers'
import { EXTENSIONS } from '../limits'
import type { PreviewerDef } from '../previewerDef'

const isText = or(hasExtension(...EXTENSIONS.text, ...EXTENSIONS.json, ...EXTENSIONS.cif), hasMime('text/*'))

export const textPreviewer: PreviewerDef = {
  type: 'text',
  name: 'text',
  title: 'Text',
  rank: (file) => (isText(file) ? FALLBACK_RANK + 1 : FALLBACK_RANK),
  maxSizeAutoPreview: Number.POSITIVE_INFINITY,
  maxSizePreview: Number.POSITIVE_INFINITY,
  load: () => import('./TextPreview'),
}
