// What one calculation section of an aims.out holds: its s.c.f. iterations, final
// energies, highest occupied / lowest unoccupied states, forces, stress, eigenvalues and
// the structure it starts from. Energies in joule, forces in newton, stress in pascal.
import { EV, EV_PER_ANGSTROM, EV_PER_ANGSTROM3, HARTREE, numbersIn } from '../common'
import type { Matrix3, Vec3 } from '../common'
import { readStructureBlock } from './output'
import type { Geometry, Section } from './output'

export interface ScfStep {
  total?: number
  totalT0?: number
  free?: number
  change?: number
  fermi?: number
}

export interface Eigenvalues {
  /** Fractions of the reciprocal cell; absent for clusters. */
  kpoints?: number[][]
  energies: number[][][]
  occupations: number[][][]
}

export interface SectionData {
  scf: ScfStep[]
  converged: boolean
  energies: { total?: number; totalT0?: number; free?: number }
  highestOccupied?: number
  lowestUnoccupied?: number
  forces?: Vec3[]
  stress?: Matrix3
  eigenvalues?: Eigenvalues
  geometry?: Geometry
}

const UNITS: Record<string, number> = { Ha: HARTREE, eV: EV }

/** "| Total energy  :  -2515.59 Ha  -68452.9 eV" → key and value (joule) of the first number with a unit. */
function energyLine(line: string): [string, number] | undefined {
  const m = /^\s*\|\s*([^:]+?)\s*:\s*(\S+)\s+(Ha|eV)\b/.exec(line)
  if (!m) return undefined
  const value = Number(m[2])
  return Number.isFinite(value) ? [m[1], value * UNITS[m[3]]] : undefined
}

/** The energies of a "Total energy components:" or "Energy and forces in a compact form:" block. */
function energyBlock(lines: string[], from: number, to: number): Map<string, number> {
  const values = new Map<string, number>()
  for (let i = from; i < to; i++) {
    const line = lines[i]
    if (!line.trim()) break
    if (!/^\s*\|/.test(line)) break
    const entry = energyLine(line)
    if (entry) values.set(entry[0], entry[1])
  }
  return values
}

function fermiLevel(line: string): number | undefined {
  // Older versions: "| Chemical potential (Fermi level) in eV : -.74E+01"; newer: "…(Fermi level):  -5.7 eV".
  let m = /\|\s*Chemical potential \(Fermi level\) in (\w+)\s*:\s*(\S+)/.exec(line)
  if (m) return Number(m[2]) * (UNITS[m[1]] ?? EV)
  m = /\|\s*Chemical potential \(Fermi level\):\s*(\S+)\s*(\w+)/.exec(line)
  if (m) return Number(m[1]) * (UNITS[m[2]] ?? EV)
  return undefined
}

/** s.c.f. steps: full output ("Begin self-consistency iteration #") or the MD_light table ("SCF n :"). */
function readScf(lines: string[], section: Section, cutoff: number): ScfStep[] {
  const steps: ScfStep[] = []
  let current: ScfStep | undefined
  for (let i = section.start; i < cutoff; i++) {
    const line = lines[i]
    if (/Begin self-consistency iteration #/.test(line)) {
      current = {}
      steps.push(current)
      continue
    }
    if (/End self-consistency iteration #/.test(line)) {
      current = undefined
      continue
    }
    const table = /^\s*SCF\s+\d+\s*:(.*)$/.exec(line)
    if (table) {
      // Columns: q app. | density | eigen (eV) | Etot (eV) | forces | CPU | clock; Etot is the change.
      const columns = table[1].split('|')
      const step: ScfStep = {}
      if (columns.length === 7) {
        const change = Number(columns[3])
        if (Number.isFinite(change)) step.change = change * EV
      }
      steps.push(step)
      continue
    }
    if (!current) continue
    if (/Total energy components:/.test(line)) {
      const values = energyBlock(lines, i + 1, cutoff)
      current.total = values.get('Total energy') ?? current.total
      current.totalT0 = values.get('Total energy, T -> 0') ?? current.totalT0
      current.free = values.get('Electronic free energy') ?? current.free
      continue
    }
    const change = /\|\s*Change of total energy\s*:\s*(\S+)\s*eV/.exec(line)
    if (change) current.change = Number(change[1]) * EV
    const fermi = fermiLevel(line)
    if (fermi !== undefined) current.fermi = fermi
  }
  return steps
}

