// Issue 14, finding 9: requests an outside fuzzer found answered with 500. Each now gets
// a 4xx in NOMAD's shape (`{"detail": …}`, 422 with `[{loc, msg, type}]`), or the
// answer it was asking for; none shows an internal exception text.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testServer, type TestServer } from '../helpers/server'
import { anAccount } from '../helpers/accounts'
import { bearer, processed, tokenFor, TEST_PARSERS, zipOf } from '../helpers/uploads'

const UNICODE_FILES = { 'データ.txt': 'data', 'Ωmega.txt': 'omega', '😀 smile.txt': 'emoji' }

function deepQuery(levels: number): unknown {
  let query: unknown = { upload_id: 'x' }
  for (let i = 0; i < levels; i++) query = { and: [query] }
  return query
}

interface Ctx {
  uploadId: string
}

interface Case {
  name: string
  /** `raw` is a body sent as written (JSON that JSON.stringify cannot make). */
  request: (ctx: Ctx) => { path: string; method?: string; body?: unknown; raw?: string }
  status: number
  /** What the answer holds besides its status. */
  check?: (response: Response, ctx: Ctx) => Promise<void>
}

/** A 422 whose detail lists a problem at `loc`. */
const problemAt = (...loc: (string | number)[]) => async (response: Response) => {
  const { detail } = await response.json()
  expect(detail).toEqual(expect.arrayContaining([expect.objectContaining({ loc, msg: expect.any(String), type: expect.any(String) })]))
}

/** A file download whose Content-Disposition carries the name in RFC 5987 form and an ASCII fallback. */
const download = (name: string, content: string) => async (response: Response) => {
  expect(await response.text()).toBe(content)
  const disposition = response.headers.get('content-disposition') ?? ''
  expect(disposition).toContain(`filename*=UTF-8''${encodeURIComponent(name)}`)
  const fallback = /filename="([^"]*)"/.exec(disposition)?.[1] ?? ''
  expect(fallback).toMatch(/^[\x20-\x7e]+\.txt$/)
}

const cases: Case[] = [
  {
    name: 'GET /uploads?roles=main_author (one role) lists the uploads',
    request: () => ({ path: '/uploads?roles=main_author' }),
    status: 200,
    check: async (response, { uploadId }) => expect((await response.json()).data.map((u: { upload_id: string }) => u.upload_id)).toEqual([uploadId]),
  },
  ...Object.entries(UNICODE_FILES).map(([name, content]): Case => ({
    name: `downloading ${name} names it in Content-Disposition`,
    request: ({ uploadId }) => ({ path: `/uploads/${uploadId}/raw/${encodeURIComponent(name)}` }),
    status: 200,
    check: download(name, content),
  })),
  { name: 'a NUL in an upload id', request: () => ({ path: '/uploads/ab%00cd' }), status: 422, check: problemAt('path', 'upload_id') },
  { name: 'a NUL in an entry id', request: () => ({ path: '/entries/ab%00cd' }), status: 422, check: problemAt('path', 'entry_id') },
  { name: 'a NUL in a dataset id', request: () => ({ path: '/datasets/ab%00cd' }), status: 422, check: problemAt('path', 'dataset_id') },
  { name: 'a NUL in a query parameter', request: () => ({ path: '/uploads?upload_name=a%00b' }), status: 422, check: problemAt('query', 'upload_name') },
  {
    name: 'a NUL in a body',
    request: ({ uploadId }) => ({ path: `/uploads/${uploadId}/edit`, method: 'POST', body: { metadata: { upload_name: 'a\u0000b' } } }),
    status: 422,
    check: problemAt('body', 'metadata', 'upload_name'),
  },
  {
    // JSON allows a lone surrogate escape; no UTF-8 text (PostgreSQL's, the archive's) can hold it.
    name: 'an unpaired surrogate in a body (fuzz seed 41760)',
    request: ({ uploadId }) => ({ path: '/entries/edit_v0', method: 'POST', raw: `{"owner":"user","query":{"upload_id":"${uploadId}"},"metadata":{"comment":"x","external_id":"\\ud800"}}` }),
    status: 422,
    check: problemAt('body', 'metadata', 'external_id'),
  },
  { name: 'a query nested 2,000 levels (body)', request: () => ({ path: '/entries/query', method: 'POST', body: { query: deepQuery(2000) } }), status: 422, check: problemAt('body') },
  {
    // A URL holds ~400 levels before the 16 KiB header limit answers 431.
    name: 'a query nested 400 levels (json_query)',
    request: () => ({ path: `/entries?json_query=${encodeURIComponent(JSON.stringify(deepQuery(400)))}` }),
    status: 422,
    check: problemAt('query', 'json_query'),
  },
  ...[[1, {}, null], [{ a: 1 }], { add: [2] }, { replace: ['y'] }].map((coauthors): Case => ({
    name: `co-authors ${JSON.stringify(coauthors)}`,
    request: ({ uploadId }) => ({ path: `/uploads/${uploadId}/edit`, method: 'POST', body: { metadata: { coauthors } } }),
    status: 422,
    check: problemAt('metadata', 'coauthors'),
  })),
  ...['/uploads?page=1e308', '/datasets/?page=1e308', '/uploads/{id}/entries?page=1e308', '/uploads/{id}/rawdir/?page=1e308'].map((path): Case => ({
    name: `GET ${path}`,
    request: ({ uploadId }) => ({ path: path.replace('{id}', uploadId) }),
    status: 422,
    check: problemAt('query', 'page'),
  })),
  ...['(', 'NOT '].map((open): Case => ({
    name: `an optimade filter nested 10,000 levels (${open.trim()})`,
    request: () => ({ path: '/entries/query', method: 'POST', body: { query: { optimade_filter: `${open.repeat(10_000)}elements HAS "H"${open === '(' ? ')'.repeat(10_000) : ''}` } } }),
    status: 422,
    check: async (response) => expect((await response.json()).detail[0].msg).toMatch(/nests more than 64 levels/),
  })),
  // Refused by Fastify's router before any route: answered in NOMAD's shape all the same.
  { name: 'an id past the router\'s parameter length', request: () => ({ path: `/uploads/${'x'.repeat(120)}` }), status: 414, check: async (response) => expect((await response.json()).detail).toMatch(/max param length/) },
  { name: 'a URL that does not decode', request: () => ({ path: '/uploads/%ff' }), status: 400, check: async (response) => expect((await response.json()).detail).toMatch(/not a valid url component/) },
  { name: 'GET /uploads/{id}/entries?page_size=Infinity', request: ({ uploadId }) => ({ path: `/uploads/${uploadId}/entries?page_size=Infinity` }), status: 422, check: problemAt('query', 'page_size') },
  { name: 'a number beyond double range (1e400) in a body', request: () => ({ path: '/entries/query', method: 'POST', raw: '{"pagination": {"page_size": 1e400}}' }), status: 422, check: problemAt('body', 'pagination', 'page_size') },
]

