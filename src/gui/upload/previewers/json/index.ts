// JSON files as a tree or as pretty text, auto-preview up to 10 MB (spec 3 §9).
import { hasExtension, hasMime, or, rankWith } from '../../../runtime'
import { AUTO_PREVIEW_LIMIT, EXTENSIONS } from '../limits'
import type { PreviewerDef } from '../previewerDef'

export const jsonPreviewer: PreviewerDef = {
  type: 'json',
  name: 'json',
  title: 'JSON',
  rank: rankWith(5, or(hasExtension(...EXTENSIONS.json), hasMime('application/json'))),
  maxSizeAutoPreview: AUTO_PREVIEW_LIMIT,
  load: () => import('./JsonPreview'),
}
