// Which submenus are open, and at which depth an item sits: the menu hands it down, the
// `menu` item type opens its panel through it.
import { createContext, useContext } from 'react'
import type { SubMenuConfig } from './types'

export interface SubMenuNavigation {
  /** 0: the root panel. */
  readonly level: number
  readonly path: readonly SubMenuConfig[]
  open(item: SubMenuConfig, level: number): void
}

export const SubMenuContext = createContext<SubMenuNavigation>({ level: 0, path: [], open: () => {} })
export const useSubMenus = () => useContext(SubMenuContext)
