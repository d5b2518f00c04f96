import type { FastifyInstance } from 'fastify'
import { readInfo } from '../../services/info'
import type { ServerContext } from '../../context'
import { typed } from '../typed'

const statistics = {
  type: 'object',
  properties: {
    n_entries: { type: 'integer' },
    n_uploads: { type: 'integer' },
    n_quantities: { type: 'integer' },
    n_calculations: { type: 'integer' },
    n_materials: { type: 'integer' },
  },
} as const

const infoResponse = {
  type: 'object',
  properties: {
    parsers: { type: 'array', items: { type: 'string' } },
    metainfo_packages: { type: 'array', items: { type: 'string' } },
    codes: {
      type: 'array',
      items: { type: 'object', properties: { code_name: { type: 'string' }, code_homepage: { type: 'string' } } },
    },
    normalizers: { type: 'array', items: { type: 'string' } },
    plugin_entry_points: { type: 'array', items: { type: 'object', additionalProperties: true } },
    plugin_packages: { type: 'array', items: { type: 'object', additionalProperties: true } },
    statistics,
    search_quantities: { type: 'object', additionalProperties: true },
    version: { type: 'string' },
    deployment: { type: 'string' },
    oasis: { type: 'boolean' },
    git: { type: 'object', additionalProperties: true },
  },
} as const

export async function infoRoutes(scope: FastifyInstance, { context }: { context: ServerContext }) {
  const app = typed(scope)
  app.get('/info', {
    config: { loginExempt: true },
    schema: {
      tags: ['info'],
      summary: 'Information about this installation',
      description: 'Version, parsers, codes, plugins and statistics (public data only) of this installation.',
      response: { 200: infoResponse },
    },
  }, () => readInfo(context))
}
