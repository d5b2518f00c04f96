// @vitest-environment jsdom
// The datasets page (spec 1 "Your datasets page", §4, §5): the user's datasets ten per
// page, newest first, sortable by name and both times; delete and assign-DOI dialogs with
// their rules; the list refreshes after either.
import { cleanup, configure, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import type { Dataset } from '../../core/api'
import { anInfo, jsonResponse } from '../app/testing/fakeFetch'
import { renderApp } from '../app/testing/renderApp'
import { LOGIN_REQUIRED_FUNCTIONALITY } from '../auth'
import { aGuiEnv } from '../runtime/testing/aGuiEnv'
import { deleteRule, doiRule } from './datasetRules'
import { ASSIGN_DOI_TEXT, CANCEL_TEXT, DELETE_DOI_REASON, DELETE_TEXT, DOI_DISABLED_REASON, DOI_EXISTS_REASON } from './messages'

// The pages are lazy chunks: their first load may take a while when the whole suite runs.
configure({ asyncUtilTimeout: 10_000 })

const ME = { user_id: 'me', name: 'Mira Meyer' }

const aDataset = (id: string, overrides: Partial<Dataset> = {}): Dataset => ({
  dataset_id: id, dataset_name: `Dataset ${id}`, user_id: ME.user_id, dataset_type: 'owned',
  dataset_create_time: '2026-02-01T09:30:00', dataset_modified_time: '2026-02-03T10:00:00', ...overrides,
})

interface Request {
  method: string
  path: string
  params: URLSearchParams
}

function datasetsServer(initial: Dataset[] = [aDataset('d1'), aDataset('d2', { doi: '10.5072/tessera.d2' })]) {
  let datasets = initial
  const requests: Request[] = []
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url)
    const path = url.pathname.replace(/^.*\/v1\//, '')
    const method = init?.method ?? 'GET'
    requests.push({ method, path, params: url.searchParams })
    if (path === 'info') return jsonResponse(anInfo())
    if (path === 'datasets/' && method === 'GET') {
      return jsonResponse({ pagination: { page_size: 10, page: 1, total: datasets.length }, data: datasets })
    }
    const one = /^datasets\/([^/]+)(\/action\/doi)?$/.exec(path)
    if (one && method === 'DELETE') {
      datasets = datasets.filter((dataset) => dataset.dataset_id !== one[1])
      return jsonResponse({ dataset_id: one[1], data: aDataset(one[1]) })
    }
    if (one?.[2] && method === 'POST') {
      datasets = datasets.map((dataset) => (dataset.dataset_id === one[1] ? { ...dataset, doi: `10.5072/tessera.${one[1]}` } : dataset))
      return jsonResponse({ dataset_id: one[1], data: aDataset(one[1]) })
    }
    return jsonResponse({ detail: 'Not found' }, 404)
  }
  const lists = () => requests.filter((request) => request.method === 'GET' && request.path === 'datasets/')
  return { fetch, requests, lists }
}

function renderDatasets(server = datasetsServer(), dataciteEnabled = true) {
  return renderApp({ path: '/user/datasets', user: ME, env: aGuiEnv({ dataciteEnabled }), fetch: server.fetch })
}

const rowOf = async (name: string) => (await screen.findByRole('link', { name })).closest('tr') as HTMLElement
const action = (row: HTMLElement, name: string) => within(row).getByRole('button', { name }) as HTMLButtonElement

afterEach(cleanup)

