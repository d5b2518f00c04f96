// The entry page's tab bar (spec 3 §2.2): overview, files, data, logs, each a link to its
// path; the logs tab carries an error icon when the entry has processing errors.
import { Classes, Tab, Tabs } from '@blueprintjs/core'
import { ErrorIcon } from '@blueprintjs/icons'
import { useNavigate } from 'react-router'
import { LOGS_ERROR_ICON_LABEL, TAB_TITLES } from '../messages'
import { ENTRY_TABS, tabPath, type EntryTab } from './tabs'

export interface EntryTabsProps {
  readonly base: string
  readonly tab: EntryTab
  readonly hasErrors: boolean
}

export function EntryTabs({ base, tab, hasErrors }: EntryTabsProps) {
  const navigate = useNavigate()
  return (
    <Tabs id="entry-tabs" selectedTabId={tab} onChange={(next) => void navigate(tabPath(base, next as EntryTab))} className="tessera-entry-tabs" size="large">
      {ENTRY_TABS.map((name) => (
        <Tab
          key={name}
          id={name}
          title={TAB_TITLES[name]}
          {...(name === 'logs' && hasErrors ? { icon: <ErrorIcon className={Classes.INTENT_DANGER} title={LOGS_ERROR_ICON_LABEL} /> } : {})}
        />
      ))}
    </Tabs>
  )
}
