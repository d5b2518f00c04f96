// Reads a .castep file line by line: the banner, the parameter summary, every structure
// printed (Unit Cell, Cell Contents), one calculation per SCF loop (energies, forces,
// stress) and the vibrational frequencies of phonon runs. Values leave this module in SI
// units (structures in ångström), converted with the output units the file declares.
import type { Matrix3, Vec3 } from '../../../core/chemistry'
import { ANGSTROM } from '../common'
import { outputUnits, readParameters, unitFactor } from './parameters'
import type { CastepParameters, OutputUnits } from './parameters'
import { readVibrations } from './vibrations'
import type { VibrationBlock } from './vibrations'

export interface CastepStructure {
  labels: string[]
  /** Rows, ångström. */
  lattice: Matrix3
  fractional: Vec3[]
}

export interface CastepCalculation {
  structure: number
  /** Energy, Fermi level (metals) and the printed energy gain per atom of each SCF step (J). */
  scf: { total: number; fermi?: number; change: number }[]
  total?: number
  free?: number
  totalT0?: number
  forces?: Vec3[]
  stress?: Matrix3
  /** The geometry-optimisation iteration it belongs to. */
  iteration?: number
  /** An SCF of the finite-basis-set correction, at another cutoff. */
  basisCorrection?: boolean
}

export interface CastepOutput {
  version?: string
  parameters: CastepParameters
  units: OutputUnits
  mpGrid?: number[]
  mpOffset?: number[]
  nKpoints?: number
  nCellConstraints?: number
  structures: CastepStructure[]
  calculations: CastepCalculation[]
  vibrations: VibrationBlock[]
  /** 'Total time' was printed: the run ended normally. */
  finished: boolean
  warnings: string[]
}

const ENERGY_KEYS: Record<string, 'total' | 'free' | 'totalT0'> = {
  'Final energy': 'total',
  'Final energy, E': 'total',
  'Final free energy (E-TS)': 'free',
  'NB est. 0K energy (E-0.5TS)': 'totalT0',
}

const DEFAULT_UNITS: OutputUnits = { energy: unitFactor('eV')!, length: unitFactor('A')!, force: unitFactor('eV/A')!, pressure: unitFactor('GPa')! }
const starsOnly = (t: string) => /^\*{10,}$/.test(t)
const vec = (numbers: number[]): Vec3 => [numbers[0], numbers[1], numbers[2]]

function sameStructure(a: CastepStructure, b: CastepStructure): boolean {
  const close = (u: Vec3, v: Vec3) => u.every((x, i) => Math.abs(x - v[i]) < 1e-7)
  return a.labels.join() === b.labels.join() && a.lattice.every((r, i) => close(r, b.lattice[i])) && a.fractional.every((f, i) => close(f, b.fractional[i]))
}

/** The unit in '(…)' of a block's header line, e.g. 'Cartesian components (eV/A)'. */
function unitInHeader(lines: string[], from: number, fallback: number): number {
  for (let j = from; j < Math.min(from + 4, lines.length); j++) {
    const unit = lines[j].match(/components \(([^)]+)\)/)?.[1]
    if (unit) return unitFactor(unit) ?? fallback
  }
  return fallback
}

