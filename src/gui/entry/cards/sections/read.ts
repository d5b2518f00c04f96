// What the sections card reads (spec 3 §2.2 "sections"): the entry's data section — the
// lab-notebook or custom-schema section a user filled in — as labelled values, its
// sub-sections one level down, and, for a custom schema, the units and descriptions its
// definition gives (the schema's own entry holds it under `definitions`).
import { isSection, isStrings, readArchive, valueAt, type Section } from '../../../../core/archive'
import { entryId as entryIdOf } from '../../../../core/ids'
import { parseArchiveReference } from '../../../../core/metainfo'
import type { EntryContext } from '../../entryContext'

/** A quantity's definition, as far as the card uses it. */
export interface QuantityDef {
  readonly unit?: string
  readonly displayUnit?: string
  readonly description?: string
}

export type Definitions = ReadonlyMap<string, QuantityDef>

export interface DataValue {
  readonly key: string
  readonly label: string
  readonly value: string | number | boolean | readonly string[]
}

export interface DataPart {
  /** The sub-section's name, with its index when it repeats; '' for the data section itself. */
  readonly name: string
  readonly values: readonly DataValue[]
}

export interface DataSection {
  /** The definition's name: the custom schema's section name or the built-in class. */
  readonly type: string
  readonly parts: readonly DataPart[]
}

/** Where a custom schema's definition lives: its entry and the path in that archive. */
export interface DefinitionRef {
  readonly entryId: string
  readonly path: readonly (string | number)[]
}

/** `annealing_temperature` → 'Annealing temperature'. */
export const labelOf = (key: string) => {
  const words = key.replace(/_/g, ' ').trim()
  return words ? words[0].toUpperCase() + words.slice(1) : key
}

/** Values the card can show in a cell: text, numbers, booleans, lists of text; a list of numbers as its length. */
function shown(value: unknown): DataValue['value'] | undefined {
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value
  if (isStrings(value)) return value
  if (Array.isArray(value) && value.length > 0 && value.every((item) => typeof item === 'number')) return `${value.length} values`
  return undefined
}

const HIDDEN = new Set(['m_def', 'm_annotations', 'm_attributes', 'm_def_id'])

function valuesOf(section: Section): DataValue[] {
  return Object.entries(section).flatMap(([key, value]): DataValue[] => {
    if (HIDDEN.has(key) || value === null || value === undefined) return []
    const cell = shown(value)
    return cell === undefined ? [] : [{ key, label: labelOf(key), value: cell }]
  })
}

function subSections(section: Section): DataPart[] {
  return Object.entries(section).flatMap(([key, value]): DataPart[] => {
    if (HIDDEN.has(key)) return []
    if (isSection(value)) return [{ name: labelOf(key), values: valuesOf(value) }]
    if (Array.isArray(value) && value.length > 0 && value.every(isSection)) {
      return value.filter(isSection).map((item, index) => ({ name: `${labelOf(key)} ${index + 1}`, values: valuesOf(item) }))
    }
    return []
  })
}

/** The name of a definition reference: its class (`…eln.ElnBaseSection`) or a custom schema's path. */
const typeOf = (mDef: string | undefined) => (mDef ? (mDef.split(/[.#/]/).filter((part) => part !== '').pop() ?? mDef) : 'Data')

/** The data section of the archive: undefined when there is none. */
export function readData(archive: unknown, definitionName?: string): DataSection | undefined {
  const data = readArchive(archive)?.child('data')
  if (!data) return undefined
  const mDef = data.string('m_def')
  return {
    type: definitionName ?? typeOf(mDef),
    parts: [{ name: '', values: valuesOf(data.section) }, ...subSections(data.section)].filter((part) => part.values.length > 0),
  }
}

/** Where the data section's definition is, when it is a custom schema's (a reference with a fragment). */
export function definitionRef(archive: unknown, entry: EntryContext): DefinitionRef | undefined {
  const mDef = readArchive(archive)?.child('data')?.string('m_def')
  if (!mDef || !mDef.includes('#')) return undefined
  const parsed = parseArchiveReference(mDef, entry.uploadId, entry.metadata.mainfile)
  if (!parsed) return undefined
  const target = parsed.local ? entry.entryId : (parsed.entryId ?? (parsed.mainfile !== undefined ? entryIdOf(parsed.uploadId, parsed.mainfile) : undefined))
  if (target === undefined) return undefined
  const path = parsed.fragment.split('/').filter((part) => part !== '').map((part) => (/^\d+$/.test(part) ? Number(part) : part))
  return { entryId: target, path }
}

/** The quantities of the definition at `ref.path` in the schema's archive, by name, and the definition's name. */
export function readDefinitions(schemaArchive: unknown, path: readonly (string | number)[]): { readonly name?: string; readonly quantities: Definitions } {
  const definition = isSection(schemaArchive) ? valueAt(schemaArchive, [...path]) : undefined
  if (!isSection(definition)) return { quantities: new Map() }
  const quantities = Array.isArray(definition.quantities) ? definition.quantities.filter(isSection) : []
  const map = new Map<string, QuantityDef>()
  for (const quantity of quantities) {
    if (typeof quantity.name !== 'string') continue
    const eln = valueAt(quantity, ['m_annotations', 'eln'])
    const displayUnit = isSection(eln) && typeof eln.defaultDisplayUnit === 'string' ? eln.defaultDisplayUnit : undefined
    map.set(quantity.name, {
      ...(typeof quantity.unit === 'string' && { unit: quantity.unit }),
      ...(displayUnit !== undefined && { displayUnit }),
      ...(typeof quantity.description === 'string' && { description: quantity.description }),
    })
  }
  return { ...(typeof definition.name === 'string' && { name: definition.name }), quantities: map }
}
