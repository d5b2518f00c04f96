// GET /systems/{entry_id}: an entry's structure as a file (services/systems.ts). A browser
// download (the structure viewer's download menu), so the login cookie and a signature
// token are accepted as for the other downloads.
import type { FastifyInstance } from 'fastify'
import type { ServerContext } from '../../context'
import { systemFile } from '../../services/systems'
import { attachment } from '../contentDisposition'
import { typed } from '../typed'

export async function systemRoutes(scope: FastifyInstance, { context }: { context: ServerContext }) {
  const app = typed(scope)
  app.get('/systems/:entry_id', {
    config: { cookieAuth: true },
    schema: {
      tags: ['systems'],
      summary: "An entry's structure as a CIF, XYZ or PDB file",
      description:
        'The structure at `path` of the archive (`run/0/system/-1`, `results/material/topology/1`, …; negative indices count from the end) in ångström. ' +
        '`wrap_mode`: `original` (as stored), `wrap` (into the cell), `unwrap` (bonded groups made whole across cell faces). The file is named `<Hill formula>.<format>`.',
      params: { type: 'object', required: ['entry_id'], properties: { entry_id: { type: 'string' } } },
      querystring: {
        type: 'object',
        required: ['path'],
        properties: {
          path: { type: 'string', minLength: 1 },
          // Not enums: the service answers a bad value with the spec's own message.
          format: { type: 'string', default: 'cif', description: 'cif, xyz or pdb' },
          wrap_mode: { type: 'string', default: 'original', description: 'original, wrap or unwrap' },
          signature_token: { type: 'string' },
        },
      },
    },
  }, async (request, reply) => {
    const { path, format, wrap_mode: wrapMode } = request.query
    const file = await systemFile(context, request.caller, request.params.entry_id, { path, format, wrapMode })
    return reply.type(file.mimeType).header('Content-Disposition', attachment(file.fileName)).send(file.content)
  })
}
