// `exclude_from_search` ("facet" counts, reference §2.7): an aggregation so marked is
// counted on the query without its top-level AND criteria on the aggregation's quantity,
// so the other options of an exclusive filter keep their counts. Hits, the total and the
// other aggregations still honour those criteria. Criteria inside or / not / OPTIMADE
// filters are never excluded; a nested document at the top level loses the criteria on
// the quantity that it groups.
import type { Query } from './ast'
import { EMPTY } from './ast'

function prune(query: Query, quantity: string): Query {
  switch (query.kind) {
    case 'criterion':
      return query.quantity.name === quantity ? EMPTY : query
    case 'and': {
      const pruned = query.queries.map((q) => prune(q, quantity))
      if (pruned.every((q, i) => q === query.queries[i])) return query
      const kept = pruned.filter((q) => q.kind !== 'empty')
      return kept.length === 0 ? EMPTY : kept.length === 1 ? kept[0] : { kind: 'and', queries: kept }
    }
    case 'nested': {
      const inner = prune(query.query, quantity)
      if (inner === query.query) return query
      return inner.kind === 'empty' ? EMPTY : { ...query, query: inner }
    }
    default:
      return query
  }
}

/**
 * The query an aggregation with `exclude_from_search` on `quantity` counts on: the very
 * same object when nothing is excluded, so callers can reuse the query's matches.
 */
export function facetQuery(query: Query, quantity: string): Query {
  return prune(query, quantity)
}
