// What the `optimade` type draws: the OPTIMADE item bound to the menu's data, which
// checks the filters with the server.
import { OPTIMADE_FILTER } from '../../../../core/search'
import { useFilterBinding, useMenuData } from '../MenuData'
import type { OptimadeItemConfig } from '../types'
import { OptimadeItem } from './OptimadeItem'

export default function BoundOptimadeItem({ item }: { readonly item: OptimadeItemConfig }) {
  const { value, onChange } = useFilterBinding(OPTIMADE_FILTER)
  const data = useMenuData()
  return <OptimadeItem item={item} value={value} onChange={onChange} verify={data.verifyOptimade?.bind(data)} />
}
