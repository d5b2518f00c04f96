// An HDF5 or NeXus file in h5web.
import { Spinner, SpinnerSize } from '@blueprintjs/core'
import { Suspense } from 'react'
import { LazyH5webViewer } from '../../../viewers/hdf5'
import type { PreviewProps } from '../previewerDef'

export default function Hdf5Preview({ uploadId, path, onFailure }: PreviewProps) {
  return (
    <Suspense fallback={<Spinner size={SpinnerSize.SMALL} />}>
      <LazyH5webViewer uploadId={uploadId} filepath={path} onNotHdf5={onFailure} />
    </Suspense>
  )
}
