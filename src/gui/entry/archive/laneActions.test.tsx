// @vitest-environment jsdom
// What an editable entry's lanes offer besides editing values (spec 3 §2.3, §4): the
// section-type selector and 'Replace this entry's mainfile'; and in any entry, a plot's
// point that stands for an entry opens it (the chart stood in for by a button per point).
import { cleanup, configure, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { JsonObject } from '../../../core/archive'
import { currentPath, renderApp } from '../../app/testing/renderApp'
import type { VegaChartProps } from '../../components/chart'
import { fakeFetch, jsonResponse } from '../../app/testing/fakeFetch'
import { aGuiEnv } from '../../runtime/testing/aGuiEnv'
import { anArchiveResponse, anEntry } from '../testing/builders'
import { lane } from '../testing/lanes'

configure({ asyncUtilTimeout: 10_000 })

// The chart: a button per point, clicked as vega reports a click on a mark.
vi.mock('../../components/chart/Chart', () => ({
  Chart: ({ datasets, onItemClick }: VegaChartProps) => (
    <div>
      {Object.values(datasets).flatMap((rows) =>
        rows.map((row, index) => (
          <button key={index} type="button" onClick={() => onItemClick?.(row as { readonly [field: string]: unknown })}>
            {`point ${String((row as { x?: unknown }).x)}`}
          </button>
        )),
      )}
    </div>
  ),
}))

const SAMPLE = 'nomad.datamodel.metainfo.eln.Sample'
const PROCESS = 'nomad.datamodel.metainfo.eln.Process'

/** An unpublished ELN entry Ada wrote: editable by her (spec 3 §4). */
const anEditableEntry = (published = false) =>
  anEntry({ published, process_running: false, main_author: { user_id: 'ada' }, writers: [{ user_id: 'ada' }], entry_hash: 'h1', quantities: ['data', 'data.name'], data: { name: 'x' } })

interface Sent {
  readonly method: string
  readonly url: string
  readonly body: unknown
}

function open(path: string, archive: JsonObject, { published = false, routes = {} }: { readonly published?: boolean; readonly routes?: Parameters<typeof fakeFetch>[0] } = {}) {
  const sent: Sent[] = []
  const fake = fakeFetch({
    'entries/e1': () => jsonResponse({ entry_id: 'e1', data: anEditableEntry(published) }),
    'entries/e1/archive/query': () => jsonResponse(anArchiveResponse(archive)),
    // The upload's schema files: none.
    'entries/archive/query': () => jsonResponse({ owner: 'visible', query: {}, pagination: { page_size: 100, total: 0 }, data: [] }),
    datasets: () => jsonResponse({ pagination: { page_size: 1000, total: 0 }, data: [] }),
    ...routes,
  })
  const fetch: typeof globalThis.fetch = async (input, init) => {
    sent.push({ method: init?.method ?? 'GET', url: String(input instanceof Request ? input.url : input), body: init?.body })
    return fake(input, init)
  }
  return { ...renderApp({ path, env: aGuiEnv(), fetch, user: { user_id: 'ada', name: 'Ada' } }), sent }
}


const option = (select: HTMLElement, label: string) => within(select).getByRole('option', { name: label }) as HTMLOptionElement

beforeAll(async () => {
  await Promise.all([import('../EntryPage'), import('./DataTab'), import('./lanes/SectionLane')])
}, 60_000)
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {})
})
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

