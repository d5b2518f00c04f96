// The rows each aggregation counts on: the query's matches, or for an aggregation with
// exclude_from_search on a quantity the query filters, the matches of its facet query
// (request/facets.ts), each facet evaluated once per request. Entries and materials
// searches share this; they differ only in how a query becomes rows.
import type { Bits } from '../index/bits'
import type { AggregationRequest, Query } from '../request'
import { facetQuery } from '../request'

export function facetRows(query: Query, matches: Bits, rowsOf: (facet: Query) => Bits): (aggregation: AggregationRequest) => Bits {
  const facets = new Map<string, Bits>()
  return (aggregation) => {
    if (!('excludeFromSearch' in aggregation) || !aggregation.excludeFromSearch) return matches
    const quantity = aggregation.quantity.name
    const facet = facetQuery(query, quantity)
    // The same object when the query has no criterion on the quantity: its matches serve.
    if (facet === query) return matches
    let rows = facets.get(quantity)
    if (!rows) {
      rows = rowsOf(facet)
      facets.set(quantity, rows)
    }
    return rows
  }
}
