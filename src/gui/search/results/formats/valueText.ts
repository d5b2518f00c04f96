// Cell values as text (spec 2 §3.4): numbers in the column's unit and format, times as
// dates, access in words. The plain value format shows this, and every cell shows it
// while its format loads.
import { convert } from '../../../../core/units'
import { numberText } from '../../../units'
import type { JsonObject, JsonValue } from '../../context'
import type { ResultColumn } from '../columns'
import { formatNumber, formatTimestamp } from '../format'
import { joinedText } from '../values'

export const ACCESS_TEXTS = {
  public: 'Public',
  embargoed: 'Embargoed',
  unpublished: 'Unpublished',
} as const

/** Access wording of an entry: published (public or under embargo), or not yet. */
export function accessText(entry: JsonObject): string {
  if (entry.published !== true) return ACCESS_TEXTS.unpublished
  return entry.with_embargo === true ? ACCESS_TEXTS.embargoed : ACCESS_TEXTS.public
}

const isTimestamp = (column: ResultColumn) =>
  column.quantity?.dtype === 'timestamp' || column.key === 'upload_create_time' || column.key === 'entry_create_time'

/**
 * Plain text of a value in a column: numbers in the column's unit and format, times as
 * dates. A number with a unit and no configured format gets 3 significant digits (spec 1
 * §9): fixed decimals would write a band gap of 1.8e-19 J as 0.
 */
export function valueText(value: JsonValue, column: ResultColumn): string {
  if (isTimestamp(column) && (typeof value === 'string' || typeof value === 'number')) {
    return formatTimestamp(value, column.format?.mode === 'date' ? 'date' : 'time')
  }
  if (typeof value === 'number') {
    const { unit, quantity } = column
    const converted = unit && quantity?.unit && unit !== quantity.unit ? convertQuiet(value, quantity.unit, unit) : value
    return column.format || !unit ? formatNumber(converted, column.format ?? {}) : numberText(converted)
  }
  return joinedText([value])
}

/** The values of a cell as text, joined. */
export const valuesText = (values: readonly JsonValue[], column: ResultColumn): string =>
  values.map((value) => valueText(value, column)).filter(Boolean).join(', ')

function convertQuiet(value: number, from: string, to: string): number {
  // resultColumns only keeps a column unit that converts; this guards hand-made columns.
  try {
    return convert(value, from, to)
  } catch {
    return value
  }
}
