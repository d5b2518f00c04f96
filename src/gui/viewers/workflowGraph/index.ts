// Public face of the workflow graph (spec 3 §2.8): the lazy view (d3-force comes with it,
// not with a card's index), its model (views of a focused section, the range filter,
// name cutting) and how archive references become sections.
import { lazy } from 'react'

export const WorkflowGraph = lazy(() => import('./WorkflowGraph').then((module) => ({ default: module.WorkflowGraph })))
export type { WorkflowGraphProps } from './WorkflowGraph'
export { buildView, linkView, linksOf, type ArchiveLookup, type Focus, type GraphLink, type GraphNode, type GraphView } from './graph'
export { DEFAULT_NODES_PER_SECTION, defaultIndices, parseRange, RANGE_PLACEHOLDER, RangeSyntaxError } from './range'
export { NAME_KEPT, NAME_LIMIT, trimName } from './names'
export { dataTabPath, keysOf, refTo, urlOf, type SectionRef } from './references'
