// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createGuiRuntime, definePlugin, type PluginRoute } from '../../runtime'
import { aGuiEnv, anApp } from '../../runtime/testing/aGuiEnv'
import { currentPath, renderApp } from '../testing/renderApp'
import { buildRouteDefs } from './routeDefs'
import type { RouteDef } from './routeTypes'

afterEach(cleanup)

describe('route redirects', () => {
  it.each([
    ['/', '/about/information'],
    ['/user', '/user/uploads'],
    ['/search', '/search/entries'],
    ['/about', '/about/information'],
    ['/analyze', '/analyze/apis'],
    ['/dev', '/dev/datatable'],
    ['/no/such/page', '/about/information'],
    ['/user/uploads/upload/id/u1/overview', '/user/uploads/upload/id/u1'],
    ['/upload/id/u1/overview', '/upload/id/u1'],
  ])('%s redirects to %s', async (from, to) => {
    const { router } = renderApp({ path: from })
    await waitFor(() => expect(currentPath(router)).toBe(to))
  })

  it('/search redirects to the first app when there is no entries app', async () => {
    const env = aGuiEnv({ ui: { ...aGuiEnv().ui, apps: [anApp({ key: 'eln', path: 'eln', label: 'ELN' })] } })
    const { router } = renderApp({ path: '/search', env })
    await waitFor(() => expect(currentPath(router)).toBe('/search/eln'))
  })

  it('/search redirects to the about page when no app exists', async () => {
    const env = aGuiEnv({ ui: { ...aGuiEnv().ui, apps: [] } })
    const { router } = renderApp({ path: '/search', env })
    await waitFor(() => expect(currentPath(router)).toBe('/about/information'))
  })

  it('/analyze/north is present only when the remote tools hub is enabled', async () => {
    const disabled = renderApp({ path: '/analyze/north' })
    await waitFor(() => expect(currentPath(disabled.router)).toBe('/about/information'))
    disabled.unmount()
    const enabled = renderApp({ path: '/analyze/north', env: aGuiEnv({ northEnabled: true }) })
    expect(await screen.findByRole('heading', { name: 'Remote Tools Hub' })).toBeTruthy()
    expect(currentPath(enabled.router)).toBe('/analyze/north')
  })
})

describe('route pages', () => {
  it.each([
    ['/user/uploads', 'Your uploads', ['Publish', 'Your uploads']],
    ['/user/datasets', 'Your datasets', ['Publish', 'Your datasets']],
    ['/user/search', 'Search your data', ['Publish', 'Search your data']],
    ['/search/entries', 'Entries', ['Explore', 'Entries']],
    ['/analyze/apis', 'APIs', ['Analyze', 'APIs']],
    ['/analyze/metainfo', 'Metainfo', ['Analyze', 'Metainfo']],
    ['/analyze/metainfo/run/system', 'Metainfo', ['Analyze', 'Metainfo']],
    ['/upload/id/u1', 'Upload', ['Upload']],
    ['/upload/id/u1/files/dir/a.txt', 'Upload', ['Upload']],
    ['/user/uploads/upload/id/u1', 'Upload', ['Publish', 'Your uploads', 'Upload']],
    ['/user/uploads/upload/id/u1/entry/id/e1', 'Entry', ['Publish', 'Your uploads', 'Upload', 'Entry']],
    ['/upload/id/u1/entry/id/e1/logs', 'Entry', ['Upload', 'Entry']],
    ['/entry/id/e1', 'Entry', ['Entry']],
    ['/entry/id/e1/files', 'Entry', ['Entry']],
    ['/entry/id/e1/data/data/figures:0/figure', 'Entry', ['Entry']],
    ['/search/entries/entry/id/e1', 'Entry', ['Explore', 'Entries', 'Entry']],
    ['/entry/query', 'Entry', ['Entry']],
    ['/entry/pid/123', 'Entry', ['Entry']],
    ['/entry/pid/123/456', 'Entry', ['Entry']],
    ['/dataset/id/d1', 'Dataset', ['Dataset']],
    ['/user/datasets/dataset/id/d1/entry/id/e1', 'Entry', ['Publish', 'Your datasets', 'Dataset', 'Entry']],
    ['/dataset/doi/10.1234/abc.def', 'Dataset', ['Dataset']],
    ['/dev/datatable', 'Data tables', ['Dev', 'Data tables']],
    ['/dev/editquantity', 'Edit quantities', ['Dev', 'Edit quantities']],
    ['/dev/plot', 'Plots', ['Dev', 'Plots']],
  ])('%s shows the title "%s" and breadcrumbs %j', async (path, title, crumbs) => {
    const { router } = renderApp({ path })
    // Search pages are a lazy chunk: its first import in a test run takes a while.
    expect(await screen.findByRole('heading', { level: 1, name: title }, { timeout: 10_000 })).toBeTruthy()
    const nav = screen.getByRole('navigation', { name: 'Breadcrumbs' })
    expect([...nav.querySelectorAll('li')].map((li) => li.textContent)).toEqual(crumbs)
    expect(currentPath(router)).toBe(path)
  })
})

