import { describe, expect, it } from 'vitest'
import { createGuiRuntime } from './guiRuntime'
import type { RegistryName } from './kinds'
import { ConfigError, createRegistry } from './registry'

interface TestDef {
  readonly type: string
  readonly note?: string
}
const aDef = (type: string, note?: string): TestDef => ({ type, ...(note && { note }) })

describe('createRegistry', () => {
  it('returns a definition by its type', () => {
    const histogram = aDef('histogram')
    const registry = createRegistry('widget', [histogram])
    expect(registry.get('histogram')).toBe(histogram)
  })

  it('throws a ConfigError naming the kind and type for an unknown type', () => {
    const registry = createRegistry<TestDef>('widget')
    expect(() => registry.get('histogramm')).toThrow(ConfigError)
    expect(() => registry.get('histogramm')).toThrow('Unknown widget type: histogramm.')
  })

  it('tells whether a type is registered', () => {
    const registry = createRegistry('card', [aDef('material')])
    expect(registry.has('material')).toBe(true)
    expect(registry.has('workflow')).toBe(false)
  })

  it('lists all definitions in the order given', () => {
    const registry = createRegistry('card', [aDef('a'), aDef('b')])
    expect(registry.all().map((def) => def.type)).toEqual(['a', 'b'])
  })

  it('lets a later definition of the same type replace the earlier one in its place', () => {
    const plugin = aDef('date', 'from a plugin')
    const registry = createRegistry('column format', [aDef('date'), aDef('text'), plugin])
    expect(registry.get('date')).toBe(plugin)
    expect(registry.all().map((def) => def.type)).toEqual(['date', 'text'])
  })

  it("fails with 'Could not render {kind}.' unless told otherwise", () => {
    expect(createRegistry('card').failureMessage).toBe('Could not render card.')
    expect(createRegistry('archive lane', [], { failureMessage: 'Broken.' }).failureMessage).toBe('Broken.')
  })
})

describe("the runtime's registries", () => {
  const { registries } = createGuiRuntime([])
  it.each<[RegistryName, string, string]>([
    ['menuItems', 'Unknown menu item type: x.', 'Could not render menu item.'],
    ['widgets', 'Unknown widget type: x.', 'Could not render widget.'],
    ['columns', 'Unknown column format type: x.', 'Could not render column format.'],
    ['cards', 'Unknown card type: x.', 'Could not render card.'],
    ['previewers', 'Unknown file previewer type: x.', 'Could not render file previewer.'],
    ['archiveLanes', 'Unknown archive lane type: x.', 'This section could not be rendered, due to an unexpected error.'],
    ['editors', 'Unknown edit component type: x.', 'Could not render edit component.'],
  ])('%s reports an unknown type with "%s" and a failure with "%s"', (name, unknown, failure) => {
    expect(() => registries[name].get('x')).toThrow(unknown)
    expect(registries[name].failureMessage).toBe(failure)
  })
})
