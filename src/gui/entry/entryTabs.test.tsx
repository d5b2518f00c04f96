// @vitest-environment jsdom
// The entry page's tabs (spec 3 §2.2): the left column, the tab bar and its paths
// ('overview' redirects), the logs tab (filters, paging, the texts word for word, the
// error icon), the data tab's tree and messages, and the edit actions of editable entries.
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { JsonObject } from '../../core/archive'
import type { EntryMetadata } from '../api'
import { currentPath, renderApp } from '../app/testing/renderApp'
import { fakeFetch, jsonResponse, type FakeResponder } from '../app/testing/fakeFetch'
import { definePlugin, type Renderer } from '../runtime'
import { aGuiEnv, anApp } from '../runtime/testing/aGuiEnv'
import type { CardDef, CardProps } from '.'
import { anArchiveResponse, anEntry, someLogs } from './testing/builders'

// The machine CI runs on is shared: a first render can take longer than the default second.
configure({ asyncUtilTimeout: 10_000 })

const Quiet: Renderer<CardProps> = () => <section aria-label="Quiet card" />
const quietCard: CardDef = { type: 'quiet', appliesTo: () => true, load: async () => ({ default: Quiet }) }
const cards = definePlugin({ id: 'cards', cards: [quietCard] })

interface ServerOptions {
  readonly metadata?: EntryMetadata
  /** The archive by what `required` asks for: the logs ('logs') or all of it ('*'). */
  readonly logs?: readonly JsonObject[] | 404
  readonly archive?: JsonObject | string | 404
}

function entryServer({ metadata = anEntry(), logs = [], archive = { metadata: { entry_id: 'e1' } } }: ServerOptions = {}) {
  const answer = (body: JsonObject | string | readonly JsonObject[] | 404, wrap: (value: never) => unknown) =>
    body === 404 ? jsonResponse({ detail: 'The entry does not exist.' }, 404) : jsonResponse(wrap(body as never))
  const archiveQuery: FakeResponder = ({ init }) => {
    const { required } = JSON.parse(String(init?.body)) as { required: unknown }
    return required === '*'
      ? answer(archive, (value: JsonObject | string) => anArchiveResponse(value))
      : answer(logs, (value: JsonObject[]) => anArchiveResponse({ processing_logs: value }))
  }
  return fakeFetch({
    'entries/e1': () => jsonResponse({ entry_id: 'e1', data: metadata }),
    'entries/e1/archive/query': archiveQuery,
    datasets: () => jsonResponse({ pagination: { page_size: 1000, total: 0 }, data: [] }),
  })
}

const APPS = ['entries', 'materials', 'eln', 'solarcells'].map((path) => anApp({ path, label: path }))

function open(path: string, server = entryServer(), user?: { user_id: string; name: string }) {
  const base = aGuiEnv()
  const env = aGuiEnv({ ui: { ...base.ui, apps: APPS, entry: { cards: { include: ['quiet'], exclude: [] } } } })
  return renderApp({ path, env, fetch: server, plugins: [cards], ...(user ? { user } : {}) })
}

// The page and its tabs are lazy chunks: loaded once here, so no test waits on the transform.
beforeAll(async () => {
  await Promise.all([import('./EntryPage'), import('./archive/DataTab'), import('./files/FilesTab')])
}, 60_000)

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

