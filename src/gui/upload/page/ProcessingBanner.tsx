import { Callout, Collapse, Spinner } from '@blueprintjs/core'
import { PROCESSING_BANNER } from './messages'

/** Slides down while the upload processes: 'Upload is processing ...' and the last status message (spec 1 §4). */
export function ProcessingBanner({ processing, statusMessage }: { processing: boolean; statusMessage: string | null }) {
  return (
    <Collapse isOpen={processing} keepChildrenMounted>
      {/* The spinner sits in the line: as the callout's icon Blueprint would stack it above the text. */}
      <Callout className="tessera-upload-banner" intent="primary" icon={null} role="status">
        {processing && (
          <>
            <Spinner size={16} className="tessera-upload-banner-spinner" />
            <strong>{PROCESSING_BANNER}</strong>
            {statusMessage && <span className="tessera-upload-banner-status">{statusMessage}</span>}
          </>
        )}
      </Callout>
    </Collapse>
  )
}
