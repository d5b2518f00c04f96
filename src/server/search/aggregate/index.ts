// The aggregation executor of the search API: one typed aggregation request (from
// search/request) over the matching entries of the search index → the response object
// NOMAD answers for it (reference §2.7). Public face of this folder; see README.md.
import type { Bits } from '../index/bits'
import type { SearchIndex } from '../index/searchIndex'
import type { AggregationRequest, StatisticsAggregation } from '../request/aggregations'
import { andThen } from './bucket'
import type { AggregationHooks, JsonObject } from './examples'
import { autoDateHistogram, dateHistogram, histogram, minMax } from './histogram'
import { MetricsReader } from './metrics'
import { terms } from './terms'

export type { AggregationHooks, JsonObject } from './examples'
export { nestedItems } from './examples'
export { AggregationFailure, MAX_BUCKETS } from './failure'

function statistics(index: SearchIndex, request: StatisticsAggregation, matches: Bits): JsonObject {
  return { statistics: { ...request.echo, data: new MetricsReader(index, request.metrics).of(matches.toArray()) } }
}

/**
 * The response object of one aggregation, `{<type>: {...echo, data, ...}}`, computed over
 * the entries in `matches` (root rows: alive, visible to the owner, matching the query;
 * for `exclude_from_search` the rows of the facet query). Synchronous except for terms
 * with `entries`, which wait for `hooks.documents`.
 *
 * Throws AggregationFailure for what NOMAD refuses only while aggregating: too many
 * histogram buckets, an unreadable terms `page_after_value`, a substring `include` on a
 * number quantity.
 */
export function aggregate(index: SearchIndex, request: AggregationRequest, matches: Bits, hooks: AggregationHooks = {}): JsonObject | Promise<JsonObject> {
  switch (request.type) {
    case 'terms':
      return andThen(terms(index, request, matches, hooks), ({ buckets, pagination }) => ({
        terms: { ...request.echo, ...(pagination && { pagination }), data: buckets },
      }))
    case 'histogram':
      return histogram(index, request, matches)
    case 'date_histogram':
      return dateHistogram(index, request, matches)
    case 'auto_date_histogram':
      return autoDateHistogram(index, request, matches)
    case 'min_max':
      return minMax(index, request, matches)
    case 'statistics':
      return statistics(index, request, matches)
  }
}