describe('the overview', () => {
  it('shows the left column: metadata, comment, references, authors, datasets and identifiers with copy buttons', async () => {
    open('/entry/id/e1')
    const column = await screen.findByRole('region', { name: 'Entry metadata' })
    const text = column.textContent ?? ''
    for (const value of ['NaCl', '2 (binary)', 'First scan of the day', 'Ada Lovelace', 'scans/NaCl.xy', 'm1', 'r1', 'x1', '1.2.0/abc123']) {
      expect(text).toContain(value)
    }
    expect(within(column).getByRole('link', { name: 'https://doi.org/10.1000/182' }).getAttribute('href')).toBe('https://doi.org/10.1000/182')
    expect(within(column).getByRole('link', { name: 'Salts' }).getAttribute('href')).toBe('/dataset/id/d1')
    expect(within(column).getByRole('link', { name: 'u1' }).getAttribute('href')).toBe('/user/uploads/upload/id/u1')
    for (const label of ['mainfile', 'entry id', 'material id', 'upload id', 'raw id', 'external id']) {
      expect(within(column).getByRole('button', { name: `Copy ${label}` })).toBeTruthy()
    }
  })

  it("says what an entry without user metadata lacks", async () => {
    open('/entry/id/e1', entryServer({ metadata: anEntry({ comment: undefined, references: undefined, datasets: undefined, raw_id: undefined }) }))
    const column = await screen.findByRole('region', { name: 'Entry metadata' })
    for (const text of ['no comment', 'no references', 'no datasets', 'unavailable']) expect(within(column).getByText(text)).toBeTruthy()
  })

  it('shows the metadata call in the API dialog', async () => {
    open('/entry/id/e1')
    fireEvent.click(await screen.findByRole('button', { name: 'API' }))
    const dialog = await screen.findByRole('dialog', { name: 'The API calls of this entry page' })
    expect(within(dialog).getByLabelText('Request').textContent).toMatch(/^GET .*\/v1\/entries\/e1$/)
  })

  it.each([
    ['the main author of an unpublished ELN entry', true, anEntry({ published: false, data: { name: 'x' } })],
    ['the main author of a published entry', false, anEntry({ data: { name: 'x' } })],
  ])('for %s, edit actions shown: %s', async (_case, shown, metadata) => {
    open('/entry/id/e1', entryServer({ metadata }), { user_id: 'ada', name: 'Ada Lovelace' })
    await screen.findByRole('region', { name: 'Entry metadata' })
    expect(screen.queryByRole('button', { name: 'Edit metadata' }) !== null).toBe(shown)
    expect(screen.queryByRole('button', { name: 'Delete entry' }) !== null).toBe(shown)
  })
})

describe('the routes', () => {
  // Every search app's results link to …/search/{app}/entry/id/{id}; uploads and datasets nest it too.
  const paths = [...APPS.map((app) => `/search/${app.path}/entry/id/e1`), '/user/uploads/upload/id/u1/entry/id/e1', '/dataset/id/d1/entry/id/e1']
  it.each(paths)('%s is the entry page', async (path) => {
    const { router } = open(path)
    expect(await screen.findByRole('region', { name: 'Entry metadata' })).toBeTruthy()
    expect(currentPath(router)).toBe(path)
  })
})

describe('the tabs', () => {
  it("redirects 'overview' to the entry's own path", async () => {
    const { router } = open('/search/entries/entry/id/e1/overview')
    await waitFor(() => expect(currentPath(router)).toBe('/search/entries/entry/id/e1'))
    expect(await screen.findByRole('region', { name: 'Entry metadata' })).toBeTruthy()
  })

  it.each([
    ['Logs', '/upload/id/u1/entry/id/e1/logs'],
    ['Data', '/upload/id/u1/entry/id/e1/data'],
    ['Files', '/upload/id/u1/entry/id/e1/files/_mainfile'],
  ])('goes to the %s tab at %s, and back to the overview', async (tab, path) => {
    const { router } = open('/upload/id/u1/entry/id/e1')
    fireEvent.click(await screen.findByRole('tab', { name: tab }))
    await waitFor(() => expect(currentPath(router)).toBe(path))
    fireEvent.click(screen.getByRole('tab', { name: 'Overview' }))
    await waitFor(() => expect(currentPath(router)).toBe('/upload/id/u1/entry/id/e1'))
  })

  it('marks the logs tab when the entry has processing errors', async () => {
    open('/entry/id/e1', entryServer({ metadata: anEntry({ processing_errors: ['parser crashed'] }) }))
    const logs = await screen.findByRole('tab', { name: /Logs/ })
    expect(within(logs).getByTitle('This entry has processing errors')).toBeTruthy()
  })

  it('has no mark on the logs tab of an entry without processing errors', async () => {
    open('/entry/id/e1')
    const logs = await screen.findByRole('tab', { name: 'Logs' })
    expect(within(logs).queryByTitle('This entry has processing errors')).toBeNull()
  })
})

