// @vitest-environment jsdom
// The lookup pages (spec 1 "Lookup pages"): each outcome — loading, redirect, not found
// for a logged-in user, an anonymous visitor or a Materials Project id — for
// entry/query, entry/pid/{pid}/{handle?} and dataset/doi/{doi*}.
import { cleanup, configure, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { anInfo, jsonResponse } from '../app/testing/fakeFetch'
import { currentPath, renderApp } from '../app/testing/renderApp'
import { datasetOutcome, entryOutcome, materialsProjectId, pidOf, queryOfSearch } from './lookupOutcome'
import { DATASET_NOT_FOUND, ENTRY_NOT_FOUND_ANONYMOUS, ENTRY_NOT_FOUND_LOGGED_IN, LOOKUP_LOADING_TEXT } from './messages'

// The pages are lazy chunks: their first load may take a while when the whole suite runs.
configure({ asyncUtilTimeout: 10_000 })

const ME = { user_id: 'me', name: 'Mira Meyer' }

interface Request {
  method: string
  path: string
  params: URLSearchParams
  body: unknown
}

/** Entries by external_id or pid, datasets by DOI; a never-answering server with `hang`. */
function lookupServer(options: { entries?: { entry_id: string; upload_id: string; external_id?: string; pid?: string }[]; datasets?: { dataset_id: string; doi: string }[]; hang?: boolean } = {}) {
  const requests: Request[] = []
  const entries = options.entries ?? []
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url)
    const path = url.pathname.replace(/^.*\/v1\//, '')
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined
    requests.push({ method: init?.method ?? 'GET', path, params: url.searchParams, body })
    if (path === 'info') return jsonResponse(anInfo())
    if (options.hang) return new Promise<Response>(() => undefined)
    const page = (data: unknown[]) => jsonResponse({ pagination: { page_size: 1, total: data.length }, data: data.slice(0, 1) })
    if (path === 'entries') return page(entries.filter((entry) => entry.external_id === url.searchParams.get('external_id')))
    if (path === 'entries/query') return page(entries.filter((entry) => entry.pid === body?.query?.pid))
    if (path === 'datasets/') return page((options.datasets ?? []).filter((dataset) => dataset.doi === url.searchParams.get('doi')))
    return jsonResponse({ detail: 'Not found' }, 404)
  }
  return { fetch, requests }
}

afterEach(cleanup)

describe('entry/query', () => {
  it('sends the URL query parameters to the entries listing and opens the first match', async () => {
    const server = lookupServer({ entries: [{ entry_id: 'e7', upload_id: 'u1', external_id: 'lab-42' }] })
    const { router } = renderApp({ path: '/entry/query?external_id=lab-42', user: ME, fetch: server.fetch })
    await waitFor(() => expect(currentPath(router)).toBe('/entry/id/e7'))
    const request = server.requests.find((each) => each.path === 'entries')!
    expect(Object.fromEntries(request.params)).toEqual({ external_id: 'lab-42', page_size: '1' })
  })

  it.each([
    ['logged in', ME, ENTRY_NOT_FOUND_LOGGED_IN],
    ['anonymous', undefined, ENTRY_NOT_FOUND_ANONYMOUS],
  ])('says the entry is not there (%s)', async (_who, user, text) => {
    renderApp({ path: '/entry/query?external_id=lab-43', user, fetch: lookupServer().fetch })
    expect(await screen.findByText(text)).toBeTruthy()
  })

  it('says a Materials Project entry has not been provided yet, with a link to it', async () => {
    renderApp({ path: '/entry/query?external_id=mp-149', user: ME, fetch: lookupServer().fetch })
    expect(await screen.findByText(/The entry mp-149 has not yet been provided by the Materials Project/)).toBeTruthy()
    expect(screen.getByRole('link', { name: 'See it at the Materials Project' }).getAttribute('href')).toBe('https://next-gen.materialsproject.org/materials/mp-149')
  })

  it("is 'loading ...' until the answer comes", async () => {
    renderApp({ path: '/entry/query?external_id=x', user: ME, fetch: lookupServer({ hang: true }).fetch })
    expect(await screen.findByText(LOOKUP_LOADING_TEXT)).toBeTruthy()
  })
})

