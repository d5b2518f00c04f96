// Step 5, 'Publish': an embargo of 0, 3, 6, 12, 24 or 36 months, a confirmation that
// publishing cannot be undone, and once published under embargo, lifting it (spec 3 §4,
// §9). Publishing needs at least one entry and no failed one: the step says why not.
import { Alert, FormGroup, HTMLSelect } from '@blueprintjs/core'
import { GlobeIcon, UnlockIcon } from '@blueprintjs/icons'
import { useState } from 'react'
import { useEditUploadMutation, usePublishUploadMutation, type Upload } from '../../../api'
import { useErrors } from '../../../runtime'
import { ControlButton } from '../ControlButton'
import { formatDate } from '../uploadLinks'
import { STEPS } from '../messages'
import { Step } from '../Step'
import type { ControlState } from '../uploadControls'

/** Spec 3 §9: the embargo choices, in months. */
export const EMBARGO_MONTHS: readonly number[] = [0, 3, 6, 12, 24, 36]

export const PUBLISH_TEXTS = {
  intro:
    'Publishing moves the upload out of your staging area: everybody can find its entries, and its files and entries '
    + 'cannot be changed or deleted anymore. Published data is available under the Creative Commons Attribution '
    + 'license (CC BY 4.0).',
  embargoIntro:
    'With an embargo, the entries can be found but their files and data stay hidden from everybody but the upload members '
    + 'until the embargo ends (at most 36 months) or you lift it. You can already put embargoed entries into datasets and '
    + 'get a DOI for them.',
  embargo: 'Embargo period',
  noEmbargo: 'No embargo',
  months: (months: number) => `${months} months`,
  publish: 'Publish',
  publishWithEmbargo: 'Publish with embargo',
  confirmTitle: 'Confirm that you want to publish the upload',
  confirm:
    'You are about to publish this upload. The upload cannot be removed and the files and entries in this upload cannot '
    + 'be changed after publication.',
  cancel: 'Cancel',
  published: 'This upload has already been published.',
  publishedWithEmbargo: (months: number, date: string) =>
    `This upload has been published under embargo with a period of ${months} months from ${date}.`,
  visibleForAll: 'The upload is visible for all: it is published without embargo.',
  lift: 'Lift embargo',
  liftConfirm: 'You are about lifting the embargo. The data will be publicly accessible.',
} as const

export interface PublishStepProps {
  upload: Upload
  /** Visible for all: no embargo (spec 3 §4). */
  visibleForAll: boolean
  publish: ControlState
  liftEmbargo: ControlState
}

export function PublishStep({ upload, visibleForAll, publish, liftEmbargo }: PublishStepProps) {
  const [chosen, setEmbargo] = useState<number>(EMBARGO_MONTHS.includes(upload.embargo_length) ? upload.embargo_length : 0)
  const embargo = visibleForAll ? 0 : chosen
  const [confirming, setConfirming] = useState<'publish' | 'lift'>()
  const [start, publishing] = usePublishUploadMutation()
  const [edit, lifting] = useEditUploadMutation()
  const { raiseError } = useErrors()
  const doPublish = () => {
    setConfirming(undefined)
    void start({ uploadId: upload.upload_id, embargoLength: embargo }).unwrap().catch(raiseError)
  }
  const doLift = () => {
    setConfirming(undefined)
    void edit({ uploadId: upload.upload_id, metadata: { embargo_length: 0 } }).unwrap().catch(raiseError)
  }
  const label = embargo > 0 ? PUBLISH_TEXTS.publishWithEmbargo : PUBLISH_TEXTS.publish

  if (upload.published) {
    return (
      <Step number={5} title={STEPS.publish} done>
        <p>
          {upload.embargo_length > 0
            ? PUBLISH_TEXTS.publishedWithEmbargo(upload.embargo_length, formatDate(upload.publish_time))
            : PUBLISH_TEXTS.published}
        </p>
        {upload.embargo_length > 0 && (
          <div className="tessera-step-actions">
            <ControlButton control={liftEmbargo} icon={<UnlockIcon />} text={PUBLISH_TEXTS.lift} loading={lifting.isLoading} onClick={() => setConfirming('lift')} />
          </div>
        )}
        <Alert isOpen={confirming === 'lift'} intent="primary" cancelButtonText={PUBLISH_TEXTS.cancel} confirmButtonText={PUBLISH_TEXTS.lift} onCancel={() => setConfirming(undefined)} onConfirm={doLift}>
          <p>{PUBLISH_TEXTS.liftConfirm}</p>
        </Alert>
      </Step>
    )
  }
  return (
    <Step number={5} title={STEPS.publish}>
      <p>{PUBLISH_TEXTS.intro}</p>
      <p>{PUBLISH_TEXTS.embargoIntro}</p>
      <div className="tessera-publish-row">
        <FormGroup label={PUBLISH_TEXTS.embargo} labelFor="upload-embargo" inline>
          <HTMLSelect
            id="upload-embargo"
            value={embargo}
            disabled={!publish.enabled || visibleForAll}
            onChange={(event) => setEmbargo(Number(event.currentTarget.value))}
            options={EMBARGO_MONTHS.map((months) => ({ value: months, label: months ? PUBLISH_TEXTS.months(months) : PUBLISH_TEXTS.noEmbargo }))}
          />
        </FormGroup>
        <ControlButton control={publish} intent="primary" icon={<GlobeIcon />} text={label} loading={publishing.isLoading} onClick={() => setConfirming('publish')} />
      </div>
      {!publish.enabled && publish.reason && <p className="tessera-step-note" role="note">{publish.reason}</p>}
      {publish.enabled && visibleForAll && <p className="tessera-step-note">{PUBLISH_TEXTS.visibleForAll}</p>}
      <Alert
        isOpen={confirming === 'publish'}
        intent="primary"
        cancelButtonText={PUBLISH_TEXTS.cancel}
        confirmButtonText={label}
        onCancel={() => setConfirming(undefined)}
        onConfirm={doPublish}
      >
        <h4 className="tessera-alert-title">{PUBLISH_TEXTS.confirmTitle}</h4>
        <p>{PUBLISH_TEXTS.confirm}</p>
      </Alert>
    </Step>
  )
}
