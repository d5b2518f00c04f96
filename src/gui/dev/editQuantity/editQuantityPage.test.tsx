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
})
