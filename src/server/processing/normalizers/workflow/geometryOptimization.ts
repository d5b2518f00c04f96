// workflow2 of a GeometryOptimization: the energy of every step and how the last step
// compares with the convergence criteria. Follows NOMAD's simulation-workflow schema;
// values the parser set (type, tolerances, results) are kept.
import type { ProcessingLogger } from '../../../parsers/types'
import { at, child, finite, indexedSections, isObject, matrix, runRef } from './run'
import type { Json } from './run'
import { lastDifference } from './singlePoint'
import { largestDisplacement, optimizationType, structureAt, trajectorySystems } from './trajectory'

type EnergyKind = 'total' | 'free'

/**
 * The energy of each step: the total energy, or the free energy when some step lacks
 * a total but all have a free energy. A step with neither ends the list (with a warning).
 */
function stepEnergies(calculations: Json[], logger: ProcessingLogger): number[] {
  const of = (kind: EnergyKind) => calculations.map((c) => finite(at(c, 'energy', kind, 'value')))
  const totals = of('total')
  const frees = of('free')
  const chosen = totals.every((e) => e !== undefined) || !frees.every((e) => e !== undefined) ? totals : frees
  const missing = chosen.findIndex((e) => e === undefined)
  if (missing >= 0) {
    logger.warning(`Calculation ${missing} of the geometry optimisation has no energy; energies are listed up to the step before.`)
    return chosen.slice(0, missing) as number[]
  }
  return chosen as number[]
}

/** Largest force on any atom (newton) in a calculation, if its forces are readable. */
function largestForce(calculation: Json | undefined): number | undefined {
  const forces = matrix(at(calculation, 'forces', 'total', 'value'), 3)
  if (!forces) return undefined
  return forces.reduce((largest, f) => Math.max(largest, Math.hypot(f[0], f[1], f[2])), 0)
}

/**
 * Largest displacement in the last step: the last structure against the latest earlier
 * one it differs from (repeated output of the same geometry does not count as a step).
 */
function finalDisplacement(run: Json, systems: number[]): number | undefined {
  const last = systems.length > 0 ? structureAt(run, systems[systems.length - 1]) : undefined
  if (!last) return undefined
  for (let i = systems.length - 2; i >= 0; i--) {
    const before = structureAt(run, systems[i])
    const displacement = before && largestDisplacement(before, last)
    if (displacement !== undefined && displacement > 0) return displacement
  }
  return undefined
}

const hasEnergy = (calculation: Json) =>
  finite(at(calculation, 'energy', 'total', 'value')) !== undefined || finite(at(calculation, 'energy', 'free', 'value')) !== undefined

export function normalizeGeometryOptimization(workflow: Json, run: Json, logger: ProcessingLogger): void {
  const all = indexedSections(run.calculation)
  // Codes may list the final structure once more without evaluating it (FHI-aims):
  // trailing calculations without an energy are not steps of the optimisation.
  let end = all.length
  while (end > 0 && !hasEnergy(all[end - 1].section)) end--
  const calculations = end > 0 ? all.slice(0, end) : all
  if (calculations.length === 0) return
  const systems = trajectorySystems(run)

  if (at(workflow, 'method', 'type') === undefined && systems.length > 0) {
    const first = structureAt(run, systems[0])
    const last = structureAt(run, systems[systems.length - 1])
    if (first && last) child(workflow, 'method').type = systems.length < 2 ? 'static' : optimizationType(first, last)
  }
  const method = isObject(workflow.method) ? workflow.method : {}

  const results = child(workflow, 'results')
  results.optimization_steps ??= calculations.length
  const energies = stepEnergies(calculations.map((c) => c.section), logger)
  if (energies.length > 0) results.energies ??= energies
  const energyDifference = lastDifference(energies)
  if (energyDifference !== undefined) results.final_energy_difference ??= energyDifference
  const force = largestForce(calculations[calculations.length - 1].section)
  if (force !== undefined) results.final_force_maximum ??= force
  const displacement = finalDisplacement(run, systems)
  if (displacement !== undefined) results.final_displacement_maximum ??= displacement

  // Codes stop on one criterion or another (energy change, largest force, largest step):
  // meeting any given criterion counts as converged, as in NOMAD.
  if (results.is_converged_geometry === undefined) {
    const criteria: [string, string][] = [
      ['final_energy_difference', 'convergence_tolerance_energy_difference'],
      ['final_force_maximum', 'convergence_tolerance_force_maximum'],
      ['final_displacement_maximum', 'convergence_tolerance_displacement_maximum'],
    ]
    const met = criteria.flatMap(([value, tolerance]) => {
      const [v, t] = [finite(results[value]), finite(method[tolerance])]
      return v !== undefined && t !== undefined ? [v <= t] : []
    })
    if (met.length > 0) results.is_converged_geometry = met.includes(true)
  }
  results.calculation_result_ref ??= runRef('calculation', calculations[calculations.length - 1].index)
}
