// @vitest-environment jsdom
// The uploads list (spec 3 §2.5, §4, §6, §8, §9): the table and its requests, creating
// an upload and adding an example, the unpublished-uploads limit, the bulk delete and its
// rules, and the 2 s refresh while deletions are pending.
import { act, cleanup, configure, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Upload, UploadCommandExamples } from '../../../core/api'
import { anInfo, jsonResponse } from '../../app/testing/fakeFetch'
import { currentPath, renderApp } from '../../app/testing/renderApp'
import { LOGIN_REQUIRED_FUNCTIONALITY } from '../../auth'
import { ROWS_PER_PAGE_TEXT, SELECT_ALL_LABEL, selectRowLabel } from '../../components/dataTable'
import { aGuiEnv } from '../../runtime/testing/aGuiEnv'
import type { ExampleUploadEnv } from '../../../core/config/env'
import { bulkDeleteRule } from './bulkDelete'
import {
  ADD_EXAMPLES_TEXT, CREATE_UPLOAD_TEXT, DELETE_SELECTED_TEXT, NOT_YOURS_REASON, PUBLISHED_REASON, UPLOAD_LIMIT_MESSAGE,
} from './messages'
import { embargoEnd, processingText, PUBLICATION_TEXTS, publicationState } from './uploadStates'
import { DELETE_REFRESH_MS, PROCESSING_REFRESH_MS } from './UploadsList'

// The pages are lazy chunks: their first load may take a while when the whole suite runs.
configure({ asyncUtilTimeout: 10_000 })

const ME = { user_id: 'me', name: 'Mira Meyer' }

function anUpload(id: string, overrides: Partial<Upload> = {}): Upload {
  return {
    upload_id: id, upload_name: `Upload ${id}`, upload_create_time: '2026-03-01T10:00:00', main_author: ME.user_id,
    coauthors: [], coauthor_groups: [], reviewers: [], reviewer_groups: [], writers: [ME.user_id], writer_groups: [],
    viewers: [ME.user_id], viewer_groups: [], published: false, published_to: [], publish_time: null, with_embargo: false,
    embargo_length: 0, license: 'CC BY 4.0', process_running: false, current_process: 'process_upload', process_status: 'SUCCESS',
    last_status_message: 'Process process_upload completed successfully', errors: [], warnings: [], complete_time: null,
    entries: 3, upload_files_server_path: null, ...overrides,
  }
}

const COMMANDS: UploadCommandExamples = {
  upload_url: 'http://localhost:8000/api/v1/uploads?token=t0k',
  upload_command: 'curl -X POST "http://localhost:8000/api/v1/uploads?token=t0k" -T <local_file>',
  upload_command_with_name: 'curl -X POST "…&upload_name=<name>" -T <local_file>',
  upload_progress_command: 'curl -# -X POST "…" -T <local_file> | xargs echo',
  upload_command_form: 'curl -X POST "…" -F file=@<local_file>',
  upload_tar_command: 'tar -cf - <local_folder> | curl …',
}

const EXAMPLES: ExampleUploadEnv[] = [
  { id: 'crystal-structures', title: 'Crystal structures', category: 'Basic examples', description: 'CIF, POSCAR and XYZ files.' },
  { id: 'use-cases', title: 'Solar cells and catalysts', category: 'Use cases' },
  { id: 'lab-notebook', title: 'Thin-film lab notebook', category: 'Basic examples' },
]

interface Request {
  method: string
  path: string
  params: URLSearchParams
}

