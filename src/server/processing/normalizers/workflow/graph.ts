// The task graph of a simulation workflow (what the workflow card draws): the
// workflow's inputs and outputs, and one task per calculation, linked by references
// into the run. Written only where the parser left them out, with NOMAD's link names.
import { indexedSections, refIndex, runRef, systemIndexOf } from './run'
import type { Json } from './run'
import { trajectorySystems } from './trajectory'

interface Link {
  name: string
  section: string
}

interface Task {
  name: string
  inputs: Link[]
  outputs: Link[]
}

export function addTaskGraph(workflow: Json, run: Json, serial: boolean): void {
  const calculations = indexedSections(run.calculation)
  const last = calculations[calculations.length - 1]
  if (!last) return
  const firstSystem = trajectorySystems(run)[0]
  const inputSystem = firstSystem !== undefined ? [{ name: 'Input system', section: runRef('system', firstSystem) }] : []

  if (!Array.isArray(workflow.inputs) || workflow.inputs.length === 0) {
    workflow.inputs = [...inputSystem, ...(workflow.method ? [{ name: 'Workflow method', section: '#/workflow2/method' }] : [])]
  }
  if (!Array.isArray(workflow.outputs) || workflow.outputs.length === 0) {
    workflow.outputs = [
      { name: 'Output calculation', section: runRef('calculation', last.index) },
      ...(workflow.results ? [{ name: 'Workflow results', section: '#/workflow2/results' }] : []),
    ]
  }
  if (Array.isArray(workflow.tasks) && workflow.tasks.length > 0) return

  // A single point is one task; a serial workflow (a relaxation) one task per step, each
  // reading the structure the step before produced.
  const steps = serial ? calculations : [last]
  let previousSystem = inputSystem
  workflow.tasks = steps.map(({ index, section }, n): Task => {
    const method = refIndex(section.method_ref, 'method', run)
    const system = systemIndexOf(run, section)
    const outputSystem = system !== undefined ? [{ name: 'Output system', section: runRef('system', system) }] : []
    const task: Task = {
      name: serial ? `Step ${n}` : 'Calculation',
      inputs: [
        ...(serial ? previousSystem : inputSystem),
        ...(method !== undefined ? [{ name: 'Input method', section: runRef('method', method) }] : []),
      ],
      outputs: [{ name: 'Output calculation', section: runRef('calculation', index) }, ...outputSystem],
    }
    if (outputSystem.length > 0) previousSystem = outputSystem.map((link) => ({ ...link, name: 'Input system' }))
    return task
  })
}
