import { AnchorButton, Button, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core'
import { CodeIcon, DocumentShareIcon, HelpIcon } from '@blueprintjs/icons'
import { useHref, useNavigate } from 'react-router'
import { Markdown } from '../../components/Markdown'
import { apiDocsUrl, useEnv } from '../../runtime'
import './help.css'

export const HELP_TITLE = 'Help'
export const CLOSE_TEXT = 'Close'
export const API_DOCS_LINK_TEXT = 'API documentation'
export const API_DASHBOARD_LINK_TEXT = 'API dashboard'
export const API_DASHBOARD_PATH = '/analyze/apis'

export interface HelpDialogProps {
  isOpen: boolean
  onClose: () => void
  /** Markdown. */
  help: string
}

/** The help of a page, with links to the API documentation and dashboard (spec 1 §2). */
export function HelpDialog({ isOpen, onClose, help }: HelpDialogProps) {
  const env = useEnv()
  const navigate = useNavigate()
  const dashboardHref = useHref(API_DASHBOARD_PATH)
  return (
    <Dialog
      isOpen={isOpen}
      onClose={onClose}
      title={HELP_TITLE}
      icon={<HelpIcon />}
      className="tessera-help-dialog"
      // The footer has the Close button; one is enough for keyboard and screen readers.
      isCloseButtonShown={false}
    >
      <DialogBody>
        <Markdown text={help} />
      </DialogBody>
      <DialogFooter actions={<Button intent="primary" text={CLOSE_TEXT} onClick={onClose} />}>
        <div className="tessera-help-links">
          <AnchorButton
            role="link"
            variant="minimal"
            icon={<DocumentShareIcon />}
            href={apiDocsUrl(env)}
            target="_blank"
            rel="noopener noreferrer"
            text={API_DOCS_LINK_TEXT}
          />
          <AnchorButton
            role="link"
            variant="minimal"
            icon={<CodeIcon />}
            href={dashboardHref}
            text={API_DASHBOARD_LINK_TEXT}
            onClick={(event) => {
              event.preventDefault()
              onClose()
              navigate(API_DASHBOARD_PATH)
            }}
          />
        </div>
      </DialogFooter>
    </Dialog>
  )
}