/** A server of uploads: answers the list, the limit query, commands, creation and deletion, and records every request. */
function uploadsServer(options: { uploads?: Upload[]; unpublished?: number; failDelete?: Record<string, string> } = {}) {
  const requests: Request[] = []
  let uploads = options.uploads ?? [anUpload('u1'), anUpload('u2')]
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url)
    const path = url.pathname.replace(/^.*\/v1\//, '')
    const method = init?.method ?? 'GET'
    requests.push({ method, path, params: url.searchParams })
    if (path === 'info') return jsonResponse(anInfo())
    if (path === 'uploads/command-examples') return jsonResponse(COMMANDS)
    if (path === 'uploads' && method === 'POST') return jsonResponse({ upload_id: 'new1', data: anUpload('new1') })
    if (path === 'uploads') {
      if (url.searchParams.get('is_published') === 'false') {
        const total = options.unpublished ?? 0
        return jsonResponse({ query: {}, pagination: { page_size: 10000, page: 1, total }, data: [] })
      }
      const pageSize = Number(url.searchParams.get('page_size') ?? 10)
      return jsonResponse({ query: {}, pagination: { page_size: pageSize, page: 1, total: uploads.length }, data: uploads.slice(0, pageSize) })
    }
    const deleted = /^uploads\/([^/]+)$/.exec(path)
    if (deleted && method === 'DELETE') {
      const failure = options.failDelete?.[deleted[1]]
      if (failure) return jsonResponse({ detail: failure }, 400)
      uploads = uploads.filter((upload) => upload.upload_id !== deleted[1])
      return jsonResponse({ upload_id: deleted[1], data: anUpload(deleted[1], { current_process: 'delete_upload' }) })
    }
    return jsonResponse({ detail: 'Not found' }, 404)
  }
  const lists = () => requests.filter((request) => request.method === 'GET' && request.path === 'uploads' && !request.params.has('is_published'))
  /** What the server lists from now on (a deletion or processing came to an end). */
  const replace = (next: Upload[]) => {
    uploads = next
  }
  return { fetch, requests, lists, replace }
}

function renderList(server = uploadsServer(), env = aGuiEnv({ exampleUploads: EXAMPLES })) {
  return renderApp({ path: '/user/uploads', user: ME, env, fetch: server.fetch })
}

/** The uploads table once its first answer is drawn (it is busy while the first page loads). */
async function table() {
  const found = await screen.findByRole('table', { name: 'Your existing uploads' })
  await waitFor(() => expect(found.getAttribute('aria-busy')).toBeNull())
  return found
}

