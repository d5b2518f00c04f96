// The workflow graph card (spec 3 §2.2, §2.8): the entry's workflow — its inputs, tasks
// and outputs — as an interactive graph. Entries whose archive has a workflow2 section
// (the search metadata lists its quantities).
import type { EntryContext } from '../../entryContext'
import type { CardDef } from '../cardDef'

/** True when the entry's searchable quantities include its workflow's. */
export function hasWorkflow(entry: EntryContext): boolean {
  const quantities = entry.metadata.quantities
  return Array.isArray(quantities) && quantities.some((name) => typeof name === 'string' && (name === 'workflow2' || name.startsWith('workflow2.')))
}

export const workflowCard: CardDef = {
  type: 'workflow',
  appliesTo: hasWorkflow,
  load: () => import('./WorkflowCard'),
}
