// A put refused because the path exists, and the question asked before overwriting it (spec 3 §5).
import { isSerializedApiError } from '../../api'

export const OVERWRITE_QUESTION = 'There is already a file with the same name in this path. Do you want to overwrite the file?'

const PATH_EXISTS_START = 'The provided path already exists'

/** The server refused because the path exists (409, or its message). */
export function isPathTaken(error: unknown): boolean {
  if (!isSerializedApiError(error)) return false
  return error.status === 409 || (error.apiMessage ?? '').startsWith(PATH_EXISTS_START)
}
