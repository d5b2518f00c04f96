// The items of a repeating sub section in a lane (spec 3 §9): the top 50 and the bottom 5,
// 'and N more items' between them loading 25 more (as does scrolling the lane to 95 %).
// The item the next lane shows is always listed and highlighted.
import { Button } from '@blueprintjs/core'
import type { JsonValue } from '../../../core/archive'
import { LaneItem, resolveIndex, useLane, type LaneKey } from '../../components/lanes'
import { moreItemsText } from '../messages'
import { itemLabel, listWindow } from './archiveModel'

export interface RepeatingItemsProps {
  /** The sub section's name; items link as `name:index`, or as bare indices when `bare`. */
  readonly name: string
  readonly items: readonly JsonValue[]
  readonly pages: number
  readonly onMore: () => void
  /** Link items by index alone (a list's own lane, `…/run/0`). */
  readonly bare?: boolean
}

export function RepeatingItems({ name, items, pages, onMore, bare = false }: RepeatingItemsProps) {
  const { next } = useLane()
  const keyOf = (index: number): LaneKey => (bare ? { name: String(index) } : { name, index })
  let selected: number | undefined
  if (next && !bare && next.name === name && next.index !== undefined) selected = resolveIndex(next.index, items.length)
  if (next && bare && /^-?\d+$/.test(next.name)) selected = resolveIndex(Number(next.name), items.length)
  const { top, hidden, bottom } = listWindow(items.length, pages, selected)
  const item = (index: number) => (
    <li key={index}>
      <LaneItem itemKey={keyOf(index)} count={items.length} className="tessera-archive-entry">
        <span className="tessera-archive-name">{bare ? index : `${name}:${index}`}</span>
        <span className="tessera-archive-value">{itemLabel(items[index], index) === String(index) ? '' : itemLabel(items[index], index)}</span>
      </LaneItem>
    </li>
  )
  return (
    <ul className="tessera-archive-items" aria-label={`${name} items`}>
      {top.map(item)}
      {hidden > 0 && (
        <li>
          <Button variant="minimal" size="small" text={moreItemsText(hidden)} onClick={onMore} className="tessera-archive-list-more" />
        </li>
      )}
      {bottom.map(item)}
    </ul>
  )
}
