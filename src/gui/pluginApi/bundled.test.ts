// Bundled GUI modules join the runtime only where the server loaded their plugin.
import { describe, expect, it } from 'vitest'
import { definePlugin } from '../runtime'
import { activePlugins, notAPluginMessage, otherIdMessage, type BundledModule } from './bundled'

const xrd = definePlugin({ id: 'xrd' })
const raman = definePlugin({ id: 'raman' })
const loaded = (...ids: string[]) => ({ plugins: ids.map((id) => ({ id, name: id, version: '1', options: {} })) })

describe('activePlugins', () => {
  const bundled: BundledModule[] = [{ id: 'xrd', module: xrd }, { id: 'raman', module: raman }]

  it.each([
    ['none where the server loaded none', [], []],
    ['those the server loaded, in its order', ['raman', 'xrd'], [raman, xrd]],
    ['none for a plugin the build did not bundle', ['eels'], []],
  ])('%s', (_, ids, expected) => {
    expect(activePlugins(bundled, loaded(...ids))).toEqual(expected)
  })

  it.each([
    ['a module without definePlugin as default', { id: 'xrd', module: undefined }, notAPluginMessage('xrd')],
    ['a module defining another id', { id: 'xrd', module: raman }, otherIdMessage('xrd', 'raman')],
  ])('reports and leaves out %s', (_, module, message) => {
    const reported: string[] = []
    expect(activePlugins([module], loaded('xrd'), (text) => reported.push(text))).toEqual([])
    expect(reported).toEqual([message])
  })
})
