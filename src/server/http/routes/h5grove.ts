// h5grove's API (https://silx-kit.github.io/h5grove) over the HDF5 files of an upload, at
// {api}/v1/uploads/{upload_id}/h5grove/{meta|attr|data|paths}/?file=<path in the upload>.
// h5web's H5GroveProvider is pointed at {api}/v1/uploads/{upload_id}/h5grove. Reading
// follows the upload's read rules; the bearer header, and for the GET downloads h5web
// links to (`format=npy`) the cookie, authenticate. Errors carry h5grove's `message`
// beside NOMAD's `detail`, which is what h5web shows.
import type { FastifyInstance } from 'fastify'
import type { ServerContext } from '../../context'
import { h5Attributes, h5Data, h5Meta, h5Paths } from '../../services/h5grove'
import { attachment } from '../contentDisposition'
import { typed } from '../typed'

const tags = ['uploads']
const params = { type: 'object', required: ['upload_id'], properties: { upload_id: { type: 'string' } } } as const
const file = { type: 'string', minLength: 1, description: 'The HDF5 file: its path in the upload.' } as const
const path = { type: 'string', default: '/', description: 'The entity: its path in the HDF5 file.' } as const
// Accepted as h5grove does; external links are never followed (they point outside the upload).
const resolveLinks = { enum: ['only_valid', 'all', 'none', 'true', 'false'], default: 'only_valid' } as const

const schemas = {
  meta: {
    tags, summary: 'h5grove: metadata of an HDF5 entity', params,
    querystring: { type: 'object', required: ['file'], properties: { file, path, resolve_links: resolveLinks } },
  },
  attr: {
    tags, summary: 'h5grove: attribute values of an HDF5 entity', params,
    querystring: { type: 'object', required: ['file'], properties: { file, path, attr_keys: { type: 'array', items: { type: 'string' } } } },
  },
  data: {
    tags, summary: 'h5grove: values of an HDF5 dataset', params,
    description: 'NumPy-style `selection` (`0, 2:5, ::2`), `format` json (nested, or flat with `flatten`), bin (raw little-endian values) or npy; `dtype=safe` converts to types JavaScript has typed arrays for.',
    querystring: {
      type: 'object', required: ['file'],
      properties: {
        file, path,
        selection: { type: 'string' },
        format: { enum: ['json', 'bin', 'npy'], default: 'json' },
        flatten: { type: 'boolean', default: false },
        dtype: { enum: ['origin', 'safe'], default: 'origin' },
      },
    },
  },
  paths: {
    tags, summary: 'h5grove: the paths below an HDF5 group', params,
    querystring: { type: 'object', required: ['file'], properties: { file, path, resolve_links: resolveLinks } },
  },
} as const

export async function h5groveRoutes(scope: FastifyInstance, { context }: { context: ServerContext }) {
  // h5web reads an error's text from `message` (h5grove's error body).
  scope.addHook('preSerialization', async (_request, reply, payload) => {
    if (reply.statusCode < 400 || typeof payload !== 'object' || payload === null || !('detail' in payload)) return payload
    const { detail } = payload as { detail: unknown }
    return { ...payload, message: typeof detail === 'string' ? detail : JSON.stringify(detail) }
  })
  const app = typed(scope)
  const base = '/uploads/:upload_id/h5grove'
  const config = { cookieAuth: true }

  app.get(`${base}/meta`, { schema: schemas.meta, config }, (request) => {
    const { file, path } = request.query
    return h5Meta(context, request.caller, { uploadId: request.params.upload_id, file, path })
  })

  app.get(`${base}/attr`, { schema: schemas.attr, config }, (request) => {
    const { file, path, attr_keys } = request.query
    return h5Attributes(context, request.caller, { uploadId: request.params.upload_id, file, path }, attr_keys)
  })

  app.get(`${base}/paths`, { schema: schemas.paths, config }, (request) => {
    const { file, path } = request.query
    return h5Paths(context, request.caller, { uploadId: request.params.upload_id, file, path })
  })

  app.get(`${base}/data`, { schema: schemas.data, config }, async (request, reply) => {
    const { file, path, selection, format, flatten, dtype } = request.query
    const answer = await h5Data(context, request.caller, { uploadId: request.params.upload_id, file, path }, { selection, format, flatten, dtype })
    if (answer.fileName) reply.header('Content-Disposition', attachment(answer.fileName))
    reply.type(answer.contentType)
    // JSON values are serialised as they are (no response schema lists a dataset's shape).
    return answer.contentType === 'application/json' ? JSON.stringify(answer.body) : answer.body
  })
}
