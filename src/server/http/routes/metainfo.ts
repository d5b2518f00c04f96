// GET /metainfo and GET /metainfo/{package or hash} (services/metainfo.ts). The
// built-ins change only with the server's version: they carry a strong ETag, answer
// 304 to a matching If-None-Match, and go out pre-serialised (gzipped when the client
// takes it) instead of being stringified on every request.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { ServerContext } from '../../context'
import { METAINFO_HASH_PATTERN, METAINFO_PACKAGE_PATTERN } from '../../../core/api/metainfo'
import { builtInMetainfo, builtInPackage, isDefinitionsHash, uploadPackage } from '../../services/metainfo'
import { typed } from '../typed'

const tags = ['metainfo']

const definitions = { type: 'object', additionalProperties: true } as const

const packageSchema = {
  type: 'object',
  required: ['name', 'section_definitions'],
  additionalProperties: true,
  properties: {
    m_def: { type: 'string' },
    name: { type: 'string' },
    section_definitions: { type: 'array', items: definitions },
  },
} as const

const metainfoResponse = {
  type: 'object',
  required: ['data'],
  properties: {
    data: {
      type: 'object',
      required: ['packages'],
      properties: { m_def: { type: 'string' }, packages: { type: 'array', items: packageSchema } },
    },
  },
} as const

const packageResponse = {
  type: 'object',
  required: ['package_name', 'data'],
  properties: { package_name: { type: 'string' }, data: packageSchema },
} as const

const uploadPackageResponse = {
  type: 'object',
  required: ['section_definition_id', 'data'],
  properties: {
    section_definition_id: { type: 'string' },
    data: {
      type: 'object',
      required: ['section_definitions', 'entry_id_based_name', 'upload_id', 'entry_id'],
      additionalProperties: true,
      properties: {
        m_def: { type: 'string' },
        // As stored from the schema file: any JSON.
        section_definitions: { type: 'array', items: {} },
        entry_id_based_name: { type: 'string' },
        upload_id: { type: 'string' },
        entry_id: { type: 'string' },
      },
    },
  },
} as const

const notModifiedResponse = { description: 'Not modified: the If-None-Match ETag is current.', type: 'null' } as const

const CACHE_CONTROL = 'public, max-age=3600, must-revalidate'

function notModified(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match']
  return header !== undefined && header.split(',').some((tag) => tag.trim() === etag || tag.trim() === '*')
}

function acceptsGzip(request: FastifyRequest): boolean {
  return /\bgzip\b/.test(request.headers['accept-encoding'] ?? '')
}

function cacheHeaders(reply: FastifyReply, etag: string) {
  void reply.header('ETag', etag).header('Cache-Control', CACHE_CONTROL).header('Vary', 'Accept-Encoding')
}

export async function metainfoRoutes(scope: FastifyInstance, { context }: { context: ServerContext }) {
  const app = typed(scope)

  // Untyped on purpose: there is nothing to read from the request, and the answer is the
  // pre-serialised JSON (or its gzip) that the response schema describes.
  scope.get('/metainfo', {
    schema: {
      tags,
      summary: 'The built-in metainfo packages',
      description:
        'Every built-in package with its section definitions (own quantities with type, shape, unit and description; sub-sections; base sections by qualified name). ' +
        'Cached by ETag: the definitions change only with the server version.',
      response: { 200: metainfoResponse, 304: notModifiedResponse },
    },
  }, async (request, reply) => {
    const metainfo = builtInMetainfo()
    cacheHeaders(reply, metainfo.etag)
    if (notModified(request, metainfo.etag)) return reply.code(304).send()
    // Already JSON: Fastify sends a string with a JSON content type as it is.
    void reply.type('application/json; charset=utf-8')
    if (acceptsGzip(request)) return reply.header('Content-Encoding', 'gzip').send(metainfo.gzip)
    return reply.send(metainfo.json)
  })

  app.get('/metainfo/:name', {
    schema: {
      tags,
      summary: 'One metainfo package: built-in by name, or defined by an upload by hash',
      description:
        'A built-in package by its qualified name (`nomad.datamodel.results`), or the package of a schema file (its stored `definitions`) by their 40-hex-digit content hash, ' +
        'with `entry_id_based_name`, `upload_id` and `entry_id` of the schema entry. Upload-defined packages are visible to whoever may read the schema entry’s archive; otherwise 404.',
      params: {
        type: 'object',
        required: ['name'],
        properties: { name: { type: 'string', anyOf: [{ pattern: METAINFO_HASH_PATTERN }, { pattern: METAINFO_PACKAGE_PATTERN }] } },
      },
      response: { 200: { anyOf: [packageResponse, uploadPackageResponse] }, 304: notModifiedResponse },
    },
  }, async (request, reply) => {
    const { name } = request.params
    if (isDefinitionsHash(name)) {
      void reply.header('Cache-Control', 'private, no-cache')
      return uploadPackage(context, request.caller, name)
    }
    const etag = builtInMetainfo().etag
    cacheHeaders(reply, etag)
    if (notModified(request, etag)) return reply.code(304).send(null)
    return builtInPackage(name)
  })
}