describe('the section-type selector', () => {
  it('offers the data section the types of data; with content only its own type and those inheriting it', async () => {
    open('/entry/id/e1/data/data', { metadata: { entry_hash: 'h1' }, data: { m_def: SAMPLE, name: 'Film' } })
    const data = await lane('data')
    const select = await within(data).findByRole('combobox', { name: 'Section type' })
    expect((select as HTMLSelectElement).value).toBe(SAMPLE)
    expect(within(select).getAllByRole('option').map((one) => one.textContent)).toEqual(expect.arrayContaining(['Chemical', 'Instrument', 'Measurement', 'Process', 'Sample']))
    expect(option(select, 'Process').disabled).toBe(true)
    fireEvent.change(select, { target: { value: PROCESS } })
    expect((select as HTMLSelectElement).value).toBe(SAMPLE)
    expect(screen.getByRole('button', { name: 'Save entry' }).hasAttribute('disabled')).toBe(true)
    // The root is no sub section: it has no type to choose.
    expect(within(await lane('root')).queryByRole('combobox', { name: 'Section type' })).toBeNull()
  })

  it('changes the type of a section without content: an edit Save writes, the lane reads the new type', async () => {
    open('/entry/id/e1/data/data', { metadata: { entry_hash: 'h1' }, data: { m_def: SAMPLE } })
    const select = await within(await lane('data')).findByRole('combobox', { name: 'Section type' })
    expect(option(select, 'Process').disabled).toBe(false)
    fireEvent.change(select, { target: { value: PROCESS } })
    expect(screen.getByRole('button', { name: 'Save entry' }).hasAttribute('disabled')).toBe(false)
    // The lanes are rebuilt with the section's new definition.
    await vi.waitFor(async () => expect(within(await lane('data')).getByRole('heading').textContent).toContain('Process'))
  })

  it('offers nothing in a published entry', async () => {
    open('/entry/id/e1/data/data', { metadata: { entry_hash: 'h1' }, data: { m_def: SAMPLE } }, { published: true })
    const data = await lane('data')
    expect(within(data).queryByRole('combobox', { name: 'Section type' })).toBeNull()
  })
})

describe("'Replace this entry's mainfile'", () => {
  const archive = { metadata: { entry_hash: 'h1' }, data: { m_def: SAMPLE, name: 'Film' } }

  it('puts the chosen file over the mainfile, waits for processing and reads the archive again', async () => {
    let reads = 0
    const { sent } = open('/entry/id/e1/data', archive, {
      routes: {
        'entries/e1/archive/query': () => {
          reads += 1
          return jsonResponse(anArchiveResponse(reads > 1 ? { ...archive, data: { m_def: SAMPLE, name: 'Replaced' } } : archive))
        },
        'uploads/u1/raw/scans': () => jsonResponse({ upload_id: 'u1', data: {}, processing: { entry_id: 'e1' } }),
      },
    })
    const root = await lane('root')
    expect(within(root).getByRole('button', { name: "Replace this entry's mainfile" })).toBeTruthy()
    const file = new File(['{"data": {}}'], 'other-name.json', { type: 'application/json' })
    fireEvent.change(within(root).getByLabelText('New mainfile'), { target: { files: [file] } })
    await vi.waitFor(() => expect(sent.some((one) => one.method === 'PUT')).toBe(true))
    const put = sent.find((one) => one.method === 'PUT')
    const url = new URL(put?.url ?? '')
    expect(url.pathname).toMatch(/\/uploads\/u1\/raw\/scans$/)
    // Under the mainfile's name, whatever the chosen file is called.
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ file_name: 'NaCl.xy', wait_for_processing: 'true', overwrite_if_exists: 'true' })
    expect(put?.body).toBe(file)
    await vi.waitFor(() => expect(reads).toBeGreaterThan(1))
  })

  it("shows what the server answers to a refused file", async () => {
    open('/entry/id/e1/data', archive, {
      routes: { 'uploads/u1/raw/scans': () => jsonResponse({ detail: 'The upload is currently blocked by another process.' }, 400) },
    })
    const root = await lane('root')
    fireEvent.change(within(root).getByLabelText('New mainfile'), { target: { files: [new File(['x'], 'x.json')] } })
    expect(await within(root).findByText('The upload is currently blocked by another process.')).toBeTruthy()
  })

  it('is not offered for an entry that is not editable', async () => {
    open('/entry/id/e1/data', archive, { published: true })
    const root = await lane('root')
    expect(within(root).queryByRole('button', { name: "Replace this entry's mainfile" })).toBeNull()
  })
})

describe('a plot over other entries', () => {
  it('opens the entry a clicked point stands for', async () => {
    const figures = [{ label: 'Films', figure: { data: [{ x: [1, 2], y: [3, 4], mode: 'markers', customdata: [{ entry_id: 'film-1' }, { entry_id: 'film-2' }] }] } }]
    const { router } = open('/entry/id/e1/data/data', { data: { m_def: 'nomad.datamodel.metainfo.basesections.BaseSection', name: 'series', figures } }, { published: true })
    const data = await lane('data')
    fireEvent.click(await within(data).findByRole('button', { name: 'point 2' }))
    await vi.waitFor(() => expect(currentPath(router)).toBe('/entry/id/film-2'))
  })
})
