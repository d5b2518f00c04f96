import type { FastifyInstance } from 'fastify'
import type { ServerContext } from '../../context'
import { createDir, deletePath, rawDir, rawFile, uploadEntries } from '../../services/uploadRaw'
import { uploadSchemas as schemas } from './uploadSchemas'
import { pathUrls } from './pathRoutes'
import { attachment } from '../contentDisposition'
import { typed } from '../typed'

/** Folder listings, downloads, new folders, deletions and entry states of an upload. */
export async function rawRoutes(scope: FastifyInstance, { context }: { context: ServerContext }) {
  const app = typed(scope)
  for (const [url, hide] of pathUrls('/uploads/:upload_id/rawdir')) {
    app.get(url, { schema: { ...schemas.rawdir, hide } }, (request) => {
      const { upload_id, '*': path } = request.params
      const query = request.query
      return rawDir(context, request.caller, upload_id, path ?? '', {
        page: query.page, pageSize: query.page_size, includeEntryInfo: query.include_entry_info,
      })
    })
  }

  for (const [url, hide] of pathUrls('/uploads/:upload_id/raw')) {
    app.get(url, { schema: { ...schemas.raw, hide }, config: { cookieAuth: true } }, async (request, reply) => {
      const { upload_id, '*': path } = request.params
      const query = request.query
      const download = await rawFile(context, request.caller, upload_id, path ?? '', {
        offset: query.offset, length: query.length, decompress: query.decompress,
        ignoreMimeType: query.ignore_mime_type, compress: query.compress,
      })
      return reply
        .type(download.mimeType)
        .header('Content-Disposition', attachment(download.fileName))
        .send(download.stream)
    })
  }

  for (const [url, hide] of pathUrls('/uploads/:upload_id/raw-create-dir')) {
    app.post(url, { schema: { ...schemas.pathOnly, hide } }, (request) =>
      createDir(context, request.caller, request.params.upload_id, request.params['*'] ?? ''))
  }

  for (const [url, hide] of pathUrls('/uploads/:upload_id/raw')) {
    app.delete(url, { schema: { ...schemas.pathOnly, hide } }, (request) =>
      deletePath(context, request.caller, request.params.upload_id, request.params['*'] ?? ''))
  }

  app.get('/uploads/:upload_id/entries', { schema: schemas.entries }, (request) => {
    const query = request.query
    return uploadEntries(context, request.caller, request.params.upload_id, {
      page: query.page, pageSize: query.page_size, orderBy: query.order_by, order: query.order,
    })
  })
}