export function readCastep(text: string): CastepOutput {
  const lines = text.split(/\r?\n/)
  const parameters: CastepParameters = { sections: new Map(), flags: [], customFunctional: [] }
  const out: CastepOutput = { parameters, units: DEFAULT_UNITS, structures: [], calculations: [], vibrations: [], finished: false, warnings: [] }
  let lattice: Matrix3 | undefined
  let atoms: { labels: string[]; fractional: Vec3[] } | undefined
  let current: CastepCalculation | undefined
  let iteration: number | undefined
  let improving: number | undefined
  let otherCutoff = false
  let cutoff: number | undefined

  const startCalculation = () => {
    // A line-minimisation step replaces the trial step of the same iteration.
    const last = out.calculations[out.calculations.length - 1]
    if (improving !== undefined && last?.iteration === improving) {
      out.calculations.pop()
      // Structures are used in order, so only the calculation before can share it.
      if (last.structure === out.structures.length - 1 && out.calculations[out.calculations.length - 1]?.structure !== last.structure) out.structures.pop()
    }
    improving = undefined
    if (lattice && atoms) {
      const draft = { labels: atoms.labels, lattice, fractional: atoms.fractional }
      const previous = out.structures[out.structures.length - 1]
      if (!previous || !sameStructure(previous, draft)) out.structures.push(draft)
    }
    current = { structure: out.structures.length - 1, scf: [], ...(iteration !== undefined ? { iteration } : {}), ...(otherCutoff ? { basisCorrection: true } : {}) }
    otherCutoff = false
    out.calculations.push(current)
  }

  for (let i = 0; i < lines.length; i++) {
    const t = lines[i].trim()
    if (!t) continue
    let m: RegExpMatchArray | null
    if ((m = t.match(/Welcome to (?:Academic Release|Materials Studio)\s*\w*\s+version\s+(\S+)/))) {
      out.version ??= m[1]
    } else if (/^\*+ Title \*+$/.test(t) && !parameters.sections.size) {
      i = readParameters(lines, i + 1, parameters) - 1
      out.units = outputUnits(parameters, (message) => out.warnings.push(message))
      cutoff = Number(parameters.sections.get('basis set parameters')?.get('plane wave basis set cut-off')?.split(/\s+/)[0])
    } else if (t === 'Unit Cell') {
      let header = i + 1
      while (header < Math.min(i + 4, lines.length) && !/Real Lattice/.test(lines[header])) header++
      if (header >= Math.min(i + 4, lines.length)) continue
      const unit = lines[header].match(/Real Lattice\(([^)]+)\)/)?.[1]
      const factor = (unit ? unitFactor(unit) ?? out.units.length : out.units.length) / ANGSTROM
      const rows = lines.slice(header + 1, header + 4).map((line) => line.trim().split(/\s+/).slice(0, 3).map(Number))
      if (rows.length === 3 && rows.every((r) => r.length === 3 && r.every(Number.isFinite))) {
        lattice = rows.map((r) => vec(r.map((x) => x * factor))) as Matrix3
      }
      i = header + 3
    } else if (t.includes('Fractional coordinates of atoms')) {
      const labels: string[] = []
      const fractional: Vec3[] = []
      let j = i + 1
      for (; j < lines.length; j++) {
        const row = lines[j].trim()
        if (/^x{20,}$/.test(row)) break
        const tokens = row.replace(/^x|x$/g, '').trim().split(/\s+/)
        if (tokens.length >= 5 && /^\d+$/.test(tokens[1])) {
          const f = tokens.slice(2, 5).map(Number)
          if (f.every(Number.isFinite)) labels.push(tokens[0]), fractional.push(vec(f))
        }
      }
      if (labels.length) atoms = { labels, fractional }
      i = j
    } else if ((m = t.match(/^MP grid size for SCF calculation is\s+(\d+)\s+(\d+)\s+(\d+)/))) {
      out.mpGrid ??= m.slice(1, 4).map(Number)
      const offset = lines[i + 1]?.match(/with an offset of\s+(\S+)\s+(\S+)\s+(\S+)/)
      if (offset) out.mpOffset ??= offset.slice(1, 4).map(Number)
    } else if ((m = t.match(/^Number of kpoints used\s*=\s*(\d+)/))) {
      out.nKpoints ??= Number(m[1])
    } else if ((m = t.match(/^Number of cell constraints\s*=\s*(\d+)/))) {
      out.nCellConstraints ??= Number(m[1])
    } else if ((m = t.match(/^(?:Starting \w+ iteration|\w+: starting iteration)\s+(\d+)/))) {
      iteration = Number(m[1])
    } else if ((m = t.match(/^\w+: improving iteration\s+(\d+)/))) {
      iteration = Number(m[1])
      improving = iteration
    } else if ((m = t.match(/^Calculating total energy with cut-off of\s+(\S+)/))) {
      otherCutoff = cutoff !== undefined && Math.abs(Number(m[1]) - cutoff) > 1e-6
    } else if (t.startsWith('SCF loop')) {
      startCalculation()
    } else if (t.endsWith('<-- SCF') && current) {
      const tokens = t.replace(/<-- SCF$/, '').trim().split(/\s+/)
      if (tokens[0] !== 'Initial' && !/^\d+$/.test(tokens[0])) continue
      const values = tokens.slice(1).map(Number)
      // Initial has no energy gain; NOMAD counts it 0 (columns: energy, [Fermi], gain, time).
      if (tokens[0] === 'Initial') values.splice(values.length - 1, 0, 0)
      if (values.length < 3 || !values.every(Number.isFinite)) continue
      const e = out.units.energy
      current.scf.push({ total: values[0] * e, change: values[values.length - 2] * e, ...(values.length === 4 ? { fermi: values[1] * e } : {}) })
    } else if (t.includes('=') && (m = t.match(/^(.+?)\s*=\s*(\S+)\s+(\S+)/)) && ENERGY_KEYS[m[1]] && current) {
      const factor = unitFactor(m[3]) ?? out.units.energy
      current[ENERGY_KEYS[m[1]]] = Number(m[2]) * factor
    } else if ((m = t.match(/^\*+\s+(.*Forces)\s+\*+$/)) && current) {
      const force = unitInHeader(lines, i + 1, out.units.force)
      const rows: Vec3[] = []
      let j = i + 1
      for (; j < lines.length && !starsOnly(lines[j].trim()); j++) {
        const tokens = lines[j].trim().replace(/^\*|\*$/g, '').trim().split(/\s+/)
        if (tokens.length >= 5 && /^\d+$/.test(tokens[1])) rows.push(vec(tokens.slice(2, 5).map((x) => parseFloat(x) * force)))
      }
      // Unconstrained forces are printed beside the constrained ones that move the atoms.
      if (rows.length && (!m[1].startsWith('Unconstrained') || !current.forces)) current.forces = rows
      i = j
    } else if ((m = t.match(/^\*+\s+(.*Stress Tensor)\s+\*+$/)) && current) {
      const pressure = unitInHeader(lines, i + 1, out.units.pressure)
      const rows: Vec3[] = []
      let j = i + 1
      for (; j < lines.length && !starsOnly(lines[j].trim()); j++) {
        const tokens = lines[j].trim().replace(/^\*|\*$/g, '').trim().split(/\s+/)
        if (tokens.length === 4 && /^[xyz]$/.test(tokens[0])) rows.push(vec(tokens.slice(1).map((x) => parseFloat(x) * pressure)))
      }
      if (rows.length === 3) current.stress = rows as Matrix3
      i = j
    } else if (/^\+\s+N\s+Frequency\s+irrep/.test(t)) {
      const { block, next } = readVibrations(lines, i)
      if (block) out.vibrations.push(block)
      i = next - 1
    } else if (t.startsWith('Total time')) {
      out.finished = true
    }
  }
  return out
}
