// What an overview card type is (spec 3 §2.2): the definition the `cards` registry holds,
// built-in or from a plugin. `appliesTo` reads the entry's metadata (cheap, before any
// card loads); the card itself fetches the archive parts it draws.
import type { Loader, Registry, RendererDef } from '../../runtime'
import type { EntryContext } from '../entryContext'

export interface CardProps {
  readonly entry: EntryContext
}

export interface CardDef extends RendererDef<CardProps> {
  /** Whether the entry has what the card shows; a card that does not apply is left out. */
  appliesTo(entry: EntryContext): boolean
  readonly load: Loader<CardProps>
}

/** The card types of a runtime (`useRegistry('cards')`). */
export type CardRegistry = Registry<CardDef>

declare module '../../runtime/kinds' {
  interface RendererKinds {
    cards: CardDef
  }
}
