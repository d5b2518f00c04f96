// @vitest-environment jsdom
// The file browser in the upload page's Files tab (spec 3 §2.9, §5, §7, §8, §9): columns per
// folder with the path in the URL, 40 items per page and more, the file column ('processed
// data' only for entries, sizes with the exact byte count, previews), new folder, duplicate
// with the overwrite question, delete with the referenced-entries warning, and no changes
// where the upload is not editable.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { jsonResponse } from '../../app/testing/fakeFetch'
import { currentPath, renderApp } from '../../app/testing/renderApp'
import { anUpload, MAIN_AUTHOR, uploadPageServer, type Answer, type Recorded } from '../testing/uploadServer'
import { DELETE_ANYWAY, OVERWRITE_QUESTION, PATH_EXISTS, PROCESSED_DATA, REFERENCED_WARNING } from './messages'

const FILES = '/user/uploads/upload/id/up1/files'
const dana = { user_id: MAIN_AUTHOR.user_id, name: MAIN_AUTHOR.name }

interface FakeFile {
  readonly size: number
  readonly entry_id?: string
  readonly parser_name?: string
  readonly content?: string
}

/** An upload's files by path; folders are the paths' prefixes. */
type Tree = Record<string, FakeFile>

function listing(tree: Tree, folder: string, request: Recorded) {
  const prefix = folder ? `${folder}/` : ''
  const names = new Map<string, { name: string; is_file: boolean; size: number; entry_id?: string; parser_name?: string }>()
  for (const [path, file] of Object.entries(tree)) {
    if (!path.startsWith(prefix)) continue
    const [name, ...rest] = path.slice(prefix.length).split('/')
    if (rest.length) names.set(name, { name, is_file: false, size: 0 })
    else names.set(name, { name, is_file: true, size: file.size, entry_id: file.entry_id, parser_name: file.parser_name })
  }
  const page = Number(request.query.get('page') ?? 1)
  const size = Number(request.query.get('page_size') ?? 40)
  const items = [...names.values()]
  return {
    path: folder, access: 'unpublished',
    directory_metadata: { name: folder, size: 0, content: items.slice((page - 1) * size, page * size) },
    pagination: { page, page_size: size, total: items.length },
  }
}

/** Answers rawdir and raw of `tree` (and the upload page's calls); `more` adds or replaces answers. */
function filesServer(tree: Tree, more: Record<string, Answer> = {}, upload = anUpload()) {
  const rawdir: Answer = (request) => {
    const path = decodeURIComponent(request.path.replace(/^uploads\/up1\/rawdir\/?/, ''))
    const file = tree[path]
    if (file) return jsonResponse({ path, access: 'unpublished', file_metadata: { name: path.split('/').pop(), size: file.size, entry_id: file.entry_id, parser_name: file.parser_name } })
    return jsonResponse(listing(tree, path, request))
  }
  const raw: Answer = (request) => {
    const path = decodeURIComponent(request.path.replace(/^uploads\/up1\/raw\/?/, ''))
    const bytes = new TextEncoder().encode(tree[path]?.content ?? '')
    const offset = Number(request.query.get('offset') ?? 0)
    const length = Number(request.query.get('length') ?? -1)
    return new Response(bytes.slice(offset, length < 0 ? undefined : offset + length))
  }
  const server = uploadPageServer(upload, more)
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url)
    const path = url.pathname.replace(/^.*\/v1\//, '')
    const method = init?.method ?? 'GET'
    const answer = more[`${method} ${path}`]
    if (!answer && method === 'GET' && path.startsWith('uploads/up1/rawdir')) {
      server.requests.push({ method, path, query: url.searchParams })
      return rawdir({ method, path, query: url.searchParams })
    }
    if (!answer && method === 'GET' && path.startsWith('uploads/up1/raw/')) {
      server.requests.push({ method, path, query: url.searchParams })
      return raw({ method, path, query: url.searchParams })
    }
    return server.fetch(input, init)
  }
  return { ...server, fetch }
}

// The first column waits for the upload page's and the browser's lazy chunks.
const column = (name: string) => screen.findByRole('region', { name }, { timeout: 5000 })

function open(path: string, server: ReturnType<typeof filesServer>) {
  return { ...renderApp({ path, fetch: server.fetch, user: dana }), server }
}

