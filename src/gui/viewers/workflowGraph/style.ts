// How the kinds of node look, and the legend that names them (spec 3 §2.8: inputs, tasks,
// workflows and outputs with a legend). One table, so the drawing and the legend agree.
import type { GraphNode } from './graph'

export type NodeKind = 'input' | 'output' | 'inputOutput' | 'task' | 'workflow'

export interface NodeStyle {
  readonly label: string
  readonly fill: string
  readonly stroke: string
  readonly shape: 'circle' | 'rect'
}

export const NODE_STYLES: { readonly [kind in NodeKind]: NodeStyle } = {
  input: { label: 'Input', fill: '#8abbff', stroke: '#2d72d2', shape: 'circle' },
  output: { label: 'Output', fill: '#72ca9b', stroke: '#238551', shape: 'circle' },
  inputOutput: { label: 'Output and input', fill: '#d1f3ff', stroke: '#147eb3', shape: 'circle' },
  task: { label: 'Task', fill: '#fbd065', stroke: '#c87619', shape: 'rect' },
  workflow: { label: 'Workflow', fill: '#d6ccff', stroke: '#7961db', shape: 'rect' },
}

/** The legend's entries in order. */
export const LEGEND: readonly NodeKind[] = ['input', 'task', 'workflow', 'inputOutput', 'output']

export function kindOf(node: GraphNode): NodeKind {
  switch (node.type) {
    case 'inputs':
      return 'input'
    case 'outputs':
      return 'output'
    case 'inputs-outputs':
      return 'inputOutput'
    default:
      return node.isWorkflow ? 'workflow' : 'task'
  }
}
