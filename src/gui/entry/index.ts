// Public face of the entry page (spec 3 §2): the page (a lazy chunk), what an overview
// card type is, and the entry context cards read.
export { LazyEntryPage } from './LazyEntryPage'
export { ENTRY_LOADING_LABEL, ENTRY_MISSING_MESSAGE, NO_CARDS_MESSAGE } from './messages'
export type { CardDef, CardProps, CardRegistry } from './cards/cardDef'
export { chooseCards } from './cards/chooseCards'
export type { ChosenCard } from './cards/chooseCards'
export { availableProperties, entryContext, hasProperty } from './entryContext'
export type { EntryContext } from './entryContext'
