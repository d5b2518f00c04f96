// The workflow normaliser: settles `workflow2` of simulation entries. When the parser
// gave no workflow it tells a relaxation (structures change between calculations) from
// a single point; then it fills the workflow's results (SCF outcome, or energies and
// final changes of a relaxation) and its task graph. Entries without a run (lab
// notebooks, structure files) are left alone. Also the public face of the run-access
// helpers the method and properties normalisers share.
import { workflowOf } from '../../../parsers/common'
import type { SimulationWorkflowName } from '../../../../core/metainfo/simulationWorkflow'
import type { Archive, NormalizeContext, Normalizer } from '../../../parsers/types'
import { normalizeGeometryOptimization } from './geometryOptimization'
import { addTaskGraph } from './graph'
import { firstRun, indexedSections, isObject, text } from './run'
import type { Json } from './run'
import { normalizeSinglePoint } from './singlePoint'
import { structureAt, structuresDiffer, trajectorySystems } from './trajectory'

export * from './run'

/** A relaxation if the calculations evaluated more than one distinct structure, else a single point. */
export function detectWorkflow(run: Json): SimulationWorkflowName {
  if (indexedSections(run.calculation).length < 2) return 'SinglePoint'
  const systems = trajectorySystems(run)
  for (let i = 1; i < systems.length; i++) {
    const [before, after] = [structureAt(run, systems[i - 1]), structureAt(run, systems[i])]
    if (before && after && structuresDiffer(before, after)) return 'GeometryOptimization'
  }
  return 'SinglePoint'
}

/** The workflow's name, or the section name its m_def ends with. */
export function workflowName(workflow: Json): string | undefined {
  return text(workflow.name) ?? text(workflow.m_def)?.split('.').pop()
}

export const workflowNormalizer: Normalizer = {
  name: 'workflow',
  normalize(archive: Archive, context: NormalizeContext): void {
    const run = firstRun(archive)
    if (!run) return
    const { logger } = context
    try {
      let workflow = isObject(archive.workflow2) ? archive.workflow2 : undefined
      if (!workflow) {
        if (indexedSections(run.calculation).length === 0) return
        const detected = detectWorkflow(run)
        const detectedWorkflow: Json = { ...workflowOf(detected) }
        workflow = detectedWorkflow
        archive.workflow2 = workflow
        logger.info(`The parser gave no workflow; the calculations make it a ${detected}.`)
      }
      const name = workflowName(workflow)
      if (name === 'SinglePoint') normalizeSinglePoint(workflow, run)
      else if (name === 'GeometryOptimization') normalizeGeometryOptimization(workflow, run, logger)
      else return
      addTaskGraph(workflow, run, name === 'GeometryOptimization')
    } catch (error) {
      logger.warning(`The workflow could not be completed: ${(error as Error).message}`)
    }
  },
}
