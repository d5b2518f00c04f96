// The definitions card (spec 3 §2.2): what a schema entry defines — its sections with
// their base sections, quantities (type, unit, description) and sub-sections. Entries
// whose archive has `definitions` (their searchable quantities name them). The test is
// here: the reader and the view load with the card.
import type { EntryContext } from '../../entryContext'
import type { CardDef } from '../cardDef'

export function hasDefinitions(entry: EntryContext): boolean {
  const quantities = entry.metadata.quantities
  return Array.isArray(quantities) && quantities.some((name) => typeof name === 'string' && (name === 'definitions' || name.startsWith('definitions.')))
}

export const definitionsCard: CardDef = {
  type: 'definitions',
  appliesTo: hasDefinitions,
  load: () => import('./DefinitionsCard'),
}
