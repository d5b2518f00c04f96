import type { FastifyInstance } from 'fastify'
import type { ServerContext } from '../../context'
import { diffVersions, fileHistory, fileVersion, restoreVersion } from '../../services/history'
import { notFound } from '../../errors'
import { attachment } from '../contentDisposition'
import { typed } from '../typed'

// The history of an upload's archive files (issue 18). NOMAD has none; the URLs follow its
// raw-file routes, the file path a wildcard as in uploads/{upload_id}/raw/{path}:
//   GET  uploads/{upload_id}/history/{path}                    versions, newest first
//   GET  uploads/{upload_id}/history/{path}/{version}          the bytes (a stable URL)
//   GET  uploads/{upload_id}/history/{path}/diff?from=&to=     field-by-field diff
//   POST uploads/{upload_id}/history/{path}/{version}/restore  the version as the newest
// Only archive files (*.archive.json|yaml|yml) have versions, so a trailing `/3` or
// `/diff` cannot be part of a versioned file's own path.

const tags = ['uploads']
const withPath = { type: 'object', required: ['upload_id', '*'], properties: { upload_id: { type: 'string' }, '*': { type: 'string' } } } as const
const version = { type: 'integer', minimum: 1, maximum: 2_147_483_647 } as const

const schemas = {
  read: {
    tags,
    summary: 'Saved versions of an archive file',
    description: '`{path}`: the versions (newest first, with author and time); `{path}/{version}`: the bytes of one version; `{path}/diff?from=&to=`: the fields that differ between two versions.',
    params: withPath,
    querystring: { type: 'object', properties: { from: version, to: version } },
  },
  restore: {
    tags,
    summary: 'Restore a saved version of an archive file',
    description: '`{path}/{version}/restore`: writes the version as the file\'s newest version, reprocesses its entry and answers when it is processed. Needs write access; refused for published uploads.',
    params: withPath,
  },
} as const

type Target = { kind: 'list'; path: string } | { kind: 'version'; path: string; version: number } | { kind: 'diff'; path: string }

function readTarget(wildcard: string): Target {
  if (wildcard.endsWith('/diff')) return { kind: 'diff', path: wildcard.slice(0, -'/diff'.length) }
  const numbered = /^(.+)\/(\d{1,9})$/.exec(wildcard)
  return numbered ? { kind: 'version', path: numbered[1], version: Number(numbered[2]) } : { kind: 'list', path: wildcard }
}

export async function historyRoutes(scope: FastifyInstance, { context }: { context: ServerContext }) {
  const app = typed(scope)
  app.get('/uploads/:upload_id/history/*', { schema: schemas.read, config: { cookieAuth: true } }, async (request, reply) => {
    const { upload_id: uploadId, '*': wildcard } = request.params
    const target = readTarget(wildcard)
    if (target.kind === 'list') return fileHistory(context, request.caller, uploadId, target.path)
    if (target.kind === 'diff') return diffVersions(context, request.caller, uploadId, target.path, request.query.from, request.query.to)
    const download = await fileVersion(context, request.caller, uploadId, target.path, target.version)
    // Versions never change: a client (or proxy) may keep them as long as it likes, when it may read them at all.
    return reply
      .type(download.mimeType)
      .header('Content-Disposition', attachment(download.fileName))
      .header('Cache-Control', 'private, max-age=31536000, immutable')
      .send(download.bytes)
  })

  app.post('/uploads/:upload_id/history/*', { schema: schemas.restore }, (request) => {
    const { upload_id: uploadId, '*': wildcard } = request.params
    const restore = /^(.+)\/(\d{1,9})\/restore$/.exec(wildcard)
    if (!restore) throw notFound('Restore a version with POST uploads/{upload_id}/history/{path}/{version}/restore.')
    return restoreVersion(context, request.caller, uploadId, restore[1], Number(restore[2]))
  })
}
