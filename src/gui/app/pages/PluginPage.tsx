// A page a plugin adds (`routes` of definePlugin): its title as every page has it, its
// content loaded when first shown and drawn inside a boundary, so a failing plugin page
// says so and the shell goes on.
import { Page } from '../../components/Page'
import { RendererBoundary, type PluginRoute } from '../../runtime'

/** For the messages: 'Could not render page.' */
export const PAGE_KIND = 'page'

export function PluginPage({ route }: { readonly route: PluginRoute }) {
  return (
    <Page title={route.title}>
      <RendererBoundary kind={PAGE_KIND} load={route.load} props={{}} />
    </Page>
  )
}
