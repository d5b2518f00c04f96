import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ServerContext } from '../../context'
import { invalid } from '../../errors'
import { bodyFromParams, searchDoc } from '../../search/request'
import type { Resource } from '../../search/request'
import { queryEntries, queryMaterials, staticQuantities, suggestions } from '../../services/search'
import type { SearchResponse } from '../../search/engine/entries'
import { typed } from '../typed'
import { queryParams } from '../queryParams'

const tags = ['search']
const queryBody = {
  description: 'NOMAD\'s search request: `{owner, query, pagination, required, aggregations}` (reference §2); validated by the search layer, which answers NOMAD\'s 422 shapes.',
} as const

/** The GET form as the POST body; answers the page URLs NOMAD adds to GET responses. */
function getBody(request: FastifyRequest, resource: Resource) {
  const form = bodyFromParams(queryParams(request.query), searchDoc(resource, staticQuantities()))
  if (!form.ok) throw invalid(form.detail)
  return form.body
}

function withPageUrls(request: FastifyRequest, response: SearchResponse): SearchResponse {
  const url = new URL(request.url, 'http://host')
  const path = () => `${url.pathname}?${url.searchParams.toString()}`.replace(/\?$/, '')
  const pageUrl = path()
  url.searchParams.delete('page_after_value')
  url.searchParams.delete('page')
  url.searchParams.delete('page_offset')
  const firstPageUrl = path()
  const next = response.pagination.next_page_after_value
  let nextPageUrl: string | undefined
  if (typeof next === 'string') {
    url.searchParams.set('page_after_value', next)
    nextPageUrl = path()
  }
  const page = Number(queryParams(request.query).page)
  let prevPageUrl: string | undefined
  if (Number.isInteger(page) && page > 1) {
    url.searchParams.delete('page_after_value')
    url.searchParams.set('page', String(page - 1))
    prevPageUrl = path()
  }
  return {
    ...response,
    pagination: {
      ...response.pagination,
      page_url: pageUrl,
      first_page_url: firstPageUrl,
      ...(nextPageUrl && { next_page_url: nextPageUrl }),
      ...(prevPageUrl && { prev_page_url: prevPageUrl }),
    },
  }
}

export const suggestionsBody = {
  type: 'object',
  required: ['input', 'quantities'],
  properties: {
    input: { type: 'string' },
    // NOMAD's GUI sends plain quantity names; its API documents `{name, size}`. Both are
    // accepted; the size defaults in the service (Ajv applies no defaults inside oneOf).
    quantities: {
      type: 'array',
      items: {
        oneOf: [
          { type: 'string' },
          { type: 'object', required: ['name'], properties: { name: { type: 'string' }, size: { type: 'integer', minimum: 1 } } },
        ],
      },
    },
  },
} as const

export async function searchRoutes(scope: FastifyInstance, { context }: { context: ServerContext }) {
  const app = typed(scope)
  app.post('/entries/query', { schema: { tags, summary: 'Search entries', body: queryBody } }, (request) =>
    queryEntries(context, request.caller, request.body))

  app.get('/entries', { schema: { tags, summary: 'Search entries with URL parameters' } }, async (request) =>
    withPageUrls(request, await queryEntries(context, request.caller, getBody(request, 'entries'))))

  app.post('/materials/query', { schema: { tags, summary: 'Search materials', body: queryBody } }, (request) =>
    queryMaterials(context, request.caller, request.body))

  app.get('/materials', { schema: { tags, summary: 'Search materials with URL parameters' } }, async (request) =>
    withPageUrls(request, await queryMaterials(context, request.caller, getBody(request, 'materials'))))

  app.post('/suggestions', {
    schema: {
      tags,
      summary: 'Suggestions for quantities marked as such, for what was typed so far',
      body: suggestionsBody,
    },
  }, (request) => suggestions(context, request.caller, request.body))
}
