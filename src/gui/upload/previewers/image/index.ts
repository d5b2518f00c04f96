// Images: png, jpg, gif, bmp, svg (spec 3 §9), auto-preview up to 10 MB.
import { hasExtension, hasMime, or, rankWith } from '../../../runtime'
import { AUTO_PREVIEW_LIMIT, EXTENSIONS } from '../limits'
import type { PreviewerDef } from '../previewerDef'

export const imagePreviewer: PreviewerDef = {
  type: 'image',
  name: 'image',
  title: 'Image',
  rank: rankWith(5, or(hasExtension(...EXTENSIONS.image), hasMime('image/png', 'image/jpeg', 'image/gif', 'image/bmp', 'image/svg+xml'))),
  maxSizeAutoPreview: AUTO_PREVIEW_LIMIT,
  load: () => import('./ImagePreview'),
}
