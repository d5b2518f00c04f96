// One pass over `data`, listing every section instance with its definition and every
// quantity value with where it sits. The parser bound each instance to the section it
// was validated against; an instance without a binding (added by a later step) is read
// as the section its sub-section declares.
import { declaredUnit, isVariable, sectionOf } from '../../../../core/metainfo'
import type { Quantity, Section } from '../../../../core/metainfo'
import type { MutableSection as Json } from '../../../../core/archive'

const isJson = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value)

export interface SectionVisit {
  instance: Json
  section: Section
  /** Archive path with indices: ['data', 'substances', 1]. */
  path: (string | number)[]
  /** The same without indices: the path in the schema. */
  schemaPath: string[]
}

export interface QuantityVisit {
  owner: SectionVisit
  quantity: Quantity
  /** The value as stored: plain, full storage (`{m_value, m_unit}`) or named full storage. */
  value: unknown
}

/** One stored value, unwrapped: what a full-storage form holds, and the unit it is in. */
export interface PlainValue {
  value: unknown
  unit?: string
  /** Variable quantities: the name of this value. */
  name?: string
}

export interface DataWalk {
  sections: SectionVisit[]
  quantities: QuantityVisit[]
}

export function walkData(data: Json, root: Section): DataWalk {
  const walk: DataWalk = { sections: [], quantities: [] }
  const visit = (instance: Json, declared: Section, path: (string | number)[], schemaPath: string[]) => {
    const section = sectionOf(instance) ?? declared
    const owner: SectionVisit = { instance, section, path, schemaPath }
    walk.sections.push(owner)
    for (const [key, value] of Object.entries(instance)) {
      if (key.startsWith('m_') || value === null || value === undefined) continue
      const quantity = section.quantities.find((q) => q.name === key)
      if (quantity) {
        walk.quantities.push({ owner, quantity, value })
        continue
      }
      const subSection = section.subSections.find((s) => s.name === key)
      if (!subSection) continue
      if (Array.isArray(value)) {
        value.forEach((item, i) => isJson(item) && visit(item, subSection.section, [...path, key, i], [...schemaPath, key]))
      } else if (isJson(value)) visit(value, subSection.section, [...path, key], [...schemaPath, key])
    }
  }
  visit(data, root, ['data'], ['data'])
  return walk
}

const isStorage = (value: unknown): value is Json => isJson(value) && 'm_value' in value

/** The values a stored quantity holds, with their units. */
export function plainValues(visit: QuantityVisit): PlainValue[] {
  const unit = declaredUnit(visit.quantity)
  const fromStorage = (stored: unknown, name?: string): PlainValue => {
    if (!isStorage(stored)) return { value: stored, ...(unit && { unit }), ...(name !== undefined && { name }) }
    const storedUnit = typeof stored.m_unit === 'string' ? stored.m_unit : unit
    return { value: stored.m_value, ...(storedUnit && { unit: storedUnit }), ...(name !== undefined && { name }) }
  }
  const { value } = visit
  if (isJson(value) && !isStorage(value) && (isVariable(visit.quantity) || Object.values(value).every(isStorage))) {
    return Object.entries(value).map(([name, stored]) => fromStorage(stored, isVariable(visit.quantity) ? name : undefined))
  }
  return [fromStorage(value)]
}
