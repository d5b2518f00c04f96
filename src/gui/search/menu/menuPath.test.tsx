// @vitest-environment jsdom
// The open submenus reach the page (onPathChange), which asks for the counts of the
// items on screen only (issue 19 item 14).
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { loadedRuntime } from '../../builtins/testing'
import type { GuiRuntime } from '../../runtime'
import { closeSubMenuLabel } from './FilterMenu'
import { MenuHarness } from './testing'
import type { MenuItemConfig } from './types'

let runtime: GuiRuntime
beforeAll(async () => {
  runtime = await loadedRuntime()
})
afterEach(cleanup)

const elements: MenuItemConfig = { type: 'menu', title: 'Elements / Formula', items: [{ type: 'periodic_table' }] }
const material: MenuItemConfig = { type: 'menu', title: 'Material', items: [elements] }
const method: MenuItemConfig = { type: 'menu', title: 'Method', items: [{ type: 'visibility' }] }
const menu: MenuItemConfig = { type: 'menu', items: [material, method] }
const titles = (path: readonly MenuItemConfig[]) => path.map((item) => item.title)

describe('filter menu: the open submenus', () => {
  it('reports each change of the open submenus: opened, replaced, closed, and closed by a click outside', () => {
    const onPathChange = vi.fn()
    render(<MenuHarness runtime={runtime} menu={menu} onPathChange={onPathChange} />)
    fireEvent.click(screen.getByRole('button', { name: 'Material' }))
    expect(titles(onPathChange.mock.lastCall![0])).toEqual(['Material'])
    fireEvent.click(within(screen.getByRole('region', { name: 'Material' })).getByRole('button', { name: 'Elements / Formula' }))
    expect(titles(onPathChange.mock.lastCall![0])).toEqual(['Material', 'Elements / Formula'])
    fireEvent.click(screen.getByRole('button', { name: closeSubMenuLabel('Elements / Formula') }))
    expect(titles(onPathChange.mock.lastCall![0])).toEqual(['Material'])
    fireEvent.click(screen.getByRole('button', { name: 'Method' }))
    expect(titles(onPathChange.mock.lastCall![0])).toEqual(['Method'])
    fireEvent.mouseDown(document.body)
    expect(onPathChange.mock.lastCall![0]).toEqual([])
    expect(screen.queryByRole('region', { name: 'Method' })).toBeNull()
  })
})
