// @vitest-environment jsdom
// The upload page (spec 3 §2.6, §4, §8): loading and failure, the steps with the
// processing state and a failed entry's errors one click away, the processing banner and
// its polling, the README, the tabs, deleting and publishing.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { jsonResponse } from '../../app/testing/fakeFetch'
import { currentPath, renderApp } from '../../app/testing/renderApp'
import { anEntry, anUpload, COAUTHOR, entriesResponse, FAILED_ERROR, MAIN_AUTHOR, uploadPageServer, type Answer } from '../testing/uploadServer'
import { DISCARD_QUESTION } from '../metadata/DiscardChangesAlert'
import { DELETE, FAILED_TO_LOAD, LOADING, PROCESSING_BANNER } from './messages'
import { loadFailure } from './UploadPage'

const PAGE = '/user/uploads/upload/id/up1'
const dana = { user_id: MAIN_AUTHOR.user_id, name: MAIN_AUTHOR.name }
const carl = { user_id: COAUTHOR.user_id, name: COAUTHOR.name }

function open(path = PAGE, server = uploadPageServer(anUpload()), user: { user_id: string; name: string } | undefined = dana) {
  const view = renderApp({ path, fetch: server.fetch, user })
  return { ...view, server }
}

const step = (name: string) => screen.getByRole('region', { name })

afterEach(cleanup)

describe('loading the upload', () => {
  it("says 'loading ...' first, then shows the upload", async () => {
    open()
    expect(await screen.findByText(LOADING)).toBeTruthy()
    expect(await screen.findByRole('heading', { level: 1, name: 'Thin films' })).toBeTruthy()
  })

  it("shows the API's message when the upload cannot be read", async () => {
    const server = uploadPageServer(anUpload(), {
      'GET uploads/up1': () => jsonResponse({ detail: 'You do not have access to the specified upload.' }, 401),
    })
    open(PAGE, server)
    expect(await screen.findByText('You do not have access to the specified upload.')).toBeTruthy()
  })

  it("shows the error's message when the server cannot be reached", async () => {
    const server = uploadPageServer(anUpload(), {
      'GET uploads/up1': () => {
        throw new TypeError('Failed to fetch')
      },
    })
    open(PAGE, server)
    expect(await screen.findByText('Failed to fetch')).toBeTruthy()
  })

  it("says 'Failed to load' when an error has no message at all", () => {
    expect(loadFailure({ name: 'ApiError', message: '' })).toBe(FAILED_TO_LOAD)
    expect(loadFailure(undefined)).toBe(FAILED_TO_LOAD)
  })
})

describe('the steps', () => {
  it('shows the six steps and the processing state in words', async () => {
    open()
    await screen.findByRole('heading', { level: 1, name: 'Thin films' })
    const names = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)
    expect(names).toEqual([
      'Prepare and upload files', 'Process data', 'Edit visibility and access', 'Edit metadata', 'Publish', 'Publish to central deployment',
    ])
    expect((await screen.findByRole('status', { name: 'Processing status' })).textContent).toContain(
      'Processing completed, 4/4 entries processed, 1 failed',
    )
  })

  it("opens a failed entry's errors with one click, with a link to its logs", async () => {
    open()
    const table = await screen.findByRole('table', { name: 'Entries of the upload' })
    await userEvent.click(await within(table).findByText('corrupt.cif'))
    const details = await screen.findByRole('region', { name: 'Processing errors' })
    expect(details.textContent).toContain(FAILED_ERROR)
    const logs = screen.getByRole('link', { name: 'Show the processing logs' })
    expect(logs.getAttribute('href')).toBe(`${PAGE}/entry/id/e-corrupt.cif/logs`)
  })

  it('asks the entries failures first, five at a time (spec 1 §3)', async () => {
    const { server } = open()
    await screen.findByRole('table', { name: 'Entries of the upload' })
    const [request] = server.sent('GET', 'uploads/up1/entries')
    expect(Object.fromEntries(request.query)).toMatchObject({ page: '1', page_size: '5', order_by: 'process_status', order: 'asc' })
  })

  it('says why publishing is not possible while an entry failed', async () => {
    open()
    expect(await screen.findByText('1 entry failed to process: delete or fix the failed file before publishing.')).toBeTruthy()
    expect((within(step('Publish')).getByRole('button', { name: 'Publish' }) as HTMLButtonElement).disabled).toBe(true)
  })
})

