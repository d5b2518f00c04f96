// The CP2K main output, read line by line into plain data in CP2K's own units
// (hartree, bohr, ångström as printed). Mapping to the archive happens in archive.ts.
import { numbersIn } from '../common'

export interface AtomicCoordinates {
  labels: string[]
  /** Positions in the unit of the block's title (ångström or bohr). */
  positions: [number, number, number][]
  unit: 'angstrom' | 'bohr'
}

export interface ScfStep {
  /** hartree */
  total: number
  /** hartree */
  change: number
}

/** One force evaluation: everything printed up to and including its 'ENERGY|' line. */
export interface Evaluation {
  /** hartree */
  energy: number
  scf: ScfStep[]
  scfConverged: boolean
  /** hartree */
  fermi?: number
  /** hartree/bohr, per atom */
  forces?: [number, number, number][]
  /** GPa */
  stress?: [number, number, number][]
  /** The optimisation step the evaluation belongs to; 0 before the first step header. */
  step: number
  /** Cell rows in ångström printed last before this evaluation. */
  cell?: [number, number, number][]
}

export interface Cp2kOutput {
  version?: string
  svnRevision?: string
  inputFile?: string
  runType?: string
  projectName?: string
  cell?: [number, number, number][]
  spinStates?: number
  isDft: boolean
  functionals: string[]
  /** hartree */
  densityCutoff?: number
  /** Atomic kind label → orbital basis set name. */
  basisSets: Map<string, string>
  coordinates?: AtomicCoordinates
  maxScf?: number
  /** hartree */
  epsScf?: number
  optimisation?: { kind: 'geometry' | 'cell'; method?: string; converged: boolean }
  /** hartree/bohr, from the 'Conv. limit for gradients' line of the optimiser. */
  gradientLimit?: number
  /** bohr, from 'Conv. limit for step size'. */
  stepSizeLimit?: number
  molecularDynamics: boolean
  evaluations: Evaluation[]
  ended: boolean
}

const valueAfterKey = (line: string, key: string): string => line.slice(line.indexOf(key) + key.length).trim()
const lastNumber = (line: string): number | undefined => numbersIn(line).at(-1)

type Block = 'coordinates' | 'forces' | 'stress' | undefined

