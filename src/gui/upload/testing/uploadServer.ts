// Builders and a recording fake of the upload calls for component tests: the real
// ApiClient runs unchanged, every request is recorded (method, path, query, body), and a
// test answers what its case needs by "METHOD path".
import type { EntryProcData, Upload, UploadEntriesResponse } from '../../api'
import { anInfo, jsonResponse } from '../../app/testing/fakeFetch'

export const MAIN_AUTHOR = { user_id: 'u-main', name: 'Dana Diaz', affiliation: 'Thin-Film Lab' }
export const COAUTHOR = { user_id: 'u-co', name: 'Carl Chen', affiliation: 'Surface Group' }

export function anUpload(overrides: Partial<Upload> = {}): Upload {
  return {
    upload_id: 'up1', upload_name: 'Thin films', upload_create_time: '2024-03-01T10:00:00', main_author: MAIN_AUTHOR.user_id,
    coauthors: [], coauthor_groups: [], reviewers: [], reviewer_groups: [],
    writers: [MAIN_AUTHOR.user_id], writer_groups: [], viewers: [MAIN_AUTHOR.user_id], viewer_groups: [],
    published: false, published_to: [], publish_time: null, with_embargo: false, embargo_length: 0, license: 'CC BY 4.0',
    process_running: false, current_process: 'process_upload', process_status: 'SUCCESS', last_status_message: '4/4 entries processed, 1 failed',
    errors: [], warnings: [], complete_time: '2024-03-01T10:01:00', entries: 4, upload_files_server_path: null,
    ...overrides,
  }
}

export function anEntry(mainfile: string, overrides: Partial<EntryProcData> = {}): EntryProcData {
  return {
    entry_id: `e-${mainfile}`, upload_id: 'up1', mainfile, parser_name: 'parsers/cif', process_running: false,
    process_status: 'SUCCESS', current_process: 'process_entry', last_status_message: 'Process process_entry completed successfully',
    errors: [], warnings: [], entry_create_time: '2024-03-01T10:00:30', complete_time: '2024-03-01T10:00:40',
    ...overrides,
  }
}

export const FAILED_ERROR = 'The parser failed: The cell lengths _cell_length_a, _b and _c must all be positive numbers.'

export const someEntries = (): EntryProcData[] => [
  anEntry('corrupt.cif', { process_status: 'FAILURE', errors: [FAILED_ERROR] }),
  anEntry('NaCl-CONTCAR', { parser_name: 'parsers/poscar' }),
  anEntry('SARSUC.cif'),
  anEntry('vasp.xml', { parser_name: 'parsers/vasp' }),
]

export function entriesResponse(upload: Upload, entries: EntryProcData[] = someEntries()): UploadEntriesResponse {
  const failed = entries.filter((entry) => entry.process_status === 'FAILURE').length
  const successful = entries.filter((entry) => entry.process_status === 'SUCCESS').length
  return {
    upload, processing_successful: successful, processing_failed: failed,
    pagination: { page: 1, page_size: 5, order_by: 'process_status', order: 'asc', total: entries.length }, data: entries,
  }
}

export interface Recorded {
  method: string
  path: string
  query: URLSearchParams
  body?: unknown
}

export type Answer = (request: Recorded) => Response | Promise<Response>

/** A fetch that records each call and answers by 'METHOD path' (or 'path' for any method); else 404. */
export function uploadServer(answers: Record<string, Answer>) {
  const requests: Recorded[] = []
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url)
    const method = init?.method ?? 'GET'
    const path = url.pathname.replace(/^.*\/v1\//, '')
    const request: Recorded = { method, path, query: url.searchParams, ...(typeof init?.body === 'string' ? { body: JSON.parse(init.body) } : {}) }
    requests.push(request)
    const answer = answers[`${method} ${path}`] ?? answers[path]
    if (answer) return answer(request)
    if (path === 'info') return jsonResponse(anInfo())
    return jsonResponse({ detail: 'Not found' }, 404)
  }
  const sent = (method: string, path: string) => requests.filter((request) => request.method === method && request.path === path)
  return { fetch, requests, sent }
}

/** The calls the upload page makes, answered for `upload` (and `entries`); `more` adds or replaces answers. */
export function uploadPageServer(upload: Upload, more: Record<string, Answer> = {}, entries = someEntries()) {
  return uploadServer({
    [`GET uploads/${upload.upload_id}`]: () => jsonResponse({ upload_id: upload.upload_id, data: upload }),
    [`GET uploads/${upload.upload_id}/entries`]: () => jsonResponse(entriesResponse(upload, entries)),
    'GET users': (request) => {
      const ids = request.query.getAll('user_id')
      return jsonResponse({ data: [MAIN_AUTHOR, COAUTHOR].filter((user) => ids.includes(user.user_id)) })
    },
    'GET groups': () => jsonResponse({ data: [] }),
    'POST entries/query': () => jsonResponse({ pagination: { page_size: 1000, total: 0 }, data: [] }),
    'GET datasets/': () => jsonResponse({ pagination: { page_size: 1000, total: 0 }, data: [] }),
    [`POST uploads/${upload.upload_id}/edit`]: () => jsonResponse({ upload_id: upload.upload_id, data: upload }),
    ...more,
  })
}
