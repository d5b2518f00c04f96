// The definitions item's tree (spec 2 §2.2 "definitions filter"): the section
// definitions the query's entries use (`section_defs.definition_qualified_name`
// buckets), grouped by the packages of their qualified names. Pure.
import type { AggregationBucket } from '../../context'

export const DEFINITIONS_QUANTITY = 'section_defs.definition_qualified_name'
/** Buckets the page asks for: every definition in use, for all but the largest repositories. */
export const DEFINITIONS_AGGREGATION_SIZE = 1000

export interface DefinitionNode {
  /** The qualified name (definitions) or package prefix this node stands for. */
  readonly key: string
  /** What the node shows: its segment, or the segments of a one-child chain of packages. */
  readonly label: string
  /** A definition the filter can select (packages are only grouping). */
  readonly definition: boolean
  /** Entries using the definition (definitions only; 0 when selected but not found). */
  readonly count?: number
  readonly children: readonly DefinitionNode[]
}

interface Building {
  key: string
  label: string
  definition: boolean
  count?: number
  children: Map<string, Building>
}

/** `nomad.datamodel.results.Results` → ['nomad', 'datamodel', 'results', 'Results']. */
const segmentsOf = (name: string) => name.split('.').filter(Boolean)

function freeze(node: Building): DefinitionNode {
  let current = node
  // A package with a single child says nothing on its own line: join it to the child.
  let label = current.label
  while (!current.definition && current.children.size === 1) {
    const [only] = current.children.values()
    label = `${label}.${only.label}`
    current = only
  }
  const children = [...current.children.values()]
    .map(freeze)
    .sort((a, b) => a.label.localeCompare(b.label, 'en', { sensitivity: 'base' }))
  return {
    key: current.key,
    label,
    definition: current.definition,
    ...(current.count !== undefined && { count: current.count }),
    children,
  }
}

/** The tree of the buckets' definitions, plus the selected ones the query no longer finds. */
export function definitionsTree(buckets: readonly AggregationBucket[], selected: readonly string[]): DefinitionNode[] {
  const root: Building = { key: '', label: '', definition: false, children: new Map() }
  const add = (name: string, count: number) => {
    const segments = segmentsOf(name)
    if (segments.length === 0) return
    let node = root
    segments.forEach((segment, index) => {
      let child = node.children.get(segment)
      if (!child) {
        child = { key: segments.slice(0, index + 1).join('.'), label: segment, definition: false, children: new Map() }
        node.children.set(segment, child)
      }
      node = child
    })
    node.definition = true
    node.key = name
    node.count = (node.count ?? 0) + count
  }
  for (const bucket of buckets) if (typeof bucket.value === 'string') add(bucket.value, bucket.count)
  const found = new Set(buckets.map((bucket) => bucket.value))
  for (const name of selected) if (!found.has(name)) add(name, 0)
  return [...root.children.values()].map(freeze).sort((a, b) => a.label.localeCompare(b.label, 'en', { sensitivity: 'base' }))
}

/** How many definitions the tree holds. */
export const countDefinitions = (nodes: readonly DefinitionNode[]): number =>
  nodes.reduce((sum, node) => sum + (node.definition ? 1 : 0) + countDefinitions(node.children), 0)

/** Trees this small open fully; larger ones open only down to the selected definitions. */
export const EXPAND_ALL_UP_TO = 12

/** The nodes open at first: all of a small tree, else those above a selected definition. */
export function initiallyExpanded(nodes: readonly DefinitionNode[], selected: readonly string[]): Set<string> {
  const all = countDefinitions(nodes) <= EXPAND_ALL_UP_TO
  const open = new Set<string>()
  const visit = (node: DefinitionNode): boolean => {
    let holdsSelected = false
    for (const child of node.children) if (visit(child)) holdsSelected = true
    if (node.children.length > 0 && (all || holdsSelected)) open.add(node.key)
    return holdsSelected || (node.definition && selected.includes(node.key))
  }
  nodes.forEach(visit)
  return open
}
