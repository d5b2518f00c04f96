// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { ELEMENTS } from '../../../core/search'
import { PROGRAM } from '../../../core/search/testing'
import { menuItems } from '../../runtime/registries'
import { registerBuiltInMenuItems } from './builtins'
import { closeSubMenuLabel, COLLAPSE_LABEL, EXPAND_LABEL, FILTERS_TITLE, menuWidth, OPTIONS_LABEL } from './FilterMenu'
import { elementLabel } from './periodicTable/PeriodicTableItem'
import { MenuHarness, terms } from './testing'
import { menuConfigFromApp, type MenuItemConfig } from './types'

beforeAll(registerBuiltInMenuItems)
afterEach(cleanup)

const menu: MenuItemConfig = {
  type: 'menu',
  size: 'md',
  items: [
    {
      type: 'menu',
      title: 'Material',
      items: [
        { type: 'menu', title: 'Elements / Formula', size: 'xxl', indentation: 1, items: [{ type: 'periodic_table' }] },
      ],
    },
    { type: 'menu', title: 'Method', items: [{ type: 'terms', searchQuantity: PROGRAM }] },
    { type: 'visibility' },
  ],
}
const aggregations = {
  [PROGRAM]: { data: terms(['VASP', 7], ['exciting', 3]) },
  [ELEMENTS]: { data: terms(['O', 9]) },
}
const nav = () => screen.getByRole('navigation', { name: FILTERS_TITLE })

describe('filter menu', () => {
  it('has the title Filters, its items and the md width', () => {
    render(<MenuHarness menu={menu} />)
    expect(within(nav()).getByRole('heading', { name: FILTERS_TITLE })).toBeTruthy()
    expect(within(nav()).getByRole('button', { name: 'Material' })).toBeTruthy()
    expect(within(nav()).getByRole('radio', { name: 'visible' })).toBeTruthy()
    expect(nav().style.width).toBe('25rem')
  })

  it.each([
    ['xs', '17rem'],
    ['sm', '21rem'],
    ['md', '25rem'],
    ['lg', '29rem'],
    ['xl', '33rem'],
    ['xxl', '45rem'],
    [undefined, '21rem'],
  ])('size %s is %s wide', (size, width) => {
    expect(menuWidth(size)).toBe(width)
  })

  it('the collapse button shrinks the menu to 3rem, and expand brings it back', () => {
    render(<MenuHarness menu={menu} />)
    fireEvent.click(screen.getByRole('button', { name: COLLAPSE_LABEL }))
    expect(nav().style.width).toBe('3rem')
    expect(screen.queryByRole('button', { name: 'Material' })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: EXPAND_LABEL }))
    expect(screen.getByRole('button', { name: 'Material' })).toBeTruthy()
  })

  it('opens nested submenus as panels, each with its width, and closes them', () => {
    render(<MenuHarness menu={menu} aggregations={aggregations} />)
    fireEvent.click(screen.getByRole('button', { name: 'Material' }))
    const material = screen.getByRole('region', { name: 'Material' })
    expect(material.style.width).toBe('21rem')
    fireEvent.click(within(material).getByRole('button', { name: 'Elements / Formula' }))
    const elements = screen.getByRole('region', { name: 'Elements / Formula' })
    expect(elements.style.width).toBe('45rem')
    expect(within(elements).getByRole('button', { name: elementLabel('Oxygen', 9) })).toBeTruthy()
    // Another top-level submenu replaces the open ones.
    fireEvent.click(screen.getByRole('button', { name: 'Method' }))
    expect(screen.queryByRole('region', { name: 'Material' })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: closeSubMenuLabel('Method') }))
    expect(screen.queryByRole('region', { name: 'Method' })).toBeNull()
  })

  it('items in submenus set filters through the menu data', () => {
    const onValues = vi.fn()
    render(<MenuHarness menu={menu} aggregations={aggregations} onValues={onValues} />)
    fireEvent.click(screen.getByRole('button', { name: 'Method' }))
    fireEvent.click(screen.getByLabelText('VASP'))
    expect(onValues).toHaveBeenLastCalledWith({ [PROGRAM]: ['VASP'] })
    expect((screen.getByLabelText('VASP') as HTMLInputElement).checked).toBe(true)
    fireEvent.click(screen.getByRole('radio', { name: 'user' }))
    expect(onValues).toHaveBeenLastCalledWith({ [PROGRAM]: ['VASP'], visibility: 'user' })
  })

  it('the visibility item follows the login state', () => {
    render(<MenuHarness menu={menu} loggedIn={false} />)
    expect((screen.getByRole('radio', { name: 'public' }) as HTMLInputElement).checked).toBe(true)
    expect((screen.getByRole('radio', { name: 'visible' }) as HTMLInputElement).disabled).toBe(true)
  })

  it("an unknown item type shows 'Unknown menu item type: {type}.'", () => {
    render(<MenuHarness menu={{ type: 'menu', items: [{ type: 'sparkline' }, { type: 'visibility' }] }} />)
    expect(screen.getByText('Unknown menu item type: sparkline.')).toBeTruthy()
    expect(screen.getByRole('radio', { name: 'visible' })).toBeTruthy()
  })

  it('the options button offers the given options', async () => {
    const clear = vi.fn()
    render(<MenuHarness menu={menu} options={[{ text: 'Clear filters', onClick: clear }]} />)
    fireEvent.click(screen.getByRole('button', { name: OPTIONS_LABEL }))
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Clear filters' }))
    expect(clear).toHaveBeenCalled()
  })

  it('the options button is disabled when there are no options', () => {
    render(<MenuHarness menu={menu} />)
    expect((screen.getByRole('button', { name: OPTIONS_LABEL }) as HTMLButtonElement).disabled).toBe(true)
  })

  it('built-in item types are registered in the shared menuItems registry', () => {
    for (const type of ['terms', 'histogram', 'periodic_table', 'visibility', 'menu']) expect(menuItems.has(type)).toBe(true)
  })
})

describe('menuConfigFromApp', () => {
  it('converts item keys to camelCase, in nested items too', () => {
    expect(
      menuConfigFromApp({
        type: 'menu',
        items: [{ type: 'terms', search_quantity: PROGRAM, show_header: false, items: [{ type: 'x', show_input: true }] }],
      }),
    ).toEqual({ type: 'menu', items: [{ type: 'terms', searchQuantity: PROGRAM, showHeader: false, items: [{ type: 'x', showInput: true }] }] })
  })

  it('an app without a menu gets an empty one', () => {
    expect(menuConfigFromApp(undefined)).toEqual({ type: 'menu', items: [] })
  })
})
