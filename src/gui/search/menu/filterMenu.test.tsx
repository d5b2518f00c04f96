// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { ELEMENTS } from '../../../core/search'
import { PROGRAM } from '../../../core/search/testing'
import { loadedRuntime } from '../../builtins/testing'
import { definePlugin, type GuiRuntime } from '../../runtime'
import type { MenuItemDef } from './menuItemDef'
import { closeSubMenuLabel, COLLAPSE_LABEL, EXPAND_LABEL, FILTERS_TITLE, menuWidth, OPTIONS_LABEL, panelMaxWidth } from './FilterMenu'
import { elementLabel } from '../../components/periodicTable'
import { aBucket, MenuHarness, terms } from './testing'
import { SHOWING_ONLY_TEXT, showingAllText, showingTopText } from './terms/TermsItem'
import type { MenuItemConfig } from './types'

let runtime: GuiRuntime
beforeAll(async () => {
  runtime = await loadedRuntime()
})
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
    render(<MenuHarness runtime={runtime} menu={menu} />)
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
    render(<MenuHarness runtime={runtime} menu={menu} />)
    fireEvent.click(screen.getByRole('button', { name: COLLAPSE_LABEL }))
    expect(nav().style.width).toBe('3rem')
    expect(screen.queryByRole('button', { name: 'Material' })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: EXPAND_LABEL }))
    expect(screen.getByRole('button', { name: 'Material' })).toBeTruthy()
  })

  it('opens nested submenus as panels, each with its width, and closes them', () => {
    render(<MenuHarness runtime={runtime} menu={menu} aggregations={aggregations} />)
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
    render(<MenuHarness runtime={runtime} menu={menu} aggregations={aggregations} onValues={onValues} />)
    fireEvent.click(screen.getByRole('button', { name: 'Method' }))
    fireEvent.click(screen.getByLabelText('VASP'))
    expect(onValues).toHaveBeenLastCalledWith({ [PROGRAM]: ['VASP'] })
    expect((screen.getByLabelText('VASP') as HTMLInputElement).checked).toBe(true)
    fireEvent.click(screen.getByRole('radio', { name: 'user' }))
    expect(onValues).toHaveBeenLastCalledWith({ [PROGRAM]: ['VASP'], visibility: 'user' })
  })

  it('the visibility item follows the login state', () => {
    render(<MenuHarness runtime={runtime} menu={menu} loggedIn={false} />)
    expect((screen.getByRole('radio', { name: 'public' }) as HTMLInputElement).checked).toBe(true)
    expect((screen.getByRole('radio', { name: 'visible' }) as HTMLInputElement).disabled).toBe(true)
  })

  it("an unknown item type shows 'Unknown menu item type: {type}.'", () => {
    render(<MenuHarness runtime={runtime} menu={{ type: 'menu', items: [{ type: 'sparkline' }, { type: 'visibility' }] }} />)
    expect(screen.getByText('Unknown menu item type: sparkline.')).toBeTruthy()
    expect(screen.getByRole('radio', { name: 'visible' })).toBeTruthy()
  })

  it('the options button offers the given options', async () => {
    const clear = vi.fn()
    render(<MenuHarness runtime={runtime} menu={menu} options={[{ text: 'Clear filters', onClick: clear }]} />)
    fireEvent.click(screen.getByRole('button', { name: OPTIONS_LABEL }))
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Clear filters' }))
    expect(clear).toHaveBeenCalled()
  })

  it('the options button is disabled when there are no options', () => {
    render(<MenuHarness runtime={runtime} menu={menu} />)
    expect((screen.getByRole('button', { name: OPTIONS_LABEL }) as HTMLButtonElement).disabled).toBe(true)
  })

  it("built-in item types are registered in the runtime's menuItems registry", () => {
    for (const type of ['terms', 'histogram', 'periodic_table', 'nested_object', 'visibility', 'definitions', 'optimade', 'custom_quantities', 'menu']) {
      expect(runtime.registries.menuItems.has(type)).toBe(true)
    }
  })
})

