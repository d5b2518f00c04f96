// Content read from a vasprun.xml or OUTCAR → archive `run` and `workflow2`, in SI units.
// One system and one calculation per ionic step; energies mapped as NOMAD maps them
// (free ← e_fr_energy / TOTEN, total ← e_wo_entrp / energy without entropy,
// total_t0 ← e_0_energy / energy(sigma->0)); eigenvalues, or a band structure for a
// line-mode k-path; one total DOS section per spin channel.
import { ANGSTROM, EV, EV_PER_ANGSTROM, KBAR, linkRun, systemOf } from '../common'
import type { BandEnergiesOut, BandStructureOut, CalculationOut, DosOut, EnergyOut, RunOut, SystemOut, Vec3, WorkflowOut } from '../common'
import type { Matrix3 } from '../../../core/chemistry'
import type { ProcessingLogger } from '../types'
import type { VaspCell, VaspContent, VaspEigenvalues, VaspEnergies, VaspStep } from './content'
import { isLinePath, methodOf, workflowOfSettings } from './method'

export interface ArchiveOptions {
  /** Labels of the segment ends of a line-mode path (from KPOINTS), [start, end] per segment. */
  segmentLabels?: [string, string][]
}

const scaled = (rows: number[][], factor: number) => rows.map((row) => row.map((value) => value * factor))

/** Scales the (large) eigenvalue and DOS arrays where they are, instead of copying them. */
function scaleInPlace(values: number[], factor: number): number[] {
  for (let i = 0; i < values.length; i++) values[i] *= factor
  return values
}

function systemOfCell(cell: VaspCell, elements: string[]): SystemOut {
  return systemOf({
    labels: elements,
    positions: cell.positions as Vec3[],
    lattice: cell.lattice as Matrix3,
    periodic: [true, true, true],
  })
}

function energyOf(energies: VaspEnergies): EnergyOut {
  const energy: EnergyOut = {}
  if (Number.isFinite(energies.free)) energy.free = { value: energies.free! * EV }
  if (Number.isFinite(energies.total)) energy.total = { value: energies.total! * EV }
  if (Number.isFinite(energies.totalT0)) energy.total_t0 = { value: energies.totalT0! * EV }
  return energy
}

/** The eigenvalues have one band count, and a k-point count that matches the k-point list. */
function eigenvaluesFit(eigenvalues: VaspEigenvalues, nKpoints: number, nSpin: number): boolean {
  const { energies, occupations } = eigenvalues
  const nBands = energies[0]?.[0]?.length ?? 0
  return (
    nBands > 0 &&
    energies.length === nSpin &&
    occupations.length === nSpin &&
    energies.every((spin, s) => spin.length === nKpoints && spin.every((k, i) => k.length === nBands && occupations[s][i]?.length === nBands))
  )
}

/**
 * Highest occupied and lowest unoccupied state over all spins and k-points, as NOMAD finds
 * them: a state counts as occupied from half its maximal occupation on.
 */
function bandEdges(eigenvalues: VaspEigenvalues, occupiedFrom: number): { highest?: number; lowest?: number } {
  let highest = -Infinity
  let lowest = Infinity
  eigenvalues.energies.forEach((spin, s) =>
    spin.forEach((kpoint, k) => {
      const occupations = eigenvalues.occupations[s][k]
      kpoint.forEach((energy, b) => {
        if (occupations[b] >= occupiedFrom) highest = Math.max(highest, energy)
        else lowest = Math.min(lowest, energy)
      })
    }),
  )
  return { highest: Number.isFinite(highest) ? highest : undefined, lowest: Number.isFinite(lowest) ? lowest : undefined }
}

interface StepContext {
  content: VaspContent
  nSpin: number
  cell?: VaspCell
  options: ArchiveOptions
  logger: ProcessingLogger
  index: number
}

function bandStructureOf(step: VaspStep, eigenvalues: BandEnergiesOut, context: StepContext): BandStructureOut | undefined {
  const { content, nSpin } = context
  const perSegment = content.kpoints.divisions?.[0]
  const nKpoints = content.kpoints.points.length
  if (!perSegment || nKpoints % perSegment !== 0) {
    context.logger.warning(`The line-mode k-path has ${nKpoints} k-points, not a multiple of ${perSegment ?? '?'} per segment; no band structure is written.`)
    return undefined
  }
  const nSegments = nKpoints / perSegment
  const labels = context.options.segmentLabels?.length === nSegments ? context.options.segmentLabels : undefined
  const segment: BandEnergiesOut[] = []
  for (let n = 0; n < nSegments; n++) {
    const from = n * perSegment
    const to = from + perSegment
    segment.push({
      n_spin_channels: nSpin,
      n_kpoints: perSegment,
      n_bands: eigenvalues.n_bands,
      kpoints: content.kpoints.points.slice(from, to),
      energies: eigenvalues.energies!.map((spin) => spin.slice(from, to)),
      occupations: eigenvalues.occupations!.map((spin) => spin.slice(from, to)),
      ...(labels ? { endpoints_labels: labels[n] } : {}),
    })
  }
  const band: BandStructureOut = { segment }
  if (context.cell?.reciprocal) band.reciprocal_cell = scaled(context.cell.reciprocal, (2 * Math.PI) / ANGSTROM)
  if (step.fermi !== undefined) band.energy_fermi = step.fermi * EV
  return band
}

