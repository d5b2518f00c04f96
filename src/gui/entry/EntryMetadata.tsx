// The overview's left column: what identifies the entry. Pure view; the full metadata
// column (comment, references, authors, datasets, processing) comes with the entry page.
import type { EntryContext } from './entryContext'

export function EntryMetadata({ entry }: { readonly entry: EntryContext }) {
  const { metadata } = entry
  const rows: [string, string | undefined][] = [
    ['entry name', metadata.entry_name],
    ['entry type', metadata.entry_type],
    ['mainfile', metadata.mainfile],
    ['entry id', metadata.entry_id],
    ['upload id', metadata.upload_id],
  ]
  return (
    <section className="tessera-entry-metadata" aria-label="Entry metadata">
      <dl>
        {rows.flatMap(([label, value]) =>
          value === undefined
            ? []
            : [
                <div key={label} className="tessera-entry-metadata-row">
                  <dt>{label}</dt>
                  <dd>{value}</dd>
                </div>,
              ],
        )}
      </dl>
    </section>
  )
}
