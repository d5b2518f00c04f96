// HDF5 and NeXus files in h5web, fed by the server's h5grove API (which reads only what is
// shown, so no size cap applies); auto-preview up to 10 MB (spec 3 §9).
import { hasExtension, rankWith } from '../../../runtime'
import { AUTO_PREVIEW_LIMIT, EXTENSIONS } from '../limits'
import type { PreviewerDef } from '../previewerDef'

export const hdf5Previewer: PreviewerDef = {
  type: 'hdf5',
  name: 'hdf5',
  title: 'HDF5',
  rank: rankWith(5, hasExtension(...EXTENSIONS.hdf5)),
  maxSizeAutoPreview: AUTO_PREVIEW_LIMIT,
  maxSizePreview: Number.POSITIVE_INFINITY,
  load: () => import('./Hdf5Preview'),
}
