// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { CUSTOM_QUANTITIES, toApiQuery } from '../../../../core/search'
import { loadedRuntime } from '../../../builtins/testing'
import type { GuiRuntime } from '../../../runtime'
import { FILTERS, MenuHarness } from '../testing'
import {
  ADD_QUANTITY_TEXT,
  CUSTOM_QUANTITIES_LOADING_LABEL,
  CustomQuantitiesItem,
  NO_CUSTOM_QUANTITIES_TEXT,
  operatorLabel,
  quantityLabel,
  removeQuantityLabel,
  UPDATE_SEARCH_TEXT,
  valueLabel,
  type CustomQuantitiesItemProps,
} from './CustomQuantitiesItem'
import type { CustomQuantity } from './customQuantity'

let runtime: GuiRuntime
beforeAll(async () => {
  runtime = await loadedRuntime()
})
afterEach(cleanup)

const TEMPERATURE = 'data.temperature#entry_id:abc.Sample'
const NAME = 'data.name#entry_id:abc.Sample'
const DONE = 'data.done#entry_id:abc.Sample'
const QUANTITIES: CustomQuantity[] = [
  { id: TEMPERATURE, dtype: 'float' },
  { id: NAME, dtype: 'string' },
  { id: DONE, dtype: 'boolean' },
]

async function renderItem(props: Partial<CustomQuantitiesItemProps> = {}) {
  const onChange = vi.fn()
  const load = vi.fn(async () => QUANTITIES)
  const view = render(<CustomQuantitiesItem item={{ type: 'custom_quantities' }} onChange={onChange} load={load} {...props} />)
  await act(async () => {})
  return { ...view, onChange, load }
}
const select = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } })
const update = () => screen.getByRole('button', { name: UPDATE_SEARCH_TEXT }) as HTMLButtonElement
const operators = (n = 1) => Array.from((screen.getByLabelText(operatorLabel(n)) as HTMLSelectElement).options).map((option) => option.value)

