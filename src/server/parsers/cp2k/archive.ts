// Maps what was read from a CP2K output (and its input file) onto the archive: run
// method, systems, calculations and workflow, in SI units.
import { elementBySymbol } from '../../../core/chemistry'
import type { AtomicStructure } from '../../../core/chemistry'
import {
  ANGSTROM,
  BOHR,
  EV,
  GPA,
  HARTREE,
  HARTREE_PER_BOHR,
  KELVIN_ENERGY,
  RYDBERG,
  linkRun,
  systemOf,
  workflowOf,
  xcFunctionalSection,
} from '../common'
import type { CalculationOut, MethodOut, RunOut, SystemOut, Vec3, WorkflowOut } from '../common'
import type { ProcessingLogger } from '../types'
import { isOn, keywordOf, sectionAt } from './input'
import type { InputSection } from './input'
import type { Cp2kOutput, Evaluation } from './output'
import type { TrajectoryFrame } from './trajectory'

/** CP2K functional names (shortcuts and &XC_FUNCTIONAL subsections) → libxc components, as NOMAD maps them. */
const CP2K_FUNCTIONALS: Record<string, string[]> = {
  PADE: ['LDA_XC_TETER93'],
  LDA: ['LDA_XC_TETER93'],
  PBE: ['GGA_X_PBE', 'GGA_C_PBE'],
  BLYP: ['GGA_X_B88', 'GGA_C_LYP'],
  BP: ['GGA_X_B88', 'GGA_C_P86'],
  OLYP: ['GGA_X_OPTX', 'GGA_C_LYP'],
  HCTH120: ['GGA_XC_HCTH_120'],
  PBE0: ['HYB_GGA_XC_PBEH'],
  B3LYP: ['HYB_GGA_XC_B3LYP'],
  TPSS: ['MGGA_X_TPSS', 'MGGA_C_TPSS'],
  BECKE88: ['GGA_X_B88'],
  LYP: ['GGA_C_LYP'],
  VWN: ['LDA_C_VWN'],
  PW92: ['LDA_C_PW'],
  P86C: ['GGA_C_P86'],
  XALPHA: ['LDA_X'],
}

/** The &PBE subsection's PARAMETRIZATION variants. */
const PBE_VARIANTS: Record<string, string[]> = {
  ORIG: ['GGA_X_PBE', 'GGA_C_PBE'],
  PBESOL: ['GGA_X_PBE_SOL', 'GGA_C_PBE_SOL'],
  REVPBE: ['GGA_X_PBE_R', 'GGA_C_PBE'],
}

const OPTIMISERS: Record<string, string> = { 'CONJUGATE GRADIENTS': 'conjugate gradient', BFGS: 'bfgs', 'L-BFGS': 'bfgs' }

export interface Cp2kSources {
  output: Cp2kOutput
  input?: InputSection
  trajectory?: TrajectoryFrame[]
  logger: ProcessingLogger
}

/** libxc components from the input's &XC_FUNCTIONAL, else from the output's 'FUNCTIONAL|' lines. */
function xcComponents({ output, input, logger }: Cp2kSources): string[] {
  const section = sectionAt(input, 'FORCE_EVAL/DFT/XC/XC_FUNCTIONAL')
  const names: string[] = []
  const components: string[] = []
  if (section) {
    const shortcut = section.parameter?.toUpperCase()
    if (shortcut && shortcut !== 'NO_SHORTCUT') names.push(shortcut)
    else {
      for (const sub of section.sections) {
        if (!isOn(sub.parameter)) continue
        if (sub.name === 'PBE') {
          const variant = (keywordOf(sub, 'PARAMETRIZATION') ?? 'ORIG').toUpperCase()
          const found = PBE_VARIANTS[variant]
          if (found) components.push(...found)
          else logger.warning(`Unknown PBE parametrization ${variant} in the CP2K input.`)
        } else names.push(sub.name)
      }
    }
  } else names.push(...output.functionals.map((n) => n.toUpperCase()))
  for (const name of names) {
    const found = CP2K_FUNCTIONALS[name]
    if (found) components.push(...found)
    else logger.warning(`Cannot resolve the CP2K functional ${name} to libxc names.`)
  }
  return [...new Set(components)]
}

/** A number from an input keyword value that may start with a '[unit]'. */
function inputNumber(value: string | undefined): { value: number; unit?: string } | undefined {
  if (value === undefined) return undefined
  const match = /^(?:\[([^\]]+)\])?\s*([-+\d.eEdD]+)/.exec(value.trim())
  if (!match) return undefined
  const number = Number(match[2].replace(/[dD]/, 'e'))
  return Number.isFinite(number) ? { value: number, ...(match[1] ? { unit: match[1].toLowerCase() } : {}) } : undefined
}

