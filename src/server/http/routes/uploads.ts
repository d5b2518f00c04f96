import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import multipart from '@fastify/multipart'
import type { ServerContext } from '../../context'
import {
  createUpload, deleteUpload, getUpload, listUserUploads, putRawFiles, type IncomingFile,
} from '../../services/uploads'
import { editUpload, liftEmbargo, publishUpload, reprocessUpload, type MetadataEditRequest } from '../../services/uploadEdit'
import { uploadSchemas as schemas } from './uploadSchemas'
import { pathRoute } from './pathRoutes'
import { rawRoutes } from './uploadRaw'
import { createFromExample } from '../../examples'
import { uploadCommandExamples } from '../../services/uploadCommands'
import { deleteEntryFiles, type DeleteEntryFilesRequest } from '../../services/entryFiles'

type Query = Record<string, unknown>

type Params = { upload_id: string; '*'?: string }

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
async function receivingRoutes(app: FastifyInstance, { context }: { context: ServerContext }) {
  await app.register(multipart, {
    limits: { fileSize: context.config.services.max_upload_size, files: 10_000, fields: 100 },
    throwFileSizeLimit: true,
  })
  app.removeContentTypeParser(['application/json', 'text/plain'])
  app.addContentTypeParser('*', (_request, _payload, done) => done(null))

  // `config.uploadToken`: the targets of the command-examples' curl lines take `?token=`.
  app.post('/uploads', { schema: schemas.create, config: { uploadToken: true } }, async (request, reply) => {
    const query = request.query as Query
    if (query.example_upload_id) {
      return sendUpload(request, reply, await createFromExample(context, request.caller, query.example_upload_id as string, query.upload_name as string | undefined))
    }
    const response = await createUpload(context, request.caller, {
      upload_name: query.upload_name as string | undefined,
      embargo_length: query.embargo_length as number | undefined,
      files: hasBody(request) ? incomingFiles(request, query.file_name as string | undefined) : undefined,
    })
    return sendUpload(request, reply, response)
  })

  pathRoute(app, 'put', '/uploads/:upload_id/raw', { schema: schemas.putRaw, config: { uploadToken: true } }, async (request, reply) => {
    const { upload_id, '*': dir } = request.params as Params
    const query = request.query as Query
    const fileName = query.file_name as string | undefined
    const copyOrMove = query.copy_or_move as 'copy' | 'move' | undefined
    const { response } = await putRawFiles(context, request.caller, upload_id, dir ?? '', copyOrMove ? [] : incomingFiles(request, fileName), {
      overwrite: query.overwrite_if_exists as boolean,
      fileName,
      waitForProcessing: query.wait_for_processing as boolean,
      includeArchive: query.include_archive as boolean,
      entryHash: query.entry_hash as string | undefined,
      copyOrMove,
      sourcePath: query.copy_or_move_source_path as string | undefined,
    })
    return sendUpload(request, reply, response)
  })
}

export async function uploadRoutes(app: FastifyInstance, { context }: { context: ServerContext }) {
  await app.register(receivingRoutes, { context })
  await app.register(rawRoutes, { context })

  app.get('/uploads', { schema: schemas.list }, async (request) => {
    const query = request.query as Query
    const page = { page: query.page as number, pageSize: query.page_size as number, orderBy: query.order_by as 'upload_create_time', order: query.order as 'asc' | 'desc' }
    const filter = {
      roles: (query.roles as ('main_author' | 'coauthor' | 'reviewer')[] | undefined) ?? ['main_author', 'coauthor', 'reviewer'],
      includeAll: query.include_all as boolean | undefined,
      uploadIds: query.upload_id as string[] | undefined,
      uploadNames: query.upload_name as string[] | undefined,
      isProcessing: query.is_processing as boolean | undefined,
      isPublished: query.is_published as boolean | undefined,
      processStatus: query.process_status as string[] | undefined,
    }
    const { total, data } = await listUserUploads(context, request.caller, filter, page)
    const echo = Object.fromEntries(Object.entries(query).filter(([key, value]) => value !== undefined && !['page', 'page_size', 'order', 'order_by'].includes(key)))
    const hasNext = page.page * page.pageSize < total
    return {
      query: echo,
      pagination: {
        page_size: page.pageSize, order_by: page.orderBy, order: page.order, page: page.page, total,
        ...(hasNext ? { next_page_after_value: String(page.page * page.pageSize - 1) } : {}),
      },
      data,
    }
  })

  // A static segment beats the parameter in Fastify's router: not taken for an upload id.
  app.get('/uploads/command-examples', { schema: schemas.commandExamples }, (request) =>
    uploadCommandExamples(context, request.caller))

  app.get('/uploads/:upload_id', { schema: schemas.get }, (request) =>
    getUpload(context, request.caller, (request.params as Params).upload_id))

  app.delete('/uploads/:upload_id', { schema: schemas.get }, (request) =>
    deleteUpload(context, request.caller, (request.params as Params).upload_id))

  app.post('/uploads/:upload_id/edit', { schema: schemas.edit }, (request) =>
    editUpload(context, request.caller, (request.params as Params).upload_id, request.body as MetadataEditRequest))

  app.post('/uploads/:upload_id/action/publish', { schema: schemas.publish }, (request) =>
    publishUpload(context, request.caller, (request.params as Params).upload_id, (request.query as Query).embargo_length as number))

  app.post('/uploads/:upload_id/action/lift-embargo', { schema: schemas.action }, (request) =>
    liftEmbargo(context, request.caller, (request.params as Params).upload_id))

  app.post('/uploads/:upload_id/action/delete-entry-files', { schema: schemas.deleteEntryFiles }, (request) =>
    deleteEntryFiles(context, request.caller, (request.params as Params).upload_id, request.body as DeleteEntryFilesRequest))

  app.post('/uploads/:upload_id/action/process', { schema: schemas.action }, (request) =>
    reprocessUpload(context, request.caller, (request.params as Params).upload_id))
}
