// The API dialog (spec 3 §2.2 "An API dialog shows the calls used"; NOMAD's source-API
// dialog): each call a page made, as a user would send it — method, URL and body — with
// a curl command to copy, and the answer it got. Pure: the caller says which calls.
import { Button, Dialog, DialogBody, DialogFooter, H6, NonIdealState } from '@blueprintjs/core'
import { CodeIcon } from '@blueprintjs/icons'
import { CopyButton } from '../copyButton'
import './apiDialog.css'

export interface ApiCallView {
  readonly method: 'GET' | 'POST' | 'PUT' | 'DELETE'
  /** The full URL ({apiBase}/v1/…). */
  readonly url: string
  readonly body?: unknown
  /** What the page reads from this call (Markdown-free text). */
  readonly description?: string
  /** The answer, when the page has it. */
  readonly response?: unknown
}

export const API_DIALOG_CLOSE_TEXT = 'Close'
export const API_DIALOG_NONE_TEXT = 'No API call has been made yet.'
export const API_REQUEST_HEADING = 'Request'
export const API_CURL_HEADING = 'curl'
export const API_RESPONSE_HEADING = 'Response'
/** Answers longer than this are cut in the dialog (an archive can be megabytes). */
export const MAX_RESPONSE_TEXT = 20_000

const json = (value: unknown) => JSON.stringify(value, null, 2)

/** A shell-safe curl command for the call (single quotes escaped). */
export function curlCommand(call: ApiCallView): string {
  const quote = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`
  const parts = ['curl', '-X', call.method, quote(call.url)]
  if (call.body !== undefined) parts.push('-H', quote('Content-Type: application/json'), '-d', quote(JSON.stringify(call.body)))
  return parts.join(' ')
}

function responseText(response: unknown): string {
  const text = json(response)
  return text.length > MAX_RESPONSE_TEXT ? `${text.slice(0, MAX_RESPONSE_TEXT)}\n… (${text.length - MAX_RESPONSE_TEXT} more characters)` : text
}

function ApiCall({ call }: { readonly call: ApiCallView }) {
  const request = `${call.method} ${call.url}${call.body !== undefined ? `\n${json(call.body)}` : ''}`
  const curl = curlCommand(call)
  return (
    <section className="tessera-api-call-item" aria-label={`${call.method} ${call.url}`}>
      {call.description && <p>{call.description}</p>}
      <H6>{API_REQUEST_HEADING}</H6>
      <pre aria-label={API_REQUEST_HEADING}>{request}</pre>
      <div className="tessera-api-call-heading">
        <H6>{API_CURL_HEADING}</H6>
        <CopyButton text={curl} label="curl command" />
      </div>
      <pre aria-label={API_CURL_HEADING}>{curl}</pre>
      {call.response !== undefined && (
        <details>
          <summary>{API_RESPONSE_HEADING}</summary>
          <pre aria-label={API_RESPONSE_HEADING}>{responseText(call.response)}</pre>
        </details>
      )}
    </section>
  )
}

export interface ApiDialogProps {
  readonly isOpen: boolean
  readonly onClose: () => void
  readonly title: string
  readonly calls: readonly ApiCallView[]
}

export function ApiDialog({ isOpen, onClose, title, calls }: ApiDialogProps) {
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={title} icon={<CodeIcon />} className="tessera-api-dialog">
      <DialogBody>
        {calls.length ? calls.map((call, index) => <ApiCall key={index} call={call} />) : <NonIdealState icon={<CodeIcon />} description={API_DIALOG_NONE_TEXT} />}
      </DialogBody>
      <DialogFooter actions={<Button intent="primary" text={API_DIALOG_CLOSE_TEXT} onClick={onClose} />} />
    </Dialog>
  )
}
