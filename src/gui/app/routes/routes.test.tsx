// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
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
