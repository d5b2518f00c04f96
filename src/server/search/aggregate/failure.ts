// What a search engine would refuse only while computing an aggregation: NOMAD passes
// these through from Elasticsearch (400, `Elasticsearch could not process your query: …`)
// or its search layer (422). The route answers them like parse problems.
import { searchProblem } from '../request/problems'
import type { LocPart, Problem } from '../request/problems'

export class AggregationFailure extends Error {
  constructor(
    readonly status: 400 | 422,
    /** A string for 400, NOMAD's problem list for 422. */
    readonly detail: string | Problem[],
  ) {
    super(typeof detail === 'string' ? detail : detail.map((problem) => problem.msg).join('; '))
    this.name = 'AggregationFailure'
  }

  static engine(reason: string): AggregationFailure {
    return new AggregationFailure(400, `Elasticsearch could not process your query: ${reason}`)
  }

  static search(loc: readonly LocPart[], msg: string): AggregationFailure {
    return new AggregationFailure(422, [searchProblem(loc, msg)])
  }
}

/** Elasticsearch's `search.max_buckets` (7.x default): more buckets in one aggregation are refused. */
export const MAX_BUCKETS = 65536

export function checkBuckets(n: number): void {
  if (n > MAX_BUCKETS) {
    throw AggregationFailure.engine(`Trying to create too many buckets. Must be less than or equal to: [${MAX_BUCKETS}] but was [${n}]. This limit can be set by changing the [search.max_buckets] cluster level setting.`)
  }
}
