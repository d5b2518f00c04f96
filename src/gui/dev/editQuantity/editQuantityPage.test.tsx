// @vitest-environment jsdom
// dev/editquantity in the whole app (jsdom, a fake server): every demo draws its edit
// component; the file reference uploads into the upload and asks before overwriting;
// the author's user search fills the fields read-only.
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { fakeFetch, jsonResponse } from '../../app/testing/fakeFetch'
import { renderApp } from '../../app/testing/renderApp'
import { EDIT_QUANTITY_DEMOS } from './demoDefinitions'
import { UPLOAD_ID_LABEL } from './EditQuantityPage'

afterEach(cleanup)

const demo = (name: string) => screen.getByRole('region', { name })

describe('dev/editquantity', () => {
  it('draws every demo with its component and the stored value', async () => {
    renderApp({ path: '/dev/editquantity' })
    expect(await screen.findByRole('heading', { name: 'Edit quantities' })).toBeTruthy()
    for (const { definition } of EDIT_QUANTITY_DEMOS) {
      await waitFor(() => expect(within(demo(definition.name)).queryByLabelText(/^Loading edit component/)).toBeNull())
      expect(within(demo(definition.name)).queryByText(/Could not render|Unknown edit component/)).toBeNull()
    }
    expect(within(demo('homepage')).getByTestId('stored-homepage').textContent).toBe('"https://nomad-lab.eu"')
  })

  it('uploads a file into the upload, asks before overwriting and stores its path', async () => {
    const puts: string[] = []
    const fetch = fakeFetch({
      'uploads/U1/raw/': ({ init }) => {
        puts.push(String(init?.method))
        return puts.length === 1
          ? jsonResponse({ detail: 'The provided path already exists: data.csv' }, 409)
          : jsonResponse({ upload_id: 'U1', data: {} })
      },
    })
    const requests: URL[] = []
    const recording: typeof globalThis.fetch = (input, init) => {
      requests.push(new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url))
      return fetch(input, init)
    }
    renderApp({ path: '/dev/editquantity', fetch: recording })
    await userEvent.type(await screen.findByRole('textbox', { name: UPLOAD_ID_LABEL }), 'U1')
    const file = await within(demo('data_file')).findByLabelText('Upload a file')
    await userEvent.upload(file, new File(['x,y\n1,2\n'], 'data.csv', { type: 'text/csv' }))
    const question = await screen.findByText('There is already a file with the same name in this path. Do you want to overwrite the file?')
    expect(within(demo('data_file')).getByTestId('stored-data_file').textContent).toBe('unset')
    await userEvent.click(within(question.closest('.bp6-alert') as HTMLElement).getByRole('button', { name: 'Overwrite' }))
    await waitFor(() => expect(within(demo('data_file')).getByTestId('stored-data_file').textContent).toBe('"data.csv"'))
    const uploads = requests.filter((url) => url.pathname.endsWith('/uploads/U1/raw/'))
    expect(puts).toEqual(['PUT', 'PUT'])
    expect(uploads.map((url) => [url.searchParams.get('file_name'), url.searchParams.get('overwrite_if_exists')])).toEqual([
      ['data.csv', 'false'],
      ['data.csv', 'true'],
    ])
  })

  it("fills the author from a user account, read-only", async () => {
    const ada = {
      user_id: 'u1', username: 'ada', name: 'Ada Lovelace', first_name: 'Ada', last_name: 'Lovelace',
      affiliation: 'Analytical Engines', affiliation_address: 'London', created: '2024-01-01T00:00:00Z', is_admin: false, is_oasis_admin: false,
    }
    renderApp({ path: '/dev/editquantity', fetch: fakeFetch({ users: () => jsonResponse({ data: [ada] }) }) })
    const author = await screen.findByRole('region', { name: 'author' })
    await userEvent.type(await within(author).findByRole('combobox', { name: 'Search for a user account' }), 'Ada')
    const option = await screen.findByRole('option', { name: /Ada Lovelace/ }, { timeout: 3000 })
    await userEvent.click(within(option).getByText('Ada Lovelace'))
    expect(within(author).getByRole('textbox', { name: 'Affiliation' })).toHaveProperty('value', 'Analytical Engines')
    expect(within(author).getByRole('textbox', { name: 'Affiliation' })).toHaveProperty('readOnly', true)
    expect(JSON.parse(within(author).getByTestId('stored-author').textContent ?? '')).toMatchObject({ user_id: 'u1', last_name: 'Lovelace' })
  })

  it('looks an email address up as an account (spec 2 §5.6)', async () => {
    const ada = { user_id: 'u1', username: 'ada', name: 'Ada Lovelace', first_name: 'Ada', last_name: 'Lovelace' }
    const served = fakeFetch({ users: () => jsonResponse({ data: [ada] }) })
    const searches: URLSearchParams[] = []
    const fetch: typeof globalThis.fetch = (input, init) => {
      const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url)
      if (url.pathname.endsWith('/users')) searches.push(url.searchParams)
      return served(input, init)
    }
    renderApp({ path: '/dev/editquantity', fetch })
    const author = await screen.findByRole('region', { name: 'author' })
    const search = await within(author).findByRole('combobox', { name: 'Search for a user account' })
    // Focused first, as a person clicks before typing: the suggestion list opens on focus.
    await userEvent.click(search)
    await userEvent.type(search, 'ada@example.org', { skipClick: true })
    expect(search).toHaveProperty('value', 'ada@example.org')
    await screen.findByRole('option', { name: /Ada Lovelace/ }, { timeout: 3000 })
    expect(searches.map((query) => [query.getAll('email'), query.get('prefix')])).toEqual([[['ada@example.org'], null]])
  })

  it('creates a referenced entry in one of the user’s uploads and stores the reference', async () => {
    const jane = { name: 'Jane Doe', user_id: 'u-jane', username: 'jane', email: 'jane@example.org' }
    const upload = (id: string, name: string, status: string) => ({ upload_id: id, upload_name: name, published: false, process_running: false, process_status: status })
    const bodies: string[] = []
    const fetch = fakeFetch({
      uploads: () => jsonResponse({ data: [upload('U1', 'Failed one', 'FAILURE'), upload('U2', 'Thin films', 'SUCCESS')], pagination: { total: 2 }, query: {} }),
      'uploads/U2/raw/': async ({ init }) => {
        bodies.push(await new Response(init?.body ?? null).text())
        return jsonResponse({ upload_id: 'U2', data: {}, processing: { entry_id: 'E-new' } })
      },
    })
    renderApp({ path: '/dev/editquantity', user: jane, fetch })
    const sample = await screen.findByRole('region', { name: 'sample' })
    await userEvent.click(await within(sample).findByRole('button', { name: 'Create' }))
    const dialog = await screen.findByRole('dialog', { name: 'Create a new reference' })
    const create = within(dialog).getByRole('button', { name: 'Create' })
    expect(create).toHaveProperty('disabled', true)
    // Only the upload whose processing succeeded is offered.
    const select = await within(dialog).findByRole('combobox', { name: 'Upload' })
    await waitFor(() => expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual(['Thin films']))
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Sample A')
    await userEvent.click(create)
    await waitFor(() => expect(within(sample).getByTestId('stored-sample').textContent).toBe('"../uploads/U2/archive/E-new#/data"'))
    expect(JSON.parse(bodies[0])).toEqual({ data: { m_def: 'nomad.datamodel.metainfo.eln.Sample', name: 'Sample A' } })
  })
})
