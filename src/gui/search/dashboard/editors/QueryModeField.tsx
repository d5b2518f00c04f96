// The query mode of a terms or periodic-table widget (spec 2 §3.6, §9): whether the
// values it selects must all match (and) or any may (or). Shown only for a quantity that
// takes several values (spec 2 §5.1); the filter's own mode is the default.
import type { FilterDefinition } from '../../../../core/search'
import { SelectField } from './fields'
import { QUERY_MODE_LABEL } from './labels'

export const QUERY_MODES = ['or', 'and'] as const
export type WidgetQueryMode = 'and' | 'or' | 'all' | 'any'

/** and/or as the form shows it; the filter's words all/any read as and/or. */
export function shownQueryMode(mode: WidgetQueryMode | undefined, filter: FilterDefinition | undefined): 'and' | 'or' {
  const written = mode ?? filter?.queryMode
  return written === 'all' || written === 'and' ? 'and' : 'or'
}

export function QueryModeField({
  filter,
  value,
  onChange,
}: {
  filter: FilterDefinition | undefined
  value: WidgetQueryMode | undefined
  onChange: (mode: 'and' | 'or') => void
}) {
  if (!filter?.multiple) return null
  return (
    <SelectField
      label={QUERY_MODE_LABEL}
      field="query_mode"
      options={QUERY_MODES}
      value={shownQueryMode(value, filter)}
      onChange={(mode) => {
        if (mode) onChange(mode)
      }}
    />
  )
}
