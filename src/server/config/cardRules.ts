// The entry page's cards in the config (`ui.entry.cards`, spec 3 §2.2) beyond the schema:
// every card the config names — in include, exclude or options — must be a card type
// the installation has. Before the plugins are known, a name nobody defines passes (a
// GUI plugin may register it).
import { unknownType, type AppTypes } from '../../core/apps'
import type { CardsConfig } from '../../core/config/config.generated'
import type { Problem } from './validation'

const PATH = 'ui.entry.cards'

export function cardProblems(cards: CardsConfig, types: AppTypes): Problem[] {
  if (types.unknownTypes === 'pass') return []
  const named: [string, string][] = [
    ...(cards.include ?? []).map((type, index): [string, string] => [`${PATH}.include[${index}]`, type]),
    ...cards.exclude.map((type, index): [string, string] => [`${PATH}.exclude[${index}]`, type]),
    ...Object.keys(cards.options ?? {}).map((type): [string, string] => [`${PATH}.options.${type}`, type]),
  ]
  return named.filter(([, type]) => !types.card(type)).map(([path, type]) => ({ path, reason: unknownType('card', type) }))
}
