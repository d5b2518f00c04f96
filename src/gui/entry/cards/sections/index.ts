// The sections card (spec 3 §2.2): the entry's data section — what a lab notebook or a
// custom schema holds — as labelled values with the schema's units. Entries with a data
// section (ELN and custom-schema entries; their searchable quantities name it). The test
// is here: the reader and the view load with the card.
import type { EntryContext } from '../../entryContext'
import type { CardDef } from '../cardDef'

export function hasData(entry: EntryContext): boolean {
  const quantities = entry.metadata.quantities
  return Array.isArray(quantities) && quantities.some((name) => name === 'data')
}

export const sectionsCard: CardDef = {
  type: 'sections',
  appliesTo: hasData,
  load: () => import('./SectionsCard'),
}
