// Assembles the archive of an aims.out: one system and one calculation per section
// (initial s.c.f., each geometry-optimisation or MD step), the method, and workflow2.
import { elementBySymbol } from '../../../core/chemistry'
import { EV_PER_ANGSTROM, linesOf, linkRun, systemOf, workflowOf } from '../common'
import type { CalculationOut, RunOut, SystemOut, WorkflowOut } from '../common'
import type { Archive, ProcessingLogger } from '../types'
import { controlEcho, readControl } from './control'
import type { ControlIn } from './control'
import { addElectronicFiles } from './electronicFiles'
import type { FilesBeside } from './electronicFiles'
import { methodOf } from './method'
import { findSections, readHeader } from './output'
import type { AimsHeader, Geometry, Section } from './output'
import { readSection } from './sections'
import type { SectionData } from './sections'

function systemOfGeometry(geometry: Geometry): SystemOut {
  const labels = geometry.labels.map((label) => {
    // Species labels may carry suffixes (Fe1, O_surf); the element is their leading symbol.
    const symbol = /^[A-Z][a-z]?/.exec(label)?.[0] ?? label
    return elementBySymbol(symbol) ? symbol : 'X'
  })
  const periodic = geometry.lattice !== undefined
  return systemOf({ labels, positions: geometry.positions, lattice: geometry.lattice, periodic: [periodic, periodic, periodic] })
}

function calculationOf(data: SectionData): CalculationOut {
  const calculation: CalculationOut = {}
  const energy: NonNullable<CalculationOut['energy']> = {}
  if (data.energies.total !== undefined) energy.total = { value: data.energies.total }
  if (data.energies.totalT0 !== undefined) energy.total_t0 = { value: data.energies.totalT0 }
  if (data.energies.free !== undefined) energy.free = { value: data.energies.free }
  const fermi = data.scf.at(-1)?.fermi
  if (fermi !== undefined) energy.fermi = fermi
  if (data.highestOccupied !== undefined) energy.highest_occupied = data.highestOccupied
  if (data.lowestUnoccupied !== undefined) energy.lowest_unoccupied = data.lowestUnoccupied
  if (Object.keys(energy).length) calculation.energy = energy
  if (data.forces) calculation.forces = { total: { value: data.forces } }
  if (data.stress) calculation.stress = { total: { value: data.stress } }
  if (data.scf.length) {
    calculation.scf_iteration = data.scf.map((step) => {
      const e: NonNullable<CalculationOut['energy']> = {}
      if (step.total !== undefined) e.total = { value: step.total }
      if (step.totalT0 !== undefined) e.total_t0 = { value: step.totalT0 }
      if (step.free !== undefined) e.free = { value: step.free }
      if (step.change !== undefined) e.change = step.change
      if (step.fermi !== undefined) e.fermi = step.fermi
      return { energy: e }
    })
  }
  if (data.eigenvalues) {
    const { kpoints, energies, occupations } = data.eigenvalues
    calculation.eigenvalues = [{
      n_spin_channels: energies.length,
      n_kpoints: energies[0].length,
      n_bands: energies[0][0]?.length ?? 0,
      ...(kpoints ? { kpoints } : {}),
      energies,
      occupations,
    }]
  }
  return calculation
}

const CELL_RELAXATION: Record<string, string> = { full: 'cell_shape', shape: 'cell_shape', fixed_angles: 'cell_volume' }
const OPTIMIZERS: Record<string, string> = { bfgs: 'BFGS', textbook: 'BFGS', trm: 'trust radius method', ltrm: 'trust radius method', lattice_trm: 'trust radius method' }

