import type { FastifyInstance } from 'fastify'
import type { ServerContext } from '../../context'
import { createDir, deletePath, rawDir, rawFile, uploadEntries } from '../../services/uploadRaw'
import { uploadSchemas as schemas } from './uploadSchemas'
import { pathRoute } from './pathRoutes'
import { attachment } from '../contentDisposition'

type Query = Record<string, unknown>

type PathParams = { upload_id: string; '*'?: string }

/** Folder listings, downloads, new folders, deletions and entry states of an upload. */
export async function rawRoutes(app: FastifyInstance, { context }: { context: ServerContext }) {
  pathRoute(app, 'get', '/uploads/:upload_id/rawdir', { schema: schemas.rawdir }, (request) => {
    const { upload_id, '*': path } = request.params as PathParams
    const query = request.query as Query
    return rawDir(context, request.caller, upload_id, path ?? '', {
      page: query.page as number, pageSize: query.page_size as number, includeEntryInfo: query.include_entry_info as boolean,
    })
  })

  pathRoute(app, 'get', '/uploads/:upload_id/raw', { schema: schemas.raw, config: { cookieAuth: true } }, async (request, reply) => {
    const { upload_id, '*': path } = request.params as PathParams
    const query = request.query as Query
    const download = await rawFile(context, request.caller, upload_id, path ?? '', {
      offset: query.offset as number, length: query.length as number, decompress: query.decompress as boolean,
      ignoreMimeType: query.ignore_mime_type as boolean, compress: query.compress as boolean,
    })
    return reply
      .type(download.mimeType)
      .header('Content-Disposition', attachment(download.fileName))
      .send(download.stream)
  })

  pathRoute(app, 'post', '/uploads/:upload_id/raw-create-dir', { schema: schemas.pathOnly }, (request) => {
    const { upload_id, '*': path } = request.params as PathParams
    return createDir(context, request.caller, upload_id, path ?? '')
  })

  pathRoute(app, 'delete', '/uploads/:upload_id/raw', { schema: schemas.pathOnly }, (request) => {
    const { upload_id, '*': path } = request.params as PathParams
    return deletePath(context, request.caller, upload_id, path ?? '')
  })

  app.get('/uploads/:upload_id/entries', { schema: schemas.entries }, (request) => {
    const { upload_id } = request.params as PathParams
    const query = request.query as Query
    return uploadEntries(context, request.caller, upload_id, {
      page: query.page as number, pageSize: query.page_size as number, orderBy: query.order_by as string, order: query.order as 'asc' | 'desc',
    })
  })
}
