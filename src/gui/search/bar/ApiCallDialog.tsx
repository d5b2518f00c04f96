// "View API call" (spec 2 §2.3): the owner and query of the current search, and the full
// request body, as a user would send them to the API.
import { Button, Dialog, DialogBody, DialogFooter, H6, NonIdealState } from '@blueprintjs/core'
import { CodeIcon } from '@blueprintjs/icons'
import type { SearchRequestBody, SearchResource } from '../context'

export const API_CALL_TITLE = 'API call'
export const API_CALL_QUERY_HEADING = 'Owner and query'
export const API_CALL_REQUEST_HEADING = 'Full request'
export const API_CALL_NONE_TEXT = 'No search request has been sent yet.'
export const API_CALL_CLOSE_TEXT = 'Close'

export interface ApiCallDialogProps {
  isOpen: boolean
  onClose: () => void
  /** The last request sent; undefined before the first. */
  request?: SearchRequestBody
  resource?: SearchResource
}

const json = (value: unknown) => JSON.stringify(value, null, 2)

export function ApiCallDialog({ isOpen, onClose, request, resource = 'entries' }: ApiCallDialogProps) {
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={API_CALL_TITLE} icon={<CodeIcon />} className="tessera-api-call">
      <DialogBody>
        {request ? (
          <>
            <H6>{API_CALL_QUERY_HEADING}</H6>
            <pre aria-label={API_CALL_QUERY_HEADING}>{json({ owner: request.owner, query: request.query })}</pre>
            <H6>{API_CALL_REQUEST_HEADING}</H6>
            <pre aria-label={API_CALL_REQUEST_HEADING}>{`POST ${resource}/query\n${json(request)}`}</pre>
          </>
        ) : (
          <NonIdealState icon={<CodeIcon />} description={API_CALL_NONE_TEXT} />
        )}
      </DialogBody>
      <DialogFooter actions={<Button intent="primary" text={API_CALL_CLOSE_TEXT} onClick={onClose} />} />
    </Dialog>
  )
}
