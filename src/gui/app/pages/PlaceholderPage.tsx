import type { ReactNode } from 'react'
import { Page } from '../../components/Page'

/** A page a later issue fills; until then it shows the page title (and what it is given). */
export function PlaceholderPage({ title, children }: { title: string; children?: ReactNode }) {
  return <Page title={title}>{children}</Page>
}
