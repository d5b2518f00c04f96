// dev/datatable (spec 1 §2): the data table with the demo data in its five forms — details
// paginated, paginated, plain, scroll and load more — with rows per page 5, 10, 50, 100.
import { Tab, Tabs } from '@blueprintjs/core'
import { useState } from 'react'
import { Page } from '../components/Page'
import { DataTableDemo, type DemoPaging } from './DataTableDemo'
import { demoRows, LONG_SERIES, SHORT_SERIES } from './demoData'
import './dev.css'

export const DATATABLE_TITLE = 'Data tables'

interface DemoTab {
  readonly id: string
  readonly title: string
  readonly count: number
  readonly paging: DemoPaging
  readonly pageSize: number
  readonly details?: boolean
}

/** The tabs of spec 1 §2 with the sizes of §3's demo data: 1024 points in pages of 100 or 10, and 23. */
export const DEMO_TABS: readonly DemoTab[] = [
  { id: 'details-paginated', title: 'details paginated', count: LONG_SERIES, paging: 'pages', pageSize: 100, details: true },
  { id: 'paginated', title: 'paginated', count: LONG_SERIES, paging: 'pages', pageSize: 10 },
  { id: 'plain', title: 'plain', count: SHORT_SERIES, paging: 'none', pageSize: SHORT_SERIES },
  { id: 'scroll', title: 'scroll', count: LONG_SERIES, paging: 'scroll', pageSize: 10 },
  { id: 'load-more', title: 'load more', count: LONG_SERIES, paging: 'more', pageSize: 10 },
]

export default function DataTablePage() {
  const [tab, setTab] = useState(DEMO_TABS[0].id)
  return (
    <Page title={DATATABLE_TITLE} width="wide">
      <Tabs id="datatable-demos" selectedTabId={tab} onChange={(next) => setTab(String(next))} renderActiveTabPanelOnly>
        {DEMO_TABS.map((demo) => (
          <Tab
            key={demo.id}
            id={demo.id}
            title={demo.title}
            panel={
              <DataTableDemo
                label={`${demo.title} (${demo.count} items)`}
                rows={demoRows(demo.count)}
                paging={demo.paging}
                pageSize={demo.pageSize}
                details={demo.details}
              />
            }
          />
        ))}
      </Tabs>
    </Page>
  )
}
