// Test support for the simulation normalisers: synthetic runs in SI units, a logger
// that records, and checks that references resolve and results follow the metainfo.
import { toCartesian } from '../../../../core/chemistry'
import type { Matrix3, Vec3 } from '../../../../core/chemistry'
import { resolveQuantity, resolveSection } from '../../../../core/metainfo'
import { systemOf } from '../../../parsers/common'
import type { SystemOut } from '../../../parsers/common'
import type { Archive, NormalizeContext } from '../../../parsers/types'
import { isObject } from './run'

export function recordingContext() {
  const entries: { level: string; event: string }[] = []
  const log = (level: string) => (event: string) => void entries.push({ level, event })
  const context: NormalizeContext = {
    uploadId: 'u',
    mainfile: 'vasprun.xml',
    parserName: 'test',
    logger: { debug: log('DEBUG'), info: log('INFO'), warning: log('WARNING'), error: log('ERROR') },
  }
  return { context, entries }
}

export const cubic = (a: number): Matrix3 => [[a, 0, 0], [0, a, 0], [0, 0, a]]

/** A periodic run system from a cell (ångström), fractional positions and labels. */
export function crystal(lattice: Matrix3, fractional: Vec3[], labels: string[]): SystemOut {
  return systemOf({ labels, positions: toCartesian(fractional, lattice), lattice, periodic: [true, true, true] })
}

/** A run system from Cartesian positions in ångström inside a periodic cell. */
export function atomsAt(lattice: Matrix3, cartesian: Vec3[], labels: string[]): SystemOut {
  return systemOf({ labels, positions: cartesian, lattice, periodic: [true, true, true] })
}

/** The value an in-archive reference ('#/run/0/calculation/3') points to, if any. */
export function resolveRef(archive: Archive, ref: unknown): unknown {
  if (typeof ref !== 'string' || !ref.startsWith('#/')) return undefined
  let current: unknown = archive
  for (const part of ref.slice(2).split('/')) {
    if (Array.isArray(current)) current = current[Number(part)]
    else if (isObject(current)) current = current[part]
    else return undefined
  }
  return current
}

/** The qualified name of the section a reference into the run points to, by its path in the metainfo. */
export function refSectionName(ref: string): string | undefined {
  const path = ref.slice(2).split('/').filter((part) => !/^\d+$/.test(part)).join('.')
  return resolveSection(path)?.qualifiedName
}

/**
 * Problems of a results tree against the metainfo: paths that are not defined, enum
 * values outside their list, and references whose target is not the quantity's section.
 */
export function metainfoProblems(value: unknown, path = 'results'): string[] {
  if (Array.isArray(value) && value.some(isObject)) return value.flatMap((item) => metainfoProblems(item, path))
  if (isObject(value)) {
    if (!resolveSection(path)) return [`${path}: no such section`]
    return Object.entries(value).flatMap(([key, child]) => metainfoProblems(child, `${path}.${key}`))
  }
  const quantity = resolveQuantity(path)
  if (!quantity) return [`${path}: no such quantity`]
  const values = Array.isArray(value) ? value : [value]
  const { type } = quantity
  if (type.type_kind === 'enum') {
    return values.filter((v) => !type.type_data.includes(v as string)).map((v) => `${path}: ${String(v)} is not allowed`)
  }
  if (type.type_kind === 'reference') {
    return values
      .filter((v) => typeof v !== 'string' || refSectionName(v) !== type.section.qualifiedName)
      .map((v) => `${path}: ${String(v)} does not point to a ${type.section.name}`)
  }
  return []
}
