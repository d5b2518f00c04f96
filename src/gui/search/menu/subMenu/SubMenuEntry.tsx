// A `menu` item inside a menu: an entry that opens the submenu as the next panel.
import { Button } from '@blueprintjs/core'
import { ChevronRightIcon } from '@blueprintjs/icons'
import { useSubMenus } from '../subMenus'
import type { SubMenuConfig } from '../types'

export default function SubMenuEntry({ item }: { readonly item: SubMenuConfig }) {
  const { level, path, open } = useSubMenus()
  const isOpen = path[level] === item
  return (
    <Button
      className="tessera-submenu-entry"
      variant="minimal"
      alignText="start"
      fill
      active={isOpen}
      aria-expanded={isOpen}
      endIcon={<ChevronRightIcon />}
      text={item.title}
      style={{ paddingLeft: `${0.5 + (item.indentation ?? 0)}rem` }}
      onClick={() => open(item, level)}
    />
  )
}
