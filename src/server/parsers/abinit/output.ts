// An ABINIT main output read line by line: the header (version, completion), the echo of
// input variables, and per '== DATASET n ==' block the cell, SCF energies, relaxation
// steps and the results printed after '----iterations are completed'. Atomic units as
// printed (hartree, bohr; end coordinates in ångström).
import type { Matrix3, Vec3 } from '../common'
import { EV, HARTREE, numbersIn } from '../common'
import { EigenvalueReader } from './eigenvalues'
import type { EigenvalueBlock } from './eigenvalues'
import { readVariables } from './variables'
import type { AbinitVariables } from './variables'

export interface RelaxationStep {
  /** hartree, per SCF iteration */
  scf: number[]
  /** hartree */
  energy?: number
  /** bohr */
  xcart?: Vec3[]
  /** hartree/bohr */
  fcart?: Vec3[]
  /** hartree/bohr³ */
  stress?: Matrix3
  /** bohr, printed when the cell relaxes */
  rprimd?: Matrix3
}

export interface DatasetResults {
  /** ångström */
  positions?: Vec3[]
  /** hartree/bohr */
  forces?: Vec3[]
  /** hartree (printed in eV with enunit=1) */
  fermi?: number
  /** hartree ('>>>>>>>>> Etotal=') */
  etotal?: number
  /** eV ('Total energy(eV)=') */
  etotalEv?: number
  /** hartree/bohr³ */
  stress?: Matrix3
}

export interface Dataset {
  number: number
  /** Primitive vectors R(1..3) in bohr. */
  lattice?: Matrix3
  /** The ixc printed with the functional's description. */
  ixc?: number
  /** SCF energies (hartree) of a dataset without relaxation steps. */
  scf: number[]
  scfConverged: boolean
  steps: RelaxationStep[]
  results?: DatasetResults
  /** The last eigenvalue block of the dataset. */
  eigenvalues?: EigenvalueBlock
}

export interface AbinitOutput {
  version?: string
  completed: boolean
  variables: AbinitVariables
  datasets: Dataset[]
}

type Rows = { target: Vec3[]; count: number }

const STRESS_ORDER: [number, number][] = [
  [0, 0],
  [2, 1],
  [1, 1],
  [2, 0],
  [2, 2],
  [1, 0],
]

/** The symmetric tensor of ABINIT's three 'sigma(i j)=' lines (11 32 / 22 31 / 33 21). */
function stressTensor(values: number[]): Matrix3 {
  const t: Matrix3 = [
    [0, 0, 0],
    [0, 0, 0],
    [0, 0, 0],
  ]
  STRESS_ORDER.forEach(([i, j], k) => {
    t[i][j] = values[k]
    t[j][i] = values[k]
  })
  return t
}

