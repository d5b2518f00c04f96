// The periodic table widget (spec 2 §3.6, §9): the periodic table with the counts of the
// current query; a click toggles the element in the filter. The frame shows the title.
import { Callout } from '@blueprintjs/core'
import { DEFAULT_ELEMENTS_QUANTITY } from '../../../../core/apps'
import { quantityNotAvailable } from '../../../../core/search'
import { PeriodicTable } from '../../../components/periodicTable'
import { bucketsOf } from '../buckets'
import type { WidgetComponentProps } from '../widgetDef'
import type { WidgetPeriodicTable } from '../types'
import { aggregationName } from '../widgetAggregations'
import { QUERY_MODE_OF } from '../queryModes'

export function PeriodicTableWidget({ widget, filters, data }: WidgetComponentProps<WidgetPeriodicTable>) {
  const quantity = widget.search_quantity || DEFAULT_ELEMENTS_QUANTITY
  const filter = filters.byName.get(quantity)
  if (!filter) return <Callout intent="warning" compact>{quantityNotAvailable(quantity)}</Callout>
  const buckets = bucketsOf(data.aggregation(aggregationName(quantity, widget.id))) ?? []
  const value = data.value(quantity)
  return (
    <div className="tessera-periodic-table-widget">
      <PeriodicTable
        counts={new Map(buckets.map((bucket) => [String(bucket.value), bucket.count]))}
        selected={Array.isArray(value) ? value.filter((atom): atom is string => typeof atom === 'string') : []}
        onChange={(next) => {
          // The widget's query mode applies to the filter it sets (multi-valued quantities only).
          const mode = widget.query_mode ? QUERY_MODE_OF[widget.query_mode] : undefined
          if (mode && filter.multiple && data.queryMode(quantity) !== mode) data.setQueryMode(quantity, mode)
          data.setValue(quantity, next)
        }}
      />
    </div>
  )
}

export default PeriodicTableWidget
