import type { FastifyInstance } from 'fastify'
import type { ServerContext } from '../../context'
import { infoRoutes } from './info'
import { authRoutes } from './auth'
import { userRoutes } from './users'
import { groupRoutes } from './groups'
import { uploadRoutes } from './uploads'
import { entryRoutes } from './entries'
import { datasetRoutes } from './datasets'
import { entriesArchiveRoutes } from './entriesArchive'
import { entriesDownloadRoutes } from './entriesDownload'
import { searchRoutes } from './search'
import { h5groveRoutes } from './h5grove'
import { systemRoutes } from './systems'
import { historyRoutes } from './history'
import { metainfoRoutes } from './metainfo'
import { guardInput } from '../inputGuard'

/** Every /api/v1 route module, one per resource. */
export async function apiRoutes(app: FastifyInstance, { context }: { context: ServerContext }) {
  guardInput(app)
  await app.register(infoRoutes, { context })
  await app.register(authRoutes, { context })
  await app.register(userRoutes, { context })
  await app.register(groupRoutes, { context })
  await app.register(uploadRoutes, { context })
  await app.register(entryRoutes, { context })
  await app.register(datasetRoutes, { context })
  await app.register(entriesArchiveRoutes, { context })
  await app.register(entriesDownloadRoutes, { context })
  await app.register(searchRoutes, { context })
  await app.register(h5groveRoutes, { context })
  await app.register(systemRoutes, { context })
  await app.register(historyRoutes, { context })
  await app.register(metainfoRoutes, { context })
}
