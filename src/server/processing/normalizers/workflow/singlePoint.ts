// workflow2 of a SinglePoint: how the SCF cycle of the (last) calculation ended and
// which calculation and structure the entry stands for. Values the parser set are kept.
import { at, child, finite, indexedSections, representativeMethodIndex, representativeSystemIndex, runRef, sectionAt, systemIndexOf } from './run'
import type { Json } from './run'

/**
 * The last non-zero change between consecutive values, as a magnitude (NOMAD's
 * resolve_difference): trailing equal values do not hide the last real change.
 * Missing values are skipped; undefined when no two values follow each other.
 */
export function lastDifference(values: readonly (number | undefined)[]): number | undefined {
  let difference: number | undefined
  for (let n = values.length - 1; n > 0; n--) {
    const [a, b] = [values[n], values[n - 1]]
    if (a === undefined || b === undefined) continue
    difference = Math.abs(a - b)
    if (difference !== 0) break
  }
  return difference
}

export function normalizeSinglePoint(workflow: Json, run: Json): void {
  const calculations = indexedSections(run.calculation)
  const last = calculations[calculations.length - 1]
  if (!last) return
  const methodIndex = representativeMethodIndex(run)
  if (methodIndex !== undefined) child(workflow, 'method').method ??= runRef('method', methodIndex)

  const results = child(workflow, 'results')
  const scf = Array.isArray(last.section.scf_iteration) ? last.section.scf_iteration : undefined
  if (scf && scf.length > 0) {
    results.n_scf_steps ??= scf.length
    const totals = scf.map((step) => finite(at(step, 'energy', 'total', 'value')))
    const change = lastDifference(totals) ?? absolute(finite(at(scf[scf.length - 1], 'energy', 'change')))
    if (change !== undefined) results.final_scf_energy_difference ??= change
    const threshold = finite(at(sectionAt(run.method, methodIndex), 'scf', 'threshold_energy_change'))
    const difference = finite(results.final_scf_energy_difference)
    if (threshold !== undefined && difference !== undefined) results.is_converged ??= difference <= threshold
  }
  results.calculation ??= runRef('calculation', last.index)
  const systemIndex = systemIndexOf(run, last.section) ?? representativeSystemIndex(run)
  if (systemIndex !== undefined) results.system ??= runRef('system', systemIndex)
}

const absolute = (value: number | undefined): number | undefined => (value === undefined ? undefined : Math.abs(value))
