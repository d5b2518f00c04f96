import { describe, expect, it } from 'vitest'
import { createGuiRuntime, definePlugin } from '../../runtime'
import { aGuiEnv, anApp } from '../../runtime/testing/aGuiEnv'
import { byCategory, menusFromRoutes } from './menus'
import { buildRouteDefs } from './routeDefs'

const menusOf = (env = aGuiEnv()) => menusFromRoutes(buildRouteDefs(env))
const labelsAndPaths = (entries: { label: string; path: string }[]) => entries.map((e) => [e.label, e.path])

describe('menus derived from the route table', () => {
  it('Publish lists uploads, datasets and the search of your data', () => {
    expect(labelsAndPaths(menusOf().Publish)).toEqual([
      ['Uploads', '/user/uploads'],
      ['Datasets', '/user/datasets'],
      ['Search your data', '/user/search'],
    ])
  })

  it('Explore has one item per app at /search/{path}', () => {
    const env = aGuiEnv({
      ui: {
        ...aGuiEnv().ui,
        apps: [anApp(), anApp({ key: 'eln', path: 'eln', label: 'ELN', category: 'Experiment' })],
      },
    })
    expect(labelsAndPaths(menusOf(env).Explore)).toEqual([
      ['Entries', '/search/entries'],
      ['ELN', '/search/eln'],
    ])
  })

  it('Explore is empty when no app exists', () => {
    expect(menusOf(aGuiEnv({ ui: { ...aGuiEnv().ui, apps: [] } })).Explore).toEqual([])
  })

  it('Analyze lists APIs and Metainfo', () => {
    expect(labelsAndPaths(menusOf().Analyze)).toEqual([
      ['APIs', '/analyze/apis'],
      ['Metainfo', '/analyze/metainfo'],
    ])
  })

  it('Analyze lists the Remote Tools Hub when it is enabled', () => {
    expect(labelsAndPaths(menusOf(aGuiEnv({ northEnabled: true })).Analyze)).toContainEqual([
      'Remote Tools Hub',
      '/analyze/north',
    ])
  })

  it('About lists the information page', () => {
    expect(labelsAndPaths(menusOf().About)).toEqual([['Information', '/about/information']])
  })
})

describe('byCategory', () => {
  it('groups entries by category in order of first appearance', () => {
    const entries = [
      { label: 'a', path: '/a', category: 'X' },
      { label: 'b', path: '/b', category: 'Y' },
      { label: 'c', path: '/c', category: 'X' },
    ]
    expect(byCategory(entries).map(([category, items]) => [category, items.map((i) => i.label)])).toEqual([
      ['X', ['a', 'c']],
      ['Y', ['b']],
    ])
  })
})

describe('menus with plugins', () => {
  const xrdApp = anApp({ key: 'xrd', path: 'xrd', label: 'XRD', category: 'Experiment' })

  it("Explore lists a plugin's apps after the deployment's", () => {
    const runtime = createGuiRuntime([definePlugin({ id: 'xrd', apps: [xrdApp] })])
    expect(labelsAndPaths(menusFromRoutes(buildRouteDefs(aGuiEnv(), runtime)).Explore)).toEqual([
      ['Entries', '/search/entries'],
      ['XRD', '/search/xrd'],
    ])
  })

  it("the deployment's app wins where a plugin's app has the same path", () => {
    const runtime = createGuiRuntime([definePlugin({ id: 'xrd', apps: [{ ...xrdApp, path: 'entries', label: 'Not this one' }] })])
    expect(labelsAndPaths(menusFromRoutes(buildRouteDefs(aGuiEnv(), runtime)).Explore)).toEqual([['Entries', '/search/entries']])
  })
})
