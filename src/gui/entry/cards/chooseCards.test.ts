// Which overview cards show, in which order (spec 3 §2.2, ui.entry.cards).
import { describe, expect, it } from 'vitest'
import type { CardsConfig } from '../../../core/config/config.generated'
import { entryContext, hasProperty, type EntryContext } from '../entryContext'
import type { CardDef } from './cardDef'
import { chooseCards } from './chooseCards'

const Nothing = () => null
const aCard = (type: string, appliesTo: (entry: EntryContext) => boolean = () => true): CardDef => ({ type, appliesTo, load: async () => ({ default: Nothing }) })
const DEFS = [aCard('material'), aCard('electronic', hasProperty('dos_electronic')), aCard('xrd', hasProperty('diffraction_pattern')), aCard('history')]
const entry = (...available: string[]) =>
  entryContext({ entry_id: 'e1', upload_id: 'u1', mainfile: 'a.xy', results: { properties: { available_properties: available } } })
const cards = (config: Partial<CardsConfig>): CardsConfig => ({ exclude: [], ...config })

describe('chooseCards', () => {
  it.each<[string, Partial<CardsConfig>, string[], string[]]>([
    ['every card that applies, in registry order', {}, ['diffraction_pattern'], ['material', 'xrd', 'history']],
    ['cards whose property the entry lacks are left out', {}, [], ['material', 'history']],
    ["include's order", { include: ['history', 'xrd', 'material'] }, ['diffraction_pattern'], ['history', 'xrd', 'material']],
    ['only what include lists', { include: ['xrd'] }, ['diffraction_pattern', 'dos_electronic'], ['xrd']],
    ['exclude wins over include', { include: ['xrd', 'material'], exclude: ['material'] }, ['diffraction_pattern'], ['xrd']],
    ['names the runtime has no card for are skipped', { include: ['sections', 'xrd'] }, ['diffraction_pattern'], ['xrd']],
  ])('%s', (_, config, available, shown) => {
    expect(chooseCards(DEFS, cards(config), entry(...available)).map((chosen) => chosen.def.type)).toEqual(shown)
  })

  it("carries a card's configured failure message", () => {
    const chosen = chooseCards(DEFS, cards({ include: ['xrd', 'material'], options: { xrd: { error: 'No pattern today.' } } }), entry('diffraction_pattern'))
    expect(chosen.map(({ def, error }) => [def.type, error])).toEqual([['xrd', 'No pattern today.'], ['material', undefined]])
  })

  it('reads malformed available_properties as none', () => {
    const odd = entryContext({ entry_id: 'e1', upload_id: 'u1', mainfile: 'a', results: { properties: { available_properties: 'diffraction_pattern' } } })
    expect(chooseCards(DEFS, cards({}), odd).map((chosen) => chosen.def.type)).toEqual(['material', 'history'])
  })
})
