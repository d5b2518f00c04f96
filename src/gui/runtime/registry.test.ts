import { describe, expect, it } from 'vitest'
import { ConfigError, createRegistry, type Def } from './registry'
import { archiveLanes, cards, columns, editors, menuItems, previewers, widgets } from './registries'

const Nothing = () => null
const aDef = (type: string, extra: Partial<Def<unknown, never>> = {}): Def<unknown, never> => ({
  type,
  schema: { type: 'object' },
  component: Nothing,
  ...extra,
})

describe('createRegistry', () => {
  it('returns a registered definition by its type', () => {
    const registry = createRegistry('widget')
    const histogram = aDef('histogram')
    registry.register(histogram)
    expect(registry.get('histogram')).toBe(histogram)
  })

  it('throws a ConfigError naming the kind and type for an unknown type', () => {
    const registry = createRegistry('widget')
    expect(() => registry.get('histogramm')).toThrow(ConfigError)
    expect(() => registry.get('histogramm')).toThrow('Unknown widget type: histogramm.')
  })

  it('tells whether a type is registered', () => {
    const registry = createRegistry('card')
    registry.register(aDef('material'))
    expect(registry.has('material')).toBe(true)
    expect(registry.has('workflow')).toBe(false)
  })

  it('lists all definitions in registration order', () => {
    const registry = createRegistry('card')
    registry.register(aDef('a'))
    registry.register(aDef('b'))
    expect(registry.all().map((def) => def.type)).toEqual(['a', 'b'])
  })

  it('lets a later registration of the same type replace the earlier one', () => {
    const registry = createRegistry('column format')
    registry.register(aDef('date'))
    const plugin = aDef('date', { migrate: (old) => old })
    registry.register(plugin)
    expect(registry.get('date')).toBe(plugin)
    expect(registry.all()).toHaveLength(1)
  })
})

describe('the shared registries', () => {
  it.each([
    [menuItems, 'Unknown menu item type: x.'],
    [widgets, 'Unknown widget type: x.'],
    [columns, 'Unknown column format type: x.'],
    [cards, 'Unknown card type: x.'],
    [previewers, 'Unknown file previewer type: x.'],
    [archiveLanes, 'Unknown archive lane type: x.'],
    [editors, 'Unknown edit component type: x.'],
  ])('%# reports an unknown type with "%s"', (registry, message) => {
    expect(() => registry.get('x')).toThrow(message)
  })
})