function workflowFor(sections: Section[], header: AimsHeader, control: ControlIn): WorkflowOut | undefined {
  if (sections.some((s) => s.kind === 'molecular_dynamics')) return undefined
  if (!sections.some((s) => s.kind === 'geometry_optimization')) return workflowOf('SinglePoint')
  const relax = control.keywords.get('relax_geometry') ?? []
  const cell = control.keywords.get('relax_unit_cell')?.[0]?.toLowerCase()
  const tolerance = relax[1] !== undefined ? Number(relax[1].replace(/[dD]/, 'e')) : header.geometryForceToleranceEvPerAngstrom
  const maxSteps = Number(control.keywords.get('max_relaxation_steps')?.[0] ?? header.maxRelaxationSteps)
  const method: Record<string, unknown> = { type: (cell && CELL_RELAXATION[cell]) ?? 'atomic' }
  if (relax[0] && OPTIMIZERS[relax[0].toLowerCase()]) method.method = OPTIMIZERS[relax[0].toLowerCase()]
  if (tolerance !== undefined && Number.isFinite(tolerance)) method.convergence_tolerance_force_maximum = tolerance * EV_PER_ANGSTROM
  if (Number.isInteger(maxSteps)) method.optimization_steps_maximum = maxSteps
  return workflowOf('GeometryOptimization', method)
}

export interface AimsSources {
  text: string
  /** control.in beside the mainfile, used when aims.out does not echo it. */
  controlFile?: () => Promise<string | undefined>
  /** The mainfile's directory, for band*.out and KS_DOS_total*.dat. */
  beside?: FilesBeside
}

export async function parseAimsOutput(sources: AimsSources, logger: ProcessingLogger): Promise<Archive> {
  const lines = linesOf(sources.text)
  const sections = findSections(lines)
  const header = readHeader(lines, sections[0]?.start ?? -1)
  if (header.version === undefined && !sections.length) {
    throw new Error('The file holds neither an FHI-aims version nor a calculation.')
  }
  let controlLines = controlEcho(lines)
  if (!controlLines && sources.controlFile) {
    const file = await sources.controlFile()
    if (file !== undefined) controlLines = linesOf(file)
  }
  const control = readControl(controlLines ?? [])
  if (!controlLines) logger.warning('Neither an echo of control.in nor a control.in beside the mainfile: method settings come from the output alone.')

  const run: RunOut = { program: { name: 'FHI-aims', ...(header.version ? { version: header.version } : {}) } }
  run.method = [methodOf(header, control, (m) => logger.warning(m))]
  if (control.tiers.size) run.x_fhi_aims_species_tiers = Object.fromEntries(control.tiers)

  const systems: SystemOut[] = []
  const calculations: CalculationOut[] = []
  const systemIndex: number[] = []
  let geometry = header.inputGeometry
  for (const section of sections) {
    const data = readSection(lines, section, header.nSpin)
    if (data.geometry) {
      // A step block without cell vectors keeps the cell of the structure before it.
      geometry = { ...data.geometry, lattice: data.geometry.lattice ?? geometry?.lattice }
      systems.push(systemOfGeometry(geometry))
    } else if (geometry && (section.kind === 'initial' || systems.length === 0)) {
      systems.push(systemOfGeometry(geometry))
    } else if (section.kind !== 'initial') {
      logger.warning(`The ${section.kind.replace('_', ' ')} step at line ${section.start + 1} prints no structure; its calculation refers to the previous one.`)
    }
    systemIndex.push(systems.length - 1)
    calculations.push(calculationOf(data))
  }
  if (!geometry) logger.warning('No structure found in the output (neither the input geometry nor a step structure).')
  else if (!systems.length) systems.push(systemOfGeometry(geometry))
  if (!sections.length) logger.warning('The output holds no s.c.f. cycle; only the method and the input structure are read.')
  if (!lines.some((line) => /Leaving FHI-aims|Have a nice day/.test(line))) {
    logger.warning('The output ends before FHI-aims finished (no "Leaving FHI-aims"); the last calculation may be incomplete.')
  }

  if (sources.beside) {
    await addElectronicFiles({
      lines,
      controlLines: controlLines ?? [],
      nSpin: header.nSpin,
      version: header.version,
      calculations,
      lattice: geometry?.lattice,
      beside: sources.beside,
      warn: (message) => logger.warning(message),
    })
  }

  run.system = systems
  if (calculations.length) run.calculation = calculations
  linkRun(run, (index) => (systemIndex[index] >= 0 ? systemIndex[index] : undefined))
  const archive: Archive = { run: [run] }
  const workflow = workflowFor(sections, header, control)
  if (workflow) archive.workflow2 = workflow
  return archive
}
