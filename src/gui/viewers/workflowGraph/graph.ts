// The workflow graph's model (spec 3 §2.8, §3 "Workflow node"), pure: what one view of
// the graph shows — a focused section (the entry's workflow, or a task expanded), its
// inputs, tasks and outputs (at most 6 of each unless a range says otherwise) and the
// links between them — read from archives that a lookup hands out. A section in an
// archive not loaded yet makes the view name that entry as missing; the container loads
// it and builds the view again.
import { isSection, valueAt, type Section } from '../../../core/archive'
import { fragmentName } from '../../../core/metainfo'
import { defaultIndices } from './range'
import { keysOf, refTo, urlOf, type SectionRef } from './references'

export const SECTION_KEYS = ['inputs', 'tasks', 'outputs'] as const
export type SectionKey = (typeof SECTION_KEYS)[number]
export type NodeType = SectionKey | 'inputs-outputs'

/** An input or output: a named reference to a section. */
export interface Port {
  readonly name: string
  readonly ref?: SectionRef
  readonly url?: string
}

export interface GraphNode {
  /** Unique within its view. */
  readonly key: string
  readonly name: string
  readonly type: NodeType | 'root' | 'link'
  /** The section it stands for: a task's (followed through `task` references), a port's target. */
  readonly ref?: SectionRef
  readonly url?: string
  /** Its place among the nodes of its type, and how many there are. */
  readonly index?: number
  readonly total?: number
  /** A task (or the focus) that holds tasks of its own. */
  readonly isWorkflow: boolean
  /** What clicking it shows: its own inputs, tasks and outputs. */
  readonly children: number
  /** A task's own inputs and outputs (links and the combined view of two tasks read them). */
  readonly inputs: readonly Port[]
  readonly outputs: readonly Port[]
}

export type LinkLabel = 'Input' | 'Output' | 'Click to see how tasks are linked'

export interface GraphLink {
  readonly source: string
  readonly target: string
  readonly label: LinkLabel
}

export interface GraphView {
  readonly root: GraphNode
  readonly nodes: readonly GraphNode[]
  readonly links: readonly GraphLink[]
  /** How many inputs, tasks and outputs the focus has (the range filter's N). */
  readonly totals: { readonly [key in SectionKey]: number }
}

/** What a view shows: a section, with chosen indices per kind (else the default 6). */
export interface Focus {
  readonly ref: SectionRef
  readonly name: string
  readonly indices?: { readonly [key in SectionKey]?: readonly number[] }
}

/** An entry's archive; undefined while it is not loaded. */
export type ArchiveLookup = (entryId: string) => Section | undefined

export type Built<T> = { readonly value: T; readonly missing: readonly string[] } | { readonly value?: undefined; readonly missing: readonly string[] }

/** A section as the graph reads it: its ref (where it really lives) and its lists. */
interface Resolved {
  readonly ref: SectionRef
  readonly section: Section
  readonly inputs: readonly Port[]
  readonly outputs: readonly Port[]
  readonly tasks: readonly unknown[]
}

class Missing {
  constructor(readonly entryId: string) {}
}

const listOf = (section: Section, key: string): readonly unknown[] => {
  const value = section[key]
  return Array.isArray(value) ? value : []
}

const nameOf = (section: Section, fallback: string) => (typeof section.name === 'string' && section.name ? section.name : fallback)

function ports(section: Section, key: 'inputs' | 'outputs', from: SectionRef): Port[] {
  return listOf(section, key).filter(isSection).map((item, index) => {
    const ref = typeof item.section === 'string' ? refTo(item.section, from) : undefined
    const name = nameOf(item, ref ? fragmentName(ref.path) || `${key} ${index}` : `${key} ${index}`)
    return ref ? { name, ref, url: urlOf(ref) } : { name }
  })
}

/** The section at `ref`, following `task` references (a task naming a workflow elsewhere) up to 8 deep. */
function resolve(ref: SectionRef, lookup: ArchiveLookup, depth = 0): Resolved | undefined {
  const archive = lookup(ref.entryId)
  if (!archive) throw new Missing(ref.entryId)
  const section = valueAt(archive, keysOf(ref.path))
  if (!isSection(section)) return undefined
  if (typeof section.task === 'string' && depth < 8) {
    const target = refTo(section.task, ref)
    const task = target && resolve(target, lookup, depth + 1)
    if (task) {
      // The referring task's own inputs and outputs win, as in NOMAD.
      const inputs = ports(section, 'inputs', ref)
      const outputs = ports(section, 'outputs', ref)
      return { ...task, inputs: inputs.length ? inputs : task.inputs, outputs: outputs.length ? outputs : task.outputs }
    }
  }
  return { ref, section, inputs: ports(section, 'inputs', ref), outputs: ports(section, 'outputs', ref), tasks: listOf(section, 'tasks') }
}

const childCount = (resolved: Resolved) => resolved.inputs.length + resolved.outputs.length + resolved.tasks.length

function run<T>(build: () => T): Built<T> {
  try {
    return { value: build(), missing: [] }
  } catch (error) {
    if (error instanceof Missing) return { missing: [error.entryId] }
    throw error
  }
}

function portNode(port: Port, type: NodeType, index: number, total: number): GraphNode {
  return {
    key: `${type}:${index}`,
    name: port.name,
    type,
    ...(port.ref && { ref: port.ref }),
    ...(port.url && { url: port.url }),
    index,
    total,
    isWorkflow: false,
    children: 0,
    inputs: [],
    outputs: [],
  }
}

