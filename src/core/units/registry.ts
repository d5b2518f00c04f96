import { HIDDEN_CONSTANTS } from './constants'
import { UNIT_DEFINITIONS, type UnitDefinition } from './definitions'
import { DIMENSIONLESS, dimensionName, vectorOf } from './dimensions'
import { parseExpression } from './parse'
import { prefixSpellings, prefixSymbol, prefixValue } from './prefixes'
import { Unit } from './unit'

/**
 * Name resolution: from a spelling in an expression (`kJ`, `kilojoules`, `Δ°C`) to a
 * Unit. Lookup is exact and case-sensitive first (`mA` ≠ `MA`), then prefix +
 * unit, then plurals and capitalised long names, so a symbol is never reinterpreted
 * when it exists as written (`min` is a minute, not a milli-inch).
 */

const bySpelling = new Map<string, UnitDefinition>()
const byLowerName = new Map<string, UnitDefinition>()
for (const def of UNIT_DEFINITIONS) {
  for (const spelling of new Set([def.name, def.symbol, ...def.aliases])) {
    if (spelling === '') continue
    const taken = bySpelling.get(spelling)
    if (taken) throw new Error(`Unit spelling "${spelling}" is used by both ${taken.name} and ${def.name}.`)
    bySpelling.set(spelling, def)
  }
  byLowerName.set(def.name.toLowerCase(), def)
}

/** The unit definition with this exact name, symbol or alias. */
export function findDefinition(spelling: string): UnitDefinition | undefined {
  return bySpelling.get(spelling)
}

const computed = new Map<string, Unit>()
const inProgress = new Set<string>()

/** The SI factor, offset and dimension of a table entry, labelled with its symbol. */
export function unitOf(def: UnitDefinition): Unit {
  const cached = computed.get(def.name)
  if (cached) return cached
  if (inProgress.has(def.name)) throw new Error(`Unit ${def.name} is defined in terms of itself.`)
  inProgress.add(def.name)
  let unit: Unit
  if (def.def === undefined) {
    unit = new Unit(1, 0, def.base ? vectorOf({ [def.base]: 1 }) : DIMENSIONLESS, def.symbol)
  } else {
    const value = parseExpression(def.def, resolveInDefinition)
    unit = new Unit(value.factor, def.offset ?? 0, value.vector, def.symbol)
  }
  inProgress.delete(def.name)
  computed.set(def.name, unit)
  return unit
}

const hidden = new Map<string, Unit>()
function resolveInDefinition(name: string): Unit | undefined {
  const text = HIDDEN_CONSTANTS[name]
  if (text === undefined) return resolveUnitName(name)
  let unit = hidden.get(name)
  if (!unit) {
    unit = parseExpression(text, resolveInDefinition).withLabel(name)
    hidden.set(name, unit)
  }
  return unit
}

interface Match {
  def: UnitDefinition
  spelling: string
  prefix: string
}

function matchExactOrPrefixed(name: string): Match | undefined {
  const def = bySpelling.get(name)
  if (def) return { def, spelling: name, prefix: '' }
  for (const prefix of prefixSpellings) {
    if (!name.startsWith(prefix) || name.length === prefix.length) continue
    const spelling = name.slice(prefix.length)
    const prefixed = bySpelling.get(spelling)
    // A prefix on an offset unit (m°C) has no meaning; pint refuses it too.
    if (prefixed && !prefixed.offset) return { def: prefixed, spelling, prefix }
  }
  return undefined
}

function match(name: string): Match | undefined {
  const direct = matchExactOrPrefixed(name)
  if (direct) return direct
  // Plurals of long names only (`meters`, `kilojoules`): a symbol plus `s` is
  // another unit or a typo (`Cs`), never a plural.
  if (name.endsWith('s')) {
    const singular = matchExactOrPrefixed(name.slice(0, -1))
    const pluralisable = singular && (singular.spelling === singular.def.name || singular.def.aliases.includes(singular.spelling))
    if (singular && pluralisable && singular.spelling.length > 2) return singular
  }
  const capitalised = byLowerName.get(name.toLowerCase())
  if (capitalised && name.length > 3) return { def: capitalised, spelling: capitalised.name, prefix: '' }
  return undefined
}

const DELTA = /^(?:delta_|Δ)/

/** Resolves one name as written in an expression; undefined when unknown. */
export function resolveUnitName(name: string): Unit | undefined {
  const delta = DELTA.exec(name)
  if (delta) {
    // Temperature differences: Δ°C, delta_degF, ΔK. Only temperatures have them.
    const difference = resolveUnitName(name.slice(delta[0].length))
    if (!difference || dimensionName(difference.vector) !== 'temperature') return undefined
    return difference.withoutOffset().withLabel(`Δ${difference.label()}`)
  }
  const found = match(name)
  if (!found) return undefined
  const unit = unitOf(found.def)
  if (!found.prefix) return unit
  const value = prefixValue(found.prefix) ?? 1
  return new Unit(unit.factor * value, 0, unit.vector, `${prefixSymbol(found.prefix)}${found.def.symbol}`)
}
