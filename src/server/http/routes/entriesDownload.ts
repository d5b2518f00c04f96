import type { FastifyInstance, FastifyReply } from 'fastify'
import type { ServerContext } from '../../context'
import { invalid } from '../../errors'
import { bodyFromParams, searchDoc } from '../../search/request'
import { staticQuantities } from '../../services/search'
import { attachment } from '../contentDisposition'
import { typed } from '../typed'
import { queryParams } from '../queryParams'
import {
  archivesZip, MAX_ENTRY_DOWNLOAD, rawFilesZip, type DownloadRequest, type FilesOptions, type ZipDownload,
} from '../../services/entriesDownload'

const tags = ['entries']

const filesFields = {
  compress: { type: 'boolean', description: 'Deflate the files in the zip; by default they are stored as they are.' },
  glob_pattern: { type: 'string', description: 'Only files whose path in the upload ends with a match of this glob (`*` also matches `/`), matched from the start of a path segment; at most 1000 characters.' },
  re_pattern: { type: 'string', description: 'Only files whose path in the upload contains a match of this regular expression (use `^`/`$` to match the whole path); replaces glob_pattern. RE2 syntax (Python\'s for the common parts; no backreferences or lookaround, 422), at most 1000 characters; matched in linear time.' },
  include_files: { type: 'array', items: { type: 'string' }, description: 'Only files with these names; replaces glob_pattern and re_pattern.' },
} as const

const getForm = {
  type: 'object',
  properties: {
    owner: { description: 'As in entries/query; `all` is refused (401). Default `public`.' },
    json_query: { description: 'The query of entries/query as JSON. Any search quantity may also be a parameter, as on GET /entries.' },
    ...filesFields,
    signature_token: { type: 'string' },
  },
} as const

const postBody = (extra: object = {}) => ({
  type: 'object',
  properties: { owner: {}, query: {}, files: { type: 'object', properties: filesFields }, ...extra },
})

const limits = `At most ${MAX_ENTRY_DOWNLOAD} entries (400 beyond). The zip streams; manifest.json comes last.`
const rawDescription = `A zip of the files in the mainfile folder of every entry the query selects (not its subfolders), as \`<upload_id>/<path>\`, each file once; manifest.json lists \`{entry_id, upload_id, mainfile}\` per entry, mainfile being its path in the zip. ${limits}`
const archiveDescription = `A zip with \`<upload_id>/<entry_id>.json\` (\`{entry_id, parser_name, archive}\`) for every entry the query selects; manifest.json lists \`{entry_id, upload_id, parser_name, path}\` per entry (no path: the entry has no archive). ${limits}`

/** The GET form as a download request: the search part as GET /entries reads it, plus the files options. */
function getRequest(query: FilesOptions & Record<string, unknown>): DownloadRequest {
  const form = bodyFromParams(queryParams(query), searchDoc('entries', staticQuantities()))
  if (!form.ok) throw invalid(form.detail)
  const { compress, glob_pattern, re_pattern, include_files } = query
  return { owner: form.body.owner, query: form.body.query, files: { compress, glob_pattern, re_pattern, include_files } }
}

const send = (reply: FastifyReply, { stream, fileName }: ZipDownload) =>
  reply.type('application/zip').header('Content-Disposition', attachment(fileName)).send(stream)

/** Bulk downloads of a search; the GET forms are what browsers navigate to, so they take the cookie. */
export async function entriesDownloadRoutes(scope: FastifyInstance, { context }: { context: ServerContext }) {
  const app = typed(scope)
  const body = ['body', 'files']

  app.get('/entries/raw', {
    config: { cookieAuth: true },
    schema: { tags, summary: 'Download the raw files of the entries a query selects', description: rawDescription, querystring: getForm },
  }, async (request, reply) => send(reply, await rawFilesZip(context, request.caller, getRequest(request.query))))

  app.post('/entries/raw/query', {
    schema: { tags, summary: 'Download the raw files of the entries a query selects', description: rawDescription, body: postBody() },
  }, async (request, reply) => send(reply, await rawFilesZip(context, request.caller, request.body ?? {}, { filesAt: body })))

  app.get('/entries/archive/download', {
    config: { cookieAuth: true },
    schema: { tags, summary: 'Download the archives of the entries a query selects', description: archiveDescription, querystring: getForm },
  }, async (request, reply) => send(reply, await archivesZip(context, request.caller, getRequest(request.query))))

  app.post('/entries/archive/download/query', {
    schema: {
      tags,
      summary: 'Download the archives of the entries a query selects',
      description: `${archiveDescription} \`required\` selects parts of each archive, as in entries/archive/query.`,
      body: postBody({ required: {} }),
    },
  }, async (request, reply) => send(reply, await archivesZip(context, request.caller, request.body ?? {}, { filesAt: body })))
}
