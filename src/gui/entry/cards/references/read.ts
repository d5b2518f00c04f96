// What the references card reads: the entry's references (metadata `references`, a list
// of URLs, spec 3 §3), from the search metadata the page has already. Entries without
// references show no card.
import type { EntryContext } from '../../entryContext'

export function referencesOf(entry: EntryContext): readonly string[] {
  const references = entry.metadata.references
  if (typeof references === 'string') return references.trim() ? [references] : []
  return Array.isArray(references) ? references.filter((item): item is string => typeof item === 'string' && item.trim() !== '') : []
}

/** Only web links become links; other text (a DOI written bare, a citation) is shown as it is. */
export const isWebLink = (reference: string) => /^https?:\/\/\S+$/i.test(reference.trim())