/** The last "Writing Kohn-Sham eigenvalues." block before `cutoff`. */
function readEigenvalues(lines: string[], from: number, cutoff: number, nSpin: number): Eigenvalues | undefined {
  let start = -1
  for (let i = from; i < cutoff; i++) if (/^\s*Writing Kohn-Sham eigenvalues\./.test(lines[i])) start = i
  if (start < 0) return undefined
  interface Block { spin: number; kpoint?: number[]; energies: number[]; occupations: number[] }
  const blocks: Block[] = []
  let spin = 0
  let kpoint: number[] | undefined
  let block: Block | undefined
  for (let i = start + 1; i < cutoff; i++) {
    const line = lines[i].trim()
    if (!line) continue
    if (/^Spin-up eigenvalues/i.test(line)) spin = 0
    else if (/^Spin-down eigenvalues/i.test(line)) spin = 1
    else if (/^K-point:/.test(line)) kpoint = numbersIn(line.split(' at ')[1] ?? '').slice(0, 3)
    else if (/^State\s+Occupation/.test(line)) {
      block = { spin, kpoint, energies: [], occupations: [] }
      blocks.push(block)
    } else if (/^\d+\s/.test(line) && block) {
      const values = numbersIn(line)
      if (values.length < 3) break
      block.occupations.push(values[1])
      block.energies.push(values[2] * HARTREE)
    } else break
  }
  const bySpin = [0, 1].slice(0, nSpin).map((s) => blocks.filter((b) => b.spin === s))
  const nK = bySpin[0].length
  if (nK === 0 || bySpin.some((list) => list.length !== nK)) return undefined
  const nBands = bySpin[0][0].energies.length
  if (bySpin.some((list) => list.some((b) => b.energies.length !== nBands))) return undefined
  const kpoints = bySpin[0].every((b) => b.kpoint?.length === 3) ? bySpin[0].map((b) => b.kpoint!) : undefined
  return {
    kpoints,
    energies: bySpin.map((list) => list.map((b) => b.energies)),
    occupations: bySpin.map((list) => list.map((b) => b.occupations)),
  }
}

function readForces(lines: string[], from: number): Vec3[] {
  const forces: Vec3[] = []
  for (let i = from; i < lines.length; i++) {
    const values = /^\s*\|\s*\d+\s/.test(lines[i]) ? numbersIn(lines[i]) : []
    if (values.length !== 4) break
    forces.push([values[1] * EV_PER_ANGSTROM, values[2] * EV_PER_ANGSTROM, values[3] * EV_PER_ANGSTROM])
  }
  return forces
}

/** The "|  x  a b c |" rows of a stress-tensor box in eV/Å³. */
function readStressBox(lines: string[], from: number, to: number): Matrix3 | undefined {
  const rows: Vec3[] = []
  for (let i = from; i < to && rows.length < 3; i++) {
    const m = /^\s*\|\s*([xyz])\s+(\S+)\s+(\S+)\s+(\S+)\s*\|/.exec(lines[i])
    if (m) rows.push([Number(m[2]), Number(m[3]), Number(m[4])].map((v) => v * EV_PER_ANGSTROM3) as Vec3)
    else if (/Pressure|^\s*\+-+/.test(lines[i]) && rows.length) break
  }
  return rows.length === 3 && rows.flat().every(Number.isFinite) ? (rows as Matrix3) : undefined
}

export function readSection(lines: string[], section: Section, nSpin: number): SectionData {
  const data: SectionData = { scf: [], converged: false, energies: {} }
  // Post-s.c.f. analyses (perturbative SOC, DOS) repeat VBM/CBM and Fermi lines of their
  // own; the calculation's values are those of the converged s.c.f. cycle.
  let scfEnd = section.end
  for (let i = section.start; i < section.end; i++) {
    if (/Self-consistency cycle converged\./.test(lines[i])) {
      scfEnd = i + 1
      data.converged = true
      break
    }
  }
  data.scf = readScf(lines, section, scfEnd)

  let components = new Map<string, number>()
  let compact = new Map<string, number>()
  for (let i = section.start; i < section.end; i++) {
    const line = lines[i]
    if (/^\s*Total energy components:/.test(line)) components = energyBlock(lines, i + 1, section.end)
    else if (/Energy and forces in a compact form:/.test(line)) compact = energyBlock(lines, i + 1, section.end)
    else if (/Total atomic forces.*\[eV\/Ang\]:/.test(line)) data.forces = readForces(lines, i + 1)
    else if (/stress tensor/i.test(line) && /^\s*\|/.test(line)) {
      const stress = readStressBox(lines, i + 1, Math.min(section.end, i + 12))
      if (stress) data.stress = stress
    } else if (i < scfEnd) {
      const vbm = /Highest occupied state \(VBM\) at\s*(\S+)\s*(eV|Ha)/.exec(line)
      if (vbm) data.highestOccupied = Number(vbm[1]) * UNITS[vbm[2]]
      const cbm = /Lowest unoccupied state \(CBM\) at\s*(\S+)\s*(eV|Ha)/.exec(line)
      if (cbm) data.lowestUnoccupied = Number(cbm[1]) * UNITS[cbm[2]]
    }
    if (!data.geometry && /atomic structure.*:\s*$/i.test(line) && !/Input geometry/.test(line)) {
      data.geometry = readStructureBlock(lines, i + 1, section.end)
    }
  }
  // NOMAD's precedence: the last components block's values over the compact summary.
  data.energies = {
    total: components.get('Total energy') ?? compact.get('Total energy uncorrected'),
    totalT0: components.get('Total energy, T -> 0') ?? compact.get('Total energy corrected'),
    free: components.get('Electronic free energy') ?? compact.get('Electronic free energy'),
  }
  if (data.forces && data.forces.length === 0) data.forces = undefined
  data.eigenvalues = readEigenvalues(lines, section.start, scfEnd, nSpin)
  return data
}
