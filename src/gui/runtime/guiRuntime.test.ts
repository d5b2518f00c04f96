import { describe, expect, it } from 'vitest'
import type { AppEnv } from '../../core/config/env'
import { createGuiRuntime, duplicatePluginMessage } from './guiRuntime'
import type { Loader } from './lazyRenderer'
import { definePlugin, type PluginRoute } from './plugin'
import { ConfigError } from './registry'
import { NOT_APPLICABLE } from './testers'
import { anApp } from './testing/aGuiEnv'

const Nothing = () => null
const load: Loader<object> = async () => ({ default: Nothing })
// Overview cards (entry/cards/cardDef.ts) say which entries they apply to.
const card = (type: string, loader: Loader<object> = load) => ({ type, load: loader, appliesTo: () => true })

describe('createGuiRuntime', () => {
  it("fills each registry with its plugins' definitions, in the order listed", () => {
    const runtime = createGuiRuntime([
      definePlugin({ id: 'a', cards: [card('material')], previewers: [{ type: 'text', name: 'text', title: 'Text', maxSizeAutoPreview: 0, rank: () => 1, load }] }),
      definePlugin({ id: 'b', cards: [card('workflow')] }),
    ])
    expect(runtime.registries.cards.all().map((def) => def.type)).toEqual(['material', 'workflow'])
    expect(runtime.registries.previewers.best({ name: 'a.txt', size: 1 })?.type).toBe('text')
    expect(runtime.registries.widgets.all()).toEqual([])
  })

  it('lets a plugin listed later replace a type of an earlier one', () => {
    const own = card('material', async () => ({ default: Nothing }))
    const runtime = createGuiRuntime([definePlugin({ id: 'tessera', cards: [card('material')] }), definePlugin({ id: 'mine', cards: [own] })])
    expect(runtime.registries.cards.get('material')).toBe(own)
  })

  it('refuses a plugin listed twice', () => {
    const plugin = definePlugin({ id: 'xrd' })
    expect(() => createGuiRuntime([plugin, plugin])).toThrow(ConfigError)
    expect(() => createGuiRuntime([plugin, plugin])).toThrow(duplicatePluginMessage('xrd'))
  })

  it('makes a new runtime every time: nothing is shared between runtimes', () => {
    const first = createGuiRuntime([definePlugin({ id: 'a', cards: [card('material')] })])
    const second = createGuiRuntime([])
    expect(first.registries.cards.has('material')).toBe(true)
    expect(second.registries.cards.has('material')).toBe(false)
    expect(first.renderer(load)).not.toBe(second.renderer(load))
  })

  it('gives one lazy component per loader', () => {
    const runtime = createGuiRuntime([])
    expect(runtime.renderer(load)).toBe(runtime.renderer(load))
  })

  it("collects the plugins' apps and pages", () => {
    const app: AppEnv = anApp({ key: 'xrd', path: 'xrd', label: 'XRD patterns' })
    const page: PluginRoute = { path: 'xrd/about', title: 'About XRD', load }
    const runtime = createGuiRuntime([definePlugin({ id: 'xrd', apps: [app], routes: [page] })])
    expect(runtime.apps).toEqual([app])
    expect(runtime.routes).toEqual([page])
  })

  it('preloads every registered renderer', async () => {
    const loaded: string[] = []
    const tracked = (type: string) => card(type, async () => (loaded.push(type), { default: Nothing }))
    const runtime = createGuiRuntime([
      definePlugin({ id: 'a', cards: [tracked('material')], editors: [{ ...tracked('number'), rank: () => NOT_APPLICABLE }] }),
    ])
    await runtime.preload()
    expect(loaded.sort()).toEqual(['material', 'number'])
  })
})
