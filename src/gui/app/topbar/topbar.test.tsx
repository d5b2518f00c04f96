// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { aGuiEnv, anApp } from '../../runtime/testing/aGuiEnv'
import { fakeFetch, jsonResponse, anInfo } from '../testing/fakeFetch'
import { currentPath, renderApp } from '../testing/renderApp'

afterEach(cleanup)

const openMenu = async (group: string) => {
  fireEvent.click(screen.getByRole('button', { name: group }))
  return screen.findByRole('menu', { name: group })
}

describe('top bar', () => {
  it('shows the deployment title next to the logo and in the document title', async () => {
    renderApp({ path: '/user/uploads', env: aGuiEnv({ ui: { ...aGuiEnv().ui, theme: { title: 'Lab Data' } } }) })
    expect(screen.getByRole('link', { name: 'Lab Data home' }).textContent).toBe('Lab Data')
    await waitFor(() => expect(document.title).toBe('Your uploads – Lab Data'))
  })

  it.each([
    ['Publish', 'Uploads', '/user/uploads'],
    ['Publish', 'Datasets', '/user/datasets'],
    ['Publish', 'Search your data', '/user/search'],
    ['Explore', 'Entries', '/search/entries'],
    ['Analyze', 'APIs', '/analyze/apis'],
    ['Analyze', 'Metainfo', '/analyze/metainfo'],
    ['About', 'Information', '/about/information'],
  ])('the %s menu item "%s" navigates to %s', async (group, item, path) => {
    const { router } = renderApp({ path: '/dev/plot' })
    const menu = await openMenu(group)
    fireEvent.click(within(menu).getByRole('menuitem', { name: item }))
    await waitFor(() => expect(currentPath(router)).toBe(path))
  })

  it('the Explore menu groups apps by category', async () => {
    const env = aGuiEnv({
      ui: {
        ...aGuiEnv().ui,
        apps: [anApp(), anApp({ key: 'eln', path: 'eln', label: 'ELN', category: 'Experiment' })],
      },
    })
    renderApp({ path: '/dev/plot', env })
    const menu = await openMenu('Explore')
    expect(within(menu).getByText('All')).toBeTruthy()
    expect(within(menu).getByText('Experiment')).toBeTruthy()
    expect(within(menu).getByRole('menuitem', { name: 'ELN' }).getAttribute('href')).toBe('/search/eln')
  })

  it("the Explore menu shows a disabled 'No apps available' when no app exists", async () => {
    renderApp({ path: '/dev/plot', env: aGuiEnv({ ui: { ...aGuiEnv().ui, apps: [] } }) })
    const menu = await openMenu('Explore')
    const item = within(menu).getByRole('menuitem', { name: 'No apps available' })
    expect(item.getAttribute('aria-disabled')).toBe('true')
  })

  it('the Analyze menu offers the Remote Tools Hub only when enabled', async () => {
    renderApp({ path: '/dev/plot', env: aGuiEnv({ northEnabled: true }) })
    const menu = await openMenu('Analyze')
    expect(within(menu).getByRole('menuitem', { name: 'Remote Tools Hub' })).toBeTruthy()
  })

  it('the About menu links Forum, FAQ, Docs and Sources in a new tab', async () => {
    renderApp({ path: '/dev/plot' })
    const menu = await openMenu('About')
    for (const name of ['Forum', 'FAQ', 'Docs', 'Sources']) {
      const link = within(menu).getByRole('menuitem', { name: new RegExp(`^${name}`) })
      expect(link.getAttribute('target')).toBe('_blank')
      expect(link.getAttribute('href')).toMatch(/^https:\/\//)
    }
  })
})

describe('help dialog', () => {
  it("opens from the last breadcrumb with title 'Help', the page's help and a Close button", async () => {
    renderApp({ path: '/user/datasets' })
    fireEvent.click(await screen.findByRole('button', { name: 'Help for this page' }))
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByRole('heading', { name: 'Help' })).toBeTruthy()
    expect(dialog.textContent).toContain('A dataset is a named, curated collection of entries')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('links to the API documentation and the API dashboard', async () => {
    const { router } = renderApp({ path: '/user/uploads' })
    fireEvent.click(await screen.findByRole('button', { name: 'Help for this page' }))
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByRole('link', { name: 'API documentation' }).getAttribute('href')).toBe(
      'http://localhost:8000/api/v1/extensions/docs',
    )
    fireEvent.click(within(dialog).getByRole('link', { name: 'API dashboard' }))
    await waitFor(() => expect(currentPath(router)).toBe('/analyze/apis'))
  })

  it("shows an app's readme as its help", async () => {
    const env = aGuiEnv({ ui: { ...aGuiEnv().ui, apps: [anApp({ readme: 'Search **everything** here.' })] } })
    renderApp({ path: '/search/entries', env })
    fireEvent.click(await screen.findByRole('button', { name: 'Help for this page' }))
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByText('everything').tagName).toBe('STRONG')
  })
})

describe('progress bar', () => {
  it('is visible while an API request runs', async () => {
    let answer: (response: Response) => void = () => {}
    const fetch = fakeFetch({ info: () => new Promise<Response>((resolve) => (answer = resolve)) })
    renderApp({ path: '/dev/plot', fetch })
    expect(await screen.findByRole('progressbar', { name: 'Loading data' })).toBeTruthy()
    await act(async () => answer(jsonResponse(anInfo())))
    await waitFor(() => expect(screen.queryByRole('progressbar', { name: 'Loading data' })).toBeNull())
  })
})
