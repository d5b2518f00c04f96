// Which cards the overview shows, in which order (spec 3 §2.2, config ui.entry.cards):
// `include` lists the cards in its order (default: every registered card, built-ins
// first, then the plugins' in their order), `exclude` leaves cards out, and of those a
// card shows when the runtime has it and it applies to the entry. A name the runtime
// does not know is left out here: the server has checked the names against the types
// of the installation, and built-in cards not drawn yet are drawn by a later release.
import type { CardsConfig } from '../../../core/config/config.generated'
import type { EntryContext } from '../entryContext'
import type { CardDef } from './cardDef'

export interface ChosenCard {
  readonly def: CardDef
  /** The card's configured failure message, if any. */
  readonly error?: string
}

export function chooseCards(defs: readonly CardDef[], config: CardsConfig, entry: EntryContext): ChosenCard[] {
  const byType = new Map(defs.map((def) => [def.type, def]))
  const names = config.include ?? defs.map((def) => def.type)
  return names
    .filter((name) => !config.exclude.includes(name))
    .flatMap((name): ChosenCard[] => {
      const def = byType.get(name)
      if (!def || !def.appliesTo(entry)) return []
      const error = config.options?.[name]?.error
      return [{ def, ...(error !== undefined && { error }) }]
    })
}
