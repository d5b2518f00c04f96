import type { FastifyInstance } from 'fastify'
import type { ServerContext } from '../../context'
import { typed } from '../typed'
import { entryArchive, entryRawDir, entryRawZip, getEntry } from '../../services/entries'
import { attachment } from '../contentDisposition'

const tags = ['entries']
const entryId = { type: 'object', required: ['entry_id'], properties: { entry_id: { type: 'string' } } } as const

export async function entryRoutes(scope: FastifyInstance, { context }: { context: ServerContext }) {
  const app = typed(scope)
  app.get('/entries/:entry_id', { schema: { tags, summary: 'The metadata of an entry', params: entryId } }, (request) =>
    getEntry(context, request.caller, request.params.entry_id))

  app.post('/entries/:entry_id/archive/query', {
    schema: {
      tags,
      summary: 'The archive of an entry, or the parts of it named by `required`',
      params: entryId,
      body: { type: 'object', properties: { required: {} } },
    },
  }, (request) => entryArchive(context, request.caller, request.params.entry_id, request.body?.required ?? '*'))

  app.get('/entries/:entry_id/archive', { schema: { tags, summary: 'The whole archive of an entry', params: entryId } }, (request) =>
    entryArchive(context, request.caller, request.params.entry_id))

  app.get('/entries/:entry_id/archive/download', {
    config: { cookieAuth: true },
    schema: { tags, summary: 'Download the archive of an entry as a JSON file', params: entryId, querystring: { type: 'object', properties: { ignore_mime_type: { type: 'boolean', default: false }, signature_token: { type: 'string' } } } },
  }, async (request, reply) => {
    const { entry_id } = request.params
    const { data } = await entryArchive(context, request.caller, entry_id)
    const ignore = request.query.ignore_mime_type
    return reply.type(ignore ? 'application/octet-stream' : 'application/json')
      .header('Content-Disposition', attachment(`${entry_id}.json`))
      .send(JSON.stringify(data.archive))
  })

  app.get('/entries/:entry_id/rawdir', { schema: { tags, summary: "The files of the entry's folder", params: entryId } }, (request) =>
    entryRawDir(context, request.caller, request.params.entry_id))

  app.get('/entries/:entry_id/raw', {
    config: { cookieAuth: true },
    schema: { tags, summary: "A zip of the entry's folder", params: entryId, querystring: { type: 'object', properties: { signature_token: { type: 'string' } } } },
  }, async (request, reply) => {
    const { stream, fileName } = await entryRawZip(context, request.caller, request.params.entry_id)
    return reply.type('application/zip').header('Content-Disposition', attachment(fileName)).send(stream)
  })
}
