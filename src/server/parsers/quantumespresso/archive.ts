// Turns what readPwscf found into the archive's run and workflow2.
import { elementBySymbol } from '../../../core/chemistry'
import type { Matrix3, Vec3 } from '../../../core/chemistry'
import { ANGSTROM, BOHR, EV, linkRun, systemOf, workflowOf, xcFunctionalSection } from '../common'
import type { BandEnergiesOut, CalculationOut, MethodOut, RunOut, SystemOut, WorkflowOut } from '../common'
import type { ProcessingLogger } from '../types'
import type { QeCalculation, QeOutput, QeStructure } from './pwscf'
import { functionalFromShortName, qeFunctional, xcIndices } from './xc'

const dot = (u: Vec3, v: Vec3) => u[0] * v[0] + u[1] * v[1] + u[2] * v[2]

/** 'Fe1', 'O_up', 'Si' → element symbol; 'X' when the label names none. */
export function elementOfLabel(label: string): string {
  const candidates = [label.match(/^[A-Z][a-z]?/)?.[0], label.slice(0, 2), label.slice(0, 1)]
  for (const candidate of candidates) {
    if (!candidate) continue
    const symbol = candidate[0].toUpperCase() + candidate.slice(1).toLowerCase()
    if (elementBySymbol(symbol)) return symbol
  }
  return 'X'
}

function systemOfStructure(structure: QeStructure): SystemOut {
  return systemOf({
    labels: structure.labels.map(elementOfLabel),
    positions: structure.positions,
    ...(structure.lattice ? { lattice: structure.lattice } : {}),
    periodic: [true, true, true],
  })
}

/** k in 2π/alat (Cartesian) → fractions of the reciprocal cell vectors: f_i = k · a_i / alat (a_i and alat in one unit). */
function fractionalKpoint(k: Vec3, lattice: Matrix3, alatAngstrom: number): Vec3 {
  return lattice.map((a) => dot(k, a) / alatAngstrom) as Vec3
}

function methodOf(out: QeOutput, logger: ProcessingLogger): MethodOut {
  const method: MethodOut = { electronic: { method: 'DFT' } }
  if (out.xcIndices !== undefined) {
    const functional = qeFunctional(xcIndices(out.xcIndices), out.exactExchangeFraction)
    if (functional.unknown.length) logger.warning(`Unknown functional indices (${functional.unknown.join(', ')}) are left out of the functional.`)
    if (functional.components.length) method.dft = { xc_functional: xcFunctionalSection(functional.components, functional.exactExchange) }
  } else if (out.xcShortName) {
    const components = functionalFromShortName(out.xcShortName)
    if (components) method.dft = { xc_functional: xcFunctionalSection(components) }
    else logger.warning(`The functional '${out.xcShortName}' is not known.`)
  }
  // Spin-polarised (lsda) runs list the starting magnetisation; non-collinear runs have no
  // spin channels in this sense, as NOMAD leaves them unset.
  if (out.startingMagnetization) method.electronic!.n_spin_channels = 2
  else if (!out.spinOrbitMode) method.electronic!.n_spin_channels = 1
  if (out.smearing) method.electronic!.smearing = out.smearing
  if (out.ecutwfc !== undefined) method.basis_set = [{ type: 'plane waves', cutoff: out.ecutwfc }]
  if (out.kpoints) {
    let { count, points, weights } = out.kpoints
    // Older pw.x list the k-points of an LSDA run twice, once per spin.
    const half = count / 2
    if (out.startingMagnetization && Number.isInteger(half) && points.length === count && points.slice(0, half).every((k, i) => k.every((x, j) => x === points[half + i][j]))) {
      ;[count, points, weights] = [half, points.slice(0, half), weights.slice(0, half)]
    }
    method.k_mesh = { n_points: count }
    if (points.length === count && out.cellAlat) {
      method.k_mesh.points = points.map((k) => fractionalKpoint(k, out.cellAlat!, 1))
      const sum = weights.reduce((a, b) => a + b, 0)
      if (sum > 0) method.k_mesh.weights = weights.map((w) => w / sum)
    }
  }
  if (out.convergenceThreshold !== undefined) method.scf = { threshold_energy_change: out.convergenceThreshold }
  return method
}

