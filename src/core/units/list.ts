import { UNIT_DEFINITIONS } from './definitions'
import type { BaseDimension } from './dimensions'
import { formatProduct } from './format'
import { unitOf } from './registry'

/** One unit of the `unitList` artifact (NOMAD reference §6.4). */
export interface UnitListItem {
  name: string
  dimension: string
  label: string
  abbreviation: string
  aliases?: string[]
  /** Over SI base units; absent for base units. */
  definition?: string
  offset?: number
}

/** The coherent SI unit of each base dimension, as definitions are written over them. */
export const SI_BASE_UNITS: Readonly<Record<BaseDimension, string>> = {
  length: 'meter',
  mass: 'kilogram',
  time: 'second',
  current: 'ampere',
  temperature: 'kelvin',
  substance: 'mole',
  luminosity: 'candela',
  information: 'bit',
  angle: 'radian',
}

export function unitList(): UnitListItem[] {
  return UNIT_DEFINITIONS.map((def) => {
    const unit = unitOf(def)
    const aliases = [...new Set([def.symbol, ...def.aliases])].filter((a) => a !== '' && a !== def.name)
    const item: UnitListItem = {
      name: def.name,
      dimension: unit.dimension,
      label: def.label,
      abbreviation: def.symbol,
    }
    if (aliases.length) item.aliases = aliases
    if (def.def !== undefined) {
      item.definition = formatProduct(unit.factor, unit.vector, (base) => SI_BASE_UNITS[base])
      item.offset = unit.offset
    }
    return item
  })
}
