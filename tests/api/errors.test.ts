import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { testServer, type TestServer } from '../helpers/server'
import { badRequest, conflict, forbidden, notFound, unauthorized, invalid } from '../../src/server/errors'

// A route module registered like the built-in ones, to drive every error path of the
// HTTP layer through real requests.
async function probeRoutes(app: FastifyInstance) {
  app.post('/probe/:kind', {
    schema: {
      params: { type: 'object', properties: { kind: { type: 'string' } } },
      querystring: { type: 'object', properties: { page: { type: 'integer', minimum: 1 } } },
      body: {
        type: 'object',
        required: ['name'],
        properties: { name: { type: 'string' }, pagination: { type: 'object', properties: { page_size: { type: 'integer' } } } },
      },
    },
  }, async (request) => {
    const { kind } = request.params as { kind: string }
    const raise = {
      bad: () => badRequest('Page out of range requested.'),
      auth: () => unauthorized('Authentication required for owner value user.'),
      forbidden: () => forbidden('You are not allowed to do this.'),
      missing: () => notFound('The specified upload_id was not found.'),
      conflict: () => conflict('The provided hash did not match the current file.'),
      invalid: () => invalid([{ loc: ['metadata', 'references'], msg: 'Invalid URL', type: 'value_error' }]),
      crash: () => new Error('boom'),
    }[kind]
    if (raise) throw raise()
    return { ok: true }
  })
}

describe('API errors', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await testServer({ routes: probeRoutes })
  })
  afterAll(() => server.dispose())

  const post = (path: string, body: unknown, headers: Record<string, string> = { 'content-type': 'application/json' }) =>
    server.api(path, { method: 'POST', headers, body: typeof body === 'string' ? body : JSON.stringify(body) })

  it.each([
    ['bad', 400, 'Page out of range requested.'],
    ['auth', 401, 'Authentication required for owner value user.'],
    ['forbidden', 403, 'You are not allowed to do this.'],
    ['missing', 404, 'The specified upload_id was not found.'],
    ['conflict', 409, 'The provided hash did not match the current file.'],
  ])('a %s service error answers %i with {"detail": message}', async (kind, status, detail) => {
    const response = await post(`/api/v1/probe/${kind}`, { name: 'x' })
    expect(response.status).toBe(status)
    expect(await response.json()).toEqual({ detail })
  })

  it('a 401 carries WWW-Authenticate: Bearer', async () => {
    const response = await post('/api/v1/probe/auth', { name: 'x' })
    expect(response.headers.get('www-authenticate')).toBe('Bearer')
  })

  it('invalid values answer 422 with [{loc, msg, type}]', async () => {
    const response = await post('/api/v1/probe/invalid', { name: 'x' })
    expect(response.status).toBe(422)
    expect(await response.json()).toEqual({ detail: [{ loc: ['metadata', 'references'], msg: 'Invalid URL', type: 'value_error' }] })
  })

  it('a body failing the route schema answers 422 with the location in the body', async () => {
    const response = await post('/api/v1/probe/ok', { pagination: { page_size: 'many' } })
    expect(response.status).toBe(422)
    const { detail } = await response.json()
    expect(detail).toEqual(expect.arrayContaining([
      { loc: ['body', 'name'], msg: 'field required', type: 'value_error.missing' },
      { loc: ['body', 'pagination', 'page_size'], msg: 'value is not a valid integer', type: 'type_error.integer' },
    ]))
  })

  it('a query parameter failing the route schema answers 422 located in the query', async () => {
    const response = await post('/api/v1/probe/ok?page=0', { name: 'x' })
    expect(response.status).toBe(422)
    const { detail } = await response.json()
    expect(detail[0].loc).toEqual(['query', 'page'])
  })

  it('malformed JSON answers 400 with a detail', async () => {
    const response = await post('/api/v1/probe/ok', '{"name": ')
    expect(response.status).toBe(400)
    expect((await response.json()).detail).toMatch(/JSON/)
  })

  it('an unexpected exception answers 500 in NOMAD shape, without its text, and without taking the server down', async () => {
    const response = await post('/api/v1/probe/crash', { name: 'x' })
    expect(response.status).toBe(500)
    const { detail } = await response.json()
    expect(detail).toMatch(/^Internal server error \(request .+\)\.$/)
    expect(detail).not.toContain('boom')
    expect((await server.api('/api/v1/info')).status).toBe(200)
  })

  it.each(['/api/v1/nothing-here', '/api/v1/uploads/x/y/z', '/api/v2/info'])('unknown API path %s answers 404 JSON', async (path) => {
    const response = await server.api(path)
    expect(response.status).toBe(404)
    expect(response.headers.get('content-type')).toMatch(/application\/json/)
    expect((await response.json()).detail).toMatch(/^Not found/)
  })

  it('an unknown method on a known path answers 404 JSON', async () => {
    const response = await server.api('/api/v1/info', { method: 'DELETE' })
    expect(response.status).toBe(404)
    expect(await response.json()).toHaveProperty('detail')
  })
})
