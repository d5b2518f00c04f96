// The periodic table widget (spec 2 §3.6, §9): the menu's 18 × 10 table with the counts
// of the current query; a click toggles the element in the filter.
import { Callout } from '@blueprintjs/core'
import { useMemo } from 'react'
import { ELEMENTS, quantityNotAvailable } from '../../../../core/search'
import type { PeriodicTableItemConfig } from '../../menu'
import { PeriodicTableItem } from '../../menu/components'
import { bucketsOf } from '../buckets'
import type { WidgetComponentProps } from '../widgetDef'
import type { WidgetPeriodicTable } from '../types'
import { aggregationName } from '../widgetAggregations'

export function PeriodicTableWidget({ widget, filters, data }: WidgetComponentProps<WidgetPeriodicTable>) {
  const quantity = widget.search_quantity || ELEMENTS
  const filter = filters.byName.get(quantity)
  // The frame shows the title; the table is the whole body.
  const item = useMemo<PeriodicTableItemConfig>(() => ({ type: 'periodic_table', searchQuantity: quantity, showHeader: false }), [quantity])
  if (!filter) return <Callout intent="warning" compact>{quantityNotAvailable(quantity)}</Callout>
  return (
    <div className="tessera-periodic-table-widget">
      <PeriodicTableItem
        item={item}
        filter={filter}
        buckets={bucketsOf(data.aggregation(aggregationName(quantity, widget.id)))}
        value={data.value(quantity)}
        onChange={(value) => data.setValue(quantity, value)}
      />
    </div>
  )
}

export default PeriodicTableWidget
