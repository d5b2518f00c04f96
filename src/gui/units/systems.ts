// The unit systems a deployment offers and the user's own unit choices (spec 2 §2.7,
// §3.9; reference §5.2). Pure: the provider keeps the state, this file says what it means.
import type { UnitSystem as ConfiguredUnitSystem, UnitSystemsConfig } from '../../core/config/config.generated'
import {
  defaultUnitSystems,
  parseUnit,
  unitSystemDimensions,
  unitSystemProblems,
  type UnitSystem,
  type UnitSystemUnit,
} from '../../core/units'
import { browserStorage, readStored, writeStored, type KeyValueStorage } from '../runtime'

/** One system as the units menu lists it. */
export interface UnitSystemOption {
  key: string
  label: string
  /** Every one of the 27 dimensions, plus any further dimension the config names. */
  units: Readonly<Record<string, UnitSystemUnit>>
}

export interface ResolvedUnitSystems {
  options: readonly UnitSystemOption[]
  /** The deployment's default system; always one of `options`. */
  selected: string
  /** Config units that were left out (they do not parse or have another dimension). */
  problems: readonly string[]
}

/** What a user chose: a system and, per system, units for unlocked dimensions. */
export interface UnitChoices {
  selected?: string
  units?: { readonly [systemKey: string]: { readonly [dimension: string]: string } }
}

const siDefinition = (dimension: string): string | undefined => defaultUnitSystems.SI.units[dimension]?.definition

function resolveOption(key: string, configured: ConfiguredUnitSystem | undefined, problems: string[]): UnitSystemOption {
  const builtIn = (defaultUnitSystems as Record<string, UnitSystem | undefined>)[key]
  const units: Record<string, UnitSystemUnit> = {}
  for (const dimension of unitSystemDimensions) {
    // A dimension nobody defines is shown in SI, and the user may change it.
    units[dimension] = builtIn?.units[dimension] ?? { definition: siDefinition(dimension) ?? dimension, locked: false }
  }
  for (const [dimension, unit] of Object.entries(configured?.units ?? {})) {
    const found = unitSystemProblems({ label: key, units: { [dimension]: unit } })
    if (found.length > 0) {
      problems.push(...found.map((problem) => `Unit system ${key}, ${dimension}: ${problem}`))
      continue
    }
    units[dimension] = { definition: unit.definition, locked: unit.locked ?? false }
  }
  return { key, label: configured?.label ?? builtIn?.label ?? key, units }
}

/**
 * The built-in Custom, SI and AU systems, with the config's options laid over them
 * (a configured system of the same key replaces the units it names), ordered by
 * `include` (which also restricts) and without `exclude`.
 */
export function resolveUnitSystems(config?: Partial<UnitSystemsConfig>): ResolvedUnitSystems {
  const problems: string[] = []
  const configured = config?.options ?? {}
  let keys = [...new Set([...Object.keys(defaultUnitSystems), ...Object.keys(configured)])]
  if (config?.include) keys = config.include.filter((key) => keys.includes(key))
  if (config?.exclude) keys = keys.filter((key) => !config.exclude?.includes(key))
  if (keys.length === 0) {
    problems.push('No unit system is left after include and exclude; SI is used.')
    keys = ['SI']
  }
  const options = keys.map((key) => resolveOption(key, configured[key], problems))
  const wanted = config?.selected
  const selected = wanted && keys.includes(wanted) ? wanted : keys[0]
  return { options, selected, problems }
}

/** Whether `definition` is a unit of `dimension` (a name such as `energy`). */
export function fitsDimension(definition: string, dimension: string): boolean {
  return unitSystemProblems({ label: '', units: { [dimension]: { definition, locked: false } } }).length === 0
}

/** The system with the user's choices applied to its unlocked dimensions. */
export function effectiveSystem(option: UnitSystemOption, chosen: { readonly [dimension: string]: string } = {}): UnitSystem {
  const units: Record<string, UnitSystemUnit> = {}
  for (const [dimension, unit] of Object.entries(option.units)) {
    const choice = chosen[dimension]
    units[dimension] = !unit.locked && choice !== undefined ? { definition: choice, locked: false } : unit
  }
  return { label: option.label, units }
}

/**
 * Keeps only choices that still make sense for these systems: a known selected
 * system, units of known and unlocked dimensions that parse and fit. Anything else
 * (an old browser state, another deployment's systems) is dropped silently.
 */
export function validChoices(raw: unknown, options: readonly UnitSystemOption[]): UnitChoices {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return {}
  const { selected, units } = raw as { selected?: unknown; units?: unknown }
  const result: { selected?: string; units: Record<string, Record<string, string>> } = { units: {} }
  if (typeof selected === 'string' && options.some((option) => option.key === selected)) result.selected = selected
  if (typeof units === 'object' && units !== null) {
    for (const option of options) {
      const chosen = (units as Record<string, unknown>)[option.key]
      if (typeof chosen !== 'object' || chosen === null) continue
      for (const [dimension, definition] of Object.entries(chosen)) {
        const unit = option.units[dimension]
        if (!unit || unit.locked || typeof definition !== 'string' || !fitsDimension(definition, dimension)) continue
        ;(result.units[option.key] ??= {})[dimension] = definition
      }
    }
  }
  return result
}

export type { KeyValueStorage } from '../runtime'
export { browserStorage }

export const UNITS_STORAGE_KEY = 'tessera-units'

export function loadUnitChoices(storage: KeyValueStorage, options: readonly UnitSystemOption[]): UnitChoices {
  return readStored(storage, UNITS_STORAGE_KEY, (raw) => validChoices(raw, options), {})
}

export function saveUnitChoices(storage: KeyValueStorage, choices: UnitChoices): void {
  writeStored(storage, UNITS_STORAGE_KEY, choices)
}

/** Two unit expressions that mean the same unit (`atomic_unit_of_time` and `a_u_time`). */
export function sameUnit(a: string, b: string): boolean {
  try {
    const left = parseUnit(a)
    const right = parseUnit(b)
    return (
      left.dimensionsEqual(right) &&
      left.offset === right.offset &&
      Math.abs(left.factor - right.factor) <= Math.abs(left.factor) * 1e-12
    )
  } catch {
    return a === b
  }
}