describe('while the upload processes', () => {
  it("shows 'Upload is processing ...' with the last status message, and reads the upload again until it is done", async () => {
    let calls = 0
    const processing = anUpload({ process_running: true, process_status: 'RUNNING', last_status_message: '2/4 entries processed' })
    const server = uploadPageServer(anUpload(), {
      'GET uploads/up1': () => {
        calls += 1
        return jsonResponse({ upload_id: 'up1', data: calls < 3 ? processing : anUpload() })
      },
    })
    open(PAGE, server)
    const banner = await screen.findByText(PROCESSING_BANNER)
    expect(banner.closest('[role="status"]')?.textContent).toContain('2/4 entries processed')
    expect((screen.getByRole('button', { name: 'Reprocess' }) as HTMLButtonElement).disabled).toBe(true)
    await waitFor(() => expect(screen.queryByText(PROCESSING_BANNER)).toBeNull(), { timeout: 4000 })
    expect(calls).toBeGreaterThanOrEqual(3)
    // What processing changed is read again once it ended.
    await waitFor(() => expect(server.sent('GET', 'uploads/up1/entries').length).toBeGreaterThanOrEqual(2))
  })
})

describe('when processing ends', () => {
  it("never says 'Processing completed' with the counts read while it ran", async () => {
    let uploadCalls = 0
    let entriesCalls = 0
    const running = anUpload({ process_running: true, process_status: 'RUNNING', last_status_message: '1/4 entries processed' })
    const partly = [anEntry('a.cif'), ...['b.cif', 'c.cif', 'd.cif'].map((name) => anEntry(name, { process_status: 'RUNNING' }))]
    const server = uploadPageServer(anUpload(), {
      'GET uploads/up1': () => jsonResponse({ upload_id: 'up1', data: ++uploadCalls < 2 ? running : anUpload() }),
      'GET uploads/up1/entries': async () => {
        entriesCalls += 1
        if (entriesCalls === 1) return jsonResponse(entriesResponse(running, partly))
        // The entries answer later than the upload: the table is still the running one meanwhile.
        await new Promise((resolve) => setTimeout(resolve, 300))
        return jsonResponse(entriesResponse(anUpload(), ['a.cif', 'b.cif', 'c.cif', 'd.cif'].map((name) => anEntry(name))))
      },
    })
    open(PAGE, server)
    const status = await screen.findByRole('status', { name: 'Processing status' })
    const seen: string[] = []
    const observer = new MutationObserver(() => seen.push(status.textContent ?? ''))
    observer.observe(status, { childList: true, subtree: true, characterData: true })
    await waitFor(() => expect(status.textContent).toBe('Processing completed, 4/4 entries processed'), { timeout: 4000 })
    observer.disconnect()
    expect(seen.filter((text) => text.startsWith('Processing completed, 1/4'))).toEqual([])
  })
})

describe('the README', () => {
  it('draws the README.md sanitised', async () => {
    const readme = '# Films\n\nSee **this**.\n\n<img src="x" onerror="window.hacked = true"><script>window.hacked = true</script>'
    const server = uploadPageServer(anUpload(), {
      'GET uploads/up1/raw/README.md': () => new Response(readme, { headers: { 'content-type': 'text/markdown' } }),
    })
    const { container } = open(PAGE, server)
    expect(await screen.findByRole('heading', { level: 1, name: 'Films' })).toBeTruthy()
    expect(container.querySelector('script')).toBeNull()
    expect(container.querySelector('img')?.getAttribute('onerror')).toBeNull()
  })

  it('ignores a missing README silently', async () => {
    open()
    await screen.findByRole('table', { name: 'Entries of the upload' })
    expect(screen.queryByText('README.md')).toBeNull()
    expect(screen.queryByRole('alert')).toBeNull()
  })
})

describe('tabs', () => {
  it('/overview redirects to the base path', async () => {
    const { router } = open(`${PAGE}/overview`)
    await screen.findByRole('heading', { level: 1, name: 'Thin films' })
    expect(currentPath(router)).toBe(PAGE)
  })

  it('the Files tab has a path of its own', async () => {
    const { router } = open()
    await userEvent.click(await screen.findByRole('tab', { name: 'Files' }))
    expect(currentPath(router)).toBe(`${PAGE}/files`)
    expect(screen.getByRole('tab', { name: 'Files' }).getAttribute('aria-selected')).toBe('true')
  })

  it("the Files tab shows the upload's files in the file browser, at the path in the URL", async () => {
    const listing = (names: string[]) => () => jsonResponse({
      upload_id: 'up1', path: '', access: 'unpublished',
      directory_metadata: { name: '', path: '', is_file: false, size: 0, content: names.map((name) => ({ name, path: name, is_file: true, size: 120 })) },
      pagination: { page: 1, page_size: 40, total: names.length },
    })
    const server = uploadPageServer(anUpload(), { 'GET uploads/up1/rawdir/': listing(['SARSUC.cif']), 'GET uploads/up1/rawdir/sub': listing(['POSCAR']) })
    open(`${PAGE}/files/sub`, server)
    expect(await screen.findByText('POSCAR', undefined, { timeout: 5000 })).toBeTruthy()
    expect(await screen.findByText('SARSUC.cif')).toBeTruthy()
  })
})

