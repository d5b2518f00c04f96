// The entry page as a chunk of its own: the search pages' first paint does not carry it,
// and its cards load with it only when an entry is opened. The entry's metadata is asked
// for while the chunk loads, and the page draws once the chunk is there rather than
// suspending (runtime/useLoaded.ts: React's fallback throttle would hold it back). On the
// overview, the cards the entry will show start loading as soon as its metadata is in.
import { Spinner } from '@blueprintjs/core'
import { useParams } from 'react-router'
import { useEntryQuery } from '../api'
import { lazyRenderer, useEnv, useLoaded, usePreloadedTypes, useRegistry } from '../runtime'
import { chooseCards } from './cards/chooseCards'
import { entryContext } from './entryContext'
import type { EntryTab } from './tabs/tabs'

const entryPage = lazyRenderer<{ tab?: EntryTab }>(() => import('./EntryPage'))

export function LazyEntryPage({ tab }: { readonly tab?: EntryTab }) {
  const { entryId = '' } = useParams()
  // The same request the page makes (one cache entry): it starts before the page's chunk is in.
  const { data } = useEntryQuery(entryId, { skip: entryId === '' })
  const cards = useRegistry('cards')
  const { ui } = useEnv()
  const overview = tab === undefined || tab === 'overview'
  usePreloadedTypes('cards', overview && data ? chooseCards(cards.all(), ui.entry.cards, entryContext(data.data)).map(({ def }) => def.type) : [])
  const loaded = useLoaded([entryPage])
  if (!loaded) return <Spinner size={32} className="tessera-page-loading" />
  return <entryPage.Component {...(tab ? { tab } : {})} />
}
