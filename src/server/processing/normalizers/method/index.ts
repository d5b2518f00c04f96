// The method normaliser: results.method of simulation entries — the method's common
// name, the workflow, the program, DFT settings and numerical precision — read from the
// representative run method. Entries without a run are left alone; runs without a
// method (structure files) get the program only.
import type { Matrix3 } from '../../../../core/chemistry'
import type { Archive, NormalizeContext, Normalizer } from '../../../parsers/types'
import {
  at,
  child,
  firstRun,
  isObject,
  representativeMethodIndex,
  representativeSystemIndex,
  sectionAt,
  structureOf,
  text,
  workflowName,
} from '../workflow'
import type { Json } from '../workflow'
import { basisSetType, basisSetTypes, dftSettings } from './dft'
import { precisionSettings } from './precision'

export { kLineDensity } from './precision'

type MethodName = 'DFT' | 'GW' | 'BSE' | 'TB' | 'DMFT'

/**
 * The common name of a run method: its electronic method (DFT+U counts as DFT), or DFT
 * when it has DFT settings but names no method. Other methods (HF, MP2 …) have no
 * results name, as in NOMAD.
 */
export function methodName(method: Json): MethodName | undefined {
  const electronic = text(at(method, 'electronic', 'method'))
  if (electronic === 'DFT' || electronic === 'DFT+U') return 'DFT'
  if (electronic === 'GW' || electronic === 'BSE' || electronic === 'TB' || electronic === 'DMFT') return electronic
  return electronic === undefined && isObject(method.dft) ? 'DFT' : undefined
}

/** The representative cell if the material normaliser classified the material as bulk. */
function bulkLattice(archive: Archive, run: Json): Matrix3 | undefined {
  if (at(archive, 'results', 'material', 'structural_type') !== 'bulk') return undefined
  return structureOf(sectionAt(run.system, representativeSystemIndex(run)))?.lattice
}

export const methodNormalizer: Normalizer = {
  name: 'method',
  normalize(archive: Archive, context: NormalizeContext): void {
    const run = firstRun(archive)
    if (!run) return
    try {
      const program = text(at(run, 'program', 'name'))
      const simulation: Json = {}
      if (program) simulation.program_name = program
      for (const key of ['version', 'version_internal']) {
        const value = text(at(run, 'program', key))
        if (value) simulation[`program_${key}`] = value
      }

      const method = sectionAt(run.method, representativeMethodIndex(run))
      const name = method && methodName(method)
      if (method) {
        const basisType = basisSetType(basisSetTypes(method), program)
        if (name === 'DFT') simulation.dft = dftSettings(method, program)
        const precision = precisionSettings({ method, program, basisSetType: basisType, bulkLattice: bulkLattice(archive, run) })
        if (Object.keys(precision).length > 0) simulation.precision = precision
      }

      const results = child(child(archive, 'results'), 'method')
      // Fields owned here must not survive from an earlier normalisation.
      for (const key of ['method_name', 'workflow_name', 'simulation']) delete results[key]
      if (name) results.method_name = name
      const workflow = isObject(archive.workflow2) ? workflowName(archive.workflow2) : undefined
      if (workflow) results.workflow_name = workflow
      results.simulation = simulation
    } catch (error) {
      context.logger.warning(`results.method could not be derived: ${(error as Error).message}`)
    }
  },
}