describe('filter menu: an item that fails', () => {
  // A plugin's item that throws while its title is 'broken'.
  function Fragile({ item }: { readonly item: MenuItemConfig }) {
    if (item.title === 'broken') throw new Error('the fragile item broke')
    return <p>{item.title}</p>
  }
  const fragile: MenuItemDef = { type: 'test_fragile', load: async () => ({ default: Fragile }) }
  const withFragile = (title: string): MenuItemConfig => ({ type: 'menu', items: [{ type: 'test_fragile', title }, { type: 'visibility' }] })

  let fragileRuntime: GuiRuntime
  beforeAll(async () => {
    fragileRuntime = await loadedRuntime(definePlugin({ id: 'fragile', menuItems: [fragile] }))
  })
  beforeEach(() => {
    // React reports the error the item's boundary caught; it is expected here.
    vi.spyOn(console, 'error').mockImplementation(() => {})
  })
  afterEach(() => vi.restoreAllMocks())

  it("shows 'Could not render menu item.' in its place; the other items work on", async () => {
    const onValues = vi.fn()
    render(<MenuHarness runtime={fragileRuntime} menu={withFragile('broken')} onValues={onValues} />)
    expect(await screen.findByText('Could not render menu item.')).toBeTruthy()
    fireEvent.click(screen.getByRole('radio', { name: 'public' }))
    expect(onValues).toHaveBeenLastCalledWith({ visibility: 'public' })
  })

  it('is drawn again once its config changes', async () => {
    const view = render(<MenuHarness runtime={fragileRuntime} menu={withFragile('broken')} />)
    expect(await screen.findByText('Could not render menu item.')).toBeTruthy()
    view.rerender(<MenuHarness runtime={fragileRuntime} menu={withFragile('mended')} />)
    expect(await screen.findByText('mended')).toBeTruthy()
    expect(screen.queryByText('Could not render menu item.')).toBeNull()
  })
})

describe('filter menu: clicking the central area closes the menu (spec 2 §2.2)', () => {
  function renderWithPage() {
    render(
      <div>
        <MenuHarness runtime={runtime} menu={menu} aggregations={aggregations} />
        <main>results</main>
        <div className="bp6-portal">
          <button type="button">a popover of an item</button>
        </div>
      </div>,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Material' }))
    fireEvent.click(screen.getByRole('button', { name: 'Elements / Formula' }))
  }

  it('a click outside the menu and its panels closes the open submenus', () => {
    renderWithPage()
    fireEvent.mouseDown(screen.getByRole('main'))
    expect(screen.queryByRole('region', { name: 'Material' })).toBeNull()
    expect(screen.queryByRole('region', { name: 'Elements / Formula' })).toBeNull()
    expect(nav()).toBeTruthy()
  })

  it('clicks in the menu, its panels and popovers keep them open', () => {
    renderWithPage()
    fireEvent.mouseDown(screen.getByRole('region', { name: 'Elements / Formula' }))
    fireEvent.mouseDown(nav())
    fireEvent.mouseDown(screen.getByRole('button', { name: 'a popover of an item' }))
    expect(screen.getByRole('region', { name: 'Elements / Formula' })).toBeTruthy()
  })

  it('submenu panels are clamped to the viewport right of the root menu', () => {
    renderWithPage()
    const panel = screen.getByRole('region', { name: 'Elements / Formula' })
    expect(panelMaxWidth('25rem')).toBe('calc(100vw - 25rem - var(--tessera-filter-menu-left, 0px))')
    expect(panel.style.maxWidth).toBe(panelMaxWidth('25rem'))
  })
})

describe('filter menu: terms counts through the menu data', () => {
  const program = { type: 'menu', items: [{ type: 'terms', searchQuantity: PROGRAM }] }
  const five = terms(['a', 5], ['b', 4], ['c', 3], ['d', 2], ['e', 1])

  it('an answer with as many buckets as asked for may have more: "Showing top N"', () => {
    render(<MenuHarness runtime={runtime} menu={program} aggregations={{ [PROGRAM]: { data: five, size: 5 } }} />)
    expect(screen.getByText(showingTopText(5))).toBeTruthy()
  })

  it('an answer with fewer buckets than asked for is exhausted: "Showing all N"', () => {
    render(<MenuHarness runtime={runtime} menu={program} aggregations={{ [PROGRAM]: { data: five, size: 10 } }} />)
    expect(screen.getByText(showingAllText(5))).toBeTruthy()
  })

  it('an answer that says it is exhausted is believed', () => {
    const answer = { data: [aBucket('a', 1)], size: 1, exhausted: true } as { data: ReturnType<typeof terms>; size: number }
    render(<MenuHarness runtime={runtime} menu={program} aggregations={{ [PROGRAM]: answer }} />)
    expect(screen.getByText(SHOWING_ONLY_TEXT)).toBeTruthy()
  })
})
