// The filter menu (spec 2 §2.2): the "Filters" panel with its items, the panels of the
// open submenus beside it, a collapse button (3rem when collapsed) and an options button.
import { Button, H5, Menu, MenuItem, PopoverNext } from '@blueprintjs/core'
import { ChevronLeftIcon, ChevronRightIcon, CrossIcon, MoreIcon } from '@blueprintjs/icons'
import { useMemo, useState } from 'react'
import { MenuDataProvider, type MenuData } from './MenuData'
import { MenuItemList, SubMenuContext } from './MenuItemView'
import { COLLAPSED_MENU_WIDTH, DEFAULT_MENU_SIZE, MENU_WIDTHS, type MenuItemConfig, type MenuSize, type SubMenuConfig } from './types'
import './menu.css'

export const FILTERS_TITLE = 'Filters'
export const COLLAPSE_LABEL = 'Collapse menu'
export const EXPAND_LABEL = 'Expand menu'
export const OPTIONS_LABEL = 'Menu options'
export const closeSubMenuLabel = (title: string) => `Close ${title}`

export interface MenuOption {
  readonly text: string
  readonly onClick: () => void
}

export interface FilterMenuProps {
  /** The app's menu (a `menu` item, keys in camelCase: see menuConfigFromApp). */
  readonly menu: MenuItemConfig
  readonly data: MenuData
  readonly collapsed: boolean
  readonly onCollapsedChange: (collapsed: boolean) => void
  /** What the options button offers (e.g. clear filters, show statistics). */
  readonly options?: readonly MenuOption[]
}

export const menuWidth = (size: unknown) => MENU_WIDTHS[(size as MenuSize) in MENU_WIDTHS ? (size as MenuSize) : DEFAULT_MENU_SIZE]
const itemsOf = (menu: MenuItemConfig): readonly MenuItemConfig[] => (Array.isArray(menu.items) ? menu.items : [])

export function FilterMenu({ menu, data, collapsed, onCollapsedChange, options = [] }: FilterMenuProps) {
  const [path, setPath] = useState<readonly SubMenuConfig[]>([])
  const navigation = useMemo(
    () => ({ path, open: (item: SubMenuConfig, level: number) => setPath([...path.slice(0, level), item]) }),
    [path],
  )

  if (collapsed) {
    return (
      <nav className="tessera-filter-menu tessera-filter-menu-collapsed" aria-label={FILTERS_TITLE} style={{ width: COLLAPSED_MENU_WIDTH }}>
        <Button variant="minimal" icon={<ChevronRightIcon />} aria-label={EXPAND_LABEL} onClick={() => onCollapsedChange(false)} />
      </nav>
    )
  }

  return (
    <MenuDataProvider data={data}>
      <div className="tessera-filter-menu-container">
        <nav className="tessera-filter-menu" aria-label={FILTERS_TITLE} style={{ width: menuWidth(menu.size) }}>
          <div className="tessera-filter-menu-header">
            <H5>{FILTERS_TITLE}</H5>
            <PopoverNext
              placement="bottom-end"
              disabled={options.length === 0}
              content={
                <Menu aria-label={OPTIONS_LABEL}>
                  {options.map((option) => (
                    <MenuItem key={option.text} text={option.text} onClick={option.onClick} />
                  ))}
                </Menu>
              }
            >
              <Button variant="minimal" icon={<MoreIcon />} aria-label={OPTIONS_LABEL} disabled={options.length === 0} />
            </PopoverNext>
            <Button variant="minimal" icon={<ChevronLeftIcon />} aria-label={COLLAPSE_LABEL} onClick={() => onCollapsedChange(true)} />
          </div>
          <SubMenuContext.Provider value={{ ...navigation, level: 0 }}>
            <MenuItemList items={itemsOf(menu)} />
          </SubMenuContext.Provider>
        </nav>
        {path.map((submenu, index) => {
          const title = submenu.title ?? ''
          return (
            <section
              key={`${index}-${title}`}
              className="tessera-filter-submenu"
              aria-label={title}
              style={{ width: menuWidth(submenu.size) }}
            >
              <div className="tessera-filter-menu-header">
                <H5>{title}</H5>
                <Button variant="minimal" icon={<CrossIcon />} aria-label={closeSubMenuLabel(title)} onClick={() => setPath(path.slice(0, index))} />
              </div>
              <SubMenuContext.Provider value={{ ...navigation, level: index + 1 }}>
                <MenuItemList items={itemsOf(submenu)} />
              </SubMenuContext.Provider>
            </section>
          )
        })}
      </div>
    </MenuDataProvider>
  )
}
