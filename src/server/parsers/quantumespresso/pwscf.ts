// Reads the text output of pw.x line by line into plain data: the header (code, cutoffs,
// functional, k-points, smearing), every structure printed, and one calculation per SCF
// cycle or band-structure run. Units are SI on the way out of this module (joule, newton,
// pascal), structures are in ångström; only k-points stay in pw.x's units (2π/alat).
import type { Matrix3, Vec3 } from '../../../core/chemistry'
import { ANGSTROM, BOHR, EV, KBAR, RYDBERG, RYDBERG_PER_BOHR, numbersIn } from '../common'

export interface QeStructure {
  labels: string[]
  /** Cartesian, ångström. */
  positions: Vec3[]
  /** Rows, ångström. */
  lattice?: Matrix3
}

export interface QeKpointBands {
  spin: number
  /** Cartesian, in units of 2π/alat. */
  k: Vec3
  /** eV, as printed. */
  energies: number[]
  occupations?: number[]
}

export interface QeCalculation {
  kind: 'scf' | 'bands'
  /** Index into QeOutput.structures; -1 when no structure was printed before it. */
  structure: number
  /** One per 'iteration #'; the total energy where the iteration printed one (J). */
  scf: { total?: number }[]
  total?: number
  fermi?: number
  highestOccupied?: number
  lowestUnoccupied?: number
  forces?: Vec3[]
  stress?: Matrix3
  bands: QeKpointBands[]
  /** pw.x's own verdict on the SCF cycle: its threshold is on the estimated accuracy, not the energy change. */
  scfConverged?: boolean
}

export interface QeOptimisation {
  method: string
  /** True when the cell may change (vc-relax). */
  cell: boolean
  energyTolerance?: number
  forceTolerance?: number
  stressTolerance?: number
  converged?: boolean
}

export interface QeOutput {
  program?: string
  version?: string
  /** Lattice parameter, bohr. */
  alat?: number
  ecutwfc?: number
  ecutrho?: number
  convergenceThreshold?: number
  xcShortName?: string
  xcIndices?: string
  exactExchangeFraction?: number
  startingMagnetization: boolean
  noncollinear: boolean
  spinOrbitMode: boolean
  smearing?: { kind?: string; width?: number }
  kpoints?: { count: number; points: Vec3[]; weights: number[] }
  /** The first cell as printed in the header, in units of alat (rows). */
  cellAlat?: Matrix3
  structures: QeStructure[]
  calculations: QeCalculation[]
  optimisation?: QeOptimisation
  dynamics: boolean
  jobDone: boolean
  /** pw.x runs after the first in the same file (not read). */
  furtherRuns: number
  warnings: string[]
}

const BOHR_IN_ANGSTROM = BOHR / ANGSTROM

const SMEARING_KINDS: Record<string, string> = {
  'marzari-vanderbilt': 'marzari-vanderbilt',
  'methfessel-paxton': 'methfessel-paxton',
  gaussian: 'gaussian',
  'fermi-dirac': 'fermi',
  tetrahedron: 'tetrahedra',
}
/** Old pw.x prints 'gaussian broad. … ngauss = n' for every kind; ngauss tells them apart. */
const NGAUSS_KINDS: Record<string, string> = { '-99': 'fermi', '-1': 'marzari-vanderbilt', '0': 'gaussian', '1': 'methfessel-paxton' }

const isNumberLine = (line: string) => /\d/.test(line) && /^[\s\d.eEdD+-]+$/.test(line)
const vec = (numbers: number[]): Vec3 => [numbers[0], numbers[1], numbers[2]]
const scaled = (v: Vec3, f: number): Vec3 => [v[0] * f, v[1] * f, v[2] * f]
const fractionalToCartesian = (f: Vec3, lattice: Matrix3): Vec3 =>
  [0, 1, 2].map((j) => f[0] * lattice[0][j] + f[1] * lattice[1][j] + f[2] * lattice[2][j]) as Vec3

/** '… = ( x y z ) …' → ' x y z ' */
function parenthesisAfterEquals(row: string): string {
  const open = row.indexOf('(', row.indexOf('='))
  const close = row.indexOf(')', open)
  return open < 0 ? '' : row.slice(open + 1, close < 0 ? undefined : close)
}

function sameStructure(a: QeStructure, b: QeStructure): boolean {
  const close = (u: Vec3, v: Vec3) => u.every((x, i) => Math.abs(x - v[i]) < 1e-6)
  if (a.labels.join() !== b.labels.join()) return false
  if (!a.positions.every((p, i) => close(p, b.positions[i]))) return false
  if (!a.lattice || !b.lattice) return a.lattice === b.lattice
  return a.lattice.every((row, i) => close(row, b.lattice![i]))
}

