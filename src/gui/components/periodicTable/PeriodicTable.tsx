// The periodic table of the filters (spec 2 §2.2, §9): an 18 × 10 grid of elements with
// a count in each cell, shaded on a count scale; a click toggles the element in the
// selection. Props only: the menu's item and the dashboard's widget bind it to a filter.
import { Classes } from '@blueprintjs/core'
import { ELEMENTS } from '../../../core/chemistry'
import { formatCompactCount, formatCount, scaledFraction, type CountScaleName } from '../statistics'
import './periodicTable.css'

export const PERIODIC_TABLE_COLUMNS = 18
export const PERIODIC_TABLE_ROWS = 10
export const elementLabel = (name: string, count: number | undefined) =>
  count ? `${name}: ${formatCount(count)}` : `${name}: no entries`

// Element 119 is in the data for the materials viewer; the filter grid ends at 118.
const GRID = ELEMENTS.filter((element) => element.number <= 118)

export interface PeriodicTableProps {
  /** Entries per element symbol; an element without a count has none and cannot be chosen. */
  readonly counts: ReadonlyMap<string, number>
  /** The chosen symbols. */
  readonly selected: readonly string[]
  /** The symbols chosen next; undefined when none is left. */
  readonly onChange: (selected: string[] | undefined) => void
  /** Shading of the cells by count (default linear). */
  readonly scale?: CountScaleName
  /** Counts in the cells and their shading; default true. */
  readonly showStatistics?: boolean
  /** The id of the heading that names the table. */
  readonly labelledBy?: string
}

export function PeriodicTable({ counts, selected, onChange, scale, showStatistics = true, labelledBy }: PeriodicTableProps) {
  const highest = Math.max(0, ...counts.values())
  const toggle = (symbol: string) => {
    const next = selected.includes(symbol) ? selected.filter((other) => other !== symbol) : [...selected, symbol]
    onChange(next.length ? next : undefined)
  }
  return (
    <div
      className="tessera-periodic-table"
      role="group"
      aria-labelledby={labelledBy}
      style={{
        gridTemplateColumns: `repeat(${PERIODIC_TABLE_COLUMNS}, minmax(0, 1fr))`,
        gridTemplateRows: `repeat(${PERIODIC_TABLE_ROWS}, auto)`,
      }}
    >
      {GRID.map((element) => {
        const count = counts.get(element.symbol)
        const isSelected = selected.includes(element.symbol)
        const shade = showStatistics && count && !isSelected ? scaledFraction(count, highest, scale) : 0
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
            {showStatistics && count ? <span className="tessera-element-count">{formatCompactCount(count)}</span> : null}
          </button>
        )
      })}
    </div>
  )
}
