// Errors that services throw. They carry what went wrong in the domain's terms; the
// HTTP layer alone decides the status code (http/errors.ts).

export type ErrorKind = 'bad_request' | 'unauthorized' | 'forbidden' | 'not_found' | 'conflict' | 'invalid' | 'too_many_requests' | 'unavailable'

export interface InvalidValue {
  /** Where the value is, e.g. ['body', 'metadata', 'references']; search problems nest it: [['optimade_filter']]. */
  loc: readonly (string | number | readonly (string | number)[])[]
  msg: string
  type: string
}

export class ServiceError extends Error {
  override name = 'ServiceError'
  constructor(
    readonly kind: ErrorKind,
    message: string,
    /** For kind 'invalid': every offending value. */
    readonly problems: InvalidValue[] = [],
  ) {
    super(message)
  }
}

export const badRequest = (message: string) => new ServiceError('bad_request', message)
export const unauthorized = (message: string) => new ServiceError('unauthorized', message)
export const forbidden = (message: string) => new ServiceError('forbidden', message)
export const notFound = (message: string) => new ServiceError('not_found', message)
export const tooManyRequests = (message: string) => new ServiceError('too_many_requests', message)
export const conflict = (message: string) => new ServiceError('conflict', message)
/** The server cannot answer now (it is shutting down). */
export const unavailable = (message: string) => new ServiceError('unavailable', message)
export const invalid = (problems: InvalidValue[]) =>
  new ServiceError('invalid', problems.map((problem) => problem.msg).join('; '), problems)
