// @vitest-environment jsdom
// Step 1's transfers (spec 3 §2.6): each drop is one multipart PUT with its own progress
// bar; the state of a transfer as a table of actions, its label and sizes, the size check
// before sending, and the client's send with upload progress, the server's refusal and
// cancelling.
import { describe, expect, it } from 'vitest'
import { ApiClient, ApiError } from '../../../api'
import { formatBytes, sizeProblem, transferFraction, transferLabel, transfersReducer, type Transfer, type TransferAction } from './transfers'

const start: TransferAction = { type: 'start', id: 1, files: ['a.cif', 'b.cif'], size: 2000 }

describe('a transfer', () => {
  const after = (...actions: TransferAction[]) => actions.reduce<readonly Transfer[]>(transfersReducer, [])[0]

  it.each<[string, TransferAction[], Partial<Transfer> | undefined]>([
    ['starts sending nothing yet', [start], { state: 'sending', loaded: 0, size: 2000 }],
    ['takes the request size the browser reports', [start, { type: 'progress', id: 1, loaded: 500, total: 2300 }], { loaded: 500, size: 2300 }],
    ['keeps its size while the browser knows none', [start, { type: 'progress', id: 1, loaded: 500, total: 0 }], { loaded: 500, size: 2000 }],
    ['is full when done', [start, { type: 'done', id: 1 }], { state: 'done', loaded: 2000 }],
    ['keeps the refusal', [start, { type: 'failed', id: 1, error: 'Quota exceeded.' }], { state: 'failed', error: 'Quota exceeded.' }],
    ['is cancelled', [start, { type: 'cancelled', id: 1 }], { state: 'cancelled' }],
    ['ignores a late progress event once done', [start, { type: 'done', id: 1 }, { type: 'progress', id: 1, loaded: 10, total: 2000 }], { state: 'done', loaded: 2000 }],
    ['is gone when dismissed', [start, { type: 'done', id: 1 }, { type: 'dismiss', id: 1 }], undefined],
    ['is not changed by another transfer', [start, { type: 'failed', id: 2, error: 'x' }], { state: 'sending' }],
  ])('%s', (_name, actions, expected) => {
    const transfer = after(...actions)
    if (expected === undefined) expect(transfer).toBeUndefined()
    else expect(transfer).toMatchObject(expected)
  })

  it('draws its bar from what was sent', () => {
    expect(transferFraction(after(start, { type: 'progress', id: 1, loaded: 500, total: 2000 }))).toBe(0.25)
    expect(transferFraction({ ...after(start, { type: 'done', id: 1 }), size: 0 })).toBe(1)
  })

  it.each([
    [['aims.out'], 'aims.out'],
    [['a', 'b', 'c'], '3 files: a, b, c'],
    [['a', 'b', 'c', 'd'], '4 files: a, b, c, …'],
  ])('is named %j → %s', (files, label) => expect(transferLabel(files)).toBe(label))
})

describe('sizes (spec 3 §9: bytes, kB, MB, GB by powers of 1000)', () => {
  it.each([
    [0, '0 bytes'],
    [999, '999 bytes'],
    [1000, '1.0 kB'],
    [139_507, '140 kB'],
    [2_500_000, '2.5 MB'],
    [32e9, '32.0 GB'],
  ])('%d → %s', (bytes, text) => expect(formatBytes(bytes)).toBe(text))

  it('more than the installation takes in one request is refused before sending', () => {
    const small = { name: 'small.cif', size: 10 }
    const huge = { name: 'huge.zip', size: 5e9 }
    expect(sizeProblem([huge], 1e9)).toBe('huge.zip is 5.0 GB; this installation takes at most 1.0 GB at once.')
    expect(sizeProblem([{ name: 'a.zip', size: 6e8 }, { name: 'b.zip', size: 6e8 }], 1e9)).toBe('The 2 files are 1.2 GB together; this installation takes at most 1.0 GB at once.')
    expect(sizeProblem([small, huge], 0)).toBeUndefined()
    expect(sizeProblem([small, { ...small, size: 999_999_990 }], 1e9)).toBeUndefined()
  })
})

/** jsdom's XMLHttpRequest that sends nothing: the test decides how the request ends. */
class FakeXhr extends XMLHttpRequest {
  static last: FakeXhr
  method = ''
  target = ''
  headers: Record<string, string> = {}
  private answered = { status: 0, text: '' }
  constructor() {
    super()
    FakeXhr.last = this
  }
  override open(method: string, url: string | URL) {
    this.method = method
    this.target = String(url)
  }
  override setRequestHeader(name: string, value: string) {
    this.headers[name] = value
  }
  override send() {}
  override abort() {
    this.onabort?.(new ProgressEvent('abort'))
  }
  override get status() {
    return this.answered.status
  }
  override get responseText() {
    return this.answered.text
  }
  override getResponseHeader() {
    return 'application/json'
  }
  progress(loaded: number, total: number) {
    this.upload.dispatchEvent(new ProgressEvent('progress', { loaded, total, lengthComputable: true }))
  }
  answer(status: number, body: unknown) {
    this.answered = { status, text: JSON.stringify(body) }
    this.onload?.(new ProgressEvent('load'))
  }
}

describe('sending files with progress (ApiClient.send)', () => {
  const client = () => new ApiClient({ apiBase: 'http://host/api', tokenProvider: async () => 'token-1', xhr: () => new FakeXhr() })
  const form = () => {
    const data = new FormData()
    data.append('file', new Blob(['data_x']), 'a.cif')
    return data
  }
  const tick = () => new Promise((resolve) => setTimeout(resolve, 0))

  it('PUTs the form with the token, reports progress and reads the answer', async () => {
    const progress: number[] = []
    const sent = client().send<{ upload_id: string }>('uploads/u1/raw/', form(), { onProgress: ({ loaded }) => progress.push(loaded) })
    await tick()
    const xhr = FakeXhr.last
    expect([xhr.method, xhr.target, xhr.headers.Authorization]).toEqual(['PUT', 'http://host/api/v1/uploads/u1/raw/', 'Bearer token-1'])
    xhr.progress(10, 20)
    xhr.answer(200, { upload_id: 'u1' })
    expect(await sent).toEqual({ upload_id: 'u1' })
    expect(progress).toEqual([10])
  })

  it("fails with the server's words (quota, size limit …)", async () => {
    const sent = client().send('uploads/u1/raw/', form())
    await tick()
    FakeXhr.last.answer(400, { detail: 'The upload would exceed your quota of 10 GB.' })
    const error = await sent.catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).apiMessage).toBe('The upload would exceed your quota of 10 GB.')
  })

  it('is cancelled by its signal', async () => {
    const controller = new AbortController()
    const sent = client().send('uploads/u1/raw/', form(), { signal: controller.signal })
    await tick()
    controller.abort()
    await expect(sent).rejects.toMatchObject({ name: 'AbortError' })
  })
})
