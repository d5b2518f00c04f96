// Where a definition is used (spec 3 §2.4), asked for only after 'Show usage': an
// aggregation over the entries the user may see (size 100). A section: how many entries
// use it; a quantity: the archive paths it has values at in entries using its section.
import { Button, Spinner } from '@blueprintjs/core'
import { useLazyDefinitionUsageQuery, type DefinitionUsage, type DefinitionUsageArgs } from '../../api'
import { NOT_USED, SHOW_USAGE } from './messages'

export type UsageSubject =
  | { readonly kind: 'section'; readonly qualifiedName: string }
  | { readonly kind: 'quantity'; readonly section: string; readonly name: string }

export function usageRequest(subject: UsageSubject): DefinitionUsageArgs {
  return subject.kind === 'section'
    ? { query: { sections: subject.qualifiedName }, quantity: 'sections', include: [subject.qualifiedName] }
    : { query: { sections: subject.section }, quantity: 'quantities' }
}

/** The rows to show: for a quantity only the paths that end in its name. */
export function usageRows(subject: UsageSubject, usage: DefinitionUsage): readonly { readonly value: string; readonly count: number }[] {
  if (subject.kind === 'section') return usage.buckets.filter((bucket) => bucket.value === subject.qualifiedName && bucket.count > 0)
  return usage.buckets.filter((bucket) => bucket.value === subject.name || bucket.value.endsWith(`.${subject.name}`))
}

export function UsageBlock({ subject }: { subject: UsageSubject }) {
  const [load, { data, isFetching, error }] = useLazyDefinitionUsageQuery()
  const rows = data ? usageRows(subject, data) : undefined
  return (
    <section className="tessera-metainfo-block" aria-label="Usage">
      <h4>Usage</h4>
      {!data && !isFetching && !error && (
        <Button size="small" onClick={() => void load(usageRequest(subject), true)}>
          {SHOW_USAGE}
        </Button>
      )}
      {isFetching && <Spinner size={16} />}
      {error && <p className="tessera-metainfo-muted">{error.message}</p>}
      {rows && !isFetching && rows.length === 0 && <p>{NOT_USED}</p>}
      {rows && !isFetching && rows.length > 0 && (
        <ul className="tessera-metainfo-usage">
          {rows.map((row) => (
            <li key={row.value}>
              <code>{row.value}</code>: {row.count} {row.count === 1 ? 'entry' : 'entries'}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
