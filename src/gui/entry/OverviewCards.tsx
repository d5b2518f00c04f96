// The overview's right column: the cards the config and the entry choose
// (cards/chooseCards.ts), each drawn through the runtime's `cards` registry inside its
// own boundary, so a failing card shows its message and the others draw on. The warning
// is for a configuration that defines no card at all (spec 3 §2.2); an entry no defined
// card applies to (an ELN entry without a card of its own) shows no cards and no warning.
import { Callout, Spinner, SpinnerSize } from '@blueprintjs/core'
import { loadingLabel, REGISTRIES, RendererBoundary, useEnv, useRegistry, useRenderersLoaded } from '../runtime'
import type { CardProps } from './cards/cardDef'
import { chooseCards } from './cards/chooseCards'
import type { EntryContext } from './entryContext'
import { NO_CARDS_MESSAGE } from './messages'

export function OverviewCards({ entry }: { readonly entry: EntryContext }) {
  const registry = useRegistry('cards')
  const { ui } = useEnv()
  const chosen = chooseCards(registry.all(), ui.entry.cards, entry)
  const { include, exclude } = ui.entry.cards
  const defined = (include ?? registry.all().map((def) => def.type)).filter((name) => !exclude.includes(name))
  // The chosen cards draw once their chunks are there, all at once: suspending each would
  // hold the page back by React's fallback throttle (runtime/useLoaded.ts).
  const loaded = useRenderersLoaded('cards', chosen.map(({ def }) => def.type))
  if (defined.length === 0) {
    return (
      <Callout intent="warning" className="tessera-entry-cards">
        {NO_CARDS_MESSAGE}
      </Callout>
    )
  }
  if (chosen.length === 0) return null
  if (!loaded) {
    return (
      <div className="tessera-entry-cards">
        <Spinner size={SpinnerSize.SMALL} aria-label={loadingLabel(REGISTRIES.cards.kind)} />
      </div>
    )
  }
  return (
    <div className="tessera-entry-cards">
      {chosen.map(({ def, error }) => (
        <RendererBoundary<CardProps>
          key={def.type}
          registry={registry}
          type={def.type}
          props={{ entry }}
          resetKey={entry.entryId}
          {...(error !== undefined && { message: error })}
        />
      ))}
    </div>
  )
}