function eigenvaluesOf(calc: QeCalculation, out: QeOutput, lattice: Matrix3 | undefined, logger: ProcessingLogger): BandEnergiesOut | undefined {
  const nSpin = calc.bands.some((b) => b.spin === 1) ? 2 : 1
  const bySpin = [0, 1].slice(0, nSpin).map((s) => calc.bands.filter((b) => b.spin === s))
  const nBands = calc.bands.reduce((n, b) => Math.max(n, b.energies.length), 0)
  const nK = Math.min(...bySpin.map((blocks) => blocks.length))
  if (nK === 0 || nBands === 0) return undefined
  if (bySpin.some((blocks) => blocks.length !== nK || blocks.some((b) => b.energies.length !== nBands))) {
    logger.warning('The band energies are incomplete (truncated output?); only complete k-points are kept.')
  }
  const complete = (blocks: typeof calc.bands) => blocks.slice(0, nK).every((b) => b.energies.length === nBands)
  if (!bySpin.every(complete)) return undefined
  const eigenvalues: BandEnergiesOut = {
    n_spin_channels: nSpin,
    n_kpoints: nK,
    n_bands: nBands,
    energies: bySpin.map((blocks) => blocks.slice(0, nK).map((b) => b.energies.map((e) => e * EV))),
  }
  if (lattice && out.alat) {
    const alat = (out.alat * BOHR) / ANGSTROM
    eigenvalues.kpoints = bySpin[0].slice(0, nK).map((b) => fractionalKpoint(b.k, lattice, alat))
  }
  const weights = out.kpoints?.weights.slice(0, nK)
  if (calc.kind === 'scf' && weights && out.kpoints && [nK, 2 * nK].includes(out.kpoints.weights.length)) {
    const sum = weights.reduce((a, b) => a + b, 0)
    if (sum > 0) eigenvalues.kpoints_weights = weights.map((w) => w / sum)
  }
  if (bySpin.every((blocks) => blocks.slice(0, nK).every((b) => b.occupations?.length === nBands))) {
    // pw.x prints occupations between 0 and 1; without spin polarisation a band holds two electrons.
    const factor = nSpin === 1 && !out.noncollinear ? 2 : 1
    eigenvalues.occupations = bySpin.map((blocks) => blocks.slice(0, nK).map((b) => b.occupations!.map((o) => o * factor)))
  }
  return eigenvalues
}

function calculationOf(calc: QeCalculation, out: QeOutput, lattice: Matrix3 | undefined, logger: ProcessingLogger): CalculationOut {
  const energy: NonNullable<CalculationOut['energy']> = {}
  if (calc.total !== undefined) energy.total = { value: calc.total }
  if (calc.fermi !== undefined) energy.fermi = calc.fermi
  if (calc.highestOccupied !== undefined) energy.highest_occupied = calc.highestOccupied
  if (calc.lowestUnoccupied !== undefined) energy.lowest_unoccupied = calc.lowestUnoccupied
  const calculation: CalculationOut = {}
  if (Object.keys(energy).length) calculation.energy = energy
  if (calc.forces?.length) calculation.forces = { total: { value: calc.forces } }
  if (calc.stress) calculation.stress = { total: { value: calc.stress } }
  if (calc.scf.length) calculation.scf_iteration = calc.scf.map((step) => (step.total !== undefined ? { energy: { total: { value: step.total } } } : {}))
  const eigenvalues = calc.bands.length ? eigenvaluesOf(calc, out, lattice, logger) : undefined
  if (eigenvalues) calculation.eigenvalues = [eigenvalues]
  return calculation
}

function workflowOfOutput(out: QeOutput, logger: ProcessingLogger): WorkflowOut | undefined {
  if (out.optimisation) {
    const o = out.optimisation
    return workflowOf('GeometryOptimization', {
      type: o.cell ? 'cell_shape' : 'atomic',
      method: o.method,
      ...(o.energyTolerance !== undefined ? { convergence_tolerance_energy_difference: o.energyTolerance } : {}),
      ...(o.forceTolerance !== undefined ? { convergence_tolerance_force_maximum: o.forceTolerance } : {}),
      ...(o.stressTolerance !== undefined ? { convergence_tolerance_stress_maximum: o.stressTolerance } : {}),
    })
  }
  if (out.dynamics) {
    logger.info('A molecular-dynamics run: no workflow2 is written (only single points and geometry optimisations are).')
    return undefined
  }
  const workflow = workflowOf('SinglePoint')
  const converged = out.calculations[out.calculations.length - 1]?.scfConverged
  if (converged !== undefined) workflow.results = { is_converged: converged }
  return workflow
}

/** The archive of one pw.x run; problems go to the logger as warnings. */
export function qeArchive(out: QeOutput, logger: ProcessingLogger): { run: RunOut[]; workflow2?: WorkflowOut } {
  for (const warning of out.warnings) logger.warning(warning)
  if (!out.jobDone) logger.warning('The pw.x output ends before JOB DONE; it may be truncated.')
  if (out.furtherRuns > 0) logger.warning(`The file holds ${out.furtherRuns + 1} pw.x runs; only the first is read.`)
  if (!out.structures.length) logger.warning('No atomic structure was found in the output.')
  if (!out.calculations.length) logger.warning('No self-consistent or band-structure calculation was found in the output.')
  const unlabelled = out.structures.flatMap((s) => s.labels).filter((l) => elementOfLabel(l) === 'X')
  if (unlabelled.length) logger.warning(`Species labels that name no element (${[...new Set(unlabelled)].join(', ')}) are written as X.`)

  const run: RunOut = { program: { name: 'Quantum Espresso', ...(out.version ? { version: out.version } : {}) } }
  if (out.program) run.x_qe_program_name = out.program
  if (out.ecutrho !== undefined) run.x_qe_density_cutoff = out.ecutrho
  const headerLattice = out.structures[0]?.lattice
  run.method = [methodOf(out, logger)]
  run.system = out.structures.map(systemOfStructure)
  run.calculation = out.calculations.map((calc) => {
    const lattice = out.structures[calc.structure]?.lattice ?? headerLattice
    if (calc.kind === 'scf' && calc.total === undefined) logger.warning('A self-consistent calculation ends without its final total energy.')
    return calculationOf(calc, out, lattice, logger)
  })
  linkRun(run, (i) => (out.calculations[i].structure >= 0 ? out.calculations[i].structure : undefined))
  const workflow2 = workflowOfOutput(out, logger)
  return { run: [run], ...(workflow2 ? { workflow2 } : {}) }
}