const someFiles: Tree = {
  'notes.txt': { size: 12_345, content: 'first line\nsecond line\n' },
  'vasp.xml': { size: 2_500_000, entry_id: 'e-vasp', parser_name: 'parsers/vasp' },
  'data/scan.json': { size: 20, content: '{"a": [1, 2]' },
  'data/deep/inner.txt': { size: 5, content: 'inner' },
}

afterEach(cleanup)

describe('browsing', () => {
  it('opens folders as columns, keeps the path in the URL and shows a file last', async () => {
    const { router } = open(FILES, filesServer(someFiles))
    const root = await column('Upload root')
    await userEvent.click(await within(root).findByText('data'))
    const data = await column('Folder data')
    expect(currentPath(router)).toBe(`${FILES}/data`)
    await userEvent.click(await within(data).findByText('deep'))
    await userEvent.click(await within(await column('Folder data/deep')).findByText('inner.txt'))
    expect(currentPath(router)).toBe(`${FILES}/data/deep/inner.txt`)
    expect(await column('File data/deep/inner.txt')).toBeTruthy()
    expect(screen.getAllByRole('region', { name: /^(Upload root|Folder|File) / }).length + 1).toBe(4)
  })

  it("lists 40 items at a time with the entries' parsers, and more on request", async () => {
    const many: Tree = Object.fromEntries(Array.from({ length: 45 }, (_, index) => [`file-${String(index).padStart(2, '0')}.txt`, { size: index }]))
    const { server } = open(FILES, filesServer({ ...many, 'vasp.xml': { size: 1, entry_id: 'e1', parser_name: 'parsers/vasp' } }))
    const root = await column('Upload root')
    await within(root).findByText('file-00.txt')
    expect(within(root).queryByText('file-40.txt')).toBeNull()
    const first = server.requests.find((request) => request.path === 'uploads/up1/rawdir/')
    expect(Object.fromEntries(first?.query ?? [])).toEqual({ include_entry_info: 'true', page_size: '40', page: '1' })
    await userEvent.click(within(root).getByRole('button', { name: 'Load more (40 of 46)' }))
    expect(await within(root).findByText('vasp.xml')).toBeTruthy()
    expect(within(root).getByText('vasp')).toBeTruthy()
    expect(server.requests.filter((request) => request.path === 'uploads/up1/rawdir/').map((request) => request.query.get('page'))).toEqual(['1', '2'])
  })

  it("shows a file's size with the exact byte count, and 'processed data' only for an entry", async () => {
    open(`${FILES}/vasp.xml`, filesServer(someFiles))
    const file = await column('File vasp.xml')
    expect(await within(file).findByText('2.5 MB (2,500,000 bytes)')).toBeTruthy()
    const processed = within(file).getByRole('link', { name: PROCESSED_DATA })
    expect(processed.getAttribute('href')).toBe('/user/uploads/upload/id/up1/entry/id/e-vasp/data')
    cleanup()
    open(`${FILES}/notes.txt`, filesServer(someFiles))
    const notes = await column('File notes.txt')
    expect(await within(notes).findByText('12.3 kB (12,345 bytes)')).toBeTruthy()
    expect(within(notes).queryByRole('link', { name: PROCESSED_DATA })).toBeNull()
  })

  it('previews text in chunks of 16384 bytes', async () => {
    const { server } = open(`${FILES}/notes.txt`, filesServer(someFiles))
    const text = await screen.findByLabelText('File content')
    await waitFor(() => expect(text.textContent).toContain('second line'))
    const read = server.requests.find((request) => request.path === 'uploads/up1/raw/notes.txt')
    expect(Object.fromEntries(read?.query ?? [])).toEqual({ offset: '0', length: '16384', decompress: 'true', ignore_mime_type: 'true' })
  })

  it("offers the text viewer when a viewer cannot read the file", async () => {
    open(`${FILES}/data/scan.json`, filesServer(someFiles))
    const file = await column('File data/scan.json')
    expect(await within(file).findByText('Failed to open with json viewer. Bad file format?')).toBeTruthy()
    await userEvent.click(within(file).getByRole('button', { name: 'Open with text viewer' }))
    await waitFor(() => expect(within(file).getByLabelText('File content').textContent).toContain('{"a": [1, 2]'))
  })

  it("ends the text with 'ERROR - COULD NOT READ FILE!' when a chunk cannot be read", async () => {
    open(`${FILES}/notes.txt`, filesServer(someFiles, { 'GET uploads/up1/raw/notes.txt': () => jsonResponse({ detail: 'Internal error' }, 500) }))
    const text = await screen.findByLabelText('File content', {}, { timeout: 5000 })
    await waitFor(() => expect(text.textContent).toContain('ERROR - COULD NOT READ FILE!'))
  })

  it("waits for 'Preview with {viewer} viewer' above the viewer's size limit", async () => {
    const { server } = open(`${FILES}/big.json`, filesServer({ 'big.json': { size: 11_000_000, content: '{"sample": "S-17"}' } }))
    const file = await column('File big.json')
    const button = await within(file).findByRole('button', { name: 'Preview with json viewer' })
    expect(server.requests.some((request) => request.path === 'uploads/up1/raw/big.json')).toBe(false)
    await userEvent.click(button)
    expect(await within(file).findByText('"S-17"')).toBeTruthy()
  })

  it("says a path that does not exist does not exist (the error catalogue's text for a 404)", async () => {
    open(`${FILES}/missing.txt`, filesServer(someFiles, { 'GET uploads/up1/rawdir/missing.txt': () => jsonResponse({ detail: 'The requested path does not exist.' }, 404) }))
    const failed = await screen.findByRole('region', { name: 'Path missing.txt' }, { timeout: 5000 })
    await waitFor(() => expect(failed.textContent).toMatch(/^You are trying to access information that does not exist\./))
  })
})