describe('the route table', () => {
  const walk = (defs: readonly RouteDef[]): RouteDef[] => defs.flatMap((def) => [def, ...walk(def.children ?? [])])
  const pages = walk(buildRouteDefs(aGuiEnv({ northEnabled: true }))).filter((def) => def.breadcrumb && def.element)

  it.each(pages.map((def) => [def.path, def]))('%s has help', (_path, def) => {
    expect((def as RouteDef).help?.trim()).toBeTruthy()
  })
})

describe('pages of plugins', () => {
  const patterns: PluginRoute = {
    path: 'xrd/patterns',
    title: 'XRD patterns',
    load: async () => ({ default: () => <p>Every diffraction pattern</p> }),
    menu: { group: 'Analyze', label: 'XRD patterns' },
    help: 'The diffraction patterns of all uploads.',
  }
  const broken: PluginRoute = {
    path: 'xrd/broken',
    title: 'Broken page',
    load: async () => ({
      default: () => {
        throw new Error('the page broke')
      },
    }),
  }
  const xrd = definePlugin({ id: 'xrd', routes: [patterns, broken] })

  it('a plugin page shows its title, breadcrumb and content at its path', async () => {
    const { router } = renderApp({ path: '/xrd/patterns', plugins: [xrd] })
    expect(await screen.findByRole('heading', { level: 1, name: 'XRD patterns' })).toBeTruthy()
    expect(await screen.findByText('Every diffraction pattern')).toBeTruthy()
    const nav = screen.getByRole('navigation', { name: 'Breadcrumbs' })
    expect([...nav.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['XRD patterns'])
    expect(currentPath(router)).toBe('/xrd/patterns')
  })

  it("a plugin page that fails says 'Could not render page.' and the shell goes on", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    renderApp({ path: '/xrd/broken', plugins: [xrd] })
    expect(await screen.findByText('Could not render page.')).toBeTruthy()
    expect(screen.getByRole('heading', { level: 1, name: 'Broken page' })).toBeTruthy()
    expect(screen.getByRole('navigation', { name: 'Breadcrumbs' })).toBeTruthy()
    vi.restoreAllMocks()
  })

  it('without the plugin there is no such page', async () => {
    const { router } = renderApp({ path: '/xrd/patterns' })
    await waitFor(() => expect(currentPath(router)).toBe('/about/information'))
  })

  it('a plugin page is in its menu group, with its help', () => {
    const defs = buildRouteDefs(aGuiEnv(), createGuiRuntime([xrd]))
    const page = defs.find((def) => def.path === 'xrd/patterns')
    expect(page).toMatchObject({ menu: { group: 'Analyze', label: 'XRD patterns' }, help: patterns.help })
  })
})
