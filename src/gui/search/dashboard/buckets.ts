// Reading a widget's aggregation answer: its buckets.
import type { AggregationBucket, StoredAggregation } from '../context'

/** The buckets of an answer; undefined while none has arrived. */
export function bucketsOf(aggregation: StoredAggregation | undefined): AggregationBucket[] | undefined {
  if (!aggregation || !Array.isArray(aggregation.data)) return undefined
  return (aggregation.data as unknown[]).filter(
    (bucket): bucket is AggregationBucket => typeof bucket === 'object' && bucket !== null && 'count' in bucket,
  )
}
