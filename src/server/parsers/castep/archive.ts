// Turns what readCastep found (and the .bands file beside it) into the run and workflow2.
import { elementBySymbol } from '../../../core/chemistry'
import type { Vec3 } from '../../../core/chemistry'
import { linkRun, systemOf, workflowOf, xcFunctionalSection } from '../common'
import type { CalculationOut, MethodOut, RunOut, SystemOut, WorkflowOut } from '../common'
import type { ProcessingLogger } from '../types'
import type { CastepBands } from './bands'
import type { CastepCalculation, CastepOutput, CastepStructure } from './castep'
import { castepFunctional, parameter, quantityOf } from './parameters'

const RELATIVITY: Record<string, string> = { 'Koelling-Harmon': 'scalar_relativistic' }
const GEOMETRY_TASKS = ['geometry optimization', 'transition state search']

/** 'Fe', 'Fe:1', 'Fe1' → 'Fe'; 'X' when the label names no element. */
export function elementOfLabel(label: string): string {
  const symbol = label.split(':')[0].match(/^[A-Za-z][a-z]?/)?.[0]
  const candidates = symbol ? [symbol, symbol[0]] : []
  for (const candidate of candidates) {
    const normalised = candidate[0].toUpperCase() + candidate.slice(1).toLowerCase()
    if (elementBySymbol(normalised)) return normalised
  }
  return 'X'
}

function systemOfStructure(structure: CastepStructure): SystemOut {
  const { lattice } = structure
  const positions = structure.fractional.map((f) => [0, 1, 2].map((j) => f[0] * lattice[0][j] + f[1] * lattice[1][j] + f[2] * lattice[2][j]) as Vec3)
  return systemOf({ labels: structure.labels.map(elementOfLabel), positions, lattice, periodic: [true, true, true] })
}

function methodOf(out: CastepOutput, bands: CastepBands | undefined, logger: ProcessingLogger): MethodOut {
  const p = out.parameters
  const method: MethodOut = { electronic: { method: 'DFT' } }
  const functional = parameter(p, 'exchange-correlation parameters', 'using functional')
  const names = functional ? [functional] : p.customFunctional
  const components = names.map((name) => castepFunctional(name) ?? (logger.warning(`The functional '${name}' is not known.`), []))
  if (components.flat().length) method.dft = { xc_functional: xcFunctionalSection([...new Set(components.flat())]) }

  const electronic = method.electronic!
  const spinPolarised = p.flags.includes('treating system as spin-polarized') || parameter(p, 'electronic parameters', 'number of down spins') !== undefined
  electronic.n_spin_channels = spinPolarised ? 2 : 1
  const relativity = RELATIVITY[parameter(p, 'exchange-correlation parameters', 'relativistic treatment') ?? '']
  if (relativity) electronic.relativity_method = relativity
  const dispersion = parameter(p, 'exchange-correlation parameters', 'sedc with')
  if (dispersion) electronic.van_der_waals_method = dispersion.split(/\s+/)[0]
  const smearing = parameter(p, 'electronic minimization parameters', 'smearing scheme')
  if (smearing) {
    const width = quantityOf(parameter(p, 'electronic minimization parameters', 'smearing width'))
    electronic.smearing = { kind: smearing.toLowerCase(), ...(width !== undefined ? { width } : {}) }
  }

  const cutoff = quantityOf(parameter(p, 'basis set parameters', 'plane wave basis set cut-off'))
  if (cutoff !== undefined) method.basis_set = [{ type: 'plane waves', cutoff }]
  const tier = parameter(p, 'basis set parameters', 'basis set accuracy')
  if (tier) method.native_tier = tier

  if (out.mpGrid || out.nKpoints !== undefined) {
    method.k_mesh = {
      ...(out.mpGrid ? { grid: out.mpGrid, generation_method: 'Monkhorst-Pack' } : {}),
      ...(out.mpOffset ? { offset: out.mpOffset } : {}),
      ...(out.nKpoints !== undefined ? { n_points: out.nKpoints } : {}),
      ...(bands ? { points: bands.kpoints, weights: bands.weights } : {}),
    }
  }
  // CASTEP's tolerance is per atom; it is kept as printed, as NOMAD keeps its geometry tolerances.
  const threshold = quantityOf(parameter(p, 'electronic minimization parameters', 'total energy / atom convergence tol.'))
  const maxSteps = Number(parameter(p, 'electronic minimization parameters', 'max. number of scf cycles'))
  if (threshold !== undefined || Number.isInteger(maxSteps)) {
    method.scf = { ...(threshold !== undefined ? { threshold_energy_change: threshold } : {}), ...(Number.isInteger(maxSteps) ? { n_max_iteration: maxSteps } : {}) }
  }
  return method
}

