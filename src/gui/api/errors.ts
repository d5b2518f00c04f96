// The error classes of the catalogue (spec 1 §8). The shared error raiser maps them to
// user-facing texts (app/errors/errorMessages.ts); here they only carry what happened.
import type { ValidationErrorItem } from './types'

export type ApiErrorName =
  'ApiError' | 'DoesNotExist' | 'NotAuthorized' | 'BadRequest' | 'CannotReachApi' | 'VersionMismatch'

export class ApiError extends Error {
  override name: ApiErrorName = 'ApiError'
  /** HTTP status, absent when no response was received. */
  readonly status?: number
  /** The server's message without the ' (status)' suffix. */
  readonly apiMessage?: string
  /** A 422's `detail` list: what was wrong where (an edit's verify failures are shown at their field). */
  readonly problems?: readonly ValidationErrorItem[]

  constructor(message: string, options: ApiErrorOptions = {}) {
    super(message)
    this.status = options.status
    this.apiMessage = options.apiMessage
    if (options.problems) this.problems = options.problems
  }
}

export interface ApiErrorOptions {
  status?: number
  apiMessage?: string
  problems?: readonly ValidationErrorItem[]
}

/** 404 */
export class DoesNotExist extends ApiError {
  override name = 'DoesNotExist' as const
}
/** 401 */
export class NotAuthorized extends ApiError {
  override name = 'NotAuthorized' as const
}
/** 400 */
export class BadRequest extends ApiError {
  override name = 'BadRequest' as const
}
/** Network failure, status 502, or a failed token refresh. */
export class CannotReachApi extends ApiError {
  override name = 'CannotReachApi' as const
}
/** The server runs a different version than this GUI build. */
export class VersionMismatch extends ApiError {
  override name = 'VersionMismatch' as const
}

const CLASSES: Record<
  ApiErrorName,
  new (message: string, options?: ApiErrorOptions) => ApiError
> = {
  ApiError,
  DoesNotExist,
  NotAuthorized,
  BadRequest,
  CannotReachApi,
  VersionMismatch,
}

/** The class for an HTTP error status. */
export function errorClassForStatus(status: number) {
  switch (status) {
    case 400:
      return BadRequest
    case 401:
      return NotAuthorized
    case 404:
      return DoesNotExist
    case 502:
      return CannotReachApi
    default:
      return ApiError
  }
}

/**
 * The plain-object form kept in the Redux store (RTK Query results must be
 * serialisable); `toApiError` turns it back into the class instance.
 */
export interface SerializedApiError {
  name: ApiErrorName
  message: string
  status?: number
  apiMessage?: string
  problems?: readonly ValidationErrorItem[]
}

export function serializeApiError(error: ApiError): SerializedApiError {
  return {
    name: error.name, message: error.message, status: error.status, apiMessage: error.apiMessage,
    ...(error.problems ? { problems: error.problems } : {}),
  }
}

export function isSerializedApiError(value: unknown): value is SerializedApiError {
  if (typeof value !== 'object' || value === null) return false
  const candidate = value as Partial<SerializedApiError>
  return typeof candidate.name === 'string' && candidate.name in CLASSES && typeof candidate.message === 'string'
}

export function toApiError(value: SerializedApiError): ApiError {
  const ErrorClass = CLASSES[value.name]
  return new ErrorClass(value.message, { status: value.status, apiMessage: value.apiMessage, problems: value.problems })
}
