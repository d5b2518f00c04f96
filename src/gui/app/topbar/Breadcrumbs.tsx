import { Button, Classes } from '@blueprintjs/core'
import { HelpIcon } from '@blueprintjs/icons'
import { useState } from 'react'
import { Link } from 'react-router'
import { HelpDialog } from '../help/HelpDialog'
import { useBreadcrumbs, useCurrentHelp } from '../routes'

export const HELP_BUTTON_LABEL = 'Help for this page'

/** Crumbs of the matched routes; the last one carries the page's help icon. */
export function Breadcrumbs() {
  const crumbs = useBreadcrumbs()
  const help = useCurrentHelp()
  const [helpOpen, setHelpOpen] = useState(false)
  if (!crumbs.length) return null
  return (
    <nav aria-label="Breadcrumbs" className="tessera-breadcrumbs">
      <ol className={Classes.BREADCRUMBS}>
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1
          return (
            <li key={crumb.path}>
              {last ? (
                <span className={`${Classes.BREADCRUMB} ${Classes.BREADCRUMB_CURRENT}`} aria-current="page">
                  {crumb.label}
                  {help && (
                    <Button
                      className="tessera-help-button"
                      variant="minimal"
                      size="small"
                      icon={<HelpIcon size={14} />}
                      aria-label={HELP_BUTTON_LABEL}
                      title={HELP_BUTTON_LABEL}
                      onClick={() => setHelpOpen(true)}
                    />
                  )}
                </span>
              ) : (
                <Link className={Classes.BREADCRUMB} to={crumb.path}>
                  {crumb.label}
                </Link>
              )}
            </li>
          )
        })}
      </ol>
      {help && <HelpDialog isOpen={helpOpen} onClose={() => setHelpOpen(false)} help={help} />}
    </nav>
  )
}
