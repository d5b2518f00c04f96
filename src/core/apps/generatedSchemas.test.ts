// The schemas in schemas/ hold what the type definitions write: this fails when one of
// them was edited by hand or a definition changed without `npm run artifacts`.
import Ajv from 'ajv'
import { describe, expect, it } from 'vitest'
import appSchema from '../../../schemas/app.schema.json'
import configSchema from '../../../schemas/config.schema.json'
import { BUILT_IN_CARDS, CARD_CONFIG, CARDS_HIDDEN_BY_DEFAULT } from './cards'
import { APP_SCHEMA_KEY, appSchemaRef, appSchemaWithTypes, configSchemaWithCards } from './generatedSchemas'
import { BUILT_IN_MENU_ITEMS } from './menuItems'
import { BUILT_IN_WIDGET_NAMES, BUILT_IN_WIDGETS } from './widgets'

describe('the checked-in schemas', () => {
  it('app.schema.json holds the definitions of the built-in widget and menu item types', () => {
    expect(appSchemaWithTypes(appSchema)).toEqual(appSchema)
  })

  it('config.schema.json holds the card definitions', () => {
    expect(configSchemaWithCards(configSchema)).toEqual(configSchema)
  })

  it('has each built-in under its schema name, and nothing the types no longer write', () => {
    const definitions: { [name: string]: unknown } = appSchema.definitions
    for (const def of [...BUILT_IN_WIDGETS, ...BUILT_IN_MENU_ITEMS]) expect(definitions[def.schemaName!]).toMatchObject(def.schema)
    const stale = { ...appSchema, definitions: { ...appSchema.definitions, WidgetRetired: { $comment: appSchema.definitions.Widget.$comment, title: 'WidgetRetired' } } }
    expect(Object.keys(appSchemaWithTypes(stale).definitions as object)).not.toContain('WidgetRetired')
  })
})

describe('type names', () => {
  it('are unique within each kind', () => {
    for (const names of [BUILT_IN_WIDGET_NAMES, BUILT_IN_MENU_ITEMS.map((def) => def.type), BUILT_IN_CARDS.map((def) => def.type)]) {
      expect(new Set(names).size).toBe(names.length)
    }
  })

  it('of the built-in widgets are refused by the plugin branch, so that each widget matches one branch', () => {
    const ajv = new Ajv({ strict: false })
    ajv.addSchema(appSchema, 'app.schema.json')
    const plugin = ajv.getSchema('app.schema.json#/definitions/WidgetPlugin')!
    for (const type of BUILT_IN_WIDGET_NAMES) expect(plugin({ type })).toBe(false)
    expect(plugin({ type: 'energy_landscape', anything: true })).toBe(true)
  })
})

describe('a built-in type used outside the app schema', () => {
  it('is a $ref that resolves where the app schema is added under its key', () => {
    const ajv = new Ajv({ strict: false })
    ajv.addSchema(appSchema, APP_SCHEMA_KEY)
    const validate = ajv.compile(appSchemaRef(BUILT_IN_WIDGETS[0].schemaName!))
    expect(validate({ type: 'terms', search_quantity: 'entry_type', layout: { lg: { x: 0, y: 0, w: 6, h: 9 } } })).toBe(true)
    expect(validate({ type: 'terms' })).toBe(false)
  })
})

describe('cards', () => {
  it('all take the common card options (the config schema keeps one map of them)', () => {
    for (const card of BUILT_IN_CARDS) expect(card.schema).toBe(CARD_CONFIG)
  })

  it('hidden by default are the default of ui.entry.cards.exclude', () => {
    expect(CARDS_HIDDEN_BY_DEFAULT).toEqual(['relatedResources'])
    expect(configSchema.properties.ui.properties.entry.properties.cards.properties.exclude.default).toEqual(CARDS_HIDDEN_BY_DEFAULT)
  })
})
