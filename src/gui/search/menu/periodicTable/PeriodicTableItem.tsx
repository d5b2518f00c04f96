// The periodic-table filter (spec 2 §2.2, §9): an 18 × 10 grid of elements with the
// current query's count in each cell (shaded on the item's scale); a click toggles the
// element in the filter, whose query mode is all (entries must contain every selected
// element). The "exclusive" checkbox asks for entries with exactly the selected elements.
import { Checkbox, Classes } from '@blueprintjs/core'
import { ELEMENTS as PERIODIC_TABLE } from '../../../../core/chemistry'
import { ELEMENTS, type FilterDefinition } from '../../../../core/search'
import { formatCompactCount, formatCount, ItemHeader, itemId } from '../ItemHeader'
import { scaledFraction, scaleOf } from '../scale'
import type { FilterBinding, PeriodicTableItemConfig } from '../types'

export const PERIODIC_TABLE_COLUMNS = 18
export const PERIODIC_TABLE_ROWS = 10
export const DEFAULT_ELEMENTS_QUANTITY = ELEMENTS
export const EXCLUSIVE_LABEL = 'Exclusive'
export const elementLabel = (name: string, count: number | undefined) =>
  count ? `${name}: ${formatCount(count)}` : `${name}: no entries`

export type PeriodicTableItemProps = FilterBinding & {
  readonly item: PeriodicTableItemConfig
  /** The `exclusive` global filter; the checkbox shows when it can be changed. */
  readonly exclusive?: boolean
  readonly onExclusiveChange?: (exclusive: boolean) => void
  /** Its definition, for the checkbox's explanation. */
  readonly exclusiveFilter?: FilterDefinition
}

// Element 119 is in the data for the materials viewer; the filter grid ends at 118.
const GRID = PERIODIC_TABLE.filter((element) => element.number <= 118)

export function PeriodicTableItem({ item, filter, buckets, value, onChange, exclusive, onExclusiveChange, exclusiveFilter }: PeriodicTableItemProps) {
  const quantity = item.searchQuantity ?? DEFAULT_ELEMENTS_QUANTITY
  const title = item.title ?? filter?.label ?? 'Elements'
  const headerId = itemId('periodic-table', quantity)
  const counts = new Map((buckets ?? []).map((bucket) => [String(bucket.value), bucket.count]))
  const highest = Math.max(0, ...counts.values())
  const scale = scaleOf(item.scale)
  const statistics = item.showStatistics !== false
  const selected = Array.isArray(value) ? value.filter((atom): atom is string => typeof atom === 'string') : []

  const toggle = (symbol: string) => {
    const next = selected.includes(symbol) ? selected.filter((other) => other !== symbol) : [...selected, symbol]
    onChange(next.length ? next : undefined)
  }

  return (
    <section className="tessera-menu-item" aria-labelledby={headerId}>
      {item.showHeader !== false && <ItemHeader title={title} id={headerId} />}
      <div
        className="tessera-periodic-table"
        role="group"
        aria-labelledby={headerId}
        style={{
          gridTemplateColumns: `repeat(${PERIODIC_TABLE_COLUMNS}, minmax(0, 1fr))`,
          gridTemplateRows: `repeat(${PERIODIC_TABLE_ROWS}, auto)`,
        }}
      >
        {GRID.map((element) => {
          const count = counts.get(element.symbol)
          const isSelected = selected.includes(element.symbol)
          const shade = statistics && count && !isSelected ? scaledFraction(count, highest, scale) : 0
          return (
            <button
              key={element.symbol}
              type="button"
              className={`tessera-element${isSelected ? ' tessera-element-selected' : ''} ${Classes.TEXT_SMALL}`}
              style={{
                gridColumn: element.xpos,
                gridRow: element.ypos,
                ...(shade > 0 && { backgroundColor: `rgba(45, 114, 210, ${(0.08 + 0.5 * shade).toFixed(3)})` }),
              }}
              aria-pressed={isSelected}
              aria-label={elementLabel(element.name, count)}
              title={elementLabel(element.name, count)}
              // Selected elements stay clickable so that they can be removed again.
              disabled={!count && !isSelected}
              onClick={() => toggle(element.symbol)}
            >
              <span className="tessera-element-symbol">{element.symbol}</span>
              {statistics && count ? <span className="tessera-element-count">{formatCompactCount(count)}</span> : null}
            </button>
          )
        })}
      </div>
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
