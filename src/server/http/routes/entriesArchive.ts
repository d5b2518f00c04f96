import type { FastifyInstance } from 'fastify'
import type { ServerContext } from '../../context'
import { queryArchives, type ArchiveQueryRequest } from '../../services/archiveQuery'

export async function entriesArchiveRoutes(app: FastifyInstance, { context }: { context: ServerContext }) {
  app.post('/entries/archive/query', {
    schema: {
      tags: ['entries'],
      summary: 'The archives of the entries a query selects',
      description: 'Body `{owner, query, pagination, required}`; owner `all` is refused. The full query language arrives with the search API; entry_id, upload_id, mainfile, parser_name and processed work now.',
      body: {
        type: 'object',
        properties: {
          owner: { enum: ['public', 'visible', 'shared', 'user', 'staging', 'admin', 'all'] },
          query: {},
          pagination: {
            type: 'object',
            properties: {
              page_size: { type: 'integer', minimum: 0, maximum: 10000 },
              page_after_value: { type: 'string' },
              order_by: { type: 'string' },
              order: { enum: ['asc', 'desc'] },
            },
          },
          required: {},
        },
      },
    },
  }, (request) => queryArchives(context, request.caller, (request.body ?? {}) as ArchiveQueryRequest))
}