/** Reads a CP2K output; linear in the number of lines. */
export function readCp2kOutput(text: string): Cp2kOutput {
  const out: Cp2kOutput = { isDft: false, functionals: [], basisSets: new Map(), molecularDynamics: false, evaluations: [], ended: false }
  let scf: ScfStep[] = []
  let inScf = false
  let scfConverged = false
  let fermi: number | undefined
  let step = 0
  let kind: string | undefined
  let block: Block
  let blockRows = 0
  let blockHeader = 0
  const startBlock = (next: Block) => {
    block = next
    blockRows = 0
    blockHeader = 0
  }
  let cell: [number, number, number][] = []
  let coordinates: AtomicCoordinates | undefined
  let forces: [number, number, number][] = []
  let stress: [number, number, number][] = []
  let expectOptimiser = false

  const lines = text.split(/\r?\n/)
  for (const line of lines) {
    // Multi-line blocks first: rows until the first line that is not one. A block whose
    // rows never start (an unexpected layout) is given up after a few header lines.
    if (block) {
      const tokens = line.trim().split(/\s+/)
      const row = blockRow(block, tokens, line)
      if (row) {
        blockRows++
        if (block === 'coordinates') {
          coordinates!.labels.push(tokens[2])
          coordinates!.positions.push(row)
        } else if (block === 'forces') forces.push(row)
        else stress.push(row)
        if (block === 'stress' && stress.length === 3) {
          const last = out.evaluations.at(-1)
          if (last) last.stress = stress
          block = undefined
        }
        continue
      }
      if (blockRows === 0 && ++blockHeader <= 6) continue
      if (block === 'forces' && blockRows > 0) {
        const last = out.evaluations.at(-1)
        if (last) last.forces = forces
      }
      block = undefined
      if (/SUM OF ATOMIC FORCES/.test(line)) continue
    }

    if (expectOptimiser) {
      const method = /\*{3}\s*(CONJUGATE GRADIENTS|L-BFGS|BFGS)\s*\*{3}/.exec(line)
      if (method && out.optimisation) out.optimisation.method = method[1]
      expectOptimiser = false
    }

    if (line.startsWith(' CP2K|')) {
      if (line.includes('version string:')) out.version = valueAfterKey(line, 'version string:')
      else if (line.includes('source code revision number:')) out.svnRevision = valueAfterKey(line, 'source code revision number:')
      else if (line.includes('Input file name')) out.inputFile = valueAfterKey(line, 'Input file name')
    } else if (line.startsWith(' GLOBAL|')) {
      if (line.includes('Run type')) out.runType = valueAfterKey(line, 'Run type')
      else if (line.includes('Project name')) out.projectName = valueAfterKey(line, 'Project name')
    } else if (/^ CELL\| Vector [abc] \[angstrom\]:/.test(line)) {
      if (line.includes('Vector a')) cell = []
      cell.push(numbersIn(line.slice(line.indexOf(':') + 1)).slice(0, 3) as [number, number, number])
      if (cell.length === 3) out.cell ??= cell
    } else if (line.startsWith(' DFT|')) {
      out.isDft = true
      if (line.includes('Number of spin states')) out.spinStates = lastNumber(line)
    } else if (line.startsWith(' FUNCTIONAL|')) {
      const name = /FUNCTIONAL\|\s*([^:\s]+):/.exec(line)
      if (name && !out.functionals.includes(name[1])) out.functionals.push(name[1])
    } else if (line.startsWith(' QS| Density cutoff [a.u.]:')) {
      out.densityCutoff = lastNumber(line)
    } else if (/^\s*\d+\. Atomic kind:/.test(line)) {
      kind = /Atomic kind:\s*(\S+)/.exec(line)?.[1]
    } else if (/^\s+Orbital Basis Set\s+\S/.test(line) && kind) {
      out.basisSets.set(kind, valueAfterKey(line, 'Orbital Basis Set'))
    } else if (/ATOMIC COORDINATES IN (angstrom|bohr)/i.test(line)) {
      // The first block is the input structure; later ones (restarts) are not steps.
      const unit = /IN (angstrom|bohr)/i.exec(line)![1].toLowerCase() as 'angstrom' | 'bohr'
      coordinates = { labels: [], positions: [], unit }
      if (!out.coordinates) out.coordinates = coordinates
      startBlock('coordinates')
    } else if (/^\s+max_scf:/.test(line)) {
      out.maxScf ??= lastNumber(line)
    } else if (/^\s+eps_scf:/.test(line)) {
      out.epsScf ??= lastNumber(line)
    } else if (line.includes('SCF WAVEFUNCTION OPTIMIZATION')) {
      // A new SCF loop: earlier loops of the same evaluation (outer SCF) are replaced, as NOMAD keeps the last.
      scf = []
      inScf = true
      scfConverged = false
    } else if (/SCF run converged in\s+\d+ steps/.test(line)) {
      // The table ends here; later numbered rows (Mulliken, Hirshfeld charges) are not iterations.
      scfConverged = true
      inScf = false
    } else if (/SCF run NOT converged/.test(line)) {
      inScf = false
    } else if (/^\s+Fermi energy:/.test(line)) {
      fermi = lastNumber(line)
    } else if (/ENERGY\| Total FORCE_EVAL \( \w+ \) energy \(a\.u\.\):/.test(line)) {
      const energy = lastNumber(line)
      if (energy !== undefined) {
        out.evaluations.push({
          energy,
          scf,
          scfConverged,
          ...(fermi !== undefined ? { fermi } : {}),
          step,
          ...(out.cell ? { cell } : {}),
        })
      }
      scf = []
      inScf = false
      fermi = undefined
    } else if (/ATOMIC FORCES in \[a\.u\.\]/.test(line)) {
      forces = []
      startBlock('forces')
    } else if (/^ (NUMERICAL )?STRESS TENSOR \[GPa\]/.test(line)) {
      stress = []
      startBlock('stress')
    } else if (/STARTING (GEOMETRY|CELL) OPTIMIZATION/.test(line)) {
      out.optimisation = { kind: line.includes('CELL') ? 'cell' : 'geometry', converged: false }
      expectOptimiser = true
    } else if (/OPTIMIZATION STEP:\s*\d+/.test(line)) {
      step = Number(/OPTIMIZATION STEP:\s*(\d+)/.exec(line)![1])
    } else if (/(GEOMETRY|CELL) OPTIMIZATION COMPLETED/.test(line)) {
      if (out.optimisation) out.optimisation.converged = true
    } else if (/Conv\. limit for gradients/.test(line)) {
      out.gradientLimit ??= lastNumber(line)
    } else if (/Conv\. limit for step size/.test(line)) {
      out.stepSizeLimit ??= lastNumber(line)
    } else if (/^ MD_ENERGIES\||^ MD\| /.test(line)) {
      out.molecularDynamics = true
    } else if (/PROGRAM ENDED AT/.test(line)) {
      out.ended = true
    } else if (inScf) {
      const iteration = scfIteration(line)
      if (iteration) scf.push(iteration)
    }
  }
  return out
}

/** A row of a coordinate, force or stress table as x, y, z; undefined for other lines. */
function blockRow(block: Block, tokens: string[], line: string): [number, number, number] | undefined {
  let values: number[] | undefined
  // '   1     1 Si  14    0.000000    0.000000    0.000000      4.00      28.0855'
  if (block === 'coordinates' && tokens.length >= 7 && /^\d+$/.test(tokens[0]) && /^\d+$/.test(tokens[1])) values = tokens.slice(4, 7).map(Number)
  // '      1      1      Si          0.00000000     0.00000000     0.00000000'
  else if (block === 'forces' && tokens.length >= 6 && /^\d+$/.test(tokens[0])) values = tokens.slice(-3).map(Number)
  // '  X     1.0     0.0     0.0'
  else if (block === 'stress') {
    const row = /^\s*[XYZ]\s+(\S+)\s+(\S+)\s+(\S+)\s*$/.exec(line)
    if (row) values = row.slice(1, 4).map(Number)
  }
  return values && values.every(Number.isFinite) ? (values as [number, number, number]) : undefined
}

/**
 * An SCF table row: step number, update method (one or two words), optional step size,
 * time, convergence, total energy and change, e.g.
 * '     1 NoMix/Diag. 0.40E+00    0.9     0.75558724       -32.2320848878 -3.22E+01'.
 */
function scfIteration(line: string): ScfStep | undefined {
  const tokens = line.trim().split(/\s+/)
  if (tokens.length < 6 || !/^\d+$/.test(tokens[0])) return undefined
  const [total, change] = tokens.slice(-2).map(Number)
  const convergence = Number(tokens.at(-3))
  if (!Number.isFinite(total) || !Number.isFinite(change) || !Number.isFinite(convergence)) return undefined
  return { total, change }
}
