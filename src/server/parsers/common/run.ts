// The shape simulation parsers write into `archive.run` and `archive.workflow2`, as
// TypeScript types that follow src/core/metainfo/run.ts and simulationWorkflow.ts.
// All values in SI units (joule, metre, newton, pascal); arrays nested as the shapes
// in the metainfo say. The normalisers read exactly these fields.
import { toSystemSection } from '../../../core/chemistry'
import type { AtomicStructure, SystemSection } from '../../../core/chemistry'
import { SIMULATION_WORKFLOWS } from '../../../core/metainfo/simulationWorkflow'
import type { SimulationWorkflowName } from '../../../core/metainfo/simulationWorkflow'

export type Vec3 = [number, number, number]
export type Matrix3 = [Vec3, Vec3, Vec3]

export interface ProgramOut {
  name: string
  version?: string
  version_internal?: string
}

export interface XCFunctionalOut {
  name?: string
  component_names?: string[]
  exact_exchange_mixing_factor?: number
}

export interface MethodOut {
  label?: string
  native_tier?: string
  dft?: { xc_functional?: XCFunctionalOut; self_interaction_correction?: boolean }
  electronic?: {
    method?: 'DFT' | 'DFT+U' | 'TB' | 'DMFT' | 'GW' | 'BSE' | 'HF' | 'MP2' | 'CCSD' | 'kMC'
    n_spin_channels?: number
    relativity_method?: string
    van_der_waals_method?: string
    smearing?: { kind?: string; width?: number }
  }
  basis_set?: {
    type?: 'plane waves' | 'gaussians' | 'numeric AOs' | '(L)APW+lo' | 'real-space grid' | 'psinc functions'
    cutoff?: number
    cutoff_fractional?: number
    name?: string
  }[]
  k_mesh?: { grid?: number[]; generation_method?: string; offset?: number[]; n_points?: number; points?: number[][]; weights?: number[] }
  scf?: { n_max_iteration?: number; threshold_energy_change?: number }
}

export type SystemOut = SystemSection & { type?: string; is_representative?: boolean }

export interface EnergyOut {
  total?: { value: number }
  free?: { value: number }
  total_t0?: { value: number }
  fermi?: number
  highest_occupied?: number
  lowest_unoccupied?: number
  change?: number
}

export interface BandEnergiesOut {
  n_spin_channels?: number
  n_kpoints?: number
  n_bands?: number
  kpoints?: number[][]
  kpoints_weights?: number[]
  /** [spin][kpoint][band], joule */
  energies?: number[][][]
  occupations?: number[][][]
  endpoints_labels?: [string, string]
}

export interface DosOut {
  n_energies?: number
  energies: number[]
  energy_fermi?: number
  spin_channel?: number
  /** 1/joule; the first item is the total density of the channel. */
  total: { value: number[]; normalization_factor?: number }[]
}

export interface BandStructureOut {
  /** 1/metre, including 2π */
  reciprocal_cell?: number[][]
  energy_fermi?: number
  segment: BandEnergiesOut[]
}

export interface CalculationOut {
  /** Archive references, e.g. '#/run/0/system/3'. */
  system_ref?: string
  method_ref?: string
  energy?: EnergyOut
  forces?: { total?: { value: number[][] } }
  stress?: { total?: { value: number[][] } }
  scf_iteration?: { energy?: EnergyOut }[]
  eigenvalues?: BandEnergiesOut[]
  dos_electronic?: DosOut[]
  band_structure_electronic?: BandStructureOut[]
}

export interface RunOut {
  program: ProgramOut
  method?: MethodOut[]
  system?: SystemOut[]
  calculation?: CalculationOut[]
  [codeSpecific: `x_${string}`]: unknown
}

export interface WorkflowOut {
  m_def: string
  name: SimulationWorkflowName
  method?: Record<string, unknown>
  results?: Record<string, unknown>
}

/** A run system from a structure in ångström (what core/chemistry works in). */
export function systemOf(structure: AtomicStructure, extra: Partial<SystemOut> = {}): SystemOut {
  return { ...toSystemSection(structure), ...extra }
}

/** `workflow2` of a simulation entry; settings in SI units (see GeometryOptimizationMethod). */
export function workflowOf(name: SimulationWorkflowName, method?: Record<string, unknown>): WorkflowOut {
  return { m_def: SIMULATION_WORKFLOWS[name], name, ...(method && Object.keys(method).length ? { method } : {}) }
}

/**
 * Links each calculation to its system (by index) and the first method, and marks the
 * last system representative: what the normalisers expect of every simulation run.
 */
export function linkRun(run: RunOut, systemOfCalculation: (index: number) => number | undefined = (i) => i): RunOut {
  const systems = run.system ?? []
  run.calculation?.forEach((calculation, index) => {
    const s = systemOfCalculation(index)
    if (s !== undefined && s < systems.length) calculation.system_ref ??= `#/run/0/system/${s}`
    if (run.method?.length) calculation.method_ref ??= '#/run/0/method/0'
  })
  if (systems.length && !systems.some((s) => s.is_representative)) systems[systems.length - 1].is_representative = true
  return run
}
