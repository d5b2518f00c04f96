// The periodic-table filter (spec 2 §2.2, §9): the periodic table with the current
// query's count in each cell (shaded on the item's scale); a click toggles the element in
// the filter, whose query mode is all (entries must contain every selected element). The
// "exclusive" checkbox asks for entries with exactly the selected elements.
import { Checkbox } from '@blueprintjs/core'
import { DEFAULT_ELEMENTS_QUANTITY } from '../../../../core/apps'
import type { FilterDefinition } from '../../../../core/search'
import { PeriodicTable } from '../../../components/periodicTable'
import { scaleOf } from '../../../components/statistics'
import { ItemHeader, itemId } from '../ItemHeader'
import type { FilterBinding, PeriodicTableItemConfig } from '../types'

export const EXCLUSIVE_LABEL = 'Exclusive'

export type PeriodicTableItemProps = FilterBinding & {
  readonly item: PeriodicTableItemConfig
  /** The `exclusive` global filter; the checkbox shows when it can be changed. */
  readonly exclusive?: boolean
  readonly onExclusiveChange?: (exclusive: boolean) => void
  /** Its definition, for the checkbox's explanation. */
  readonly exclusiveFilter?: FilterDefinition
}

export function PeriodicTableItem({ item, filter, buckets, value, onChange, exclusive, onExclusiveChange, exclusiveFilter }: PeriodicTableItemProps) {
  const quantity = item.searchQuantity ?? DEFAULT_ELEMENTS_QUANTITY
  const title = item.title ?? filter?.label ?? 'Elements'
  const headerId = itemId('periodic-table', quantity)
  const counts = new Map((buckets ?? []).map((bucket) => [String(bucket.value), bucket.count]))
  const selected = Array.isArray(value) ? value.filter((atom): atom is string => typeof atom === 'string') : []

  return (
    <section className="tessera-menu-item" aria-labelledby={headerId}>
      {item.showHeader !== false && <ItemHeader title={title} id={headerId} />}
      <PeriodicTable
        counts={counts}
        selected={selected}
        onChange={onChange}
        scale={scaleOf(item.scale)}
        showStatistics={item.showStatistics !== false}
        labelledBy={headerId}
      />
      {onExclusiveChange && (
        // The explanation on the row: Blueprint hides the input itself.
        <div className="tessera-periodic-table-exclusive" title={exclusiveFilter?.description}>
          <Checkbox
            checked={exclusive === true}
            label={exclusiveFilter?.label ?? EXCLUSIVE_LABEL}
            onChange={(event) => onExclusiveChange(event.currentTarget.checked)}
          />
        </div>
      )}
    </section>
  )
}