function electronicStructureOf(step: VaspStep, calculation: CalculationOut, context: StepContext) {
  const { content, nSpin } = context
  const eigenvalues = step.eigenvalues
  if (!eigenvalues) return
  const nKpoints = content.kpoints.points.length
  if (!eigenvaluesFit(eigenvalues, nKpoints, nSpin)) {
    context.logger.warning(`The eigenvalues of step ${context.index + 1} do not match ${nSpin} spin channel(s) × ${nKpoints} k-points; they are left out.`)
    return
  }
  // Occupied from half the full occupation of a band (1 with, 2 without spin polarisation) on.
  const factor = content.occupationFactor
  const edges = bandEdges(eigenvalues, (nSpin === 2 ? 0.5 : 1) / factor)
  const energy = (calculation.energy ??= {})
  if (edges.highest !== undefined) energy.highest_occupied = edges.highest * EV
  if (edges.lowest !== undefined) energy.lowest_unoccupied = edges.lowest * EV
  for (const spin of eigenvalues.energies) for (const kpoint of spin) scaleInPlace(kpoint, EV)
  if (factor !== 1) for (const spin of eigenvalues.occupations) for (const kpoint of spin) scaleInPlace(kpoint, factor)
  const bands: BandEnergiesOut = {
    n_spin_channels: nSpin,
    n_kpoints: nKpoints,
    n_bands: eigenvalues.energies[0][0].length,
    kpoints: content.kpoints.points,
    energies: eigenvalues.energies,
    occupations: eigenvalues.occupations,
  }
  if (isLinePath(content)) {
    const band = bandStructureOf(step, bands, context)
    if (band) calculation.band_structure_electronic = [band]
  } else {
    if (content.kpoints.weights.length === nKpoints) bands.kpoints_weights = content.kpoints.weights
    calculation.eigenvalues = [bands]
  }
}

function dosOf(step: VaspStep, context: StepContext): DosOut[] | undefined {
  const dos = step.dos
  if (!dos) return undefined
  const n = dos.energies.length
  if (!n || dos.total.length !== context.nSpin || dos.total.some((values) => values.length !== n)) {
    context.logger.warning(`The density of states of step ${context.index + 1} is incomplete; it is left out.`)
    return undefined
  }
  const energies = scaleInPlace(dos.energies, EV)
  return dos.total.map((values, spin) => ({
    n_energies: n,
    energies,
    ...(dos.fermi !== undefined ? { energy_fermi: dos.fermi * EV } : {}),
    spin_channel: spin,
    total: [{ value: scaleInPlace(values, 1 / EV) }],
  }))
}

function calculationOf(step: VaspStep, context: StepContext): CalculationOut {
  const calculation: CalculationOut = {}
  const energy = energyOf(step.energies)
  if (step.fermi !== undefined && Number.isFinite(step.fermi)) energy.fermi = step.fermi * EV
  if (Object.keys(energy).length) calculation.energy = energy
  if (step.forces?.length) calculation.forces = { total: { value: scaled(step.forces, EV_PER_ANGSTROM) } }
  if (step.stress?.length === 3 && step.stress.every((row) => row.length === 3)) calculation.stress = { total: { value: scaled(step.stress, KBAR) } }
  if (step.scf.length) calculation.scf_iteration = step.scf.map((scf) => ({ energy: energyOf(scf) }))
  electronicStructureOf(step, calculation, context)
  const dos = dosOf(step, context)
  if (dos) calculation.dos_electronic = dos
  return calculation
}

/** The archive of the content read from a vasprun.xml or OUTCAR; takes over (and rescales) the content's arrays. */
export function archiveOf(content: VaspContent, logger: ProcessingLogger, options: ArchiveOptions = {}): { run: RunOut; workflow2: WorkflowOut } {
  const run: RunOut = { program: { name: 'VASP', ...(content.version ? { version: content.version } : {}) } }
  run.method = [methodOf(content)]
  if (Object.keys(content.incar).length) run.x_vasp_incar_in = content.incar
  const nSpin = run.method[0].electronic?.n_spin_channels === 2 ? 2 : 1
  const elements = content.elements
  const systems: SystemOut[] = []
  const calculations: CalculationOut[] = []
  const systemOfStep: (number | undefined)[] = []
  let cell = content.initialCell
  const fits = (c: VaspCell | undefined) => c !== undefined && c.positions.length === elements.length
  if (elements.length === 0) logger.warning('The file names no atoms (atominfo / POTCAR and ions per type); no structures are written.')
  content.steps.forEach((step, index) => {
    // A step without a structure of its own (a cut-off file) was computed on the last one printed.
    if (step.cell) cell = step.cell
    if (elements.length && fits(cell)) {
      systems.push(systemOfCell(cell!, elements))
      systemOfStep.push(systems.length - 1)
    } else {
      systemOfStep.push(undefined)
    }
    calculations.push(calculationOf(step, { content, nSpin, cell, options, logger, index }))
  })
  if (!content.steps.length && elements.length && fits(content.initialCell)) systems.push(systemOfCell(content.initialCell!, elements))
  if (systems.length) run.system = systems
  if (calculations.length) run.calculation = calculations
  linkRun(run, (index) => systemOfStep[index])
  return { run, workflow2: workflowOfSettings(content) }
}
