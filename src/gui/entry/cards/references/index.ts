// The references card (spec 3 §2.2): the entry's references as links.
import type { CardDef } from '../cardDef'
import { referencesOf } from './read'

export const referencesCard: CardDef = {
  type: 'references',
  appliesTo: (entry) => referencesOf(entry).length > 0,
  load: () => import('./ReferencesCard'),
}
