import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { ServiceError, type ErrorKind, type InvalidValue } from '../errors'

const STATUS: Record<ErrorKind, number> = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  invalid: 422,
  too_many_requests: 429,
  unavailable: 503,
}

// Fastify names the request parts differently from the `loc` NOMAD's clients expect.
const LOCATION: Record<string, string> = { body: 'body', querystring: 'query', params: 'path', headers: 'header' }

interface AjvError {
  keyword: string
  instancePath: string
  message?: string
  params: Record<string, unknown>
}

function validationType(error: AjvError): string {
  if (error.keyword === 'required') return 'value_error.missing'
  if (error.keyword === 'type') return `type_error.${String(error.params.type)}`
  if (error.keyword === 'additionalProperties') return 'value_error.extra'
  if (error.keyword === 'enum') return 'type_error.enum'
  return 'value_error'
}

function validationMessage(error: AjvError): string {
  if (error.keyword === 'required') return 'field required'
  if (error.keyword === 'additionalProperties') return 'extra fields not permitted'
  if (error.keyword === 'type') return `value is not a valid ${String(error.params.type)}`
  if (error.keyword === 'enum') return `value is not a valid enumeration member; permitted: ${(error.params.allowedValues as unknown[]).map((v) => `'${v}'`).join(', ')}`
  return error.message ?? 'invalid value'
}

/** A request that failed its route schema → NOMAD's 422 `[{loc, msg, type}]`. */
function validationDetail(error: FastifyError): InvalidValue[] {
  const where = LOCATION[error.validationContext ?? 'body'] ?? 'body'
  return (error.validation as unknown as AjvError[]).map((item) => {
    const path = item.instancePath.split('/').slice(1).map((part) => (/^\d+$/.test(part) ? Number(part) : part))
    if (item.keyword === 'required') path.push(String(item.params.missingProperty))
    if (item.keyword === 'additionalProperties') path.push(String(item.params.additionalProperty))
    return { loc: [where, ...path], msg: validationMessage(item), type: validationType(item) }
  })
}

/**
 * Errors Fastify's router raises before any route or hook runs — a URL it cannot decode
 * (`%ff`: 400), a path parameter past its maxParamLength (414) — in NOMAD's shape too.
 * Passed as the `frameworkErrors` option: setErrorHandler never sees them.
 */
export function frameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  return reply.status(error.statusCode ?? 400).send({ detail: error.message })
}

export function installErrorHandling(app: FastifyInstance, apiPrefix: string) {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    // Refused before its body was read (too large, unsafe archive …): the rest of the
    // body is still on the connection, so it must not be reused for another request.
    if (!request.raw.complete) reply.header('Connection', 'close')
    if (error.validation) return reply.status(422).send({ detail: validationDetail(error) })
    if (error instanceof ServiceError) {
      const status = STATUS[error.kind]
      const detail = error.kind === 'invalid' ? error.problems : error.message
      if (status === 401) reply.header('WWW-Authenticate', 'Bearer')
      return reply.status(status).send({ detail })
    }
    // Errors Fastify raises itself (malformed JSON, body too large, unsupported media
    // type) carry a 4xx status and a message meant for the client.
    const status = error.statusCode ?? 500
    if (status < 500) return reply.status(status).send({ detail: error.message })
    // The exception stays in the server log: its text (SQL, paths, library internals) is
    // no business of the client, which gets the request id to quote instead.
    request.log.error({ err: error, reqId: request.id }, 'unexpected exception')
    return reply.status(500).send({ detail: `Internal server error (request ${request.id}).` })
  })

  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith(apiPrefix)) {
      return reply.status(404).send({ detail: `Not found: ${request.method} ${request.url.split('?')[0]}` })
    }
    return reply.status(404).type('text/plain').send('Not found')
  })
}
