// @vitest-environment jsdom
// 'Edit upload metadata' on the upload page (spec 3 §4, §5, §8): the rules' messages at
// their fields, pending changes submitted verified then applied with new datasets created
// first, and the server's verify failures shown at the field they name.
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { jsonResponse } from '../../app/testing/fakeFetch'
import { renderApp } from '../../app/testing/renderApp'
import { anUpload, MAIN_AUTHOR, uploadPageServer, type Answer } from '../testing/uploadServer'

const PAGE = '/user/uploads/upload/id/up1'
const dana = { user_id: MAIN_AUTHOR.user_id, name: MAIN_AUTHOR.name }
const FILMS = { dataset_id: 'd-films', dataset_name: 'Films' }
const CITED = { dataset_id: 'd-cited', dataset_name: 'Cited', doi: '10.1234/cited' }
const OTHER = { dataset_id: 'd-other', dataset_name: 'Other' }

/** Two entries with a comment, a reference and the datasets Films and Cited; the user also owns Other. */
function openEditor(more: Record<string, Answer> = {}) {
  const entry = (id: string) => ({ entry_id: id, upload_id: 'up1', mainfile: `${id}.cif`, comment: 'PBE', references: ['https://a.org/1'], datasets: [FILMS, CITED] })
  const server = uploadPageServer(anUpload(), {
    'POST entries/query': () => jsonResponse({ pagination: { page_size: 1000, total: 2 }, data: [entry('e1'), entry('e2')] }),
    'GET datasets/': () => jsonResponse({ pagination: { page_size: 1000, total: 3 }, data: [FILMS, CITED, OTHER] }),
    ...more,
  })
  renderApp({ path: PAGE, fetch: server.fetch, user: dana })
  return server
}

const dialog = () => screen.getByRole('dialog', { name: 'Edit upload metadata' })
async function openDialog() {
  await userEvent.click(await screen.findByRole('button', { name: 'Edit metadata' }, { timeout: 5000 }))
  await within(dialog()).findByLabelText('Comment')
}
const field = (label: string) => within(dialog()).getByLabelText(label)

afterEach(cleanup)

describe('the metadata editor', () => {
  it("refuses a bad URL with 'Pleas enter a valid URL ...' and a known one with its message", async () => {
    openEditor()
    await openDialog()
    await userEvent.type(within(dialog()).getByPlaceholderText('Enter the URL'), 'not a url{Enter}')
    expect(within(dialog()).getByRole('alert').textContent).toBe('Pleas enter a valid URL ...')
    await userEvent.clear(within(dialog()).getByPlaceholderText('Enter the URL'))
    await userEvent.type(within(dialog()).getByPlaceholderText('Enter the URL'), 'https://a.org/1')
    expect(within(dialog()).getByRole('alert').textContent).toBe('The URL is already in the references')
    expect((within(dialog()).getByRole('button', { name: 'Add' }) as HTMLButtonElement).disabled).toBe(true)
  })

  it("says a new dataset's name is taken or invalid, and that a dataset with a DOI cannot be removed", async () => {
    openEditor()
    await openDialog()
    await userEvent.type(field('Create a new dataset'), 'Other')
    expect(within(dialog()).getByRole('alert').textContent).toBe('There is already a dataset with name Other')
    await userEvent.clear(field('Create a new dataset'))
    await userEvent.type(field('Create a new dataset'), ' lead')
    expect(within(dialog()).getByRole('alert').textContent).toBe('Invalid name for dataset')
    const remove = within(dialog()).getByRole('button', { name: 'Remove the dataset Cited' }) as HTMLButtonElement
    expect(remove.disabled).toBe(true)
    expect(within(dialog()).getByLabelText('The dataset cannot be removed. A DOI has been assigned to the dataset.')).toBeTruthy()
  })

  it("refuses to add the entries to a dataset they are in: 'The data is already in the selected dataset'", async () => {
    openEditor()
    await openDialog()
    await userEvent.type(field('Search for an existing dataset'), 'Fil')
    const option = await screen.findByRole('option', { name: /Films/ })
    await userEvent.click(within(option).getByText('Films'))
    expect(within(dialog()).getByRole('alert').textContent).toBe('The data is already in the selected dataset')
  })

  it('submits verified, then applied, the new dataset created first and added by its id; the name trimmed', async () => {
    const server = openEditor({ 'POST datasets/': () => jsonResponse({ dataset_id: 'd-new', data: { dataset_id: 'd-new', dataset_name: 'Fresh' } }) })
    await openDialog()
    await userEvent.clear(field('Upload name'))
    await userEvent.type(field('Upload name'), '  Films 2026  ')
    await userEvent.clear(field('Comment'))
    await userEvent.type(field('Comment'), 'HSE06')
    await userEvent.type(field('Create a new dataset'), 'Fresh{Enter}')
    expect(within(dialog()).getByText('not submitted yet')).toBeTruthy()
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Submit' }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit upload metadata' })).toBeNull())
    const edits = server.sent('POST', 'uploads/up1/edit').map((request) => request.body)
    expect(edits).toEqual([
      { metadata: { upload_name: 'Films 2026', comment: 'HSE06' }, verify_only: true },
      { metadata: { upload_name: 'Films 2026', comment: 'HSE06' }, verify_only: false },
      { metadata: { datasets: { add: ['d-new'] } }, verify_only: true },
      { metadata: { datasets: { add: ['d-new'] } }, verify_only: false },
    ])
    expect(server.sent('POST', 'datasets/')[0].body).toEqual({ dataset_name: 'Fresh' })
  })

  it('shows a verify failure at the field it names, and applies nothing', async () => {
    const server = openEditor({
      'POST uploads/up1/edit': () =>
        jsonResponse({ detail: [{ loc: ['body', 'metadata', 'references'], msg: 'The server cannot reach https://b.org/2.', type: 'value_error' }] }, 422),
    })
    await openDialog()
    await userEvent.type(within(dialog()).getByPlaceholderText('Enter the URL'), 'https://b.org/2{Enter}')
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Submit' }))
    const references = within(dialog()).getByRole('list', { name: 'References' }).parentElement!
    expect((await within(references).findByRole('alert')).textContent).toBe('The server cannot reach https://b.org/2.')
    expect(server.sent('POST', 'uploads/up1/edit')).toHaveLength(1)
  })
})