/** Scans the output of one pw.x run; a second run in the same file is counted, not read. */
export function readPwscf(text: string): QeOutput {
  const lines = text.split(/\r?\n/)
  const out: QeOutput = {
    startingMagnetization: false,
    noncollinear: false,
    spinOrbitMode: false,
    structures: [],
    calculations: [],
    dynamics: false,
    jobDone: false,
    furtherRuns: 0,
    warnings: [],
  }
  // The structure described by the latest printout; stored when a calculation starts on it.
  let draft: QeStructure | undefined
  let current: QeCalculation | undefined
  let spin = 0
  const alatInAngstrom = () => (out.alat ?? 1) * BOHR_IN_ANGSTROM

  const startCalculation = (kind: QeCalculation['kind']) => {
    if (draft && draft.positions.length) {
      const last = out.structures[out.structures.length - 1]
      if (!last || !sameStructure(last, draft)) out.structures.push(draft)
    }
    current = { kind, structure: out.structures.length - 1, scf: [], bands: [] }
    out.calculations.push(current)
    spin = 0
  }

  /** The rows below a header, from `start`, while `take` accepts them; returns the next index. */
  const rowsFrom = (start: number, take: (trimmed: string) => boolean, rows: string[]): number => {
    let i = start
    while (i < lines.length && take(lines[i].trim())) rows.push(lines[i].trim()), i++
    return i
  }

  for (let i = 0; i < lines.length; i++) {
    const t = lines[i].trim()
    if (!t) continue
    let m: RegExpMatchArray | null

    if ((m = t.match(/^Program (\w+) v\.(\S+)(.*?)\s+starts/))) {
      if (out.program) {
        out.furtherRuns++
        break
      }
      out.program = m[1]
      // NOMAD keeps a numeric svn revision: '5.2.1 (svn rev. 11920)'; '(svn rev. 13079M)' is dropped.
      const svn = m[3].match(/^\s*\(svn rev\.\s*(\d+)\)/)?.[1]
      out.version = svn ? `${m[2]} (svn rev. ${svn})` : m[2]
    } else if ((m = t.match(/^lattice parameter \((?:alat|a_0)\)\s*=\s*(\S+)/))) {
      out.alat = Number(m[1])
    } else if ((m = t.match(/^kinetic-energy cutoff\s*=\s*(\S+)\s*Ry/))) {
      out.ecutwfc = Number(m[1]) * RYDBERG
    } else if ((m = t.match(/^charge density cutoff\s*=\s*(\S+)\s*Ry/))) {
      out.ecutrho = Number(m[1]) * RYDBERG
    } else if ((m = t.match(/^convergence threshold\s*=\s*(\S+)/))) {
      out.convergenceThreshold ??= Number(m[1].replace(/[dD]/, 'e')) * RYDBERG
    } else if ((m = t.match(/^Exchange-correlation\s*=\s*(.*)$/)) && out.xcShortName === undefined) {
      // 'PBE ( 1 4 3 4 0 0)', or since QE 6.4 the indices on the next line.
      let rest = m[1]
      if (!rest.includes('(') && lines[i + 1]?.trim().startsWith('(')) rest += ' ' + lines[i + 1].trim()
      const open = rest.indexOf('(')
      out.xcShortName = (open < 0 ? rest : rest.slice(0, open)).trim()
      if (open >= 0) out.xcIndices = rest.slice(open + 1, rest.indexOf(')', open) < 0 ? undefined : rest.indexOf(')', open))
    } else if ((m = t.match(/^EXX-fraction\s*=\s*(\S+)/))) {
      out.exactExchangeFraction = Number(m[1])
    } else if (t.startsWith('Starting magnetic structure')) {
      out.startingMagnetization = true
    } else if (/calculation\s+with(?:out)?\s+spin-orbit/i.test(t)) {
      out.spinOrbitMode = true
      if (/^noncollinear/i.test(t)) out.noncollinear = true
    } else if (t.startsWith('crystal axes:')) {
      const rows: string[] = []
      i = rowsFrom(i + 1, (r) => /^a\(\d\)\s*=/.test(r), rows) - 1
      if (rows.length === 3) {
        const cell = rows.map((r) => vec(numbersIn(parenthesisAfterEquals(r)))) as Matrix3
        out.cellAlat ??= cell
        draft = { labels: draft?.labels ?? [], positions: draft?.positions ?? [], lattice: cell.map((v) => scaled(v, alatInAngstrom())) as Matrix3 }
      }
    } else if (t.startsWith('site n.') && /positions \((?:alat|a_0) units\)/.test(t)) {
      const rows: string[] = []
      i = rowsFrom(i + 1, (r) => /tau\(\s*\d+\)\s*=/.test(r), rows) - 1
      const labels = rows.map((r) => r.split(/\s+/)[1])
      const positions = rows.map((r) => scaled(vec(numbersIn(parenthesisAfterEquals(r))), alatInAngstrom()))
      draft = { labels, positions, lattice: draft?.lattice }
    } else if ((m = t.match(/^number of k points=\s*(\d+)(.*)$/)) && !out.kpoints) {
      out.smearing = smearingOf(m[2])
      const rows: string[] = []
      let j = i + 1
      if (lines[j]?.includes('cart. coord.')) j++
      i = rowsFrom(j, (r) => /^k\(\s*\d+\)\s*=/.test(r), rows) - 1
      const points = rows.map((r) => vec(numbersIn(parenthesisAfterEquals(r))))
      const weights = rows.map((r) => Number(r.match(/wk\s*=\s*(\S+)/)?.[1]))
      out.kpoints = { count: Number(m[1]), points, weights }
    } else if ((m = t.match(/^CELL_PARAMETERS\s*[({]?\s*(\w+)(?:\s*=\s*([^)}\s]+))?/))) {
      const rows: string[] = []
      i = rowsFrom(i + 1, isNumberLine, rows) - 1
      if (rows.length === 3) {
        const unit = m[1].toLowerCase()
        const factor = unit === 'angstrom' ? 1 : unit === 'bohr' ? BOHR_IN_ANGSTROM : Number(m[2] ?? out.alat ?? 1) * BOHR_IN_ANGSTROM
        const lattice = rows.map((r) => scaled(vec(numbersIn(r)), factor)) as Matrix3
        draft = { labels: draft?.labels ?? [], positions: draft?.positions ?? [], lattice }
      }
      if (out.optimisation) out.optimisation.cell = true
    } else if ((m = t.match(/^ATOMIC_POSITIONS\s*[({]?\s*(\w+)/))) {
      const rows: string[] = []
      i = rowsFrom(i + 1, (r) => r !== '' && !r.startsWith('End') && r.split(/\s+/).length >= 4, rows) - 1
      draft = positionsBlock(m[1].toLowerCase(), rows, draft?.lattice, alatInAngstrom(), out.warnings) ?? draft
    } else if (t === 'Self-consistent Calculation') {
      startCalculation('scf')
    } else if (t === 'Band Structure Calculation') {
      startCalculation('bands')
    } else if (!current) {
      continue
    } else if (/^convergence has been achieved/.test(t)) {
      current.scfConverged = true
    } else if (/^convergence NOT achieved/.test(t)) {
      current.scfConverged = false
    } else if (/^iteration #\s*\d+/.test(t)) {
      current.scf.push({})
    } else if ((m = t.match(/^total energy\s*=\s*(\S+)\s*Ry/))) {
      const step = current.scf[current.scf.length - 1]
      if (step && step.total === undefined) step.total = Number(m[1]) * RYDBERG
    } else if ((m = t.match(/^!+\s*total energy\s*=\s*(\S+)\s*Ry/))) {
      current.total = Number(m[1]) * RYDBERG
    } else if (/^-+\s*SPIN (UP|DOWN)/.test(t)) {
      spin = t.includes('DOWN') ? 1 : 0
    } else if ((m = t.match(/^k\s*=(.*?)\(\s*\d+\s*PWs\)\s*bands?\s*(?:energies\s*)?\(ev\)/i))) {
      const energies: string[] = []
      let j = i + 1
      while (j < lines.length && !lines[j].trim()) j++
      j = rowsFrom(j, isNumberLine, energies)
      let occupations: number[] | undefined
      let o = j
      while (o < lines.length && !lines[o].trim()) o++
      if (lines[o]?.trim().startsWith('occupation numbers')) {
        const rows: string[] = []
        j = rowsFrom(o + 1, isNumberLine, rows)
        occupations = rows.flatMap(numbersIn)
      }
      current.bands.push({ spin, k: vec(numbersIn(m[1])), energies: energies.flatMap(numbersIn), ...(occupations ? { occupations } : {}) })
      i = j - 1
    } else if ((m = t.match(/^highest occupied, lowest unoccupied level \(ev\):\s*(\S+)\s+(\S+)/))) {
      current.highestOccupied = Number(m[1]) * EV
      current.lowestUnoccupied = Number(m[2]) * EV
    } else if ((m = t.match(/^highest occupied level \(ev\):\s*(\S+)/))) {
      current.highestOccupied = Number(m[1]) * EV
    } else if ((m = t.match(/^the Fermi energy is\s+(\S+)/))) {
      current.fermi = Number(m[1]) * EV
    } else if ((m = t.match(/^the spin up\/dw Fermi energies are\s+(\S+)\s+(\S+)/))) {
      // NOMAD keeps the last of the two.
      current.fermi = Number(m[2]) * EV
    } else if (t.startsWith('Forces acting on atoms')) {
      const rows: string[] = []
      let j = i + 1
      while (j < lines.length && !lines[j].trim()) j++
      i = rowsFrom(j, (r) => /force\s*=/.test(r), rows) - 1
      current.forces = rows.map((r) => scaled(vec(numbersIn(r.slice(r.indexOf('=') + 1))), RYDBERG_PER_BOHR))
    } else if (/^total\s+stress\s+\(Ry\/bohr\*\*3\)\s+\(kbar\)/.test(t)) {
      const rows: string[] = []
      i = rowsFrom(i + 1, isNumberLine, rows) - 1
      if (rows.length === 3) current.stress = rows.map((r) => scaled(vec(numbersIn(r).slice(3, 6)), KBAR)) as Matrix3
    } else if (t === 'BFGS Geometry Optimization') {
      out.optimisation ??= { method: 'BFGS', cell: false }
    } else if (t.startsWith('Damped Dynamics Calculation')) {
      out.optimisation ??= { method: 'damped dynamics', cell: false }
    } else if (/Damped Cell.?Dynamics Minimization/i.test(t)) {
      out.optimisation ??= { method: 'damped cell dynamics', cell: true }
    } else if (t.startsWith('Molecular Dynamics Calculation') || /Wentzcovitch.*Dynamics(?! Minimization)/.test(t)) {
      out.dynamics = true
    } else if (/^bfgs converged in/.test(t) && out.optimisation) {
      out.optimisation.converged = true
    } else if (t.startsWith('The maximum number of steps has been reached') && out.optimisation) {
      out.optimisation.converged = false
    } else if (t.startsWith('(criteria:') && out.optimisation) {
      const energy = t.match(/energy\s*<\s*(\S+?)\s*Ry/)
      const force = t.match(/force\s*<\s*(\S+?)\s*Ry\/Bohr/i)
      const cell = t.match(/cell\s*<\s*(\S+?)\s*kbar/)
      if (energy) out.optimisation.energyTolerance = Number(energy[1]) * RYDBERG
      if (force) out.optimisation.forceTolerance = Number(force[1]) * RYDBERG_PER_BOHR
      if (cell) out.optimisation.stressTolerance = Number(cell[1]) * KBAR
    } else if (t.startsWith('JOB DONE')) {
      out.jobDone = true
    }
  }
  return out
}

function smearingOf(text: string): QeOutput['smearing'] {
  const kind = text.match(/([\w-]+)\s*(?:broad|smearing|method)/)?.[1]
  const width = text.match(/(?:width|broad\.)\s*\(Ry\)\s*=\s*(\S+)/)?.[1]
  const ngauss = text.match(/ngauss\s*=\s*(-?\d+)/)?.[1]
  const smearing: NonNullable<QeOutput['smearing']> = {}
  const named = kind ? SMEARING_KINDS[kind.toLowerCase()] : undefined
  if (ngauss !== undefined && NGAUSS_KINDS[ngauss]) smearing.kind = NGAUSS_KINDS[ngauss]
  else if (named) smearing.kind = named
  if (width !== undefined) smearing.width = Number(width) * RYDBERG
  return smearing.kind || smearing.width !== undefined ? smearing : undefined
}

/** An ATOMIC_POSITIONS block in its unit (alat, bohr, angstrom, crystal) as a structure in ångström. */
function positionsBlock(unit: string, rows: string[], lattice: Matrix3 | undefined, alat: number, warnings: string[]): QeStructure | undefined {
  const labels = rows.map((r) => r.split(/\s+/)[0])
  const values = rows.map((r) => vec(r.split(/\s+/).slice(1, 4).map((x) => Number(x.replace(/[dD]/, 'e')))))
  let positions: Vec3[]
  if (unit === 'angstrom') positions = values
  else if (unit === 'bohr') positions = values.map((v) => scaled(v, BOHR_IN_ANGSTROM))
  else if (unit === 'alat') positions = values.map((v) => scaled(v, alat))
  else if (unit === 'crystal' && lattice) positions = values.map((v) => fractionalToCartesian(v, lattice))
  else {
    warnings.push(`ATOMIC_POSITIONS in '${unit}' units cannot be converted; the block is ignored.`)
    return undefined
  }
  if (positions.some((p) => p.some((x) => !Number.isFinite(x)))) {
    warnings.push('An ATOMIC_POSITIONS block holds unreadable numbers; it is ignored.')
    return undefined
  }
  return { labels, positions, lattice }
}
