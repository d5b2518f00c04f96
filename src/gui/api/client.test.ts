// The client against a real local HTTP server (node:http on an ephemeral port).
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { ApiClient } from './client'
import { ApiError, BadRequest, CannotReachApi, DoesNotExist, NotAuthorized } from './errors'

interface Recorded {
  method: string
  url: string
  authorization?: string
  contentType?: string
  body: string
}

type Handler = (req: IncomingMessage, res: ServerResponse) => void

let server: Server
let apiBase: string
let recorded: Recorded[] = []
let handler: Handler

const json = (res: ServerResponse, status: number, body: unknown, statusText?: string) => {
  res.writeHead(status, statusText ?? '', { 'content-type': 'application/json' })
  res.end(JSON.stringify(body))
}

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = ''
    req.on('data', (chunk: Buffer) => (body += chunk.toString()))
    req.on('end', () => {
      recorded.push({
        method: req.method ?? '',
        url: req.url ?? '',
        authorization: req.headers.authorization,
        contentType: req.headers['content-type'],
        body,
      })
      handler(req, res)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  apiBase = `http://127.0.0.1:${(server.address() as AddressInfo).port}/prefix/api`
})

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve))
})

beforeEach(() => {
  recorded = []
  handler = (_req, res) => json(res, 200, { ok: true })
})

describe('ApiClient requests', () => {
  it('sends calls to {apiBase}/v1/{path}', async () => {
    await new ApiClient({ apiBase }).get('info')
    expect(recorded[0].url).toBe('/prefix/api/v1/info')
  })

  it('accepts paths with a leading slash', async () => {
    await new ApiClient({ apiBase }).get('/datasets/')
    expect(recorded[0].url).toBe('/prefix/api/v1/datasets/')
  })

  it('sends array query parameters as repeated keys', async () => {
    await new ApiClient({ apiBase }).get('users', { user_id: ['a', 'b'], page_size: 10, prefix: undefined })
    expect(recorded[0].url).toBe('/prefix/api/v1/users?user_id=a&user_id=b&page_size=10')
  })

  it('returns the parsed JSON answer', async () => {
    handler = (_req, res) => json(res, 200, { statistics: { n_entries: 3 } })
    await expect(new ApiClient({ apiBase }).get('info')).resolves.toEqual({ statistics: { n_entries: 3 } })
  })

  it('posts a JSON body', async () => {
    await new ApiClient({ apiBase }).post('datasets/', { dataset_name: 'ds' })
    expect(recorded[0]).toMatchObject({
      method: 'POST',
      contentType: 'application/json',
      body: '{"dataset_name":"ds"}',
    })
  })

  it('sends PUT and DELETE with their methods', async () => {
    const client = new ApiClient({ apiBase })
    await client.put('uploads/x/raw/', 'raw text', { query: { file_name: 'a.txt' } })
    await client.delete('datasets/d1')
    expect(recorded.map((r) => `${r.method} ${r.url}`)).toEqual([
      'PUT /prefix/api/v1/uploads/x/raw/?file_name=a.txt',
      'DELETE /prefix/api/v1/datasets/d1',
    ])
    expect(recorded[0].body).toBe('raw text')
  })

  it('returns undefined for an empty answer', async () => {
    handler = (_req, res) => {
      res.writeHead(204)
      res.end()
    }
    await expect(new ApiClient({ apiBase }).delete('datasets/d1')).resolves.toBeUndefined()
  })
})

describe('ApiClient tokens', () => {
  it('sends no Authorization header when logged out', async () => {
    await new ApiClient({ apiBase }).get('info')
    expect(recorded[0].authorization).toBeUndefined()
  })

  it('obtains a fresh token before every call', async () => {
    let n = 0
    const client = new ApiClient({ apiBase, tokenProvider: async () => `token-${++n}` })
    await client.get('users/me')
    await client.get('users/me')
    expect(recorded.map((r) => r.authorization)).toEqual(['Bearer token-1', 'Bearer token-2'])
  })

  it('reports a failed token refresh as CannotReachApi', async () => {
    const client = new ApiClient({
      apiBase,
      tokenProvider: async () => {
        throw new Error('provider down')
      },
    })
    await expect(client.get('info')).rejects.toBeInstanceOf(CannotReachApi)
    expect(recorded).toHaveLength(0)
  })
})

describe('ApiClient errors', () => {
  it.each([
    [404, DoesNotExist],
    [401, NotAuthorized],
    [400, BadRequest],
    [502, CannotReachApi],
    [500, ApiError],
    [409, ApiError],
  ])('maps status %d to %o', async (status, ErrorClass) => {
    handler = (_req, res) => json(res, status, { detail: 'Nope.' })
    const error = await new ApiClient({ apiBase }).get('x').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ErrorClass)
    expect(error).toMatchObject({ status, message: `Nope. (${status})`, apiMessage: 'Nope.' })
  })

  it.each([
    ['the body message', { message: 'M', description: 'D', detail: 'X' }, 'M (400)'],
    ['the body description', { description: 'D', detail: 'X' }, 'D (400)'],
    ['the detail', { detail: 'X' }, 'X (400)'],
    [
      'the joined messages of a detail list',
      {
        detail: [
          { loc: ['a'], msg: 'one', type: 't' },
          { loc: ['b'], msg: 'two', type: 't' },
        ],
      },
      'one; two (400)',
    ],
    ['the status text', {}, 'Bad Input (400)'],
  ])('builds the message from %s followed by the status', async (_what, body, message) => {
    handler = (_req, res) => json(res, 400, body, 'Bad Input')
    await expect(new ApiClient({ apiBase }).get('x')).rejects.toThrow(message)
  })

  it('uses the status text when the error body is not JSON', async () => {
    handler = (_req, res) => {
      res.writeHead(503, 'Service Unavailable', { 'content-type': 'text/html' })
      res.end('<html>down</html>')
    }
    await expect(new ApiClient({ apiBase }).get('x')).rejects.toThrow('Service Unavailable (503)')
  })

  it('keeps the 422 detail messages as the api message', async () => {
    handler = (_req, res) =>
      json(res, 422, { detail: [{ loc: ['query', 'x'], msg: 'unknown quantity x', type: 'value_error' }] })
    const error = await new ApiClient({ apiBase }).post('entries/query', {}).catch((e: unknown) => e)
    expect(error).toMatchObject({ status: 422, apiMessage: 'unknown quantity x' })
  })

  it('reports a network failure as CannotReachApi', async () => {
    const closed = createServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
    const port = (closed.address() as AddressInfo).port
    await new Promise((resolve) => closed.close(resolve))
    const error = await new ApiClient({ apiBase: `http://127.0.0.1:${port}/api` }).get('info').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(CannotReachApi)
    expect((error as CannotReachApi).status).toBeUndefined()
  })
})

describe('ApiClient in-flight counter', () => {
  it('counts running requests and notifies subscribers', async () => {
    let release = () => {}
    handler = (_req, res) => {
      release = () => json(res, 200, {})
    }
    const client = new ApiClient({ apiBase })
    const seen: number[] = []
    client.subscribe(() => seen.push(client.getInFlight()))
    const first = client.get('a')
    await expect.poll(() => recorded.length).toBe(1)
    expect(client.getInFlight()).toBe(1)
    release()
    await first
    expect(client.getInFlight()).toBe(0)
    expect(seen).toEqual([1, 0])
  })

  it('returns to zero after a failed request', async () => {
    handler = (_req, res) => json(res, 500, { detail: 'boom' })
    const client = new ApiClient({ apiBase })
    await client.get('x').catch(() => undefined)
    expect(client.getInFlight()).toBe(0)
  })
})
