// A repeating sub section's own lane (`…/run`): its items by index.
import { useState } from 'react'
import type { JsonValue } from '../../../core/archive'
import { useLoadMore } from '../../components/lanes'
import { listWindow, pathText } from './archiveModel'
import type { ArchiveKey } from './values'
import { RepeatingItems } from './RepeatingItems'

export function ListLane({ path, items }: { readonly path: readonly ArchiveKey[]; readonly items: readonly JsonValue[] }) {
  const [pages, setPages] = useState(0)
  const more = () => setPages((count) => (listWindow(items.length, count).hidden > 0 ? count + 1 : count))
  useLoadMore(more)
  const name = String(path.at(-1) ?? '')
  return (
    <div className="tessera-archive-lane">
      <h4 className="tessera-archive-title" title={pathText(path)}>
        {name} ({items.length})
      </h4>
      <RepeatingItems name={name} items={items} pages={pages} onMore={more} bare />
    </div>
  )
}
