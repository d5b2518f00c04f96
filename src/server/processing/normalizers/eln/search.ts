// The search side of schema data: one `search_quantities` item per value (NOMAD's
// dynamic quantities, queried as `<path>#<schema>`), the section definitions the entry
// is compatible with, and the archive paths present.
import { allBaseSections, declaredUnit, definingSection, definitionId } from '../../../../core/metainfo'
import type { Quantity, Section, TypeDefinition } from '../../../../core/metainfo'
import { parseUnit, unitForSystem } from '../../../../core/units'
import type { Unit } from '../../../../core/units'
import { plainValues } from './walk'
import type { DataWalk } from './walk'

export interface SearchableQuantity {
  id: string
  definition: string
  path_archive: string
  str_value?: string
  int_value?: number
  float_value?: number
  bool_value?: boolean
  datetime_value?: string
  /**
   * Numbers only: the SI unit `float_value` is in, and the unit the schema asks values to
   * be shown in (its `defaultDisplayUnit` or `display.unit` annotation, else its declared
   * unit) — so the search menu shows and takes them in nanometres, not metres. An
   * extension of NOMAD's item, which names neither.
   */
  unit?: string
  display_unit?: string
}

export interface CompatibleSectionDef {
  definition_qualified_name: string
  definition_id: string
  used_directly: boolean
}

type ValueField = 'str_value' | 'int_value' | 'float_value' | 'bool_value' | 'datetime_value'

/** The field a value of this type is searched in; undefined for references and people, which are not values. */
function valueField(type: TypeDefinition): ValueField | undefined {
  switch (type.type_kind) {
    case 'enum':
      return 'str_value'
    case 'custom':
      return 'datetime_value'
    case 'python':
    case 'numpy':
      if (type.type_data === 'str') return 'str_value'
      if (type.type_data === 'bool') return 'bool_value'
      return type.type_data === 'float' || type.type_data === 'float64' ? 'float_value' : 'int_value'
    default:
      return undefined
  }
}

const units = new Map<string, Unit>()

/** Numbers are searched in SI, whatever unit the schema stores them in, so that one range query fits all entries. */
function inSI(value: number, unit: string | undefined): number | undefined {
  if (!unit) return value
  let parsed = units.get(unit)
  if (!parsed) {
    try {
      parsed = parseUnit(unit)
    } catch {
      return undefined
    }
    units.set(unit, parsed)
  }
  const si = parsed.toSI(value)
  return Number.isFinite(si) ? si : undefined
}

/** The unit a schema asks a quantity to be shown in, if it is one of the quantity's dimension. */
function displayUnitOf(quantity: Quantity, si: Unit): string | undefined {
  const eln = quantity.annotations?.eln
  const display = quantity.annotations?.display
  const pick = (holder: unknown, key: string) =>
    typeof holder === 'object' && holder !== null && !Array.isArray(holder) ? (holder as Record<string, unknown>)[key] : undefined
  for (const candidate of [pick(eln, 'defaultDisplayUnit'), pick(display, 'unit'), declaredUnit(quantity)]) {
    if (typeof candidate !== 'string' || !candidate.trim()) continue
    try {
      if (parseUnit(candidate).dimensionsEqual(si)) return candidate
    } catch {
      // An annotation that does not parse is no display unit.
    }
  }
  return undefined
}

/** The units of a float quantity's items: SI, as stored, and the one to show; none for a number without unit. */
function unitsOf(quantity: Quantity): Pick<SearchableQuantity, 'unit' | 'display_unit'> {
  const declared = declaredUnit(quantity)
  if (!declared) return {}
  let parsed: Unit
  try {
    parsed = parseUnit(declared)
  } catch {
    return {}
  }
  if (parsed.dimension === 'dimensionless') return {}
  const unit = unitForSystem(parsed.dimension, 'SI')
  const display = displayUnitOf(quantity, parsed)
  return { unit, ...(display !== undefined && display !== unit && { display_unit: display }) }
}

/**
 * Longer strings are prose (rich-text descriptions, often with inlined images): they are
 * found by free-text search through `text_search_contents`, not compared as keywords.
 */
const MAX_KEYWORD_LENGTH = 1000

/**
 * Scalars give one item each, lists one item per element; arrays of two or more
 * dimensions (matrices, spectra) are data, not search criteria, and are left out.
 */
export function searchQuantities(walk: DataWalk, schema: Section): SearchableQuantity[] {
  const items: SearchableQuantity[] = []
  for (const visit of walk.quantities) {
    const { quantity, owner } = visit
    const field = valueField(quantity.type)
    if (!field || quantity.shape.length > 1) continue
    const schemaPath = [...owner.schemaPath, quantity.name].join('.')
    const base = {
      id: `${schemaPath}#${schema.qualifiedName}`,
      definition: `${definingSection(owner.section, quantity).qualifiedName}.${quantity.name}`,
      ...(field === 'float_value' && unitsOf(quantity)),
    }
    for (const { value, unit, name } of plainValues(visit)) {
      const path = [...owner.path, quantity.name, ...(name !== undefined ? [name] : [])].join('.')
      const values = Array.isArray(value) ? value : [value]
      for (const item of values) {
        const converted = field === 'float_value' && typeof item === 'number' ? inSI(item, unit) : item
        if (converted === undefined || converted === null || typeof converted === 'object') continue
        if (typeof converted === 'string' && field === 'str_value' && converted.length > MAX_KEYWORD_LENGTH) continue
        items.push({ ...base, path_archive: path, [field]: converted })
      }
    }
  }
  return items
}

/** The sections the data instantiates (used directly) and all they inherit from. */
export function sectionDefinitions(walk: DataWalk): CompatibleSectionDef[] {
  const direct = [...new Set(walk.sections.map((visit) => visit.section))]
  const inherited = [...new Set(direct.flatMap(allBaseSections))].filter((s) => !direct.includes(s))
  const entry = (section: Section, usedDirectly: boolean): CompatibleSectionDef => ({
    definition_qualified_name: section.qualifiedName,
    definition_id: definitionId(section),
    used_directly: usedDirectly,
  })
  return [...direct.map((s) => entry(s, true)), ...inherited.map((s) => entry(s, false))]
}

/** Archive paths of the sections and quantities present, without indices: data, data.processes, data.processes.datetime. */
export function dataPaths(walk: DataWalk): string[] {
  const paths = new Set<string>()
  for (const visit of walk.sections) paths.add(visit.schemaPath.join('.'))
  for (const visit of walk.quantities) paths.add([...visit.owner.schemaPath, visit.quantity.name].join('.'))
  return [...paths]
}
