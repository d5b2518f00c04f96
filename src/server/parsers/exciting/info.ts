// The exciting main output INFO.OUT: the initialization report (cell, species and
// positions, k-grid, rgkmax, functional, smearing) and the ground-state (or hybrids)
// module with its s.c.f. iterations, final iteration and forces. Atomic units as printed.
import { numbersIn } from '../common'
import type { Matrix3, Vec3 } from '../common'

export interface SpeciesBlock {
  label: string
  file?: string
  positionsFormat: string
  positions: Vec3[]
}

/** "key : value" lines of one s.c.f. iteration (or the final one), numbers as printed. */
export interface ScfBlock {
  values: Map<string, number[]>
}

export interface ModuleRun {
  kind: 'groundstate' | 'hybrids'
  iterations: ScfBlock[]
  final?: ScfBlock
  /** Ha/bohr, cartesian. */
  forces?: Vec3[]
  stopped: boolean
}

export interface InfoOut {
  version?: string
  /** Rows, bohr. */
  lattice?: Matrix3
  /** Rows, 1/bohr, including 2π. */
  reciprocal?: Matrix3
  species: SpeciesBlock[]
  init: Map<string, string>
  xcType?: number
  modules: ModuleRun[]
  structureOptimization: boolean
  stopped: boolean
}

const RULE = /^\s*(?:\+{10}|\*{10}|={10})/

function keyValue(line: string): [string, string] | undefined {
  const colon = line.indexOf(':')
  if (colon < 0) return undefined
  return [line.slice(0, colon).trim().replace(/\s+/g, ' '), line.slice(colon + 1).trim()]
}

function threeRows(lines: string[], from: number): Matrix3 | undefined {
  const rows = lines.slice(from, from + 3).map(numbersIn)
  return rows.length === 3 && rows.every((r) => r.length === 3) ? (rows as Matrix3) : undefined
}

function readInitialization(lines: string[], from: number, to: number, info: InfoOut) {
  let species: SpeciesBlock | undefined
  let inPositions = false
  for (let i = from; i < to; i++) {
    const line = lines[i]
    if (/^\s*Lattice vectors/.test(line)) info.lattice = threeRows(lines, i + 1)
    else if (/^\s*Reciprocal lattice vectors/.test(line)) info.reciprocal = threeRows(lines, i + 1)
    const speciesHead = /^\s*Species\s*:\s*\d+\s*\((\S+)\)/.exec(line)
    if (speciesHead) {
      species = { label: speciesHead[1], positionsFormat: 'lattice', positions: [] }
      info.species.push(species)
      inPositions = false
      continue
    }
    const positions = /^\s*atomic positions\s*\((\w+)\)/.exec(line)
    if (positions && species) {
      species.positionsFormat = positions[1]
      inPositions = true
      continue
    }
    if (inPositions && species) {
      const atom = /^\s*\d+\s*:\s*(.*)$/.exec(line)
      const values = atom ? numbersIn(atom[1]) : []
      if (values.length >= 3) {
        species.positions.push([values[0], values[1], values[2]])
        continue
      }
      inPositions = false
    }
    const kv = keyValue(line)
    if (!kv) continue
    if (species && kv[0] === 'parameters loaded from') species.file = kv[1]
    if (!info.init.has(kv[0])) info.init.set(kv[0], kv[1])
    if (kv[0] === 'Exchange-correlation type') info.xcType = numbersIn(kv[1])[0]
  }
}

function readModule(lines: string[], from: number, to: number, kind: ModuleRun['kind'], stopped: boolean): ModuleRun {
  const module: ModuleRun = { kind, iterations: [], stopped }
  let block: ScfBlock | undefined
  let hasData = false
  for (let i = from; i < to; i++) {
    const line = lines[i]
    if (/(?:^|\s)[Ii]teration number\s*:/.test(line)) {
      block = { values: new Map() }
      module.iterations.push(block)
      hasData = false
      continue
    }
    if (/Convergence targets achieved\. Performing final SCF iteration|Reached self-consistent loops maximum/.test(line)) {
      block = { values: new Map() }
      module.final = block
      hasData = false
      continue
    }
    if (/Total atomic forces including IBS/.test(line)) {
      module.forces = []
      for (let j = i + 1; j < to; j++) {
        const m = /^\s*atom\s+\d+\s+\S+\s*:\s*(.*)$/.exec(lines[j])
        const values = m ? numbersIn(m[1]) : []
        if (values.length < 3) break
        module.forces.push([values[0], values[1], values[2]])
      }
      continue
    }
    if (!block) continue
    if (RULE.test(line)) {
      // The rule right after a block header belongs to the header; a later one ends the block.
      if (hasData) block = undefined
      continue
    }
    const kv = keyValue(line)
    if (!kv) continue
    const values = numbersIn(kv[1])
    if (!values.length) continue
    hasData = true
    if (!block.values.has(kv[0])) block.values.set(kv[0], values)
  }
  return module
}

export function readInfo(lines: string[]): InfoOut {
  const info: InfoOut = { species: [], init: new Map(), modules: [], structureOptimization: false, stopped: false }
  let initStart = -1
  let initRead = false
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]
    const version = /EXCITING\s+([\w\-(). ]+?)\s+started/.exec(line)
    if (version && info.version === undefined) info.version = version[1].trim()
    if (/EXCITING\s+.*\s+stopped/.test(line)) info.stopped = true
    if (/Starting initialization/.test(line) && initStart < 0) initStart = i + 1
    if (/Ending initialization/.test(line) && initStart >= 0 && !initRead) {
      readInitialization(lines, initStart, i, info)
      initRead = true
    }
    if (/Structure-optimization module started/.test(line)) info.structureOptimization = true
    const module = /(Groundstate|Hybrids) module started/.exec(line)
    if (module) {
      const kind = module[1] === 'Groundstate' ? 'groundstate' : 'hybrids'
      const stop = new RegExp(`${module[1]} module stopped`)
      let end = i + 1
      while (end < lines.length && !stop.test(lines[end])) end++
      info.modules.push(readModule(lines, i + 1, end, kind, end < lines.length))
      i = end - 1
    }
  }
  // A truncated initialization still tells the cell and species read so far.
  if (initStart >= 0 && !initRead) readInitialization(lines, initStart, lines.length, info)
  return info
}

/** The first number of a key in a block, trying the names different versions print. */
export function valueOf(block: ScfBlock | undefined, ...keys: string[]): number | undefined {
  for (const key of keys) {
    const values = block?.values.get(key)
    if (values?.length) return values[0]
  }
  return undefined
}