function method(sources: Cp2kSources): MethodOut {
  const { output, input } = sources
  const methodOut: MethodOut = {}
  const components = xcComponents(sources)
  if (components.length) methodOut.dft = { xc_functional: xcFunctionalSection(components) }

  const electronic: NonNullable<MethodOut['electronic']> = {}
  if (output.isDft) electronic.method = 'DFT'
  if (output.spinStates) electronic.n_spin_channels = output.spinStates
  const smear = sectionAt(input, 'FORCE_EVAL/DFT/SCF/SMEAR')
  if (smear && isOn(smear.parameter)) {
    const kind = (keywordOf(smear, 'METHOD') ?? 'FERMI_DIRAC').toUpperCase()
    if (kind === 'FERMI_DIRAC') {
      const temperature = inputNumber(keywordOf(smear, 'ELECTRONIC_TEMPERATURE'))?.value ?? 300
      electronic.smearing = { kind: 'fermi', width: temperature * KELVIN_ENERGY }
    }
  }
  if (Object.keys(electronic).length) methodOut.electronic = electronic

  // Plane waves for the density, Gaussians for the orbitals (GPW); the cutoff as CP2K prints it.
  const basis: NonNullable<MethodOut['basis_set']> = []
  let cutoff = output.densityCutoff !== undefined ? output.densityCutoff * HARTREE : undefined
  if (cutoff === undefined) {
    const fromInput = inputNumber(keywordOf(sectionAt(input, 'FORCE_EVAL/DFT/MGRID'), 'CUTOFF'))
    const units: Record<string, number> = { ev: EV, ha: HARTREE, hartree: HARTREE, ry: RYDBERG }
    if (fromInput) cutoff = fromInput.value * (units[fromInput.unit ?? 'ry'] ?? RYDBERG)
  }
  if (cutoff !== undefined) basis.push({ type: 'plane waves', cutoff })
  for (const name of new Set(output.basisSets.values())) basis.push({ type: 'gaussians', name })
  if (basis.length) methodOut.basis_set = basis

  const scheme = keywordOf(sectionAt(input, 'FORCE_EVAL/DFT/KPOINTS'), 'SCHEME')
  const mesh = scheme && /^(MONKHORST-PACK|MACDONALD)\s+(\d+)\s+(\d+)\s+(\d+)/i.exec(scheme)
  if (mesh) methodOut.k_mesh = { grid: mesh.slice(2, 5).map(Number), generation_method: 'Monkhorst-Pack' }

  const scf: NonNullable<MethodOut['scf']> = {}
  if (output.maxScf !== undefined) scf.n_max_iteration = output.maxScf
  if (output.epsScf !== undefined) scf.threshold_energy_change = output.epsScf * HARTREE
  if (Object.keys(scf).length) methodOut.scf = scf
  return methodOut
}

/** Element symbol of a CP2K atom label: kind names like 'H1' or 'O_water' name their element first. */
function elementLabel(label: string): string {
  if (elementBySymbol(label)) return label
  const prefix = /^([A-Z][a-z]?)/.exec(label)?.[1]
  return prefix && elementBySymbol(prefix) ? prefix : 'X'
}

function periodicity(input: InputSection | undefined): [boolean, boolean, boolean] {
  const periodic = (keywordOf(sectionAt(input, 'FORCE_EVAL/SUBSYS/CELL'), 'PERIODIC') ?? 'XYZ').toUpperCase()
  return [periodic.includes('X'), periodic.includes('Y'), periodic.includes('Z')]
}

function structureOf(labels: string[], positions: Vec3[], cell: Vec3[] | undefined, input: InputSection | undefined): AtomicStructure {
  const lattice = cell?.length === 3 ? (cell as [Vec3, Vec3, Vec3]) : undefined
  return {
    labels: labels.map(elementLabel),
    positions,
    ...(lattice ? { lattice } : {}),
    periodic: lattice ? periodicity(input) : [false, false, false],
  }
}

/** The calculations to write: every force evaluation, or in an optimisation the last one of each step. */
function calculationEvaluations(output: Cp2kOutput): Evaluation[] {
  if (!output.optimisation) return output.evaluations
  const lastOfStep = new Map<number, Evaluation>()
  for (const evaluation of output.evaluations) lastOfStep.set(evaluation.step, evaluation)
  return [...lastOfStep.values()]
}