function taskNode(item: unknown, index: number, total: number, parent: SectionRef, lookup: ArchiveLookup): GraphNode | undefined {
  if (!isSection(item)) return undefined
  const ref = { ...parent, path: `${parent.path}/tasks/${index}` }
  const resolved = resolve(ref, lookup)
  if (!resolved) return undefined
  return {
    key: `tasks:${index}`,
    name: nameOf(item, nameOf(resolved.section, `Task ${index}`)),
    type: 'tasks',
    ref: resolved.ref,
    url: urlOf(resolved.ref),
    index,
    total,
    isWorkflow: resolved.tasks.length > 0,
    children: childCount(resolved),
    inputs: resolved.inputs,
    outputs: resolved.outputs,
  }
}

const shares = (outputs: readonly Port[], inputs: readonly Port[]) => outputs.some((output) => output.url !== undefined && inputs.some((input) => input.url === output.url))

/** The links of a view (NOMAD's rules): inputs to the focus and to the tasks that take them, tasks to the outputs they make, tasks to the tasks that take their outputs. */
export function linksOf(root: GraphNode, nodes: readonly GraphNode[]): GraphLink[] {
  const of = (type: NodeType) => nodes.filter((node) => node.type === type)
  const inputs = [...of('inputs'), ...of('inputs-outputs')]
  const tasks = of('tasks')
  const outputs = of('outputs')
  const links: GraphLink[] = []
  for (const input of of('inputs')) links.push({ source: input.key, target: root.key, label: 'Input' })
  for (const output of outputs) links.push({ source: root.key, target: output.key, label: 'Output' })
  for (const input of inputs) {
    for (const task of tasks) if (input.url && task.inputs.some((port) => port.url === input.url)) links.push({ source: input.key, target: task.key, label: 'Input' })
  }
  for (const task of tasks) {
    for (const output of outputs) if (output.url && task.outputs.some((port) => port.url === output.url)) links.push({ source: task.key, target: output.key, label: 'Output' })
    for (const next of tasks) if (next !== task && shares(task.outputs, next.inputs)) links.push({ source: task.key, target: next.key, label: 'Click to see how tasks are linked' })
  }
  return links
}

/** The view of a focused section: its inputs, tasks and outputs as chosen, and their links. */
export function buildView(focus: Focus, lookup: ArchiveLookup): Built<GraphView | undefined> {
  // Tasks in archives not loaded yet are all collected, so that one round loads them.
  const missing: string[] = []
  const built = run(() => {
    const resolved = resolve(focus.ref, lookup)
    if (!resolved) return undefined
    const root: GraphNode = {
      key: 'root',
      name: focus.name,
      type: 'root',
      ref: resolved.ref,
      url: urlOf(resolved.ref),
      isWorkflow: resolved.tasks.length > 0 || /^\/workflow2?$/.test(resolved.ref.path),
      children: childCount(resolved),
      inputs: resolved.inputs,
      outputs: resolved.outputs,
    }
    const chosen = (key: SectionKey, total: number) => (focus.indices?.[key] ?? defaultIndices(total)).filter((index) => index < total)
    const nodes: GraphNode[] = []
    for (const index of chosen('inputs', resolved.inputs.length)) nodes.push(portNode(resolved.inputs[index], 'inputs', index, resolved.inputs.length))
    for (const index of chosen('tasks', resolved.tasks.length)) {
      try {
        const task = taskNode(resolved.tasks[index], index, resolved.tasks.length, resolved.ref, lookup)
        if (task) nodes.push(task)
      } catch (error) {
        if (!(error instanceof Missing)) throw error
        missing.push(error.entryId)
      }
    }
    for (const index of chosen('outputs', resolved.outputs.length)) nodes.push(portNode(resolved.outputs[index], 'outputs', index, resolved.outputs.length))
    return {
      root,
      nodes,
      links: linksOf(root, nodes),
      totals: { inputs: resolved.inputs.length, tasks: resolved.tasks.length, outputs: resolved.outputs.length },
    }
  })
  return missing.length ? { missing: [...new Set([...missing, ...built.missing])] } : built
}

/**
 * The combined view of two linked tasks (clicking the link between them): the first
 * task's inputs, what it hands to the second (inputs-outputs), and both tasks' outputs.
 */
export function linkView(source: GraphNode, target: GraphNode): GraphView {
  const handed = target.inputs.filter((input) => input.url !== undefined && source.outputs.some((output) => output.url === input.url))
  const handedUrls = new Set(handed.map((port) => port.url))
  const nodes: GraphNode[] = [
    ...source.inputs.map((port, index, all) => portNode(port, 'inputs', index, all.length)),
    { ...source, key: 'tasks:source' },
    { ...target, key: 'tasks:target' },
    ...handed.map((port, index, all) => portNode(port, 'inputs-outputs', index, all.length)),
    ...[...source.outputs.filter((port) => !handedUrls.has(port.url)), ...target.outputs].map((port, index, all) => portNode(port, 'outputs', index, all.length)),
  ]
  const root: GraphNode = { key: 'root', name: '', type: 'link', isWorkflow: false, children: nodes.length, inputs: [], outputs: [] }
  const links: GraphLink[] = []
  const [first, second] = [nodes.find((node) => node.key === 'tasks:source'), nodes.find((node) => node.key === 'tasks:target')]
  for (const node of nodes) {
    if (!first || !second) break
    if (node.type === 'inputs') links.push({ source: node.key, target: first.key, label: 'Input' })
    if (node.type === 'inputs-outputs') {
      links.push({ source: first.key, target: node.key, label: 'Output' })
      links.push({ source: node.key, target: second.key, label: 'Input' })
    }
    if (node.type === 'outputs') {
      const maker = second.outputs.some((port) => port.url === node.url) ? second : first
      links.push({ source: maker.key, target: node.key, label: 'Output' })
    }
  }
  return { root, nodes, links, totals: { inputs: source.inputs.length, tasks: 2, outputs: nodes.filter((node) => node.type === 'outputs').length } }
}
