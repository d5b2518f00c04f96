import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import multipart from '@fastify/multipart'
import type { ServerContext } from '../../context'
import type { UploadListResponse } from '../../../core/api'
import {
  createUpload, deleteUpload, getUpload, listUserUploads, putRawFiles, type IncomingFile,
} from '../../services/uploads'
import { editUpload, liftEmbargo, publishUpload, reprocessUpload } from '../../services/uploadEdit'
import { uploadSchemas as schemas } from './uploadSchemas'
import { pathUrls } from './pathRoutes'
import { typed } from '../typed'
import { rawRoutes } from './uploadRaw'
import { createFromExample } from '../../examples'
import { uploadCommandExamples } from '../../services/uploadCommands'
import { deleteEntryFiles } from '../../services/entryFiles'

const THANKS = 'Thanks for uploading your data to Tessera. Go to the GUI to see the processing and publish it.\n'

/** The files of a request: every part of a multipart body, or the body itself. */
async function* incomingFiles(request: FastifyRequest, fileName?: string): AsyncGenerator<IncomingFile> {
  if (request.isMultipart()) {
    for await (const part of request.files()) yield { fileName: fileName ?? part.filename, stream: part.file }
    return
  }
  yield { fileName, stream: request.raw }
}

function hasBody(request: FastifyRequest): boolean {
  return request.isMultipart() || Number(request.headers['content-length'] ?? 0) > 0 || request.headers['transfer-encoding'] === 'chunked'
}

/** NOMAD answers JSON only to clients asking for it; curl users get a sentence. */
function sendUpload(request: FastifyRequest, reply: FastifyReply, body: unknown) {
  if ((request.headers.accept ?? '').includes('application/json')) return reply.send(body)
  return reply.type('text/plain; charset=utf-8').send(THANKS)
}

/**
 * Routes that receive files. Their bodies are files, streamed to disk whatever their
 * type (a JSON or YAML body is an archive file, not a request object), so this scope
 * parses no bodies itself.
 */
async function receivingRoutes(scope: FastifyInstance, { context }: { context: ServerContext }) {
  const app = typed(scope)
  await app.register(multipart, {
    limits: { fileSize: context.config.services.max_upload_size, files: 10_000, fields: 100 },
    throwFileSizeLimit: true,
  })
  // A form-encoded body too: curl's --data-binary sends a file so labelled.
  app.removeContentTypeParser(['application/json', 'text/plain', 'application/x-www-form-urlencoded'])
  app.addContentTypeParser('*', (_request, _payload, done) => done(null))

  // `config.uploadToken`: the targets of the command-examples' curl lines take `?token=`.
  app.post('/uploads', { schema: schemas.create, config: { uploadToken: true } }, async (request, reply) => {
    const query = request.query
    if (query.example_upload_id) {
      return sendUpload(request, reply, await createFromExample(context, request.caller, query.example_upload_id, query.upload_name))
    }
    const response = await createUpload(context, request.caller, {
      upload_name: query.upload_name,
      embargo_length: query.embargo_length,
      files: hasBody(request) ? incomingFiles(request, query.file_name) : undefined,
    })
    return sendUpload(request, reply, response)
  })

  for (const [url, hide] of pathUrls('/uploads/:upload_id/raw')) {
    app.put(url, { schema: { ...schemas.putRaw, hide }, config: { uploadToken: true } }, async (request, reply) => {
      const { upload_id, '*': dir } = request.params
      const query = request.query
      const fileName = query.file_name
      const copyOrMove = query.copy_or_move
      const { response } = await putRawFiles(context, request.caller, upload_id, dir ?? '', copyOrMove ? [] : incomingFiles(request, fileName), {
        overwrite: query.overwrite_if_exists,
        fileName,
        waitForProcessing: query.wait_for_processing,
        includeArchive: query.include_archive,
        entryHash: query.entry_hash,
        copyOrMove,
        sourcePath: query.copy_or_move_source_path,
      })
      return sendUpload(request, reply, response)
    })
  }
}

export async function uploadRoutes(scope: FastifyInstance, { context }: { context: ServerContext }) {
  const app = typed(scope)
  await app.register(receivingRoutes, { context })
  await app.register(rawRoutes, { context })

  app.get('/uploads', { schema: schemas.list }, async (request) => {
    const query = request.query
    const page = { page: query.page, pageSize: query.page_size, orderBy: query.order_by, order: query.order }
    const filter = {
      roles: query.roles ?? ['main_author', 'coauthor', 'reviewer'],
      includeAll: query.include_all,
      uploadIds: query.upload_id,
      uploadNames: query.upload_name,
      isProcessing: query.is_processing,
      isPublished: query.is_published,
      processStatus: query.process_status,
    }
    const { total, data } = await listUserUploads(context, request.caller, filter, page)
    const echo = Object.fromEntries(Object.entries(query).filter(([key, value]) => value !== undefined && !['page', 'page_size', 'order', 'order_by'].includes(key)))
    const hasNext = page.page * page.pageSize < total
    const response: UploadListResponse = {
      query: echo,
      pagination: {
        page_size: page.pageSize, order_by: page.orderBy, order: page.order, page: page.page, total,
        ...(hasNext ? { next_page_after_value: String(page.page * page.pageSize - 1) } : {}),
      },
      data,
    }
    return response
  })

  // A static segment beats the parameter in Fastify's router: not taken for an upload id.
  app.get('/uploads/command-examples', { schema: schemas.commandExamples }, (request) =>
    uploadCommandExamples(context, request.caller))

  app.get('/uploads/:upload_id', { schema: schemas.get }, (request) =>
    getUpload(context, request.caller, request.params.upload_id))

  app.delete('/uploads/:upload_id', { schema: schemas.get }, (request) =>
    deleteUpload(context, request.caller, request.params.upload_id))

  app.post('/uploads/:upload_id/edit', { schema: schemas.edit }, (request) =>
    editUpload(context, request.caller, request.params.upload_id, request.body))

  app.post('/uploads/:upload_id/action/publish', { schema: schemas.publish }, (request) =>
    publishUpload(context, request.caller, request.params.upload_id, request.query.embargo_length))

  app.post('/uploads/:upload_id/action/lift-embargo', { schema: schemas.action }, (request) =>
    liftEmbargo(context, request.caller, request.params.upload_id))

  app.post('/uploads/:upload_id/action/delete-entry-files', { schema: schemas.deleteEntryFiles }, (request) =>
    deleteEntryFiles(context, request.caller, request.params.upload_id, request.body))

  app.post('/uploads/:upload_id/action/process', { schema: schemas.action }, (request) =>
    reprocessUpload(context, request.caller, request.params.upload_id))
}
