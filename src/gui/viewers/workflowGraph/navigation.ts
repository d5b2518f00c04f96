// Where the graph is (pure): a stack of focused sections — the workflow, then each task
// expanded into — or the combined view of two linked tasks on top. Expanding pushes,
// back pops, reset returns to the first; a range chosen for a focus stays with it.
import type { Focus, GraphNode, SectionKey } from './graph'
import { parseRange, RangeSyntaxError } from './range'

export type Step = { readonly kind: 'focus'; readonly focus: Focus } | { readonly kind: 'link'; readonly source: GraphNode; readonly target: GraphNode }

export interface Navigation {
  /** Never empty: the first is the entry's workflow. */
  readonly steps: readonly Step[]
}

export const start = (focus: Focus): Navigation => ({ steps: [{ kind: 'focus', focus }] })

export const current = (navigation: Navigation): Step => navigation.steps[navigation.steps.length - 1]

export const canGoBack = (navigation: Navigation) => navigation.steps.length > 1

/** Into a task (one with inputs, outputs or tasks of its own); other nodes are not entered. */
export function expand(navigation: Navigation, node: GraphNode): Navigation {
  if (!node.ref || node.children === 0 || node.type === 'root' || node.type === 'link') return navigation
  return { steps: [...navigation.steps, { kind: 'focus', focus: { ref: node.ref, name: node.name } }] }
}

export const showLink = (navigation: Navigation, source: GraphNode, target: GraphNode): Navigation => ({
  steps: [...navigation.steps, { kind: 'link', source, target }],
})

export const back = (navigation: Navigation): Navigation => (canGoBack(navigation) ? { steps: navigation.steps.slice(0, -1) } : navigation)

export const reset = (navigation: Navigation): Navigation => ({ steps: navigation.steps.slice(0, 1) })

/**
 * The current focus with the indices a range text selects among its inputs, tasks and
 * outputs (each counted on its own); an empty text goes back to the default. Throws
 * RangeSyntaxError for text that is not a range. A combined view takes no range.
 */
export function withRange(navigation: Navigation, text: string, totals: { readonly [key in SectionKey]: number }): Navigation {
  const step = current(navigation)
  if (step.kind !== 'focus') return navigation
  const focus: Focus = { ref: step.focus.ref, name: step.focus.name }
  const next: Focus =
    text.trim() === ''
      ? focus
      : { ...focus, indices: { inputs: parseRange(text, totals.inputs), tasks: parseRange(text, totals.tasks), outputs: parseRange(text, totals.outputs) } }
  return { steps: [...navigation.steps.slice(0, -1), { kind: 'focus', focus: next }] }
}

export { RangeSyntaxError }
