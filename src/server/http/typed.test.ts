// Routes typed from their schemas: what the schema lets through is what the handler
// gets, and an answer that does not fit the response schema does not compile.
import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'
import { typed } from './typed'

const schema = {
  params: { type: 'object', required: ['id'], properties: { id: { type: 'string' } } },
  querystring: {
    type: 'object',
    properties: { page: { type: 'integer', default: 1 }, tag: { type: 'array', items: { type: 'string' } }, on: { type: 'boolean' } },
  },
  response: { 200: { type: 'object', additionalProperties: false, properties: { id: { type: 'string' }, page: { type: 'integer' }, tags: { type: 'array', items: { type: 'string' } } } } },
} as const

describe('typed routes', () => {
  it('hand the handler the values the schema coerced, typed', async () => {
    const app = Fastify({ ajv: { customOptions: { coerceTypes: 'array', useDefaults: true } } })
    typed(app).get('/things/:id', { schema }, (request) => {
      const page: number = request.query.page
      const tags: string[] | undefined = request.query.tag
      return { id: request.params.id, page, tags: tags ?? [] }
    })
    const response = await app.inject({ url: '/things/a?tag=x&tag=y' })
    expect(response.json()).toEqual({ id: 'a', page: 1, tags: ['x', 'y'] })
    await app.close()
  })

  it('refuse, at compile time, an answer the response schema does not describe', () => {
    const app = typed(Fastify())
    // @ts-expect-error `page` is an integer in the response schema, not a string
    app.get('/wrong/:id', { schema }, (request) => ({ id: request.params.id, page: 'one' }))
    app.get('/unknown/:id', { schema }, (request) => {
      // @ts-expect-error a query parameter the schema does not declare is of unknown type
      const other: string = request.query.other
      return { id: other }
    })
    // Read-only values and interfaces fit.
    interface Thing { readonly id: string; readonly tags: readonly string[] }
    const thing: Thing = { id: 'b', tags: [] }
    app.get('/fits/:id', { schema }, () => thing)
    expect(app.hasRoute({ method: 'GET', url: '/fits/:id' })).toBe(true)
  })
})
