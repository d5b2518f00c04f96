// CIF files as a 3D structure (the structure viewer), auto-preview up to 100 kB (spec 3 §9).
import { hasExtension, hasMime, or, rankWith } from '../../../runtime'
import { CIF_AUTO_PREVIEW_LIMIT, EXTENSIONS } from '../limits'
import type { PreviewerDef } from '../previewerDef'

export const cifPreviewer: PreviewerDef = {
  type: 'cif',
  name: 'cif',
  title: 'Structure',
  rank: rankWith(5, or(hasExtension(...EXTENSIONS.cif), hasMime('chemical/x-cif'))),
  maxSizeAutoPreview: CIF_AUTO_PREVIEW_LIMIT,
  load: () => import('./CifPreview'),
}
