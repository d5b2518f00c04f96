// Archive values as the lanes show them (spec 3 §9 "Archive view"), pure: archive keys
// and definition paths, numbers plain or scientific, arrays 5 then 'and N more items',
// long values cut, in the display unit.
import { isNumber, type JsonObject, type JsonValue } from '../../../core/archive'
import { moreItemsText } from '../messages'

export type ArchiveKey = string | number

export const isJsonObject = (value: JsonValue | undefined): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** The path of a quantity's definition: the archive path without list indices (`run.system.atoms.positions`). */
export function definitionPath(path: readonly ArchiveKey[]): string {
  return path.filter((key): key is string => typeof key === 'string').join('.')
}

/** How a quantity's numbers show: converted to the display unit, with its label. */
export interface DisplayUnit {
  readonly label: string
  convert(value: number): number
}

/** Arrays show their first 5 values (spec 3 §9). */
export const ARRAY_HEAD = 5
/** Values whose JSON text is longer are left out (spec 3 §9). */
export const MAX_JSON_TEXT = 1000

/** Plain between 1e-5 and 1e5, scientific outside (spec 3 §9); 6 significant digits. */
export function archiveNumber(value: number): string {
  if (value === 0 || !Number.isFinite(value)) return String(value)
  const exponent = Math.floor(Math.log10(Math.abs(value)))
  if (exponent < -5 || exponent > 5) {
    const [mantissa, power] = value.toExponential(5).split('e')
    return `${Number(mantissa)}e${Number(power)}`
  }
  return String(Number(value.toPrecision(6)))
}

function arrayText(values: readonly JsonValue[], unit: DisplayUnit | undefined): string {
  const head = values.slice(0, ARRAY_HEAD).map((value) => valueText(value, unit))
  const more = values.length > ARRAY_HEAD ? `, … ${moreItemsText(values.length - ARRAY_HEAD)}` : ''
  return `[${head.join(', ')}${more}]`
}

function valueText(value: JsonValue, unit: DisplayUnit | undefined): string {
  if (isNumber(value)) return archiveNumber(unit ? unit.convert(value) : value)
  if (Array.isArray(value)) return arrayText(value, unit)
  return JSON.stringify(value)
}

/** The `[shape]` of a (nested) array of values, as far as it is regular. */
export function shapeOf(value: JsonValue): number[] {
  const shape: number[] = []
  let current: JsonValue = value
  while (Array.isArray(current)) {
    shape.push(current.length)
    current = current[0]
  }
  return shape
}

/**
 * A quantity's value as text: strings as they are, numbers and arrays of them in the
 * display unit, anything else as JSON unless that is longer than MAX_JSON_TEXT.
 */
export function quantityText(value: JsonValue, unit?: DisplayUnit): string {
  if (typeof value === 'string') return value
  const numeric = isNumber(leaf(value))
  const text = valueText(value, numeric ? unit : undefined)
  const labelled = numeric && unit?.label ? `${text} ${unit.label}` : text
  return labelled.length > MAX_JSON_TEXT ? `${labelled.slice(0, MAX_JSON_TEXT)} …` : labelled
}

/** The first leaf of a nested array (its element type). */
function leaf(value: JsonValue): JsonValue {
  let current = value
  while (Array.isArray(current) && current.length > 0) current = current[0]
  return current
}