function calculationOf(calc: CastepCalculation): CalculationOut {
  const energy: NonNullable<CalculationOut['energy']> = {}
  if (calc.total !== undefined) energy.total = { value: calc.total }
  if (calc.free !== undefined) energy.free = { value: calc.free }
  if (calc.totalT0 !== undefined) energy.total_t0 = { value: calc.totalT0 }
  const fermi = calc.scf[calc.scf.length - 1]?.fermi
  if (fermi !== undefined) energy.fermi = fermi
  const calculation: CalculationOut = {}
  if (Object.keys(energy).length) calculation.energy = energy
  if (calc.forces) calculation.forces = { total: { value: calc.forces } }
  if (calc.stress) calculation.stress = { total: { value: calc.stress } }
  if (calc.scf.length) {
    calculation.scf_iteration = calc.scf.map((step) => ({
      energy: { total: { value: step.total }, change: step.change, ...(step.fermi !== undefined ? { fermi: step.fermi } : {}) },
    }))
  }
  return calculation
}

function workflowOfOutput(out: CastepOutput, task: string, logger: ProcessingLogger): WorkflowOut | undefined {
  const p = out.parameters
  if (GEOMETRY_TASKS.includes(task)) {
    const section = 'geometry optimization parameters'
    const latticeChanged = out.structures.some((s) => s.lattice.some((row, i) => row.some((x, j) => Math.abs(x - out.structures[0].lattice[i][j]) > 1e-6)))
    const cellFree = (out.nCellConstraints !== undefined && out.nCellConstraints < 6) || latticeChanged
    const settings: Record<string, unknown> = { type: cellFree ? 'cell_shape' : 'atomic' }
    const name = parameter(p, section, 'optimization method')
    if (name) settings.method = name
    const steps = Number(parameter(p, section, 'max. number of steps'))
    if (Number.isInteger(steps)) settings.optimization_steps_maximum = steps
    const tolerances: [string, string][] = [
      ['total energy convergence tolerance', 'convergence_tolerance_energy_difference'],
      ['max ionic |force| tolerance', 'convergence_tolerance_force_maximum'],
      ['max ionic |displacement| tolerance', 'convergence_tolerance_displacement_maximum'],
      ['max |stress component| tolerance', 'convergence_tolerance_stress_maximum'],
    ]
    for (const [key, quantity] of tolerances) {
      const value = quantityOf(parameter(p, section, key))
      if (value !== undefined) settings[quantity] = value
    }
    return workflowOf('GeometryOptimization', settings)
  }
  if (task === 'molecular dynamics') {
    logger.info('A molecular-dynamics run: no workflow2 is written (only single points and geometry optimisations are).')
    return undefined
  }
  return workflowOf('SinglePoint')
}

