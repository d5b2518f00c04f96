// The filter menu (spec 2 §2.2): the "Filters" panel with its items, the panels of the
// open submenus beside it, a collapse button (3rem when collapsed) and an options button.
// A click in the page's central area (anywhere outside the menu and its panels) closes
// the open submenus; panels never make the page scroll sideways.
import { Button, Classes, H5, Menu, MenuItem, PopoverNext } from '@blueprintjs/core'
import { ChevronLeftIcon, ChevronRightIcon, CrossIcon, MoreIcon } from '@blueprintjs/icons'
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react'
import { MenuDataProvider, type MenuData } from './MenuData'
import { MenuItemList } from './MenuItemView'
import { SubMenuContext } from './subMenus'
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
  /**
   * The open submenus, outermost first, when the page keeps them (it asks for the counts
   * of the items shown only); the menu keeps them itself otherwise.
   */
  readonly path?: readonly SubMenuConfig[]
  readonly onPathChange?: (path: readonly SubMenuConfig[]) => void
}

/** CSS variable: where the menu starts on the screen, so panels can stop at its right edge. */
export const MENU_LEFT_VARIABLE = '--tessera-filter-menu-left'

/**
 * A submenu panel is at most as wide as the viewport right of the root menu; the panel
 * scrolls inside instead of the page scrolling sideways (xxl is 45rem next to 21rem).
 */
export const panelMaxWidth = (rootWidth: string) => `calc(100vw - ${rootWidth} - var(${MENU_LEFT_VARIABLE}, 0px))`

export const menuWidth = (size: unknown) => MENU_WIDTHS[(size as MenuSize) in MENU_WIDTHS ? (size as MenuSize) : DEFAULT_MENU_SIZE]
const itemsOf = (menu: MenuItemConfig): readonly MenuItemConfig[] => (Array.isArray(menu.items) ? menu.items : [])

export function FilterMenu({ menu, data, collapsed, onCollapsedChange, options = [], path: controlledPath, onPathChange }: FilterMenuProps) {
  const [ownPath, setOwnPath] = useState<readonly SubMenuConfig[]>([])
  const path = controlledPath ?? ownPath
  const setPath = useCallback(
    (next: readonly SubMenuConfig[]) => {
      setOwnPath(next)
      onPathChange?.(next)
    },
    [onPathChange],
  )
  const navigation = useMemo(
    () => ({ path, open: (item: SubMenuConfig, level: number) => setPath([...path.slice(0, level), item]) }),
    [path, setPath],
  )
  const container = useRef<HTMLDivElement>(null)
  const open = path.length > 0

  useEffect(() => {
    if (!open) return
    const closeOnOutsideClick = (event: MouseEvent) => {
      const target = event.target
      if (!(target instanceof Element) || container.current?.contains(target)) return
      // The items' popovers, selects and dialogs render in portals outside the menu.
      if (target.closest(`.${Classes.PORTAL}`)) return
      setPath([])
    }
    // mousedown, not click: a slider dragged out of the panel must not close it.
    document.addEventListener('mousedown', closeOnOutsideClick)
    return () => document.removeEventListener('mousedown', closeOnOutsideClick)
  }, [open, collapsed, setPath])

  useLayoutEffect(() => {
    const element = container.current
    if (!open || !element) return
    const measure = () => element.style.setProperty(MENU_LEFT_VARIABLE, `${Math.max(0, element.getBoundingClientRect().left)}px`)
    measure()
    window.addEventListener('resize', measure)
    return () => window.removeEventListener('resize', measure)
  }, [open, collapsed])

  if (collapsed) {
    return (
      <nav className="tessera-filter-menu tessera-filter-menu-collapsed" aria-label={FILTERS_TITLE} style={{ width: COLLAPSED_MENU_WIDTH }}>
        <Button variant="minimal" icon={<ChevronRightIcon />} aria-label={EXPAND_LABEL} onClick={() => onCollapsedChange(false)} />
      </nav>
    )
  }

  return (
    <MenuDataProvider data={data}>
      <div className="tessera-filter-menu-container" ref={container}>
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
              style={{ width: menuWidth(submenu.size), maxWidth: panelMaxWidth(menuWidth(menu.size)) }}
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
