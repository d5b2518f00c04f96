import { Page } from '../../components/Page'

/** A page a later issue fills; until then it shows the page title. */
export function PlaceholderPage({ title }: { title: string }) {
  return <Page title={title} />
}
