// The diff of two versions as the History card shows it (GET …/history/{path}/diff): one
// row per changed field with its old and new value as short text. Items that are not
// changes are left out.
import type { ArchiveValue, FieldChange } from '../../../../core/api'

export interface DiffRow {
  readonly path: string
  readonly op: FieldChange['op']
  readonly old: string
  readonly new: string
}

/** Values past this many characters are cut, with '…': the version's link has the whole file. */
export const VALUE_TEXT_LIMIT = 80

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

export function valueText(value: ArchiveValue | undefined): string {
  if (value === undefined) return ''
  const text = typeof value === 'string' ? value : JSON.stringify(value)
  return text.length > VALUE_TEXT_LIMIT ? `${text.slice(0, VALUE_TEXT_LIMIT - 1)}…` : text
}

export function diffRows(response: unknown): DiffRow[] | undefined {
  if (!isRecord(response) || !Array.isArray(response.changes)) return undefined
  return response.changes.flatMap((change): DiffRow[] => {
    if (!isRecord(change) || typeof change.path !== 'string') return []
    if (change.op !== 'added' && change.op !== 'removed' && change.op !== 'changed') return []
    return [{ path: change.path, op: change.op, old: valueText(change.old as ArchiveValue | undefined), new: valueText(change.new as ArchiveValue | undefined) }]
  })
}
