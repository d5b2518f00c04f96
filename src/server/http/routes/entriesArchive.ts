import type { FastifyInstance } from 'fastify'
import type { ServerContext } from '../../context'
import { queryArchives } from '../../services/archiveQuery'
import { typed } from '../typed'

export async function entriesArchiveRoutes(scope: FastifyInstance, { context }: { context: ServerContext }) {
  const app = typed(scope)
  app.post('/entries/archive/query', {
    schema: {
      tags: ['entries'],
      summary: 'The archives of the entries a query selects',
      description: 'Body `{owner, query, pagination, required}` in the query language of entries/query (reference §2); `required` selects parts of each archive (§4.3). Owner `all` is refused (401); the owner defaults to `visible`.',
      body: { type: 'object', properties: { owner: {}, query: {}, pagination: {}, required: {} } },
    },
  }, (request) => queryArchives(context, request.caller, request.body ?? {}))
}
