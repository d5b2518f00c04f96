import { Callout, Collapse, Spinner } from '@blueprintjs/core'
import { PROCESSING_BANNER } from './messages'

/** Slides down while the upload processes: 'Upload is processing ...' and the last status message (spec 1 §4). */
export function ProcessingBanner({ processing, statusMessage }: { processing: boolean; statusMessage: string | null }) {
  return (
    <Collapse isOpen={processing} keepChildrenMounted>
      <Callout className="tessera-upload-banner" intent="primary" icon={<Spinner size={16} />} role="status">
        {processing && (
          <>
            <strong>{PROCESSING_BANNER}</strong>
            {statusMessage && <span className="tessera-upload-banner-status"> {statusMessage}</span>}
          </>
        )}
      </Callout>
    </Collapse>
  )
}