describe('the datasets page', () => {
  it('asks anonymous visitors to log in', async () => {
    renderApp({ path: '/user/datasets', fetch: datasetsServer().fetch })
    expect(await screen.findByText(LOGIN_REQUIRED_FUNCTIONALITY)).toBeTruthy()
  })

  it("lists the user's datasets: ten per page, page 1, newest first", async () => {
    const server = datasetsServer()
    renderDatasets(server)
    const table = await screen.findByRole('table', { name: 'Your datasets' })
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Name', 'Created', 'Modified', 'DOI', ''])
    const row = await rowOf('Dataset d2')
    expect(within(row).getByRole('link', { name: '10.5072/tessera.d2' }).getAttribute('href')).toBe('https://doi.org/10.5072/tessera.d2')
    expect(within(row).getByRole('link', { name: 'Dataset d2' }).getAttribute('href')).toBe('/user/datasets/dataset/id/d2')
    expect(Object.fromEntries(server.lists()[0].params)).toEqual({
      user_id: 'me', page: '1', page_size: '10', order_by: 'dataset_create_time', order: 'desc',
    })
  })

  it.each([
    ['Name', 'dataset_name', 'asc'],
    ['Modified', 'dataset_modified_time', 'desc'],
  ])('sorts by %s (order_by %s)', async (header, orderBy, order) => {
    const server = datasetsServer()
    renderDatasets(server)
    await userEvent.click(within(await screen.findByRole('table')).getByRole('button', { name: header }))
    await waitFor(() => expect(server.lists().at(-1)?.params.get('order_by')).toBe(orderBy))
    expect(server.lists().at(-1)?.params.get('order')).toBe(order)
  })

  it('has no sorting by DOI', async () => {
    renderDatasets()
    expect(within(await screen.findByRole('table')).queryByRole('button', { name: 'DOI' })).toBeNull()
  })

  it.each([
    // DOI service, dataset has a DOI → assign DOI enabled, delete enabled
    [true, false, true, true],
    [true, true, false, false],
    [false, false, false, true],
    [false, true, false, false],
  ])('with the DOI service %s and a DOI %s: assign DOI %s, delete %s', async (service, withDoi, canAssign, canDelete) => {
    renderDatasets(datasetsServer([aDataset('d1', withDoi ? { doi: '10.5072/x' } : {})]), service)
    const row = await rowOf('Dataset d1')
    expect(action(row, ASSIGN_DOI_TEXT).disabled).toBe(!canAssign)
    expect(action(row, DELETE_TEXT).disabled).toBe(!canDelete)
  })

  it('deletes a dataset after confirmation and refreshes the list', async () => {
    const server = datasetsServer()
    renderDatasets(server)
    await userEvent.click(action(await rowOf('Dataset d1'), DELETE_TEXT))
    const dialog = await screen.findByRole('dialog')
    expect(dialog.textContent).toContain('Do you really want to delete the dataset "Dataset d1"?')
    await userEvent.click(within(dialog).getByRole('button', { name: DELETE_TEXT }))
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Dataset d1' })).toBeNull())
    expect(server.requests.filter((request) => request.method === 'DELETE').map((request) => request.path)).toEqual(['datasets/d1'])
    expect(server.lists().length).toBeGreaterThan(1)
  })

  it('assigns a DOI after confirmation and refreshes the list', async () => {
    const server = datasetsServer()
    renderDatasets(server)
    await userEvent.click(action(await rowOf('Dataset d1'), ASSIGN_DOI_TEXT))
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: ASSIGN_DOI_TEXT }))
    expect(await screen.findByRole('link', { name: '10.5072/tessera.d1' })).toBeTruthy()
    expect(server.requests.some((request) => request.method === 'POST' && request.path === 'datasets/d1/action/doi')).toBe(true)
  })

  it('does nothing when the dialog is cancelled', async () => {
    const server = datasetsServer()
    renderDatasets(server)
    await userEvent.click(action(await rowOf('Dataset d1'), DELETE_TEXT))
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: CANCEL_TEXT }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(server.requests.filter((request) => request.method !== 'GET')).toEqual([])
  })
})

describe('dataset action rules', () => {
  it.each([
    [{}, true, { allowed: true }],
    [{}, false, { allowed: false, reason: DOI_DISABLED_REASON }],
    [{ doi: '10.5072/x' }, true, { allowed: false, reason: DOI_EXISTS_REASON }],
  ])('DOI of %j with the service %s: %j', (overrides, service, rule) => {
    expect(doiRule(aDataset('d', overrides), service)).toEqual(rule)
  })

  it('forbids deleting a dataset with a DOI', () => {
    expect(deleteRule(aDataset('d'))).toEqual({ allowed: true })
    expect(deleteRule(aDataset('d', { doi: '10.5072/x' }))).toEqual({ allowed: false, reason: DELETE_DOI_REASON })
  })
})