describe('changing files', () => {
  it('makes a new folder on Enter, ignoring an empty name', async () => {
    const { server, router } = open(`${FILES}/data`, filesServer(someFiles, { 'POST uploads/up1/raw-create-dir/data/results': () => jsonResponse({ upload_id: 'up1', data: anUpload() }) }))
    const data = await column('Folder data')
    await userEvent.click(within(data).getByRole('button', { name: 'New folder' }))
    const dialog = await screen.findByRole('dialog', { name: 'New folder' })
    const name = within(dialog).getByLabelText('Folder name')
    await userEvent.type(name, '   {Enter}')
    expect(within(dialog).getByRole('button', { name: 'Create' }).hasAttribute('disabled')).toBe(true)
    expect(server.sent('POST', 'uploads/up1/raw-create-dir/data/')).toHaveLength(0)
    await userEvent.type(name, 'results{Enter}')
    await waitFor(() => expect(server.sent('POST', 'uploads/up1/raw-create-dir/data/results')).toHaveLength(1))
    await waitFor(() => expect(currentPath(router)).toBe(`${FILES}/data/results`))
  })

  it("duplicates as '(Copy) <name>' and asks before overwriting an existing file", async () => {
    let puts = 0
    const put: Answer = () => (++puts === 1 ? jsonResponse({ detail: PATH_EXISTS }, 409) : jsonResponse({ upload_id: 'up1', data: anUpload() }))
    const { server } = open(`${FILES}/notes.txt`, filesServer(someFiles, { 'PUT uploads/up1/raw/': put }))
    const file = await column('File notes.txt')
    await userEvent.click(within(file).getByRole('button', { name: 'Duplicate' }))
    const dialog = await screen.findByRole('dialog', { name: 'Duplicate' })
    expect((within(dialog).getByLabelText('Name') as HTMLInputElement).value).toBe('(Copy) notes.txt')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Duplicate' }))
    const overwrite = await screen.findByRole('dialog', { name: 'File already exists' })
    expect(overwrite.textContent).toContain(PATH_EXISTS)
    expect(overwrite.textContent).toContain(OVERWRITE_QUESTION)
    await userEvent.click(within(overwrite).getByRole('button', { name: 'Overwrite' }))
    await waitFor(() => expect(server.sent('PUT', 'uploads/up1/raw/')).toHaveLength(2))
    const [first, second] = server.sent('PUT', 'uploads/up1/raw/').map((request) => Object.fromEntries(request.query))
    expect(first).toEqual({ copy_or_move: 'copy', copy_or_move_source_path: 'notes.txt', file_name: '(Copy) notes.txt', overwrite_if_exists: 'false' })
    expect(second.overwrite_if_exists).toBe('true')
  })

  it('moves a file dragged onto a folder', async () => {
    const { server } = open(`${FILES}/notes.txt`, filesServer(someFiles, { 'PUT uploads/up1/raw/data': () => jsonResponse({ upload_id: 'up1', data: anUpload() }) }))
    const root = await column('Upload root')
    const folder = (await within(root).findByText('data')).closest('li')!
    const data = new Map<string, string>([['application/x-tessera-upload-file', JSON.stringify({ uploadId: 'up1', path: 'notes.txt' })]])
    const dataTransfer = { types: [...data.keys()], getData: (type: string) => data.get(type) ?? '' }
    fireEvent.dragOver(folder, { dataTransfer })
    fireEvent.drop(folder, { dataTransfer })
    const dialog = await screen.findByRole('dialog', { name: 'Copy or move' })
    expect((within(dialog).getByLabelText('To folder') as HTMLInputElement).value).toBe('data')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move' }))
    await waitFor(() => expect(server.sent('PUT', 'uploads/up1/raw/data')).toHaveLength(1))
    expect(Object.fromEntries(server.sent('PUT', 'uploads/up1/raw/data')[0].query)).toEqual({
      copy_or_move: 'move', copy_or_move_source_path: 'notes.txt', file_name: 'notes.txt', overwrite_if_exists: 'false',
    })
  })

  it("warns about entries referenced elsewhere and deletes after 'Delete anyway'", async () => {
    const referencing = {
      entry_id: 'sample', upload_id: 'other', mainfile: 'sample.archive.json',
      entry_references: [{ target_upload_id: 'up1', target_mainfile: 'vasp.xml', target_entry_id: 'e-vasp' }],
    }
    const { server, router } = open(`${FILES}/vasp.xml`, filesServer(someFiles, {
      'POST entries/query': () => jsonResponse({ pagination: { page_size: 1000, total: 1 }, data: [referencing] }),
      'DELETE uploads/up1/raw/vasp.xml': () => jsonResponse({ upload_id: 'up1', data: anUpload() }),
    }))
    const file = await column('File vasp.xml')
    await userEvent.click(within(file).getByRole('button', { name: 'Delete' }))
    const dialog = await screen.findByRole('dialog', { name: 'Delete file' })
    expect(await within(dialog).findByText(REFERENCED_WARNING)).toBeTruthy()
    expect(within(dialog).getByText('sample.archive.json')).toBeTruthy()
    const query = server.sent('POST', 'entries/query').at(-1)?.body as { query: unknown }
    expect(query.query).toEqual({ 'entry_references.target_upload_id': 'up1' })
    await userEvent.click(within(dialog).getByRole('button', { name: DELETE_ANYWAY }))
    await waitFor(() => expect(server.sent('DELETE', 'uploads/up1/raw/vasp.xml')).toHaveLength(1))
    await waitFor(() => expect(currentPath(router)).toBe(FILES))
  })

  it('deletes without a warning when nothing references the file', async () => {
    const { server } = open(`${FILES}/notes.txt`, filesServer(someFiles, { 'DELETE uploads/up1/raw/notes.txt': () => jsonResponse({ upload_id: 'up1', data: anUpload() }) }))
    await userEvent.click(within(await column('File notes.txt')).getByRole('button', { name: 'Delete' }))
    const dialog = await screen.findByRole('dialog', { name: 'Delete file' })
    const remove = await within(dialog).findByRole('button', { name: 'Delete' })
    await waitFor(() => expect(remove.hasAttribute('disabled')).toBe(false))
    expect(within(dialog).queryByText(REFERENCED_WARNING)).toBeNull()
    await userEvent.click(remove)
    await waitFor(() => expect(server.sent('DELETE', 'uploads/up1/raw/notes.txt')).toHaveLength(1))
  })

  it('offers downloads but no changes where the upload is not editable', async () => {
    const published = anUpload({ published: true, publish_time: '2024-03-02T10:00:00' })
    open(`${FILES}/notes.txt`, filesServer(someFiles, {}, published))
    const file = await column('File notes.txt')
    const download = within(file).getByRole('button', { name: 'Download' })
    expect(download.getAttribute('href')).toContain('/uploads/up1/raw/notes.txt?ignore_mime_type=true')
    expect(within(file).queryByRole('button', { name: 'Delete' })).toBeNull()
    expect(within(file).queryByRole('button', { name: 'Duplicate' })).toBeNull()
    const root = await column('Upload root')
    expect(within(root).getByRole('button', { name: 'Download all files' }).getAttribute('href')).toContain('/uploads/up1/raw/?compress=true')
    expect(within(root).queryByRole('button', { name: 'New folder' })).toBeNull()
  })
})