beforeEach(() => {
  Object.defineProperty(window.navigator, 'clipboard', { value: { writeText: vi.fn(async () => undefined) }, configurable: true })
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

describe('the uploads list', () => {
  it("asks anonymous visitors to log in ('You have to login to use this functionality.')", async () => {
    renderApp({ path: '/user/uploads', fetch: uploadsServer().fetch })
    expect(await screen.findByText(LOGIN_REQUIRED_FUNCTIONALITY)).toBeTruthy()
  })

  it('lists the uploads, ten per page, newest first', async () => {
    const server = uploadsServer()
    renderList(server)
    const rows = within(await table()).getAllByRole('row')
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^Name.*Created.*Entries.*Status.*Published/),
      expect.stringContaining('Upload u1'),
      expect.stringContaining('Upload u2'),
    ])
    expect(within(rows[1]).getByRole('link', { name: 'Upload u1' }).getAttribute('href')).toBe('/user/uploads/upload/id/u1')
    const [list] = server.lists()
    expect(Object.fromEntries(list.params)).toEqual({ page: '1', page_size: '10', order_by: 'upload_create_time', order: 'desc' })
  })

  it('offers 5, 10, 50 and 100 rows per page', async () => {
    const server = uploadsServer()
    renderList(server)
    await table()
    const select = screen.getByLabelText(ROWS_PER_PAGE_TEXT) as HTMLSelectElement
    expect([...select.options].map((option) => option.value)).toEqual(['5', '10', '50', '100'])
    await userEvent.selectOptions(select, '50')
    await waitFor(() => expect(server.lists().at(-1)?.params.get('page_size')).toBe('50'))
  })

  it.each([
    ['Published', 'publish_time', 'desc'],
    ['Name', 'upload_name', 'asc'],
    ['Status', 'last_status_message', 'asc'],
  ])('sorts by the %s column with order_by %s', async (header, orderBy, order) => {
    const server = uploadsServer()
    renderList(server)
    await userEvent.click(within(await table()).getByRole('button', { name: header }))
    await waitFor(() => expect(server.lists().at(-1)?.params.get('order_by')).toBe(orderBy))
    expect(server.lists().at(-1)?.params.get('order')).toBe(order)
  })

  it('shows the status and the publication state with their full texts as tooltips', async () => {
    const failed = anUpload('u3', { process_status: 'FAILURE', last_status_message: 'Process failed', errors: ['parser crashed'] })
    const embargoed = anUpload('u4', { published: true, with_embargo: true, embargo_length: 12, publish_time: '2026-01-15T00:00:00' })
    renderList(uploadsServer({ uploads: [failed, embargoed] }))
    await table()
    expect(screen.getByLabelText('Processing failed: Process failed: parser crashed')).toBeTruthy()
    expect(screen.getByLabelText(PUBLICATION_TEXTS['embargo-yours']).textContent).toBe('Embargo until 15/01/2027')
  })

  it('shows the shell commands, each with a copy button', async () => {
    renderList()
    expect(await screen.findByText(COMMANDS.upload_command)).toBeTruthy()
    const copies = screen.getAllByRole('button', { name: 'Copy command' })
    expect(copies).toHaveLength(5)
    await userEvent.click(copies[0])
    expect(navigator.clipboard.writeText).toHaveBeenCalledWith(COMMANDS.upload_command)
  })

  it('creates an upload and opens it', async () => {
    const server = uploadsServer()
    const { router } = renderList(server)
    await userEvent.click(await screen.findByRole('button', { name: CREATE_UPLOAD_TEXT }))
    await waitFor(() => expect(currentPath(router)).toBe('/user/uploads/upload/id/new1'))
    expect(server.requests.find((request) => request.method === 'POST')?.params.toString()).toBe('')
  })

  it('adds an example upload from the dialog, examples grouped by category, and opens it', async () => {
    const server = uploadsServer()
    const { router } = renderList(server)
    await userEvent.click(await screen.findByRole('button', { name: ADD_EXAMPLES_TEXT }))
    const dialog = await screen.findByRole('dialog')
    const basics = within(dialog).getByRole('region', { name: 'Basic examples' })
    expect(within(basics).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringContaining('Crystal structures'),
      expect.stringContaining('Thin-film lab notebook'),
    ])
    expect(within(dialog).getByRole('region', { name: 'Use cases' }).textContent).toContain('Solar cells and catalysts')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Solar cells and catalysts' }))
    await waitFor(() => expect(currentPath(router)).toBe('/user/uploads/upload/id/new1'))
    const post = server.requests.find((request) => request.method === 'POST')!
    expect(Object.fromEntries(post.params)).toEqual({ upload_name: 'Solar cells and catalysts', example_upload_id: 'use-cases' })
  })

  it('has no example button where the deployment has no examples', async () => {
    renderList(uploadsServer(), aGuiEnv())
    await table()
    expect(screen.queryByRole('button', { name: ADD_EXAMPLES_TEXT })).toBeNull()
  })

  describe("the unpublished-uploads limit ('You have reached maximum number of unpublished uploads!')", () => {
    it.each([
      [1, false],
      [2, true],
      [3, true],
    ])('with %i unpublished uploads of a limit of 2: reached %s', async (unpublished, reached) => {
      const server = uploadsServer({ unpublished })
      renderList(server, aGuiEnv({ exampleUploads: EXAMPLES, servicesUploadLimit: 2 }))
      const create = (await screen.findByRole('button', { name: CREATE_UPLOAD_TEXT })) as HTMLButtonElement
      await waitFor(() => expect(server.requests.some((request) => request.params.get('is_published') === 'false')).toBe(true))
      await waitFor(() => expect(screen.queryByText(UPLOAD_LIMIT_MESSAGE) !== null).toBe(reached))
      expect(create.disabled).toBe(reached)
      expect((screen.getByRole('button', { name: ADD_EXAMPLES_TEXT }) as HTMLButtonElement).disabled).toBe(reached)
    })

    it("counts the user's unpublished main-author uploads as the spec's query does", async () => {
      const server = uploadsServer()
      renderList(server)
      await waitFor(() => expect(server.requests.some((request) => request.params.get('is_published') === 'false')).toBe(true))
      const query = server.requests.find((request) => request.params.get('is_published') === 'false')!
      expect(Object.fromEntries(query.params)).toEqual({ roles: 'main_author', is_published: 'false', page_size: '10000' })
    })
  })

  describe('bulk delete', () => {
    it.each([
      ['own unpublished uploads', [anUpload('a'), anUpload('b')], { allowed: true }],
      ["another's upload among them", [anUpload('a'), anUpload('b', { main_author: 'someone' })], { allowed: false, reason: NOT_YOURS_REASON }],
      ['a co-authored upload', [anUpload('a', { main_author: 'someone', coauthors: ['me'] })], { allowed: false, reason: NOT_YOURS_REASON }],
      ['an own published upload', [anUpload('a', { published: true })], { allowed: false, reason: PUBLISHED_REASON }],
    ])('of %s', (_what, selected, rule) => {
      expect(bulkDeleteRule(selected, ME.user_id)).toEqual(rule)
    })

    it('is disabled in the table when a selected upload is not the user\'s', async () => {
      renderList(uploadsServer({ uploads: [anUpload('u1'), anUpload('u2', { main_author: 'someone' })] }))
      await table()
      await userEvent.click(screen.getByLabelText(selectRowLabel('Upload u1')))
      expect((screen.getByRole('button', { name: DELETE_SELECTED_TEXT }) as HTMLButtonElement).disabled).toBe(false)
      await userEvent.click(screen.getByLabelText(selectRowLabel('Upload u2')))
      expect((screen.getByRole('button', { name: DELETE_SELECTED_TEXT }) as HTMLButtonElement).disabled).toBe(true)
    })

    it('deletes each selected upload after asking, and lists what is left', async () => {
      const server = uploadsServer({ uploads: [anUpload('u1'), anUpload('u2'), anUpload('u3')] })
      renderList(server)
      await table()
      await userEvent.click(screen.getByLabelText(selectRowLabel('Upload u1')))
      await userEvent.click(screen.getByLabelText(selectRowLabel('Upload u3')))
      expect(screen.getByRole('status').textContent).toBe('2 selected')
      await userEvent.click(screen.getByRole('button', { name: DELETE_SELECTED_TEXT }))
      const dialog = await screen.findByRole('dialog')
      await userEvent.click(within(dialog).getByRole('button', { name: DELETE_SELECTED_TEXT }))
      await waitFor(() => expect(within(screen.getByRole('table')).queryByText('Upload u1')).toBeNull())
      expect(server.requests.filter((request) => request.method === 'DELETE').map((request) => request.path)).toEqual(['uploads/u1', 'uploads/u3'])
      expect(within(screen.getByRole('table')).getByText('Upload u2')).toBeTruthy()
    })

    it('selects all uploads, also those of other pages, for deletion', async () => {
      const uploads = Array.from({ length: 12 }, (_, index) => anUpload(`u${index + 1}`))
      const server = uploadsServer({ uploads })
      renderList(server)
      await table()
      await userEvent.click(screen.getByLabelText(SELECT_ALL_LABEL))
      expect(screen.getByRole('status').textContent).toBe('All selected')
      const remove = screen.getByRole('button', { name: DELETE_SELECTED_TEXT }) as HTMLButtonElement
      await waitFor(() => expect(remove.disabled).toBe(false))
      await userEvent.click(remove)
      await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: DELETE_SELECTED_TEXT }))
      await waitFor(() => expect(server.requests.filter((request) => request.method === 'DELETE')).toHaveLength(12))
    })

    it('raises one error per upload that could not be deleted', async () => {
      const server = uploadsServer({
        uploads: [anUpload('u1'), anUpload('u2'), anUpload('u3')],
        failDelete: { u1: 'The upload u1 is being processed.', u3: 'The upload u3 is locked.' },
      })
      renderList(server)
      await table()
      for (const name of ['Upload u1', 'Upload u2', 'Upload u3']) await userEvent.click(screen.getByLabelText(selectRowLabel(name)))
      await userEvent.click(screen.getByRole('button', { name: DELETE_SELECTED_TEXT }))
      await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: DELETE_SELECTED_TEXT }))
      // The snackbar shows one message at a time; closing it shows the next.
      expect(await screen.findByText('The upload u1 is being processed. (400)')).toBeTruthy()
      // The confirmation dialog may still be closing, with a Close button of its own.
      await userEvent.click(within(screen.getByTestId('snackbar')).getByRole('button', { name: 'Close' }))
      expect(await screen.findByText('The upload u3 is locked. (400)')).toBeTruthy()
    })
  })

  describe('refreshing while something happens', () => {
    const after = async (ms: number) => {
      await act(async () => {
        await vi.advanceTimersByTimeAsync(ms)
      })
    }

    it('refreshes the list every 2 s while a deletion is pending, and stops once none remain', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true })
      const pending = anUpload('u1', { current_process: 'delete_upload', process_running: true, process_status: 'RUNNING' })
      const server = uploadsServer({ uploads: [pending, anUpload('u2')] })
      renderList(server)
      await table()
      expect(screen.getByLabelText('Deleting ...: Process process_upload completed successfully')).toBeTruthy()
      const before = server.lists().length
      // Every 2 s, not every second as for processing.
      await after(DELETE_REFRESH_MS - 300)
      expect(server.lists().length).toBe(before)
      await after(400)
      await waitFor(() => expect(server.lists().length).toBe(before + 1))
      server.replace([anUpload('u2')])
      await after(DELETE_REFRESH_MS + 100)
      await waitFor(() => expect(screen.queryByText('Upload u1')).toBeNull())
      const settled = server.lists().length
      await after(3 * DELETE_REFRESH_MS)
      expect(server.lists().length).toBe(settled)
    })

    it('refreshes every second while an upload processes, until its status is final', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true })
      const running = anUpload('u1', { process_running: true, process_status: 'RUNNING', last_status_message: 'Parsing' })
      const server = uploadsServer({ uploads: [running] })
      renderList(server)
      await table()
      expect(screen.getByLabelText('Processing ...: Parsing')).toBeTruthy()
      const before = server.lists().length
      server.replace([anUpload('u1')])
      await after(PROCESSING_REFRESH_MS + 100)
      await waitFor(() => expect(server.lists().length).toBe(before + 1))
      expect(await screen.findByLabelText('Processing completed: Process process_upload completed successfully')).toBeTruthy()
      const settled = server.lists().length
      await after(3 * PROCESSING_REFRESH_MS)
      expect(server.lists().length).toBe(settled)
    })

    it('does not refresh when nothing is deleted or processed', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true })
      const server = uploadsServer()
      renderList(server)
      await table()
      const before = server.lists().length
      await after(3 * DELETE_REFRESH_MS)
      expect(server.lists().length).toBe(before)
    })
  })
})