describe('actions', () => {
  it('deletes the upload after a confirmation and goes back to the list', async () => {
    const deleted: Answer = () => jsonResponse({ upload_id: 'up1', data: anUpload({ current_process: 'delete_upload' }) })
    const server = uploadPageServer(anUpload(), { 'DELETE uploads/up1': deleted, 'GET uploads': () => jsonResponse({ query: {}, pagination: { page_size: 10, total: 0 }, data: [] }) })
    const { router } = open(PAGE, server)
    await userEvent.click(await screen.findByRole('button', { name: DELETE.button }))
    await userEvent.click(await screen.findByRole('button', { name: DELETE.confirm }))
    await waitFor(() => expect(currentPath(router)).toBe('/user/uploads'))
    expect(server.sent('DELETE', 'uploads/up1')).toHaveLength(1)
  })

  it('publishes with the chosen embargo after a confirmation', async () => {
    const clean = anUpload({ last_status_message: '1/1 entries processed', entries: 1 })
    const ready = uploadPageServer(clean, {
      'POST uploads/up1/action/publish': () => jsonResponse({ upload_id: 'up1', data: { ...clean, published: true, embargo_length: 12 } }),
    }, [anEntry('SARSUC.cif')])
    open(PAGE, ready)
    fireEvent.change(await screen.findByLabelText('Embargo period'), { target: { value: '12' } })
    await userEvent.click(screen.getByRole('button', { name: 'Publish with embargo' }))
    expect(await screen.findByText(/You are about to publish this upload/)).toBeTruthy()
    const dialog = screen.getByRole('alertdialog')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Publish with embargo' }))
    await waitFor(() => expect(ready.sent('POST', 'uploads/up1/action/publish')).toHaveLength(1))
    expect(ready.sent('POST', 'uploads/up1/action/publish')[0].query.get('embargo_length')).toBe('12')
  })

  it('an upload visible for all is published without embargo (spec 3 §4)', async () => {
    const open4all = anUpload({ last_status_message: '1/1 entries processed', entries: 1, reviewer_groups: ['all'], viewer_groups: ['all'] })
    const server = uploadPageServer(open4all, {
      'POST uploads/up1/action/publish': () => jsonResponse({ upload_id: 'up1', data: { ...open4all, published: true } }),
    }, [anEntry('SARSUC.cif')])
    open(PAGE, server)
    const embargo = (await screen.findByLabelText('Embargo period')) as HTMLSelectElement
    expect(embargo.disabled).toBe(true)
    expect(embargo.value).toBe('0')
    expect(screen.getByText('The upload is visible for all: it is published without embargo.')).toBeTruthy()
    await userEvent.click(within(step('Publish')).getByRole('button', { name: 'Publish' }))
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Publish' }))
    await waitFor(() => expect(server.sent('POST', 'uploads/up1/action/publish')).toHaveLength(1))
    expect(server.sent('POST', 'uploads/up1/action/publish')[0].query.get('embargo_length')).toBe('0')
  })

  it('a co-author may not delete, and a reviewer changes nothing', async () => {
    const shared = anUpload({ coauthors: [COAUTHOR.user_id], writers: [MAIN_AUTHOR.user_id, COAUTHOR.user_id], viewers: [MAIN_AUTHOR.user_id, COAUTHOR.user_id] })
    open(PAGE, uploadPageServer(shared), carl)
    await screen.findByRole('heading', { level: 1, name: 'Thin films' })
    expect(screen.queryByRole('button', { name: DELETE.button })).toBeNull()
    expect((screen.getByRole('button', { name: 'Manage members' }) as HTMLButtonElement).disabled).toBe(false)
    cleanup()
    const reviewed = anUpload({ reviewers: [COAUTHOR.user_id], viewers: [MAIN_AUTHOR.user_id, COAUTHOR.user_id] })
    open(PAGE, uploadPageServer(reviewed), carl)
    await screen.findByRole('heading', { level: 1, name: 'Thin films' })
    for (const name of ['Manage members', 'Edit metadata', 'Reprocess']) {
      expect((screen.getByRole('button', { name }) as HTMLButtonElement).disabled).toBe(true)
    }
    expect((within(step('Publish')).getByRole('button', { name: 'Publish' }) as HTMLButtonElement).disabled).toBe(true)
    expect(screen.queryByRole('group', { name: 'Drop files here' })).toBeNull()
    expect(step('Publish').textContent).toContain('Only the main author and co-authors can do this.')
  })
})

describe('the metadata editor', () => {
  it("asks 'Your changes are not submitted yet. Discard changes?' when cancelled with pending changes", async () => {
    open()
    await userEvent.click(await screen.findByRole('button', { name: 'Edit metadata' }))
    await userEvent.type(await screen.findByLabelText('Comment'), 'PBE')
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(await screen.findByText(DISCARD_QUESTION)).toBeTruthy()
  })
})
