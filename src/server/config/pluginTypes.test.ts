// Widget, menu item and card types of plugins (issue 15): the schema admits a type it
// does not know; once the plugins are loaded, the app rules check it against theirs.
import { describe, expect, it } from 'vitest'
import { appTypes, BUILT_IN_TYPES, defineCard, quantityFields, type MenuItemType, type WidgetType } from '../../core/apps'
import type { CardsConfig } from '../../core/config/config.generated'
import { cardProblems } from './cardRules'
import { anApp, anAppWithMenu, aWidget, messagesOf } from './testing'
import { schemaProblems } from './validation'

const SOURCE = 'apps/test.yaml'
const at = (path: string, reason: string) => `${SOURCE}: ${path}: ${reason}`

/** A plugin's widget as its manifest would declare it: a schema and the quantities it names. */
const energyLandscape: WidgetType = {
  type: 'energy_landscape',
  legacyTypes: [],
  schema: {
    type: 'object',
    required: ['type', 'energy'],
    additionalProperties: false,
    properties: {
      type: { const: 'energy_landscape' },
      layout: { $ref: 'app.schema.json#/definitions/WidgetLayouts' },
      energy: { type: 'object', required: ['search_quantity'], properties: { search_quantity: { type: 'string' }, unit: { type: 'string' } } },
    },
  },
  quantities: quantityFields([{ field: 'energy.search_quantity', use: 'histogram', unit: 'energy.unit' }]),
}
const myChart: MenuItemType = {
  type: 'my_chart',
  schema: { type: 'object', properties: { bins: { type: 'integer' } } },
  quantities: quantityFields([{ field: 'search_quantity', use: 'terms' }]),
}
const xrd = defineCard({ type: 'xrd', description: 'An X-ray diffraction pattern.' })

const loaded = appTypes({ plugins: [{ widgets: [energyLandscape], menuItems: [myChart], cards: [xrd] }], unknownTypes: 'report' })
const GAP = 'results.properties.electronic.band_gap.value'

describe('widget types of loaded plugins', () => {
  it('accepts a widget that passes its plugin schema and names fitting quantities', () => {
    expect(messagesOf(anApp({ dashboard: { widgets: [aWidget('energy_landscape', { energy: { search_quantity: GAP, unit: 'eV' } })] } }), SOURCE, loaded)).toEqual([])
  })

  it("reports what the plugin's schema refuses, at the widget's path", () => {
    expect(messagesOf(anApp({ dashboard: { widgets: [aWidget('energy_landscape', { energy: {}, colour: 'red' })] } }), SOURCE, loaded)).toEqual([
      at('dashboard.widgets[0].colour', 'is not a known option'),
      at('dashboard.widgets[0].energy.search_quantity', 'is required'),
    ])
  })

  it('checks the quantities and units the plugin says the widget names', () => {
    expect(messagesOf(anApp({ dashboard: { widgets: [aWidget('energy_landscape', { energy: { search_quantity: 'results.material.structural_type' } })] } }), SOURCE, loaded)).toEqual([
      at('dashboard.widgets[0].energy.search_quantity', '"results.material.structural_type" (enum) cannot be used in a histogram; it takes int, float or timestamp'),
    ])
    expect(messagesOf(anApp({ dashboard: { widgets: [aWidget('energy_landscape', { energy: { search_quantity: GAP, unit: 'K' } })] } }), SOURCE, loaded)).toEqual([
      at('dashboard.widgets[0].energy.unit', `The provided defaultDisplayUnit for ${GAP} has incorrect dimensionality for this field.`),
    ])
  })

  it("reports 'Unknown widget type' when no plugin defines the type", () => {
    expect(messagesOf(anApp({ dashboard: { widgets: [aWidget('energy_landscpe', { anything: true })] } }), SOURCE, loaded)).toEqual([
      at('dashboard.widgets[0].type', 'Unknown widget type: energy_landscpe.'),
    ])
  })

  it('still knows the legacy names of the built-ins', () => {
    const widget = aWidget('scatterplot', { x: { search_quantity: 'results.material.n_elements' }, y: { search_quantity: 'upload_create_time' } })
    expect(messagesOf(anApp({ dashboard: { widgets: [widget] } }), SOURCE, loaded)).toEqual([])
  })

  it('lets any type pass while the plugins are not known', () => {
    expect(messagesOf(anApp({ dashboard: { widgets: [aWidget('energy_landscpe', { anything: true })] } }), SOURCE, BUILT_IN_TYPES)).toEqual([])
  })
})

describe('menu item types of loaded plugins', () => {
  it('checks the schema and quantities the plugin gives its type', () => {
    expect(messagesOf(anAppWithMenu([{ type: 'my_chart', search_quantity: 'results.material.structural_type', bins: 10 }]), SOURCE, loaded)).toEqual([])
    expect(messagesOf(anAppWithMenu([{ type: 'my_chart', search_quantity: GAP, bins: 10 }]), SOURCE, loaded)).toEqual([
      at('menu.items[0].search_quantity', `"${GAP}" (float) cannot be used in a terms list; it takes string, enum, boolean or int`),
    ])
    expect(messagesOf(anAppWithMenu([{ type: 'my_chart', search_quantity: GAP, bins: 'ten' }]), SOURCE, loaded)).toEqual([at('menu.items[0].bins', 'must be integer')])
  })

  it("reports 'Unknown menu item type' when no plugin defines the type", () => {
    expect(messagesOf(anAppWithMenu([{ type: 'menu', title: 'Sub', items: [{ type: 'my_chrt' }] }]), SOURCE, loaded)).toEqual([
      at('menu.items[0].items[0].type', 'Unknown menu item type: my_chrt.'),
    ])
  })
})

describe('card types in ui.entry.cards', () => {
  const cards = (config: Partial<CardsConfig>): CardsConfig => ({ exclude: [], ...config })

  it('accepts the built-in cards and those of loaded plugins', () => {
    expect(cardProblems(cards({ include: ['material', 'xrd'], exclude: ['relatedResources'], options: { xrd: { error: 'No pattern.' } } }), loaded)).toEqual([])
  })

  it("reports 'Unknown card type' wherever a card nobody defines is named", () => {
    expect(cardProblems(cards({ include: ['material', 'xdr'], exclude: ['electornic'], options: { histroy: {} } }), loaded)).toEqual([
      { path: 'ui.entry.cards.include[1]', reason: 'Unknown card type: xdr.' },
      { path: 'ui.entry.cards.exclude[0]', reason: 'Unknown card type: electornic.' },
      { path: 'ui.entry.cards.options.histroy', reason: 'Unknown card type: histroy.' },
    ])
  })

  it('lets any card pass while the plugins are not known', () => {
    expect(cardProblems(cards({ include: ['xdr'] }), BUILT_IN_TYPES)).toEqual([])
  })
})

describe("a plugin type's schema", () => {
  it('that ajv cannot compile is itself the problem', () => {
    expect(schemaProblems({ type: 'no such type' }, {}, 'dashboard.widgets[0]')).toEqual([
      { path: 'dashboard.widgets[0]', reason: expect.stringMatching(/^the type's schema cannot be used: /) },
    ])
  })
})