/** Reads the output; `natomOf` gives the number of atoms of a dataset for coordinate blocks. */
export function readAbinitOutput(text: string, natomOf: (vars: AbinitVariables, dataset: number) => number | undefined): AbinitOutput {
  const lines = text.split(/\r?\n/)
  const version = /^\.Version\s+(\S+)\s+of ABINIT/m.exec(lines.slice(0, 50).join('\n'))?.[1]
  const numbers = new Set<number>()
  for (const line of lines) {
    const header = /^== DATASET\s+(\d+)\s+=/.exec(line)
    if (header) numbers.add(Number(header[1]))
  }
  const variables = readVariables(lines, numbers)
  const out: AbinitOutput = { ...(version ? { version } : {}), completed: false, variables, datasets: [] }

  let dataset: Dataset | undefined
  let step: RelaxationStep | undefined
  let inResults = false
  let rows: Rows | undefined
  let stress: number[] | undefined
  let stressTarget: ((t: Matrix3) => void) | undefined
  let preResultsStress: Matrix3 | undefined
  let lattice: Vec3[] | undefined
  let rprimd: Vec3[] | undefined
  const eigenvalues = new EigenvalueReader()

  const finishDataset = () => {
    if (dataset?.results && !dataset.results.stress && preResultsStress) dataset.results.stress = preResultsStress
  }
  const readRows = (target: Vec3[]) => {
    rows = { target, count: (dataset && natomOf(variables, dataset.number)) ?? Number.POSITIVE_INFINITY }
  }

  for (const line of lines) {
    if (/Calculation completed\./.test(line)) out.completed = true
    if (/^== (DATASET\s+\d+|END DATASET)/.test(line)) {
      finishDataset()
      const header = /^== DATASET\s+(\d+)/.exec(line)
      dataset = header ? { number: Number(header[1]), scf: [], scfConverged: false, steps: [] } : undefined
      if (dataset) out.datasets.push(dataset)
      step = undefined
      inResults = false
      rows = undefined
      stress = undefined
      preResultsStress = undefined
      eigenvalues.reset()
      continue
    }
    if (!dataset) continue

    const eigenvalueLine = eigenvalues.read(line)
    if (eigenvalueLine === 'started') dataset.eigenvalues = eigenvalues.block
    if (eigenvalueLine !== 'ignored') continue

    if (rows) {
      const values = numbersIn(line)
      if (values.length >= 3 && !/[a-zA-Z]{2}/.test(line.replace(/[eEdD][-+]?\d/g, ''))) {
        rows.target.push(values.slice(-3) as Vec3)
        if (rows.target.length >= rows.count) rows = undefined
        continue
      }
      rows = undefined
    }
    if (stress) {
      const values = [...line.matchAll(/sigma\(\d \d\)=\s*(\S+)/g)].map((m) => Number(m[1]))
      if (values.length === 2) {
        stress.push(...values)
        if (stress.length === 6) {
          stressTarget?.(stressTensor(stress))
          stress = undefined
        }
        continue
      }
      stress = undefined
    }
    if (lattice && lattice.length < 3) {
      const r = /R\(\d\)=\s*(\S+)\s+(\S+)\s+(\S+)\s+G\(\d\)=/.exec(line)
      if (r) {
        lattice.push([Number(r[1]), Number(r[2]), Number(r[3])])
        if (lattice.length === 3) dataset.lattice ??= lattice as Matrix3
        continue
      }
    }
    if (rprimd && rprimd.length < 3) {
      const values = numbersIn(line)
      if (values.length === 3) {
        rprimd.push(values as Vec3)
        if (rprimd.length === 3 && step) step.rprimd = rprimd as Matrix3
        continue
      }
      rprimd = undefined
    }

    if (/Real\(R\)\+Recip\(G\) space primitive vectors/.test(line)) lattice = []
    else if (/-\s*ixc\s*=\s*-?\d+/.test(line) && dataset.ixc === undefined) dataset.ixc = Number(/ixc\s*=\s*(-?\d+)/.exec(line)![1])
    else if (/^--- Iteration: \(\s*\d+\/\d+\)/.test(line)) {
      step = { scf: [] }
      dataset.steps.push(step)
    } else if (/^\s*ETOT\s+\d+\s+\S+/.test(line)) {
      const energy = Number(/ETOT\s+\d+\s+(\S+)/.exec(line)![1])
      if (Number.isFinite(energy)) (step && !inResults ? step.scf : dataset.scf).push(energy)
    } else if (/At SCF step\s+\d+.*converged/.test(line)) dataset.scfConverged = true
    else if (/Cartesian components of stress tensor \(hartree\/bohr\^3\)/.test(line)) {
      stress = []
      const current = step
      stressTarget = inResults
        ? (t) => void (dataset!.results!.stress = t)
        : current
          ? (t) => void (current.stress = t)
          : (t) => void (preResultsStress = t)
    } else if (/Real space primitive translations \(rprimd\) \[bohr\]/.test(line) && step) rprimd = []
    else if (/Cartesian coordinates \(xcart\) \[bohr\]/.test(line) && step && !inResults) readRows((step.xcart = []))
    else if (/Cartesian forces \(fcart\) \[Ha\/bohr\]/.test(line) && step && !inResults) readRows((step.fcart = []))
    else if (/Total energy \(etotal\) \[Ha\]=/.test(line) && step && !inResults) step.energy = numbersIn(line.split('=')[1])[0]
    else if (/-+iterations are completed or convergence reached-+/.test(line)) {
      inResults = true
      dataset.results = {}
    } else if (inResults && dataset.results) {
      const results = dataset.results
      if (/cartesian coordinates \(angstrom\) at end:/.test(line)) readRows((results.positions = []))
      else if (/cartesian forces \(hartree\/bohr\) at end:/.test(line)) readRows((results.forces = []))
      else if (/Fermi \(or HOMO\) energy \(hartree\) =/.test(line)) results.fermi = numbersIn(line.split('=')[1])[0]
      else if (/Fermi \(or HOMO\) energy \(eV\) =/.test(line)) results.fermi = (numbersIn(line.split('=')[1])[0] * EV) / HARTREE
      else if (/>>>>>>>>> Etotal=/.test(line)) results.etotal = numbersIn(line.split('=')[1])[0]
      else if (/Total energy\(eV\)=/.test(line)) results.etotalEv = numbersIn(line.split('=')[1])[0]
    }
  }
  finishDataset()
  return out
}
