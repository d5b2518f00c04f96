// Maps a read ABINIT output onto the archive: one method for the run (as NOMAD), systems
// and calculations per dataset (relaxation steps first, then the dataset's results),
// and the workflow from ionmov.
import { elementByNumber } from '../../../core/chemistry'
import type { AtomicStructure } from '../../../core/chemistry'
import {
  ANGSTROM,
  BOHR,
  EV,
  HARTREE,
  HARTREE_PER_BOHR,
  HARTREE_PER_BOHR3,
  linkRun,
  systemOf,
  workflowOf,
  xcFunctionalSection,
} from '../common'
import type { CalculationOut, Matrix3, MethodOut, RunOut, SystemOut, Vec3, WorkflowOut } from '../common'
import type { ProcessingLogger } from '../types'
import { bandEnergiesOf } from './eigenvalues'
import { ixcComponents } from './functionals'
import type { AbinitOutput, Dataset } from './output'
import { scalar, unitOf, variable } from './variables'
import type { AbinitVariables } from './variables'

const BOHR_IN_ANGSTROM = BOHR / ANGSTROM
/** occopt → smearing kind, as NOMAD maps it (3 … 7 smear; the others fix occupations). */
const SMEARING: Record<number, string> = { 3: 'fermi', 4: 'marzari-vanderbilt', 5: 'marzari-vanderbilt', 6: 'methfessel-paxton', 7: 'gaussian' }
const OPTIMISERS: Record<number, string> = {
  1: 'viscous_damped_md',
  2: 'bfgs',
  3: 'bfgs',
  4: 'conjugate_gradient',
  5: 'steepest_descent',
  7: 'quenched_md',
  10: 'dic_bfgs',
  11: 'dic_bfgs',
  20: 'diis',
}

const toAngstrom = (v: Vec3): Vec3 => v.map((x) => x * BOHR_IN_ANGSTROM) as Vec3
const times = (f: Vec3, cell: Matrix3): Vec3 => [0, 1, 2].map((j) => f[0] * cell[0][j] + f[1] * cell[1][j] + f[2] * cell[2][j]) as Vec3
const triples = (values: number[] | undefined): Vec3[] => {
  const out: Vec3[] = []
  for (let i = 0; values && i + 2 < values.length; i += 3) out.push([values[i], values[i + 1], values[i + 2]])
  return out
}

/** Cell rows in bohr: the R(1..3) the dataset prints, else acell × rprim from the variables. */
function latticeOf(vars: AbinitVariables, dataset: Dataset): Matrix3 {
  if (dataset.lattice) return dataset.lattice
  const acell = variable(vars, 'acell', dataset.number) ?? [1, 1, 1]
  const scale = unitOf(vars, 'acell', dataset.number)?.startsWith('ang') ? 1 / BOHR_IN_ANGSTROM : 1
  const rprim = triples(variable(vars, 'rprim', dataset.number))
  const rows = rprim.length === 3 ? rprim : ([[1, 0, 0], [0, 1, 0], [0, 0, 1]] as Vec3[])
  return rows.map((row, i) => row.map((x) => x * acell[i] * scale)) as Matrix3
}

function labelsOf(vars: AbinitVariables, dataset: number, logger: ProcessingLogger): string[] | undefined {
  const natom = scalar(vars, 'natom', dataset) ?? 1
  const typat = variable(vars, 'typat', dataset) ?? Array.from({ length: natom }, () => 1)
  const znucl = variable(vars, 'znucl', dataset)
  if (!znucl) {
    logger.warning('The ABINIT output echoes no znucl; the atoms are not labelled.')
    return undefined
  }
  return typat.slice(0, natom).map((t) => elementByNumber(Math.round(znucl[t - 1] ?? 0))?.symbol ?? 'X')
}

/** Input positions in ångström: xangst, xcart (bohr) or xred; an atom alone sits at the origin by default. */
function inputPositions(vars: AbinitVariables, dataset: number, lattice: Matrix3, natom: number): Vec3[] | undefined {
  const xangst = triples(variable(vars, 'xangst', dataset))
  if (xangst.length === natom) return xangst
  const xcart = triples(variable(vars, 'xcart', dataset))
  if (xcart.length === natom) return xcart.map(toAngstrom)
  const xred = triples(variable(vars, 'xred', dataset))
  if (xred.length === natom) return xred.map((f) => toAngstrom(times(f, lattice)))
  // ABINIT leaves xred out of the echo when it is zero everywhere.
  if (!variable(vars, 'xred', dataset) && !variable(vars, 'xcart', dataset)) return Array.from({ length: natom }, () => [0, 0, 0] as Vec3)
  return undefined
}

