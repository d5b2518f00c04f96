import type { FastifyInstance, FastifySchema, RouteHandlerMethod, RouteShorthandOptions } from 'fastify'

/**
 * Registers a route for `{base}/*` and for `{base}` itself: trailing slashes are
 * ignored, so `…/raw/` (the upload root) arrives as `…/raw` and would miss the wildcard.
 */
export function pathRoute(app: FastifyInstance, method: 'get' | 'put' | 'post' | 'delete', base: string, options: RouteShorthandOptions, handler: RouteHandlerMethod) {
  app[method](`${base}/*`, options, handler)
  app[method](base, { ...options, schema: { ...options.schema, hide: true } as FastifySchema }, handler)
}