describe('the logs tab', () => {
  const lines = () => within(screen.getByRole('region', { name: 'Logs' })).getAllByRole('listitem')

  it('shows 10 lines, then 10 more with Load More, and filters by level', async () => {
    const logs = [...someLogs(12, 'INFO'), ...someLogs(3, 'WARNING', 12)]
    open('/entry/id/e1/logs', entryServer({ logs, metadata: anEntry({ processing_errors: ['parser crashed'] }) }))
    expect(await screen.findByText('Showing 10 of 16 matching entries')).toBeTruthy()
    expect(lines()).toHaveLength(10)
    expect(lines()[0].textContent).toBe('INFO: parsers/xrd | step 0')
    fireEvent.click(screen.getByRole('button', { name: 'Load More' }))
    expect(await screen.findByText('16 matching log entries found')).toBeTruthy()
    expect(lines().at(-1)?.textContent).toBe('ERROR: processing error')
    expect(screen.queryByRole('button', { name: 'Load More' })).toBeNull()

    fireEvent.click(screen.getByRole('checkbox', { name: 'INFO' }))
    expect(await screen.findByText('4 matching log entries found')).toBeTruthy()
    for (const level of ['WARNING', 'ERROR']) fireEvent.click(screen.getByRole('checkbox', { name: level }))
    expect(await screen.findByText('No log entries matching selected criteria')).toBeTruthy()
  })

  it('shows the values of the keys chosen, and drops a key', async () => {
    open('/entry/id/e1/logs', entryServer({ logs: someLogs(1) }))
    expect(await screen.findByRole('button', { name: 'INFO: parsers/xrd | step 0' })).toBeTruthy()
    const keys = screen.getByRole('textbox', { name: 'Filter keys by:' })
    fireEvent.focus(keys)
    fireEvent.change(keys, { target: { value: 'logg' } })
    fireEvent.click(within(await screen.findByRole('option', { name: 'logger' })).getByText('logger'))
    expect(await screen.findByRole('button', { name: 'INFO: parsers/xrd | step 0 | tessera.processing' })).toBeTruthy()
    fireEvent.click(screen.getAllByRole('button', { name: /^Remove/ })[0])
    expect(await screen.findByRole('button', { name: 'INFO: step 0 | tessera.processing' })).toBeTruthy()
  })

  it('opens a line to the whole log entry', async () => {
    open('/entry/id/e1/logs', entryServer({ logs: someLogs(1) }))
    fireEvent.click(await screen.findByRole('button', { name: 'INFO: parsers/xrd | step 0' }))
    expect(await screen.findByText(/"logger": "tessera.processing"/)).toBeTruthy()
  })

  it('says so when the entry has no log', async () => {
    open('/entry/id/e1/logs', entryServer({ logs: 404 }))
    expect(await screen.findByText('No archive log does exist for this entry. Most likely the entry itself does not exist.')).toBeTruthy()
  })
})

describe('the data tab', () => {
  // The lanes themselves: archive/archiveBrowser.test.tsx.
  it('shows the archive in lanes that open', async () => {
    const archive = { metadata: { entry_id: 'e1' }, run: [{ system: [{ atoms: { lattice_vectors: [[5.64e-10, 0, 0]] } }] }] }
    open('/entry/id/e1/data', entryServer({ archive }))
    const root = await screen.findByRole('region', { name: 'root' })
    fireEvent.click(await within(root).findByRole('link', { name: 'metadata' }))
    const metadata = await screen.findByRole('region', { name: 'metadata' })
    expect((await within(metadata).findByRole('link', { name: /entry_id/ })).textContent).toBe('entry_ide1')
  })

  it('opens the path the URL names', async () => {
    const archive = { run: [{ system: [{ atoms: { lattice_vectors: [[5.64e-10, 0, 0]] } }] }] }
    open('/entry/id/e1/data/run/0/system/0/atoms', entryServer({ archive }))
    const atoms = await screen.findByRole('region', { name: 'atoms' })
    // Metres in the archive, ångström on screen (the default unit system).
    expect((await within(atoms).findByRole('link', { name: /lattice_vectors/ })).textContent).toBe('lattice_vectors[[5.64, 0, 0]] Å')
  })

  it.each([
    ['no archive', 404, 'No archive exists for this entry. Either the archive was not generated due to parsing or other processing errors (check the log tab), or the entry it self does not exist.'],
    ['an archive that is not JSON', '{"run": [', 'Processed data is not valid JSON. Displaying plain text instead.'],
  ] as const)('says so for %s', async (_case, archive, message) => {
    open('/entry/id/e1/data', entryServer({ archive }))
    expect(await screen.findByText(message)).toBeTruthy()
  })
})