function calculationOf(evaluation: Evaluation): CalculationOut {
  const calculation: CalculationOut = {
    energy: { total: { value: evaluation.energy * HARTREE }, ...(evaluation.fermi !== undefined ? { fermi: evaluation.fermi * HARTREE } : {}) },
  }
  if (evaluation.scf.length) {
    calculation.scf_iteration = evaluation.scf.map((s) => ({ energy: { total: { value: s.total * HARTREE }, change: s.change * HARTREE } }))
  }
  if (evaluation.forces?.length) calculation.forces = { total: { value: evaluation.forces.map((f) => f.map((v) => v * HARTREE_PER_BOHR)) } }
  if (evaluation.stress?.length === 3) calculation.stress = { total: { value: evaluation.stress.map((r) => r.map((v) => v * GPA)) } }
  return calculation
}

function workflow(sources: Cp2kSources): WorkflowOut | undefined {
  const { output, input, logger } = sources
  const runType = output.runType?.toUpperCase()
  const optimising = output.optimisation ?? (runType === 'GEO_OPT' || runType === 'CELL_OPT' ? { kind: runType === 'CELL_OPT' ? 'cell' : 'geometry' } : undefined)
  if (optimising) {
    const settings: Record<string, unknown> = { type: optimising.kind === 'cell' ? 'cell_shape' : 'atomic' }
    const optimiser = output.optimisation?.method
    if (optimiser && OPTIMISERS[optimiser]) settings.method = OPTIMISERS[optimiser]
    const motion = sectionAt(input, optimising.kind === 'cell' ? 'MOTION/CELL_OPT' : 'MOTION/GEO_OPT')
    const maxIter = inputNumber(keywordOf(motion, 'MAX_ITER'))
    if (maxIter) settings.optimization_steps_maximum = Math.round(maxIter.value)
    const force = output.gradientLimit ?? inputNumber(keywordOf(motion, 'MAX_FORCE'))?.value
    if (force !== undefined) settings.convergence_tolerance_force_maximum = force * HARTREE_PER_BOHR
    const step = output.stepSizeLimit ?? inputNumber(keywordOf(motion, 'MAX_DR'))?.value
    if (step !== undefined) settings.convergence_tolerance_displacement_maximum = step * BOHR
    return workflowOf('GeometryOptimization', settings)
  }
  if (output.molecularDynamics || runType === 'MD') {
    logger.info('Molecular dynamics runs are not mapped to a workflow.')
    return undefined
  }
  return workflowOf('SinglePoint')
}

/** The run and workflow of a CP2K output. */
export function cp2kArchive(sources: Cp2kSources): { run: RunOut; workflow?: WorkflowOut } {
  const { output, input, trajectory, logger } = sources
  const run: RunOut = { program: { name: 'CP2K', ...(output.version ? { version: output.version } : {}) } }
  if (output.runType) run.x_cp2k_run_type = output.runType
  if (output.projectName) run.x_cp2k_project_name = output.projectName
  if (output.svnRevision) run.x_cp2k_svn_revision = output.svnRevision
  run.method = [method(sources)]

  const systems: SystemOut[] = []
  const coordinates = output.coordinates
  const unit = coordinates?.unit === 'bohr' ? BOHR / ANGSTROM : 1
  const initial = coordinates?.labels.length
    ? structureOf(coordinates.labels, coordinates.positions.map((p) => p.map((v) => v * unit) as Vec3), output.cell, input)
    : undefined
  if (initial) systems.push(systemOf(initial))
  else logger.warning('No atomic coordinates in the CP2K output; the run has no system.')

  const evaluations = calculationEvaluations(output)
  const systemIndex: (number | undefined)[] = []
  evaluations.forEach((evaluation, index) => {
    // Frame of the trajectory a calculation belongs to: the optimisation step, else its order.
    const frame = output.optimisation ? evaluation.step : index
    if (frame === 0 || !trajectory?.length) {
      systemIndex.push(initial && (frame === 0 || evaluations.length === 1) ? 0 : undefined)
      return
    }
    const hasSteps = trajectory.some((f) => f.step !== undefined)
    const found = hasSteps ? trajectory.find((f) => f.step === frame) : trajectory[frame]
    if (!found) {
      systemIndex.push(undefined)
      return
    }
    const labels = initial && found.labels.length === initial.labels.length ? initial.labels : found.labels
    systems.push(systemOf(structureOf(labels, found.positions, evaluation.cell?.length === 3 ? evaluation.cell : output.cell, input)))
    systemIndex.push(systems.length - 1)
  })
  if (systems.length) run.system = systems
  if (evaluations.length) run.calculation = evaluations.map(calculationOf)
  else logger.warning('No completed force evaluation (ENERGY| line) in the CP2K output.')
  linkRun(run, (index) => systemIndex[index])
  return { run, workflow: workflow(sources) }
}
