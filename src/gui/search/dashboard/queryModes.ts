// A terms or periodic-table widget's query_mode in the filter's words (spec 2 §9:
// and → all, or → any); the widgets set it on the filter when they set its values.
import type { QueryMode } from '../../../core/search'

export const QUERY_MODE_OF: { readonly [mode in 'and' | 'or' | 'all' | 'any']: QueryMode } = {
  and: 'all',
  or: 'any',
  all: 'all',
  any: 'any',
}
