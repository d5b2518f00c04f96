// A workflow as the parsers write it, for the graph's tests: a GeometryOptimization whose
// steps each take the system the step before made (the ABINIT relaxation of the examples).
import type { Section } from '../../../../core/archive'

const port = (name: string, section: string) => ({ name, section })
const step = (index: number, system: number) => ({
  name: `Step ${index}`,
  inputs: [port('Input system', `#/run/0/system/${system}`), port('Input method', '#/run/0/method/0')],
  outputs: [port('Output calculation', `#/run/0/calculation/${index}`), port('Output system', `#/run/0/system/${index}`)],
})

/** A relaxation of `steps` steps, each step taking the system the one before made. */
export function relaxation(steps = 3): Section {
  return {
    workflow2: {
      name: 'GeometryOptimization',
      inputs: [port('Input system', '#/run/0/system/0'), port('Workflow method', '#/workflow2/method')],
      outputs: [port('Output calculation', `#/run/0/calculation/${steps - 1}`), port('Workflow results', '#/workflow2/results')],
      tasks: Array.from({ length: steps }, (_, index) => step(index, Math.max(0, index - 1))),
    },
  }
}

