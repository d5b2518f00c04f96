// The read-only archive view's model (spec 3 §2.2 "Data tab", §9 "Archive view"), pure:
// which children a section has, how many items of a long list show, and a quantity's
// value as text in its display unit.
import { isNumber, type JsonObject, type JsonValue } from '../../../core/archive'
import { moreItemsText } from '../messages'

export type ArchiveKey = string | number

export type ArchiveNode =
  /** A sub-section: expands to its own children. */
  | { readonly kind: 'section'; readonly key: ArchiveKey; readonly path: readonly ArchiveKey[]; readonly value: JsonObject }
  /** A repeating sub-section: expands to its items. */
  | { readonly kind: 'sections'; readonly key: ArchiveKey; readonly path: readonly ArchiveKey[]; readonly items: readonly JsonObject[] }
  /** A quantity (or any value that is not a section). */
  | { readonly kind: 'quantity'; readonly key: ArchiveKey; readonly path: readonly ArchiveKey[]; readonly value: JsonValue }

export const isJsonObject = (value: JsonValue | undefined): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const isJsonObjectList = (value: JsonValue): value is readonly JsonObject[] => Array.isArray(value) && value.length > 0 && value.every(isJsonObject)

function nodeOf(key: ArchiveKey, path: readonly ArchiveKey[], value: JsonValue): ArchiveNode {
  if (isJsonObject(value)) return { kind: 'section', key, path, value }
  if (isJsonObjectList(value)) return { kind: 'sections', key, path, items: value }
  return { kind: 'quantity', key, path, value }
}

/** The children of a section, in the archive's order; sub-sections and lists of them expand. */
export function sectionChildren(section: JsonObject, path: readonly ArchiveKey[]): ArchiveNode[] {
  return Object.entries(section).map(([key, value]) => nodeOf(key, [...path, key], value))
}

/** Long lists of sections show their top 50 and bottom 5 items (spec 3 §9). */
export const LIST_TOP = 50
export const LIST_BOTTOM = 5

/** The indices of a list of `count` sections that show, and how many are left out between them. */
export function shownItems(count: number, extra: readonly number[] = []): { readonly top: number[]; readonly bottom: number[]; readonly hidden: number } {
  if (count <= LIST_TOP + LIST_BOTTOM) return { top: [...Array(count).keys()], bottom: [], hidden: 0 }
  // An item the URL points to shows even when it lies in the middle.
  const top = [...Array(LIST_TOP).keys(), ...extra.filter((index) => index >= LIST_TOP && index < count - LIST_BOTTOM)]
  const bottom = [...Array(LIST_BOTTOM).keys()].map((offset) => count - LIST_BOTTOM + offset)
  return { top, bottom, hidden: count - top.length - bottom.length }
}

export function itemNodes(items: readonly JsonObject[], path: readonly ArchiveKey[], indices: readonly number[]): ArchiveNode[] {
  return indices.map((index) => ({ kind: 'section', key: index, path: [...path, index], value: items[index] }))
}

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