describe('custom quantities menu item (spec 2 §4.5, §5.4)', () => {
  it('loads the quantities once, showing a loading indicator until then', async () => {
    let answer: (quantities: CustomQuantity[]) => void = () => {}
    const load = vi.fn(() => new Promise<CustomQuantity[]>((resolve) => (answer = resolve)))
    render(<CustomQuantitiesItem item={{ type: 'custom_quantities' }} onChange={vi.fn()} load={load} />)
    expect(screen.getByLabelText(CUSTOM_QUANTITIES_LOADING_LABEL)).toBeTruthy()
    await act(async () => answer(QUANTITIES))
    expect(screen.queryByLabelText(CUSTOM_QUANTITIES_LOADING_LABEL)).toBeNull()
    expect(Array.from((screen.getByLabelText(quantityLabel(1)) as HTMLSelectElement).options).map((option) => option.value)).toEqual(['', TEMPERATURE, NAME, DONE])
    expect(load).toHaveBeenCalledTimes(1)
  })

  it.each([
    ['no quantities exist', async () => []],
    ['loading fails', async () => Promise.reject(new Error('offline'))],
  ])('says so when %s (spec 2 §8)', async (_, load) => {
    await renderItem({ load: load as () => Promise<CustomQuantity[]> })
    expect(screen.getByText(NO_CUSTOM_QUANTITIES_TEXT)).toBeTruthy()
  })

  it.each([
    [TEMPERATURE, ['=', '<', '<=', '=>', '>']],
    [NAME, ['=']],
    [DONE, ['=']],
  ])('offers the operators of the quantity type: %s', async (id, expected) => {
    await renderItem()
    select(quantityLabel(1), id)
    expect(operators()).toEqual(expected)
  })

  it('"Update search" is enabled only when every row has a quantity and a value', async () => {
    await renderItem()
    expect(update().disabled).toBe(true)
    select(quantityLabel(1), TEMPERATURE)
    expect(update().disabled).toBe(true)
    fireEvent.change(screen.getByLabelText(valueLabel(1)), { target: { value: 'hot' } })
    expect(update().disabled).toBe(true)
    fireEvent.change(screen.getByLabelText(valueLabel(1)), { target: { value: '300' } })
    expect(update().disabled).toBe(false)
    fireEvent.click(screen.getByRole('button', { name: ADD_QUANTITY_TEXT }))
    expect(update().disabled).toBe(true)
    fireEvent.click(screen.getByRole('button', { name: removeQuantityLabel(2) }))
    expect(update().disabled).toBe(false)
  })

  it('"Update search" sets the criteria in the shape of spec 2 §3.7', async () => {
    const { onChange } = await renderItem()
    select(quantityLabel(1), TEMPERATURE)
    select(operatorLabel(1), '=>')
    fireEvent.change(screen.getByLabelText(valueLabel(1)), { target: { value: '300' } })
    fireEvent.click(screen.getByRole('button', { name: ADD_QUANTITY_TEXT }))
    select(quantityLabel(2), DONE)
    select(valueLabel(2), 'true')
    fireEvent.click(update())
    expect(onChange).toHaveBeenCalledWith({
      and: [{ search_quantities: { id: TEMPERATURE, 'float_value:gte': 300 } }, { search_quantities: { id: DONE, bool_value: true } }],
    })
  })

  it('choosing a text quantity after a number one resets a comparison to =', async () => {
    await renderItem()
    select(quantityLabel(1), TEMPERATURE)
    select(operatorLabel(1), '<')
    select(quantityLabel(1), NAME)
    expect((screen.getByLabelText(operatorLabel(1)) as HTMLSelectElement).value).toBe('=')
  })

  it('shows the rows of the current filter, and follows it when it is cleared elsewhere', async () => {
    const value = { and: [{ search_quantities: { id: TEMPERATURE, 'float_value:lt': 10 } }] }
    const { rerender, onChange, load } = await renderItem({ value })
    expect((screen.getByLabelText(quantityLabel(1)) as HTMLSelectElement).value).toBe(TEMPERATURE)
    expect((screen.getByLabelText(operatorLabel(1)) as HTMLSelectElement).value).toBe('<')
    expect((screen.getByLabelText(valueLabel(1)) as HTMLInputElement).value).toBe('10')
    rerender(<CustomQuantitiesItem item={{ type: 'custom_quantities' }} value={undefined} onChange={onChange} load={load} />)
    expect((screen.getByLabelText(quantityLabel(1)) as HTMLSelectElement).value).toBe('')
  })

  it('shows and takes a number in the schema\'s display unit, and sends it in SI', async () => {
    const THICKNESS = 'data.thickness#entry_id:abc.Sample'
    const thickness: CustomQuantity = { id: THICKNESS, dtype: 'float', unit: 'm', displayUnit: 'nm' }
    const value = { and: [{ search_quantities: { id: THICKNESS, 'float_value:gt': 2.5e-7 } }] }
    const { onChange } = await renderItem({ value, load: async () => [...QUANTITIES, thickness] })
    const field = screen.getByLabelText(valueLabel(1)) as HTMLInputElement
    // The filter's 2.5e-7 m reads 250 nm.
    expect(field.value).toBe('250')
    expect(screen.getByText('nm')).toBeTruthy()
    fireEvent.change(field, { target: { value: '100' } })
    fireEvent.click(update())
    expect(onChange).toHaveBeenLastCalledWith({ and: [{ search_quantities: { id: THICKNESS, 'float_value:gt': 1e-7 } }] })
    // A number with a unit of its own is taken too.
    fireEvent.change(field, { target: { value: '0.3 µm' } })
    fireEvent.click(update())
    const sent = onChange.mock.lastCall?.[0] as { and: [{ search_quantities: Record<string, number> }] }
    expect(sent.and[0].search_quantities['float_value:gt']).toBeCloseTo(3e-7, 15)
    // A quantity without a unit is a plain number.
    select(quantityLabel(1), TEMPERATURE)
    expect(field.placeholder).toBe('Number')
  })

  it('removing every row and updating clears the filter', async () => {
    const { onChange } = await renderItem({ value: { and: [{ search_quantities: { id: NAME, str_value: 'a' } }] } })
    fireEvent.click(screen.getByRole('button', { name: removeQuantityLabel(1) }))
    fireEvent.click(update())
    expect(onChange).toHaveBeenCalledWith(undefined)
  })

  it('in the menu it sets custom_quantities, ANDed to the query', async () => {
    const onValues = vi.fn()
    render(
      <MenuHarness runtime={runtime} menu={{ type: 'menu', items: [{ type: 'custom_quantities' }] }} onValues={onValues} extra={{ customQuantities: async () => QUANTITIES }} />,
    )
    await act(async () => {})
    select(quantityLabel(1), NAME)
    fireEvent.change(screen.getByLabelText(valueLabel(1)), { target: { value: 'blue' } })
    fireEvent.click(update())
    const values = onValues.mock.lastCall?.[0]
    expect(values).toEqual({ [CUSTOM_QUANTITIES]: { and: [{ search_quantities: { id: NAME, str_value: 'blue' } }] } })
    expect(toApiQuery(FILTERS, { values }).query).toEqual({ and: [{}, { and: [{ search_quantities: { id: NAME, str_value: 'blue' } }] }] })
  })
})