// Printed geometries agree to ~1e-9 Å across bohr/ångström conversions; 1e-6 Å is "unchanged".
const sameStructure = (a: AtomicStructure, b: AtomicStructure): boolean =>
  a.labels.join() === b.labels.join() &&
  a.positions.every((p, i) => p.every((x, j) => Math.abs(x - b.positions[i][j]) < 1e-6)) &&
  JSON.stringify(a.lattice) === JSON.stringify(b.lattice)

function method(output: AbinitOutput, logger: ProcessingLogger): MethodOut {
  const vars = output.variables
  const first = output.datasets[0]?.number ?? 1
  const out: MethodOut = {}
  const ixc = scalar(vars, 'ixc', first) ?? output.datasets[0]?.ixc ?? 1
  const { components, unknown } = ixcComponents(ixc)
  if (unknown.length) logger.warning(`Cannot resolve the ABINIT functional ixc=${ixc} (ids ${unknown.join(', ')}) to libxc names.`)
  if (components.length) out.dft = { xc_functional: xcFunctionalSection(components) }

  // One method for all datasets, as NOMAD: spin channels from the most polarised dataset.
  const nsppol = Math.max(1, ...output.datasets.map((d) => scalar(vars, 'nsppol', d.number) ?? 1))
  out.electronic = { method: 'DFT', n_spin_channels: nsppol }
  const occopt = scalar(vars, 'occopt', first) ?? 1
  if (SMEARING[occopt]) out.electronic.smearing = { kind: SMEARING[occopt], width: (scalar(vars, 'tsmear', first) ?? 0.01) * HARTREE }

  const ecut = scalar(vars, 'ecut', first)
  if (ecut !== undefined) out.basis_set = [{ type: 'plane waves', cutoff: ecut * (unitOf(vars, 'ecut', first) === 'ev' ? EV : HARTREE) }]

  if ((scalar(vars, 'kptopt', first) ?? 1) >= 0) {
    const ngkpt = variable(vars, 'ngkpt', first)
    const kptrlatt = variable(vars, 'kptrlatt', first)
    if (ngkpt?.length === 3) out.k_mesh = { grid: ngkpt, generation_method: 'Monkhorst-Pack', n_points: ngkpt[0] * ngkpt[1] * ngkpt[2] }
    else if (kptrlatt?.length === 9 && [1, 2, 3, 5, 6, 7].every((i) => kptrlatt[i] === 0)) out.k_mesh = { grid: [kptrlatt[0], kptrlatt[4], kptrlatt[8]] }
  }

  const scf: NonNullable<MethodOut['scf']> = {}
  const nstep = scalar(vars, 'nstep', first)
  if (nstep !== undefined) scf.n_max_iteration = nstep
  const toldfe = scalar(vars, 'toldfe', first)
  if (toldfe) scf.threshold_energy_change = toldfe * HARTREE
  if (Object.keys(scf).length) out.scf = scf
  return out
}

function workflow(output: AbinitOutput, logger: ProcessingLogger): WorkflowOut | undefined {
  const vars = output.variables
  const first = output.datasets[0]?.number ?? 1
  const ionmov = scalar(vars, 'ionmov', first) ?? 0
  const vis = scalar(vars, 'vis', first) ?? 100
  if ([2, 3, 4, 5, 7, 10, 11, 20].includes(ionmov) || (ionmov === 1 && vis > 0)) {
    const optcell = scalar(vars, 'optcell', first) ?? 0
    const settings: Record<string, unknown> = {
      type: optcell === 0 ? 'atomic' : optcell === 1 ? 'cell_volume' : 'cell_shape',
      method: OPTIMISERS[ionmov],
      convergence_tolerance_force_maximum: (scalar(vars, 'tolmxf', first) ?? 5e-5) * HARTREE_PER_BOHR,
    }
    const tolmxde = scalar(vars, 'tolmxde', first)
    if (tolmxde) settings.convergence_tolerance_energy_difference = tolmxde * HARTREE
    const ntime = scalar(vars, 'ntime', first)
    if (ntime !== undefined) settings.optimization_steps_maximum = ntime
    return workflowOf('GeometryOptimization', settings)
  }
  if (ionmov !== 0) {
    logger.info(`ionmov=${ionmov} (molecular dynamics) is not mapped to a workflow.`)
    return undefined
  }
  return workflowOf('SinglePoint')
}