describe('entry/pid/{pid}/{handle?}', () => {
  it.each([
    ['/entry/pid/21.11132/abc.7', '21.11132/abc.7'],
    ['/entry/pid/4711', '4711'],
  ])('looks %s up by the pid %s with owner all and opens the entry', async (path, pid) => {
    const server = lookupServer({ entries: [{ entry_id: 'e9', upload_id: 'u2', pid }] })
    const { router } = renderApp({ path, fetch: server.fetch })
    await waitFor(() => expect(currentPath(router)).toBe('/entry/id/e9'))
    expect(server.requests.find((request) => request.path === 'entries/query')?.body).toMatchObject({ owner: 'all', query: { pid } })
  })

  it.each([
    ['logged in', ME, ENTRY_NOT_FOUND_LOGGED_IN],
    ['anonymous', undefined, ENTRY_NOT_FOUND_ANONYMOUS],
  ])('says the entry is not there (%s)', async (_who, user, text) => {
    renderApp({ path: '/entry/pid/21.11132/missing', user, fetch: lookupServer().fetch })
    expect(await screen.findByText(text)).toBeTruthy()
  })
})

describe('dataset/doi/{doi*}', () => {
  it('opens the dataset with that DOI', async () => {
    const server = lookupServer({ datasets: [{ dataset_id: 'd5', doi: '10.5281/zenodo.12345' }] })
    const { router } = renderApp({ path: '/dataset/doi/10.5281/zenodo.12345', fetch: server.fetch })
    await waitFor(() => expect(currentPath(router)).toBe('/dataset/id/d5'))
    expect(server.requests.find((request) => request.path === 'datasets/')?.params.get('doi')).toBe('10.5281/zenodo.12345')
  })

  it("says 'This URL points to a dataset that does not exist.'", async () => {
    renderApp({ path: '/dataset/doi/10.5281/zenodo.0', fetch: lookupServer().fetch })
    expect(await screen.findByText(DATASET_NOT_FOUND)).toBeTruthy()
  })
})

describe('lookup outcomes', () => {
  const found = { data: { data: [{ entry_id: 'e1' }] }, isFetching: false }
  const none = { data: { data: [] }, isFetching: false }
  it.each([
    ['loading', { isFetching: true }, true, undefined, { state: 'loading' }],
    ['a match', found, true, undefined, { state: 'found', path: '/entry/id/e1' }],
    ['none, logged in', none, true, undefined, { state: 'not-found', notFound: { kind: 'entry', loggedIn: true } }],
    ['none, anonymous', none, false, undefined, { state: 'not-found', notFound: { kind: 'entry', loggedIn: false } }],
    ['none for mp-1', none, false, 'mp-1', { state: 'not-found', notFound: { kind: 'materials-project', externalId: 'mp-1' } }],
    ['a failure', { error: { status: 500 }, isFetching: false }, true, undefined, { state: 'failed', error: { status: 500 } }],
    ['a failure being retried', { error: { status: 500 }, isFetching: true }, true, undefined, { state: 'loading' }],
  ] as const)('of an entry lookup with %s', (_what, answer, loggedIn, externalId, outcome) => {
    expect(entryOutcome(answer, loggedIn, externalId)).toEqual(outcome)
  })

  it('of a dataset lookup', () => {
    expect(datasetOutcome({ data: { data: [{ dataset_id: 'd/1' }] }, isFetching: false })).toEqual({ state: 'found', path: '/dataset/id/d%2F1' })
    expect(datasetOutcome({ data: { data: [] }, isFetching: false })).toEqual({ state: 'not-found', notFound: { kind: 'dataset' } })
  })

  it('read the query string, repeated keys as lists, and spot Materials Project ids', () => {
    const query = queryOfSearch('?external_id=lab-1&external_id=mp-2&upload_id=u')
    expect(query).toEqual({ external_id: ['lab-1', 'mp-2'], upload_id: 'u' })
    expect(materialsProjectId(query)).toBe('mp-2')
    expect(materialsProjectId(queryOfSearch('?external_id=mpx'))).toBeUndefined()
    expect(pidOf('21.11132', 'abc')).toBe('21.11132/abc')
  })
})
