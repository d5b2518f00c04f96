// What a refused `POST uploads/{id}/edit` says, by field: verify failures name the field
// in `loc` (['metadata', 'references']) and are shown at it (spec 3 §8).
import { isSerializedApiError } from '../../api'

export interface EditProblems {
  /** Messages by metadata field. */
  readonly fields: Readonly<Record<string, readonly string[]>>
  /** What names no field: the error's own message. */
  readonly general?: string
}

export function editProblems(error: unknown): EditProblems {
  if (!isSerializedApiError(error)) return { fields: {}, general: error instanceof Error ? error.message : String(error) }
  const fields: Record<string, string[]> = {}
  const loose: string[] = []
  for (const problem of error.problems ?? []) {
    const at = problem.loc.indexOf('metadata')
    const field = at >= 0 ? problem.loc[at + 1] : undefined
    if (typeof field === 'string') (fields[field] ??= []).push(problem.msg)
    else loose.push(problem.msg)
  }
  const general = loose.length ? loose.join('; ') : Object.keys(fields).length ? undefined : (error.apiMessage ?? error.message)
  return { fields, ...(general ? { general } : {}) }
}