const matrixSI = (m: Matrix3 | undefined, factor: number) => m?.map((row) => row.map((x) => x * factor))
const vectorsSI = (v: Vec3[] | undefined, factor: number) => (v?.length ? v.map((row) => row.map((x) => x * factor)) : undefined)

function calculationOf(energy: number | undefined, scf: number[], forces: Vec3[] | undefined, stress: Matrix3 | undefined, fermi?: number): CalculationOut {
  const out: CalculationOut = {}
  if (energy !== undefined || fermi !== undefined) {
    out.energy = { ...(energy !== undefined ? { total: { value: energy } } : {}), ...(fermi !== undefined ? { fermi: fermi * HARTREE } : {}) }
  }
  if (scf.length) out.scf_iteration = scf.map((e) => ({ energy: { total: { value: e * HARTREE } } }))
  const f = vectorsSI(forces, HARTREE_PER_BOHR)
  if (f) out.forces = { total: { value: f } }
  const s = matrixSI(stress, HARTREE_PER_BOHR3)
  if (s) out.stress = { total: { value: s } }
  return out
}

/** The run and workflow of an ABINIT output. */
export function abinitArchive(output: AbinitOutput, logger: ProcessingLogger): { run: RunOut; workflow?: WorkflowOut } {
  const vars = output.variables
  const run: RunOut = { program: { name: 'ABINIT', ...(output.version ? { version: output.version } : {}) } }
  run.method = [method(output, logger)]
  const structures: AtomicStructure[] = []
  const systems: SystemOut[] = []
  const calculations: CalculationOut[] = []
  const systemOfCalculation: (number | undefined)[] = []

  /** Index of the system of a structure, reusing the last one when nothing changed. */
  const addSystem = (structure: AtomicStructure | undefined): number | undefined => {
    if (!structure) return undefined
    const last = structures.at(-1)
    if (last && sameStructure(last, structure)) return structures.length - 1
    structures.push(structure)
    systems.push(systemOf(structure))
    return systems.length - 1
  }

  for (const dataset of output.datasets) {
    const labels = labelsOf(vars, dataset.number, logger)
    const lattice = latticeOf(vars, dataset)
    const natom = labels?.length ?? 0
    const structure = (positions: Vec3[] | undefined, cell: Matrix3): AtomicStructure | undefined =>
      labels && positions?.length === natom ? { labels, positions, lattice: cell.map(toAngstrom) as Matrix3, periodic: [true, true, true] } : undefined

    let current = addSystem(structure(inputPositions(vars, dataset.number, lattice, natom), lattice))
    if (current === undefined && labels) logger.warning(`Cannot resolve the atom positions of dataset ${dataset.number}.`)
    let cell = lattice
    for (const step of dataset.steps) {
      cell = step.rprimd ?? cell
      current = addSystem(structure(step.xcart?.map(toAngstrom), cell)) ?? current
      calculations.push(calculationOf(step.energy !== undefined ? step.energy * HARTREE : undefined, step.scf, step.fcart, step.stress))
      systemOfCalculation.push(current)
    }
    const results = dataset.results
    if (!results) {
      logger.warning(`Dataset ${dataset.number} has no results ('iterations are completed' block): the output is cut off.`)
      continue
    }
    current = addSystem(structure(results.positions, cell)) ?? current
    const energy = results.etotal !== undefined ? results.etotal * HARTREE : results.etotalEv !== undefined ? results.etotalEv * EV : undefined
    const calculation = calculationOf(energy, dataset.scf, results.forces, results.stress, results.fermi)
    const eigenvalues = dataset.eigenvalues && bandEnergiesOf(dataset.eigenvalues, dataset.number, logger)
    if (eigenvalues) calculation.eigenvalues = [eigenvalues]
    calculations.push(calculation)
    systemOfCalculation.push(current)
  }
  if (systems.length) run.system = systems
  if (calculations.length) run.calculation = calculations
  linkRun(run, (index) => systemOfCalculation[index])
  return { run, workflow: workflow(output, logger) }
}
