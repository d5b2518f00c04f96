// The archive browser's model (spec 3 §2.3, §9), pure: what a section lane lists —
// quantities first, then sub sections, then attributes — under the toolbar's switches,
// the windows of long lists, and archive paths and their definitions.
import type { JsonObject, JsonValue } from '../../../core/archive'
import type { QuantityDefinition, ResolvedSection, SubSectionDefinition } from '../../metainfo'
import type { SectionSubject } from '../../runtime'
import { isJsonObject, type ArchiveKey } from './values'

/** The toolbar's switches. */
export interface ArchiveSettings {
  /** 'code specific': show `x_` properties (hidden otherwise). */
  readonly codeSpecific: boolean
  /** 'all defined': show quantities and sub sections the definition has but the archive does not. */
  readonly allDefined: boolean
  /** 'technical view': show the `m_` keys (m_def, …) and definitions' qualified names. */
  readonly technical: boolean
}

export const DEFAULT_SETTINGS: ArchiveSettings = { codeSpecific: false, allDefined: false, technical: false }

export type SectionEntry =
  | { readonly kind: 'quantity'; readonly name: string; readonly value: JsonValue | undefined; readonly definition?: QuantityDefinition }
  | { readonly kind: 'section'; readonly name: string; readonly value: JsonObject | undefined; readonly definition?: SubSectionDefinition }
  | { readonly kind: 'sections'; readonly name: string; readonly items: readonly JsonValue[]; readonly definition?: SubSectionDefinition }

export interface SectionContent {
  readonly quantities: readonly SectionEntry[]
  readonly subSections: readonly SectionEntry[]
  /** `m_attributes` of the section: name and value. */
  readonly attributes: readonly (readonly [string, JsonValue])[]
}

const isSectionList = (value: JsonValue): value is readonly JsonValue[] => Array.isArray(value) && value.length > 0 && value.every(isJsonObject)

function entryOf(name: string, value: JsonValue | undefined, definition: ResolvedSection | undefined): SectionEntry {
  const subSection = definition?.subSections.find((sub) => sub.name === name)
  const quantity = definition?.quantities.find((q) => q.name === name)
  if (subSection) {
    if (Array.isArray(value)) return { kind: 'sections', name, items: value, definition: subSection }
    if (value === undefined && subSection.repeats) return { kind: 'sections', name, items: [], definition: subSection }
    return { kind: 'section', name, value: isJsonObject(value) ? value : undefined, definition: subSection }
  }
  if (!quantity && value !== undefined) {
    // Without a definition the value's shape tells: an object is a section, a list of objects repeats.
    if (isJsonObject(value)) return { kind: 'section', name, value }
    if (isSectionList(value)) return { kind: 'sections', name, items: value }
  }
  return { kind: 'quantity', name, value, definition: quantity }
}

/** Whether a property shows under the switches. */
export function isShown(name: string, settings: ArchiveSettings): boolean {
  if (name.startsWith('x_')) return settings.codeSpecific
  if (name.startsWith('m_')) return settings.technical
  return true
}

/** What a section lane lists, in order: quantities, then sub sections, then attributes. */
export function sectionContent(section: JsonObject, definition: ResolvedSection | undefined, settings: ArchiveSettings): SectionContent {
  const names = Object.keys(section).filter((name) => name !== 'm_attributes')
  if (settings.allDefined && definition) {
    for (const { name } of [...definition.quantities, ...definition.subSections]) if (!names.includes(name)) names.push(name)
  }
  const entries = names.filter((name) => isShown(name, settings)).map((name) => entryOf(name, section[name], definition))
  const attributes = isJsonObject(section.m_attributes) ? Object.entries(section.m_attributes) : []
  return {
    quantities: entries.filter((entry) => entry.kind === 'quantity'),
    subSections: entries.filter((entry) => entry.kind !== 'quantity'),
    attributes,
  }
}

/** Lists show their top 50 and bottom 5 items, and 25 more per page (spec 3 §9). */
export const LIST_TOP = 50
export const LIST_BOTTOM = 5
export const LIST_PAGE = 25

export interface ListWindow {
  /** Indices shown at the top (the top 50, the pages loaded, and a selected item in the middle). */
  readonly top: readonly number[]
  /** How many items are left out between top and bottom. */
  readonly hidden: number
  readonly bottom: readonly number[]
}

/** Which items of a list of `count` show after `pages` pages loaded more; `selected` always shows. */
export function listWindow(count: number, pages = 0, selected?: number): ListWindow {
  const head = LIST_TOP + pages * LIST_PAGE
  if (count <= head + LIST_BOTTOM) return { top: [...Array(count).keys()], hidden: 0, bottom: [] }
  const top = [...Array(head).keys()]
  const bottomStart = count - LIST_BOTTOM
  if (selected !== undefined && selected >= head && selected < bottomStart) top.push(selected)
  const bottom = [...Array(LIST_BOTTOM).keys()].map((offset) => bottomStart + offset)
  return { top, hidden: count - top.length - LIST_BOTTOM, bottom }
}

/** What the `archiveLanes` registry ranks: the section's m_def (else its definition) and every base section. */
export function sectionSubject(section: JsonObject, definition: ResolvedSection | undefined): SectionSubject {
  const mDef = typeof section.m_def === 'string' ? section.m_def : undefined
  return {
    definition: definition?.definition.qualifiedName ?? mDef ?? '',
    baseSections: definition ? definition.baseSections.map((base) => base.qualifiedName) : [],
  }
}

/**
 * The lane width a section's definition asks for (`m_annotations.browser.lane_width`, a
 * number of pixels or a CSS length; the annotation may be a one-item list).
 */
export function laneWidth(definition: ResolvedSection | undefined): number | string | undefined {
  const browser: unknown = definition?.m_annotations.browser
  const annotation: unknown = Array.isArray(browser) ? browser[0] : browser
  if (typeof annotation !== 'object' || annotation === null || !('lane_width' in annotation)) return undefined
  const width: unknown = annotation.lane_width
  if (typeof width === 'number' && Number.isFinite(width) && width > 0) return width
  if (typeof width === 'string' && /^\d+(\.\d+)?(px|em|rem|%|vw)?$/.test(width.trim())) return width.trim()
  return undefined
}

/** A label for an item of a repeating sub section: its `name` (or label-like) quantity, else its index. */
export function itemLabel(item: JsonValue, index: number): string {
  if (isJsonObject(item)) {
    for (const key of ['name', 'label', 'type', 'program_name']) {
      const value = item[key]
      if (typeof value === 'string' && value !== '') return value
    }
  }
  return String(index)
}

/** How a path reads in a heading (`run[0].system[1]`). */
export function pathText(path: readonly ArchiveKey[]): string {
  return path.map((key) => (typeof key === 'number' ? `[${key}]` : `.${key}`)).join('').replace(/^\./, '')
}
