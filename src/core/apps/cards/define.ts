// What an entry overview card type is in the config (spec 3 §2.2; `ui.entry.cards`): its
// name and the options `ui.entry.cards.options.<type>` takes. Which entries a card applies
// to and how it draws are the GUI's.
import type { JsonSchema } from '../fields'

export interface CardType {
  /** The name written in `ui.entry.cards` (include, exclude, options). */
  readonly type: string
  /** What the card shows, for the configuration reference. */
  readonly description: string
  /** The schema of `ui.entry.cards.options.<type>`. */
  readonly schema: JsonSchema
  /** False: left out unless the config includes it (its type is in the default exclude list). */
  readonly shownByDefault: boolean
}

/** The name of the common card options' definition in config.schema.json. */
export const CARD_CONFIG_NAME = 'CardConfig'

/** What every card takes: the message shown when it fails to render. */
export const CARD_CONFIG: JsonSchema = {
  title: CARD_CONFIG_NAME,
  type: 'object',
  additionalProperties: false,
  properties: { error: { type: 'string', description: 'Message shown when the card fails to render.' } },
}

export interface BuiltInCard {
  readonly type: string
  readonly description: string
  /** Default true. */
  readonly shownByDefault?: boolean
  /** Default the common card options. */
  readonly schema?: JsonSchema
}

export function defineCard(def: BuiltInCard): CardType {
  return { type: def.type, description: def.description, schema: def.schema ?? CARD_CONFIG, shownByDefault: def.shownByDefault ?? true }
}
