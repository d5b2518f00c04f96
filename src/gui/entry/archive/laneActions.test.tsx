// @vitest-environment jsdom
// What an editable entry's lanes offer besides editing values (spec 3 §2.3, §4): the
// section-type selector.
import { cleanup, configure, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { JsonObject } from '../../../core/archive'
import { renderApp } from '../../app/testing/renderApp'
import { fakeFetch, jsonResponse } from '../../app/testing/fakeFetch'
import { aGuiEnv } from '../../runtime/testing/aGuiEnv'
import { anArchiveResponse, anEntry } from '../testing/builders'

configure({ asyncUtilTimeout: 10_000 })

const SAMPLE = 'nomad.datamodel.metainfo.eln.Sample'
const PROCESS = 'nomad.datamodel.metainfo.eln.Process'

/** An unpublished ELN entry Ada wrote: editable by her (spec 3 §4). */
const anEditableEntry = (published = false) =>
  anEntry({ published, process_running: false, main_author: { user_id: 'ada' }, writers: [{ user_id: 'ada' }], entry_hash: 'h1', quantities: ['data', 'data.name'], data: { name: 'x' } })

function open(path: string, archive: JsonObject, { published = false, routes = {} }: { readonly published?: boolean; readonly routes?: Parameters<typeof fakeFetch>[0] } = {}) {
  const fetch = fakeFetch({
    'entries/e1': () => jsonResponse({ entry_id: 'e1', data: anEditableEntry(published) }),
    'entries/e1/archive/query': () => jsonResponse(anArchiveResponse(archive)),
    // The upload's schema files: none.
    'entries/archive/query': () => jsonResponse({ owner: 'visible', query: {}, pagination: { page_size: 100, total: 0 }, data: [] }),
    datasets: () => jsonResponse({ pagination: { page_size: 1000, total: 0 }, data: [] }),
    ...routes,
  })
  return renderApp({ path, env: aGuiEnv(), fetch, user: { user_id: 'ada', name: 'Ada' } })
}

async function lane(name: string): Promise<HTMLElement> {
  const region = await within(await screen.findByRole('group', { name: 'Archive lanes' })).findByRole('region', { name })
  await within(region).findByRole('heading')
  return region
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