/** The archive of a .castep file; problems go to the logger as warnings. */
export function castepArchive(out: CastepOutput, bands: CastepBands | undefined, logger: ProcessingLogger): { run: RunOut[]; workflow2?: WorkflowOut } {
  for (const warning of out.warnings) logger.warning(warning)
  if (!out.finished) logger.warning('The CASTEP output ends before its timing summary; it may be truncated.')
  if (!out.structures.length) logger.warning('No complete structure (unit cell and atoms) was found in the output.')
  const calculations = out.calculations.filter((c) => !c.basisCorrection)
  if (!calculations.length) logger.warning('No SCF calculation was found in the output.')
  if (calculations.some((c) => c.total === undefined)) logger.warning('An SCF calculation ends without its final energy.')
  const unknown = out.structures.flatMap((s) => s.labels).filter((l) => elementOfLabel(l) === 'X')
  if (unknown.length) logger.warning(`Species labels that name no element (${[...new Set(unknown)].join(', ')}) are written as X.`)

  const task = parameter(out.parameters, 'general parameters', 'type of calculation') ?? 'single point energy'
  // The .bands of a band-structure task lie on a path, not on the SCF mesh.
  const meshBands = bands && task !== 'band structure' && (out.nKpoints === undefined || bands.kpoints.length === out.nKpoints) ? bands : undefined
  if (bands && !meshBands) logger.info('The .bands file does not hold the SCF k-points; its eigenvalues are not read.')

  const run: RunOut = { program: { name: 'CASTEP', ...(out.version ? { version: out.version } : {}) } }
  run.method = [methodOf(out, meshBands, logger)]
  run.system = out.structures.map(systemOfStructure)
  run.calculation = calculations.map(calculationOf)
  const last = run.calculation[run.calculation.length - 1]
  if (last && meshBands) {
    last.eigenvalues = [{
      n_spin_channels: meshBands.nSpin,
      n_kpoints: meshBands.kpoints.length,
      n_bands: meshBands.energies[0][0].length,
      kpoints: meshBands.kpoints,
      kpoints_weights: meshBands.weights,
      energies: meshBands.energies,
    }]
    if (last.energy?.fermi === undefined && meshBands.fermi.length) last.energy = { ...last.energy, fermi: Math.max(...meshBands.fermi) }
  }
  if (out.vibrations.length) {
    run.x_castep_vibrational_frequencies = out.vibrations.map((v) => ({
      ...(v.qPoint ? { q_point: v.qPoint } : {}),
      ...(v.qDirection ? { q_direction: v.qDirection } : {}),
      wavenumbers: v.wavenumbers,
      irreps: v.irreps,
      ...(v.irIntensity ? { ir_intensity: v.irIntensity, ir_active: v.irActive } : {}),
      ...(v.ramanActivity ? { raman_activity: v.ramanActivity } : {}),
      ...(v.ramanActive ? { raman_active: v.ramanActive } : {}),
    }))
  }
  linkRun(run, (i) => (calculations[i].structure >= 0 ? calculations[i].structure : undefined))
  const workflow2 = workflowOfOutput(out, task, logger)
  if (workflow2?.name === 'SinglePoint') {
    const verdict = scfVerdict(calculations[calculations.length - 1], out, run.method[0].scf?.threshold_energy_change)
    if (verdict) workflow2.results = verdict
  }
  return { run: [run], ...(workflow2 ? { workflow2 } : {}) }
}

/**
 * CASTEP judges its SCF by the energy gain per atom it prints in each step (the totals
 * are rounded to 1e-6 eV): the last gain against the tolerance per atom decides.
 */
function scfVerdict(calculation: CastepOutput['calculations'][number] | undefined, out: CastepOutput, tolerancePerAtom: number | undefined) {
  const last = calculation?.scf[calculation.scf.length - 1]
  const atoms = calculation ? out.structures[calculation.structure]?.labels.length : undefined
  if (!last || calculation!.scf.length < 2 || !atoms) return undefined
  return {
    final_scf_energy_difference: Math.abs(last.change) * atoms,
    ...(tolerancePerAtom !== undefined ? { is_converged: Math.abs(last.change) <= tolerancePerAtom } : {}),
  }
}