describe('what an upload is shown as', () => {
  it.each([
    [{ published: true }, ME.user_id, 'public'],
    [{ published: true, with_embargo: true }, ME.user_id, 'embargo-yours'],
    [{ published: true, with_embargo: true, main_author: 'x', coauthors: ['me'] }, ME.user_id, 'embargo-coauthor'],
    [{ published: true, with_embargo: true, main_author: 'x', writers: [], reviewers: ['me'] }, ME.user_id, 'embargo-reviewer'],
    [{ published: true, with_embargo: true, main_author: 'x', writers: [], viewers: [] }, ME.user_id, 'embargo-no-access'],
    [{ published: true, with_embargo: true }, undefined, 'embargo-login'],
    [{ viewer_groups: ['all'] }, ME.user_id, 'unpublished-everyone'],
    [{}, ME.user_id, 'unpublished-yours'],
    [{ main_author: 'x', coauthors: ['me'] }, ME.user_id, 'unpublished-coauthor'],
    [{ main_author: 'x', writers: [], viewers: ['me'] }, ME.user_id, 'unpublished-reviewer'],
    [{ main_author: 'x', writers: [], viewers: [] }, ME.user_id, 'unpublished'],
  ] as Array<[Partial<Upload>, string | undefined, string]>)('%j seen by %s: %s', (overrides, userId, state) => {
    expect(publicationState(anUpload('u', overrides), userId)).toBe(state)
  })

  it.each([
    [{ process_running: true, process_status: 'RUNNING', last_status_message: 'Parsing 3/10' }, 'Processing ...: Parsing 3/10'],
    [{ process_status: 'SUCCESS', last_status_message: 'Processing completed' }, 'Processing completed'],
    [{ process_status: 'FAILURE', last_status_message: null, errors: ['no space left'] }, 'Processing failed: no space left'],
    [{ process_status: 'READY', last_status_message: null }, 'Waiting for processing'],
  ] as const)('%j has the status text %s', (overrides, text) => {
    expect(processingText(anUpload('u', { ...overrides, errors: [...('errors' in overrides ? overrides.errors : [])] }))).toBe(text)
  })

  it('ends an embargo its months after publication; malformed or missing times give none', () => {
    expect(embargoEnd(anUpload('u', { published: true, with_embargo: true, embargo_length: 36, publish_time: '2026-01-15T12:00:00' }))).toBe('15/01/2029')
    expect(embargoEnd(anUpload('u', { published: true, with_embargo: true, embargo_length: 3, publish_time: 'yesterday' }))).toBeUndefined()
    expect(embargoEnd(anUpload('u', { published: true, with_embargo: false, publish_time: '2026-02-28T23:00:00' }))).toBeUndefined()
  })
})