describe('requests that answered 500 (fuzzing)', () => {
  let server: TestServer
  let token: string
  const ctx: Ctx = { uploadId: '' }

  beforeAll(async () => {
    server = await testServer({ parserModules: [TEST_PARSERS] })
    const account = await anAccount(server.context.store, { username: 'ann' })
    token = await tokenFor(server, 'ann', account.password)
    const response = await server.api('/api/v1/uploads', { method: 'POST', headers: bearer(token), body: new Uint8Array(await zipOf({ 'a.notes': 'A\n', ...UNICODE_FILES })) })
    ctx.uploadId = (await response.json()).upload_id
    await processed(server, token, ctx.uploadId)
  }, 60_000)
  afterAll(() => server.dispose())

  it.each(cases.map((c) => [c.name, c] as const))('%s', async (_name, { request, status, check }) => {
    const { path, method = 'GET', body, raw } = request(ctx)
    const text = raw ?? (body === undefined ? undefined : JSON.stringify(body))
    const headers = bearer(token, text === undefined ? {} : { 'content-type': 'application/json' })
    const response = await server.api(`/api/v1${path}`, { method, headers, body: text })
    if (response.status !== status) throw new Error(`${method} ${path.slice(0, 200)}: ${response.status} ${(await response.text()).slice(0, 500)}`)
    await check?.(response, ctx)
  })

  it('deletions racing each other answer 200 or 404, never 500', async () => {
    for (let round = 0; round < 3; round++) {
      const created = await server.api('/api/v1/uploads', { method: 'POST', headers: bearer(token), body: new Uint8Array(await zipOf({ 'x.notes': 'X\n', 'sub/y.txt': 'y' })) })
      const { upload_id: id } = await created.json()
      await processed(server, token, id)
      const del = (path: string) => server.api(`/api/v1/uploads/${id}${path}`, { method: 'DELETE', headers: bearer(token) })
      // The same file twice, its folder, and the upload itself, all at once.
      const statuses = (await Promise.all([del('/raw/sub/y.txt'), del('/raw/sub/y.txt'), del('/raw/sub'), del('/raw/x.notes'), del('')])).map((r) => r.status)
      expect(statuses.filter((status) => status !== 200 && status !== 404)).toEqual([])
    }
  })
})
