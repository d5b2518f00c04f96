// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { toApiQuery } from '../../../../core/search'
import { BAND_GAP } from '../../../../core/search/testing'
import { loadedRuntime } from '../../../builtins/testing'
import { RuntimeProvider, type GuiRuntime } from '../../../runtime'
import { MIN_LABEL } from '../../../components/rangeInputs'
import { EMPTY_MENU_DATA, MenuDataProvider, type MenuData } from '../MenuData'
import { aBucket, FILTERS, MenuHarness, terms, type Values } from '../testing'
import type { MenuItemConfig } from '../types'
import { nestedMenuData } from './nestedMenuData'
import NestedObjectItem from './NestedObjectItem'

let runtime: GuiRuntime
beforeAll(async () => {
  runtime = await loadedRuntime()
})
afterEach(cleanup)

const TYPE = `${BAND_GAP}.type`
const VALUE = `${BAND_GAP}.value`
const menuOf = (nested: MenuItemConfig): MenuItemConfig => ({ type: 'menu', items: [nested] })
const bandGap: MenuItemConfig = {
  type: 'nested_object',
  path: BAND_GAP,
  items: [
    { type: 'terms', searchQuantity: 'type' },
    { type: 'histogram', searchQuantity: 'value' },
  ],
}
const aggregations = {
  [TYPE]: { data: terms(['direct', 3], ['indirect', 2]) },
  [VALUE]: { data: [aBucket(0, 1), aBucket(1e-19, 4)], interval: 1e-19 },
}

function renderMenu(menu: MenuItemConfig, initialValues: Values = {}) {
  const onValues = vi.fn()
  render(<MenuHarness runtime={runtime} menu={menu} aggregations={aggregations} onValues={onValues} initialValues={initialValues} />)
  return onValues
}

describe('nested_object menu item', () => {
  it('shows its items, with relative quantity names, in a group named after the section', () => {
    renderMenu(menuOf(bandGap))
    const group = screen.getByRole('group', { name: FILTERS.byName.get(BAND_GAP)?.label })
    expect(within(group).getByLabelText('direct')).toBeTruthy()
    expect(within(group).getByLabelText(MIN_LABEL)).toBeTruthy()
  })

  it("its items' criteria share one nested document (reference §2.3.7)", () => {
    const onValues = renderMenu(menuOf(bandGap))
    fireEvent.click(screen.getByLabelText('direct'))
    expect(onValues).toHaveBeenLastCalledWith({ [BAND_GAP]: { type: ['direct'] } })
    const min = screen.getByLabelText(MIN_LABEL)
    fireEvent.change(min, { target: { value: '1e-19 J' } })
    fireEvent.keyDown(min, { key: 'Enter' })
    const values: Values = onValues.mock.lastCall?.[0]
    expect(values).toEqual({ [BAND_GAP]: { type: ['direct'], value: { gte: 1e-19 } } })
    expect(toApiQuery(FILTERS, { values: values as never }).query).toEqual({ [BAND_GAP]: { 'type:any': ['direct'], value: { gte: 1e-19 } } })
  })

  it('shows the values of its section, and clears the section with its last criterion', () => {
    const onValues = renderMenu(menuOf(bandGap), { [BAND_GAP]: { type: ['indirect'] } })
    const indirect = screen.getByLabelText('indirect') as HTMLInputElement
    expect(indirect.checked).toBe(true)
    fireEvent.click(indirect)
    expect(onValues).toHaveBeenLastCalledWith({ [BAND_GAP]: undefined })
  })

  it('values set on the full names elsewhere are not the nested item’s', () => {
    renderMenu(menuOf(bandGap), { [TYPE]: ['direct'] })
    expect((screen.getByLabelText('direct') as HTMLInputElement).checked).toBe(false)
  })

  it('a path the search does not know as a section binds its items to the full names', () => {
    const setValue = vi.fn()
    const data: MenuData = {
      ...EMPTY_MENU_DATA,
      filter: (name) => (name === BAND_GAP ? undefined : FILTERS.byName.get(name)),
      aggregation: (name) => aggregations[name as keyof typeof aggregations],
      setValue,
    }
    render(
      <RuntimeProvider value={runtime}>
        <MenuDataProvider data={data}>
          <NestedObjectItem item={{ type: 'nested_object', path: BAND_GAP, items: [{ type: 'terms', searchQuantity: 'type' }] }} />
        </MenuDataProvider>
      </RuntimeProvider>,
    )
    fireEvent.click(screen.getByLabelText('direct'))
    expect(setValue).toHaveBeenLastCalledWith(TYPE, ['direct'])
  })

  it('a nested_object inside another keeps its items in the outer document', () => {
    const onValues = renderMenu(
      menuOf({ type: 'nested_object', path: BAND_GAP, items: [{ type: 'nested_object', path: BAND_GAP, items: [{ type: 'terms', searchQuantity: 'type' }] }] }),
    )
    fireEvent.click(screen.getByLabelText('direct'))
    expect(onValues).toHaveBeenLastCalledWith({ [BAND_GAP]: { type: ['direct'] } })
  })
})

describe('nestedMenuData', () => {
  const parentOf = (values: Values) => {
    const setValue = vi.fn()
    const parent: MenuData = { ...EMPTY_MENU_DATA, value: (name) => values[name], setValue }
    return { data: nestedMenuData(parent, BAND_GAP), setValue }
  }

  it('reads and writes quantities below the path in the section value', () => {
    const { data, setValue } = parentOf({ [BAND_GAP]: { type: ['direct'] } })
    expect(data.value(TYPE)).toEqual(['direct'])
    data.setValue(VALUE, { gt: 1 })
    expect(setValue).toHaveBeenLastCalledWith(BAND_GAP, { type: ['direct'], value: { gt: 1 } })
    data.setValue(TYPE, [])
    expect(setValue).toHaveBeenLastCalledWith(BAND_GAP, undefined)
  })

  it('passes other names through', () => {
    const { data, setValue } = parentOf({ visibility: 'user' })
    expect(data.value('visibility')).toBe('user')
    data.setValue('visibility', 'public')
    expect(setValue).toHaveBeenLastCalledWith('visibility', 'public')
  })

  it('reads a section value that is not an object as empty', () => {
    const { data, setValue } = parentOf({ [BAND_GAP]: ['oops'] })
    expect(data.value(TYPE)).toBeUndefined()
    data.setValue(TYPE, ['direct'])
    expect(setValue).toHaveBeenLastCalledWith(BAND_GAP, { type: ['direct'] })
  })
})
