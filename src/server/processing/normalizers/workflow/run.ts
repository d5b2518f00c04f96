// Defensive reading of `archive.run[0]` for the simulation normalisers (workflow,
// method, properties). Parsers write RunOut (parsers/common/run.ts), but archives may
// also come from uploaded archive files or truncated outputs, so every value is checked
// before use: a normaliser logs and skips odd input, it never throws on it.
import { fromAtomsSection } from '../../../../core/chemistry'
import type { AtomicStructure } from '../../../../core/chemistry'
import type { Archive } from '../../../parsers/types'
import type { MutableSection as Json } from '../../../../core/archive'

export type { Json }

export const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value)

/** The items of a repeating sub-section that are sections; anything else reads as absent. */
export const sectionsOf = (value: unknown): Json[] => (Array.isArray(value) ? value.filter(isObject) : [])

/**
 * The sections of a repeating sub-section with their index in the archive, which is
 * what references name; items that are not sections are skipped without renumbering.
 */
export function indexedSections(value: unknown): { index: number; section: Json }[] {
  if (!Array.isArray(value)) return []
  const out: { index: number; section: Json }[] = []
  value.forEach((section, index) => {
    if (isObject(section)) out.push({ index, section })
  })
  return out
}

/** The section at `index` of a repeating sub-section, if it is one. */
export const sectionAt = (value: unknown, index: number | undefined): Json | undefined =>
  index !== undefined && Array.isArray(value) && isObject(value[index]) ? value[index] : undefined

/** A finite number, or undefined (NaN, infinities, strings and nulls all read as absent). */
export const finite = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined

export const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value : undefined)

/** `parent[key]` as a section, created empty when absent. */
export function child(parent: Json, key: string): Json {
  const existing = parent[key]
  if (isObject(existing)) return existing
  const created: Json = {}
  parent[key] = created
  return created
}

/** `obj.a.b.c` when every step is a section. */
export function at(value: unknown, ...path: string[]): unknown {
  let current = value
  for (const key of path) {
    if (!isObject(current)) return undefined
    current = current[key]
  }
  return current
}

/** The run the normalisers describe: NOMAD reads the first one. */
export function firstRun(archive: Archive): Json | undefined {
  const runs = sectionsOf(archive.run)
  return runs[0]
}

// ---------------------------------------------------------------------------------
// References inside the entry, as parsers write them: '#/run/0/calculation/3'.

export type RunSectionKind = 'method' | 'system' | 'calculation'

export const runRef = (kind: RunSectionKind, index: number): string => `#/run/0/${kind}/${index}`

/** The index a '#/run/0/<kind>/<n>' reference points to, when the run has that section. */
export function refIndex(ref: unknown, kind: RunSectionKind, run: Json): number | undefined {
  if (typeof ref !== 'string') return undefined
  const match = new RegExp(`^#/run/0/${kind}/(\\d+)$`).exec(ref)
  if (!match) return undefined
  const index = Number(match[1])
  return sectionAt(run[kind], index) ? index : undefined
}

/** Index of the system a calculation evaluated: its system_ref. */
export const systemIndexOf = (run: Json, calculation: Json): number | undefined => refIndex(calculation.system_ref, 'system', run)

/**
 * The method results describe: the one the last calculation used, else the last method
 * of the run (NOMAD reads run.method[-1] for precision settings).
 */
export function representativeMethodIndex(run: Json): number | undefined {
  const methods = indexedSections(run.method)
  if (methods.length === 0) return undefined
  const calculations = indexedSections(run.calculation)
  const last = calculations[calculations.length - 1]?.section
  return (last && refIndex(last.method_ref, 'method', run)) ?? methods[methods.length - 1].index
}

/** The system marked representative, else the last one. */
export function representativeSystemIndex(run: Json): number | undefined {
  const systems = indexedSections(run.system)
  if (systems.length === 0) return undefined
  return (systems.find((s) => s.section.is_representative === true) ?? systems[systems.length - 1]).index
}

/** A run system as a structure in ångström (what core/chemistry works in), if readable. */
export const structureOf = (system: unknown): AtomicStructure | undefined => fromAtomsSection(at(system, 'atoms'))

/** A numeric matrix (rows of equal length) of finite numbers, else undefined. */
export function matrix(value: unknown, columns?: number): number[][] | undefined {
  if (!Array.isArray(value) || value.length === 0) return undefined
  const width = columns ?? (Array.isArray(value[0]) ? value[0].length : -1)
  const rows: number[][] = []
  for (const row of value) {
    if (!Array.isArray(row) || row.length !== width || !row.every((x) => finite(x) !== undefined)) return undefined
    rows.push(row as number[])
  }
  return rows
}
