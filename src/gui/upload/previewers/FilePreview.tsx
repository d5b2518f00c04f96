// The preview of one file (spec 3 §2.9, §9): the previewers that fit it as tabs, each
// previewing at once below its size limit and after 'Preview with {viewer} viewer' above;
// a viewer that cannot read the file says 'Failed to open with {viewer} viewer. Bad file
// format?' and offers the text viewer. Every viewer draws in a RendererBoundary.
import { Button, Callout, Tab, Tabs } from '@blueprintjs/core'
import { useCallback, useMemo, useState } from 'react'
import { RendererBoundary, useRegistry, type FileSubject } from '../../runtime'
import { choosePreviewers, type PreviewChoice } from './choosePreviewers'
import { failedToOpen, OPEN_WITH_TEXT, previewWith } from './messages'
import type { PreviewProps } from './previewerDef'
import './previewers.css'

export interface FilePreviewProps {
  readonly uploadId: string
  /** The file's path in the upload. */
  readonly path: string
  readonly file: FileSubject
}

/** Draw with `key={path}`: a new file starts with fresh tabs. */
export function FilePreview({ uploadId, path, file }: FilePreviewProps) {
  const registry = useRegistry('previewers')
  const choices = useMemo(() => choosePreviewers(registry, file), [registry, file])
  const [tab, setTab] = useState(choices[0]?.def.type)
  if (!choices.length) return null
  if (choices.length === 1) return <PreviewPanel choice={choices[0]} uploadId={uploadId} path={path} file={file} />
  return (
    <Tabs id="tessera-file-preview" className="tessera-file-preview-tabs" selectedTabId={tab} onChange={(id) => setTab(String(id))} renderActiveTabPanelOnly>
      {choices.map((choice) => (
        <Tab
          key={choice.def.type}
          id={choice.def.type}
          title={choice.def.title}
          panel={<PreviewPanel choice={choice} uploadId={uploadId} path={path} file={file} />}
        />
      ))}
    </Tabs>
  )
}

interface PreviewPanelProps extends FilePreviewProps {
  readonly choice: PreviewChoice
}

function PreviewPanel({ choice, uploadId, path, file }: PreviewPanelProps) {
  const registry = useRegistry('previewers')
  const { def } = choice
  const [requested, setRequested] = useState(choice.autoPreview)
  const [failed, setFailed] = useState(false)
  const [asText, setAsText] = useState(false)
  const onFailure = useCallback(() => setFailed(true), [])
  const props: PreviewProps = { uploadId, path, file, onFailure }

  let content
  if (!requested) {
    content = <Button intent="primary" text={previewWith(def.name)} onClick={() => setRequested(true)} />
  } else if (asText) {
    content = <RendererBoundary registry={registry} type="text" props={props} resetKey={path} />
  } else if (failed) {
    content = (
      <Callout intent="danger" compact className="tessera-file-preview-failed">
        <p>{failedToOpen(def.name)}</p>
        <Button text={OPEN_WITH_TEXT} onClick={() => setAsText(true)} />
      </Callout>
    )
  } else {
    content = <RendererBoundary registry={registry} type={def.type} props={props} resetKey={path} message={failedToOpen(def.name)} />
  }
  return <div className={`tessera-file-preview tessera-file-preview-${def.type}`}>{content}</div>
}
