// Other entries of the same material as a table: name (a link to its page), program or
// type, formula; the page size chosen below, with how many there are in all.
import { HTMLSelect, HTMLTable } from '@blueprintjs/core'
import { Link } from 'react-router'
import { PropertyCard } from '../propertyCard'
import { PAGE_SIZES, type PageSize, type RelatedEntry } from './read'

export const RELATED_TITLE = 'Related resources'
export const RELATED_ERROR = 'Could not load related resources.'
export const NO_RELATED = 'No other entries of this material.'

export interface RelatedResourcesViewProps {
  /** undefined: the search failed or answered something else. */
  readonly related: { readonly entries: readonly RelatedEntry[]; readonly total: number } | undefined
  readonly pageSize: PageSize
  readonly onPageSize: (size: PageSize) => void
  readonly linkTo: (entryId: string) => string
}

export function RelatedResourcesView({ related, pageSize, onPageSize, linkTo }: RelatedResourcesViewProps) {
  if (!related) return <PropertyCard title={RELATED_TITLE}><p>{RELATED_ERROR}</p></PropertyCard>
  const { entries, total } = related
  if (entries.length === 0) return <PropertyCard title={RELATED_TITLE}><p>{NO_RELATED}</p></PropertyCard>
  return (
    <PropertyCard title={RELATED_TITLE}>
      <p>{total === 1 ? '1 other entry of this material.' : `${total} other entries of this material.`}</p>
      <HTMLTable compact striped aria-label="Entries of the same material">
        <thead>
          <tr>
            <th>Entry</th>
            <th>Program or type</th>
            <th>Formula</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.entryId}>
              <td><Link to={linkTo(entry.entryId)}>{entry.name}</Link></td>
              <td>{entry.kind}</td>
              <td>{entry.formula}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
      {total > PAGE_SIZES[0] && (
        <label className="tessera-related-page-size">
          {`Showing ${entries.length} of ${total}, per page `}
          <HTMLSelect
            minimal
            value={pageSize}
            onChange={(event) => onPageSize(PAGE_SIZES.find((size) => size === Number(event.currentTarget.value)) ?? PAGE_SIZES[0])}
            options={PAGE_SIZES.map((size) => ({ value: size, label: String(size) }))}
          />
        </label>
      )}
    </PropertyCard>
  )
}
