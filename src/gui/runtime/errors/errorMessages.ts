// The user-facing texts of the error catalogue (spec 1 §8, word for word) and the one
// mapping from an error to its text. Every failed call ends up here via raiseError.
import {
  ApiError,
  BadRequest,
  CannotReachApi,
  DoesNotExist,
  NotAuthorized,
  VersionMismatch,
  isSerializedApiError,
  toApiError,
} from '../../api'

export const GENERIC_ERROR_MESSAGE =
  'Unexpected error. Please try again and let us know, if this error keeps happening.'
export const CANNOT_REACH_API_MESSAGE = 'Cannot reach the product, please try again later.'
export const DOES_NOT_EXIST_MESSAGE =
  'You are trying to access information that does not exist. Please try again and let us know, if this error keeps happening.'
export const VERSION_MISMATCH_MESSAGE =
  'There is a new GUI version available. Please press "shift" and reload the page.'
export const STRING_ERROR_SUFFIX = ' Please close all product tabs and try again...'
export const JAVASCRIPT_ERROR_MESSAGE = 'There has been a Javascript error.'

export const unexpectedApiErrorMessage = (msg: string) =>
  `Unexpected api error: ${msg}. Please try again and let us know, if this error keeps happening.`
export const unexpectedErrorMessage = (message: string) =>
  `Unexpected error: "${message}". Please try again and let us know, if this error keeps happening.`

/** The catalogue text for anything raised: error instances, stored API errors, strings. */
export function errorMessage(raised: unknown): string {
  const error = isSerializedApiError(raised) && !(raised instanceof Error) ? toApiError(raised) : raised
  if (error instanceof CannotReachApi) return CANNOT_REACH_API_MESSAGE
  if (error instanceof BadRequest || error instanceof NotAuthorized) return error.message
  if (error instanceof DoesNotExist) return DOES_NOT_EXIST_MESSAGE
  if (error instanceof VersionMismatch) return VERSION_MISMATCH_MESSAGE
  if (error instanceof ApiError && error.status === 422)
    return unexpectedApiErrorMessage(error.apiMessage ?? error.message)
  if (typeof error === 'string') return `${error}${STRING_ERROR_SUFFIX}`
  if (error instanceof Error && error.message) return unexpectedErrorMessage(error.message)
  return GENERIC_ERROR_MESSAGE
}
