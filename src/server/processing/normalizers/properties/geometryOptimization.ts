// results.properties.geometry_optimization: the searchable summary of a relaxation,
// copied from workflow2 (settings from its method, outcome from its results).
import { at, finite, indexedSections, isObject, refIndex, runRef, sectionAt, workflowName } from '../workflow'
import type { Json } from '../workflow'

export function geometryOptimization(workflow: unknown, run: Json): Json | undefined {
  if (!isObject(workflow) || workflowName(workflow) !== 'GeometryOptimization') return undefined
  const method = isObject(workflow.method) ? workflow.method : {}
  const results = isObject(workflow.results) ? workflow.results : {}
  const calculations = indexedSections(run.calculation)
  const summary: Json = {}
  const copy = (key: string, value: unknown) => {
    if (value !== undefined) summary[key] = value
  }

  copy('type', typeof method.type === 'string' ? method.type : undefined)
  copy('convergence_tolerance_energy_difference', finite(method.convergence_tolerance_energy_difference))
  copy('convergence_tolerance_force_maximum', finite(method.convergence_tolerance_force_maximum))
  // One energy per step: small enough to copy, and the card plots it without loading the run.
  const energies = Array.isArray(results.energies) ? results.energies.map(finite) : []
  if (energies.length > 0 && energies.every((e) => e !== undefined)) summary.energies = energies
  copy('n_calculations', finite(results.optimization_steps) ?? (calculations.length || undefined))
  for (const key of ['final_energy_difference', 'final_force_maximum', 'final_displacement_maximum']) copy(key, finite(results[key]))
  if (calculations.length > 0) summary.trajectory = calculations.map(({ index }) => runRef('calculation', index))

  const final = refIndex(results.calculation_result_ref, 'calculation', run)
  const system = refIndex(at(sectionAt(run.calculation, final), 'system_ref'), 'system', run)
  if (system !== undefined) summary.system_optimized = runRef('system', system)
  return summary
}
