// Step 6, 'Publish to central deployment': enabled only once the upload is published
// (spec 3 §4). Tessera has no central deployment to send uploads to — the publish call's
// `to_central_nomad` is accepted and ignored by the server — so the step says what this
// installation does instead, and how to take the data there by hand.
import { AnchorButton, Callout } from '@blueprintjs/core'
import { CloudUploadIcon, DownloadIcon } from '@blueprintjs/icons'
import type { Upload } from '../../../api'
import { useEnv } from '../../../runtime'
import { ControlButton } from '../ControlButton'
import { uploadZipUrlOf } from '../uploadLinks'
import { STEPS } from '../messages'
import { Step } from '../Step'
import type { ControlState } from '../uploadControls'

export const CENTRAL_TEXTS = {
  intro: 'Once the upload is published here, it can also be published at a central deployment.',
  button: 'Publish to central deployment',
  publishedTo: (targets: readonly string[]) => `This upload has been published to ${targets.join(', ')}.`,
  notice:
    'This installation is not connected to a central deployment: the published upload stays here, where everybody can '
    + 'find, cite and download it. To publish it at a central deployment as well, download its files and upload them there.',
  download: 'Download all files',
} as const

export function CentralStep({ upload, control }: { upload: Upload; control: ControlState }) {
  const { apiBase } = useEnv()
  return (
    <Step number={6} title={STEPS.central} done={upload.published_to.length > 0}>
      {upload.published_to.length > 0 ? (
        <Callout intent="success">{CENTRAL_TEXTS.publishedTo(upload.published_to)}</Callout>
      ) : upload.published ? (
        <Callout intent="primary" className="tessera-central-notice">
          <p>{CENTRAL_TEXTS.notice}</p>
          <AnchorButton icon={<DownloadIcon />} text={CENTRAL_TEXTS.download} href={uploadZipUrlOf(apiBase, upload.upload_id)} />
        </Callout>
      ) : (
        <>
          <p>{CENTRAL_TEXTS.intro}</p>
          <div className="tessera-step-actions">
            <ControlButton control={control} icon={<CloudUploadIcon />} text={CENTRAL_TEXTS.button} />
          </div>
        </>
      )}
    </Step>
  )
}
