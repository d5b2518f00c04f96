// Which atoms the material card draws for a selection (pure): a cell tab draws the cell of
// results.properties.structures; a topology system draws its own atoms (inline, or by
// reference into the run, fetched on demand) or, for a part given by indices, its parent's
// atoms with the part opaque and the rest faded (spec 3 §2.10).
import { type AtomicStructure } from '../../../../core/chemistry'
import { structureAtPath, systemPathKeys } from '../../../../core/structures'
import type { ArchiveRequired } from '../../../api'
import type { CellKind, MaterialData, TopologySystem } from './read'

export type Selection = { readonly kind: 'cell'; readonly cell: CellKind } | { readonly kind: 'system'; readonly id: string }

export interface Shown {
  readonly structure: AtomicStructure
  /** Archive path of the atoms (GET systems/{entry_id}?path=…, the data tab). */
  readonly path: string
  readonly highlight?: readonly number[]
}

/** Where the card starts: the original cell (its topology node if any), else the first cell there is, else the first system. */
export function initialSelection(material: MaterialData): Selection | undefined {
  // The topology's node of the original cell, so that the tree shows where one is.
  const root = material.topology.find((s) => s.cellKind === 'original' && material.cells.some((c) => c.kind === 'original'))
  if (root) return { kind: 'system', id: root.id }
  const cell = material.cells.find((c) => c.kind === 'original') ?? material.cells[0]
  if (cell) return { kind: 'cell', cell: cell.kind }
  const first = material.topology[0]
  return first ? { kind: 'system', id: first.id } : undefined
}

const systemOf = (material: MaterialData, id: string | undefined) => material.topology.find((s) => s.id === id || s.path === id)

/** The cell tab a selection stands for (a system of the conventional cell lights its tab). */
export function cellOfSelection(material: MaterialData, selection: Selection | undefined): CellKind | undefined {
  if (!selection) return undefined
  if (selection.kind === 'cell') return selection.cell
  return systemOf(material, selection.id)?.cellKind
}

/** Archive references whose atoms the selected system needs (its own, or its parent's). */
export function refsOf(material: MaterialData, system: TopologySystem | undefined, depth = 0): string[] {
  if (!system || depth > 16) return []
  // A system standing for a cell of results.properties.structures is drawn from there.
  if (system.atoms.kind !== 'inline' && system.cellKind && material.cells.some((c) => c.kind === system.cellKind)) return []
  if (system.atoms.kind === 'ref') return [system.atoms.ref]
  if (system.atoms.kind === 'indices') return refsOf(material, systemOf(material, system.atoms.parent), depth + 1)
  return []
}

/** A `required` that fetches exactly the referenced sections ('#/run/0/system/3/atoms' → run[0].system[3].atoms). */
export function requiredForRefs(refs: readonly string[]): ArchiveRequired | undefined {
  if (refs.length === 0) return undefined
  const root: { [key: string]: ArchiveRequired } = {}
  for (const ref of refs) {
    const keys = systemPathKeys(ref)
    let node = root
    keys.forEach((key, i) => {
      if (typeof key === 'number') return
      const next = keys[i + 1]
      const name = typeof next === 'number' ? `${key}[${next}]` : key
      const last = i === keys.length - 1 || (i === keys.length - 2 && typeof next === 'number')
      if (last) {
        node[name] = '*'
        return
      }
      const child = node[name]
      if (child === '*') return
      if (!child) node[name] = {}
      node = node[name] as { [key: string]: ArchiveRequired }
    })
  }
  return root
}

/**
 * Puts what a `required` with item selectors answered back at the references' own
 * indices (the answer holds each selected item at index 0), merged into `archive`.
 */
export function placeRefs(archive: unknown, fetched: unknown, refs: readonly string[]): unknown {
  let merged = archive
  for (const ref of refs) {
    const keys = systemPathKeys(ref)
    const asFetched = keys.map((key) => (typeof key === 'number' ? 0 : key))
    let value: unknown = fetched
    for (const key of asFetched) {
      value = typeof key === 'number' ? (Array.isArray(value) ? value[key] : undefined) : value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>)[key] : undefined
    }
    if (value !== undefined) merged = setAt(merged, keys, value)
  }
  return merged
}

function setAt(target: unknown, keys: readonly (string | number)[], value: unknown): unknown {
  if (keys.length === 0) return value
  const [key, ...rest] = keys
  if (typeof key === 'number') {
    const items = Array.isArray(target) ? [...target] : []
    // A negative index (counted from the end) is kept as the last item.
    const index = key < 0 ? Math.max(items.length - 1, 0) : key
    while (items.length <= index) items.push(null)
    items[index] = setAt(items[index], rest, value)
    return items
  }
  const section = target && typeof target === 'object' && !Array.isArray(target) ? { ...(target as Record<string, unknown>) } : {}
  section[key] = setAt(section[key], rest, value)
  return section
}

/** The atoms to draw; undefined while referenced atoms are not fetched or when there are none. */
export function shownStructure(material: MaterialData, archive: unknown, selection: Selection | undefined): Shown | undefined {
  if (!selection) return undefined
  if (selection.kind === 'cell') {
    const cell = material.cells.find((c) => c.kind === selection.cell)
    return cell && { structure: cell.structure, path: cell.path }
  }
  const system = systemOf(material, selection.id)
  if (!system) return undefined
  // A system standing for a cell of results.properties.structures draws that cell (its
  // atoms may only be referenced).
  if (system.atoms.kind !== 'inline' && system.cellKind) {
    const cell = material.cells.find((c) => c.kind === system.cellKind)
    if (cell) return { structure: cell.structure, path: cell.path }
  }
  if (system.atoms.kind === 'indices') {
    const parent = systemOf(material, system.atoms.parent)
    const whole = parent && shownStructure(material, archive, { kind: 'system', id: parent.id })
    const indices = system.atoms.indices
    if (!whole || indices.some((i) => i >= whole.structure.labels.length)) return undefined
    return { structure: whole.structure, path: system.path, highlight: indices }
  }
  const structure = system.atoms.kind === 'inline' ? system.atoms.structure : structureAtPath(archive, system.path)
  return structure && { structure, path: system.path }
}

/** The data tab's path of an archive path ('results/material/topology/1' → 'results/material/topology:1'). */
export function dataTabPath(path: string): string {
  return path.replace(/\/(-?\d+)(?=\/|$)/g, ':$1')
}
