// The diff of two versions as the History card shows it (GET …/history/{path}/diff): one
// row per changed field with its old and new value as short text — numbers in the unit
// their quantity displays, with its label. Items that are not changes are left out.
import type { ArchiveValue, FieldChange } from '../../../../core/api'
import { isNumber } from '../../../../core/archive'
import { quantityText, type DisplayUnit } from '../../archive/values'

export interface DiffRow {
  readonly path: string
  readonly op: FieldChange['op']
  readonly old: string
  readonly new: string
}

/** Values past this many characters are cut, with '…': the version's link has the whole file. */
export const VALUE_TEXT_LIMIT = 80

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

const numeric = (value: ArchiveValue): boolean => isNumber(value) || (Array.isArray(value) && value.length > 0 && value.every(numeric))

/** A value as short text; numbers (and lists of them) with a unit are converted and labelled as the archive browser shows them. */
export function valueText(value: ArchiveValue | undefined, unit?: DisplayUnit): string {
  if (value === undefined) return ''
  const text = typeof value === 'string' ? value : unit && numeric(value) ? quantityText(value, unit) : JSON.stringify(value)
  return text.length > VALUE_TEXT_LIMIT ? `${text.slice(0, VALUE_TEXT_LIMIT - 1)}…` : text
}

/** The rows of a diff answer; `unitAt` gives the display unit of a path's quantity, if it has one. */
export function diffRows(response: unknown, unitAt: (path: string) => DisplayUnit | undefined = () => undefined): DiffRow[] | undefined {
  if (!isRecord(response) || !Array.isArray(response.changes)) return undefined
  return response.changes.flatMap((change): DiffRow[] => {
    if (!isRecord(change) || typeof change.path !== 'string') return []
    if (change.op !== 'added' && change.op !== 'removed' && change.op !== 'changed') return []
    const unit = unitAt(change.path)
    return [{ path: change.path, op: change.op, old: valueText(change.old as ArchiveValue | undefined, unit), new: valueText(change.new as ArchiveValue | undefined, unit) }]
  })
}
