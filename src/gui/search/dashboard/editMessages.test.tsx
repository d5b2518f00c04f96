// @vitest-environment jsdom
// The edit dialogs show each of spec 2 §5.3's messages word for word, at the field it is
// about, and refuse Done while one shows; the axis unit field (§5.6) and the query mode.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { CELL_A, N_ELEMENTS, PROGRAM, testFilters } from '../../../core/search/testing'
import { DEFAULT_ELEMENTS_QUANTITY } from '../../../core/apps'
import { loadedRuntime } from '../../builtins/testing'
import type { GuiRuntime } from '../../runtime'
import { HISTOGRAM_LABEL, PERIODIC_TABLE_LABEL, SCATTER_PLOT_LABEL, TERMS_LABEL } from '.'
import {
  NBINS_LABEL,
  QUANTITY_LABEL,
  QUERY_MODE_LABEL,
  SCALE_LABEL,
  SIZE_LABEL,
  X_QUANTITY_LABEL,
  X_TITLE_LABEL,
  X_UNIT_LABEL,
  Y_QUANTITY_LABEL,
  Y_SCALE_LABEL,
} from './editors/labels'
import { PeriodicTableWidget } from './periodicTable/PeriodicTableWidget'
import { elementLabel } from '../../components/periodicTable'
import { aData, DashboardHarness, FILTERS, termsAnswer } from './testing'
import type { DashboardWidget } from './types'
import { DONE_TEXT } from './WidgetEditDialog'
import {
  PLEASE_SPECIFY_A_VALUE,
  QUANTITY_REQUIRED,
  SCALE_REQUIRED,
  SIZE_REQUIRED,
  X_AXIS_REQUIRED,
  X_QUANTITY_REQUIRED,
  Y_AXIS_REQUIRED,
  Y_QUANTITY_REQUIRED,
} from './validation'

let runtime: GuiRuntime
beforeAll(async () => {
  runtime = await loadedRuntime()
})
afterEach(cleanup)

type Form = HTMLElement

/** Opens the edit dialog of a new widget of the add button's type. */
async function newWidget(label: string, filters = FILTERS) {
  const onWidgets = vi.fn<(widgets: readonly DashboardWidget[]) => void>()
  render(<DashboardHarness runtime={runtime} onWidgets={onWidgets} filters={filters} />)
  fireEvent.click(screen.getByRole('button', { name: label }))
  const form = await screen.findByRole('dialog')
  return { form, last: () => onWidgets.mock.calls.at(-1)?.[0] ?? [] }
}

const field = (form: Form, label: string) => within(form).getByLabelText(label) as HTMLInputElement | HTMLSelectElement
/** The form group around a field: where its message shows. */
const groupOf = (form: Form, label: string) => field(form, label).closest('.bp6-form-group') as HTMLElement
const done = (form: Form) => within(form).getByRole('button', { name: DONE_TEXT }) as HTMLButtonElement

/** Types into a field and leaves it. */
function type(form: Form, label: string, value: string) {
  const input = field(form, label)
  fireEvent.change(input, { target: { value: value || 'x' } })
  fireEvent.change(input, { target: { value } })
  fireEvent.blur(input)
}
/** Chooses an option of a select ('' is the empty choice). */
const choose = (form: Form, label: string, value: string) => fireEvent.change(field(form, label), { target: { value } })

describe('each §5.3 message at its field; Done refused while it shows', () => {
  it.each([
    ['terms', 'emptied quantity', TERMS_LABEL, (form: Form) => type(form, QUANTITY_LABEL, ''), QUANTITY_LABEL, QUANTITY_REQUIRED],
    ['terms', 'empty scale', TERMS_LABEL, (form: Form) => choose(form, SCALE_LABEL, ''), SCALE_LABEL, SCALE_REQUIRED],
    ['periodic table', 'emptied quantity', PERIODIC_TABLE_LABEL, (form: Form) => type(form, QUANTITY_LABEL, ''), QUANTITY_LABEL, QUANTITY_REQUIRED],
    ['periodic table', 'empty scale', PERIODIC_TABLE_LABEL, (form: Form) => choose(form, SCALE_LABEL, ''), SCALE_LABEL, SCALE_REQUIRED],
    // An axis emptied of everything is no axis.
    ['histogram', 'emptied x axis', HISTOGRAM_LABEL, (form: Form) => type(form, X_QUANTITY_LABEL, ''), X_QUANTITY_LABEL, X_AXIS_REQUIRED],
    [
      'histogram',
      'x with a title but no quantity',
      HISTOGRAM_LABEL,
      (form: Form) => {
        type(form, X_TITLE_LABEL, 'Gap')
        type(form, X_QUANTITY_LABEL, '')
      },
      X_QUANTITY_LABEL,
      QUANTITY_REQUIRED,
    ],
    ['histogram', 'empty y scale', HISTOGRAM_LABEL, (form: Form) => choose(form, Y_SCALE_LABEL, ''), Y_SCALE_LABEL, Y_AXIS_REQUIRED],
    ['histogram', 'no number of bins', HISTOGRAM_LABEL, (form: Form) => choose(form, NBINS_LABEL, ''), NBINS_LABEL, PLEASE_SPECIFY_A_VALUE],
    ['scatter plot', 'emptied x quantity', SCATTER_PLOT_LABEL, (form: Form) => type(form, X_QUANTITY_LABEL, ''), X_QUANTITY_LABEL, X_QUANTITY_REQUIRED],
    ['scatter plot', 'emptied y quantity', SCATTER_PLOT_LABEL, (form: Form) => type(form, Y_QUANTITY_LABEL, ''), Y_QUANTITY_LABEL, Y_QUANTITY_REQUIRED],
    ['scatter plot', 'empty size', SCATTER_PLOT_LABEL, (form: Form) => choose(form, SIZE_LABEL, ''), SIZE_LABEL, SIZE_REQUIRED],
    ['scatter plot', 'Done, x never filled', SCATTER_PLOT_LABEL, (form: Form) => fireEvent.click(done(form)), X_QUANTITY_LABEL, PLEASE_SPECIFY_A_VALUE],
    ['scatter plot', 'Done, y never filled', SCATTER_PLOT_LABEL, (form: Form) => fireEvent.click(done(form)), Y_QUANTITY_LABEL, PLEASE_SPECIFY_A_VALUE],
  ])('%s, %s: the message at the field', async (_type, _what, add, act, label, message) => {
    const { form } = await newWidget(add)
    act(form)
    expect(within(groupOf(form, label)).getByText(message)).toBeTruthy()
    expect(done(form).disabled).toBe(true)
  })

  it('fixing the field takes the message away and lets Done through', async () => {
    const { form, last } = await newWidget(HISTOGRAM_LABEL)
    type(form, X_QUANTITY_LABEL, '')
    choose(form, Y_SCALE_LABEL, '')
    expect(done(form).disabled).toBe(true)
    type(form, X_QUANTITY_LABEL, N_ELEMENTS)
    choose(form, Y_SCALE_LABEL, 'log')
    expect(within(form).queryByText(X_AXIS_REQUIRED)).toBeNull()
    expect(within(form).queryByText(Y_AXIS_REQUIRED)).toBeNull()
    fireEvent.click(done(form))
    expect(last()).toMatchObject([{ type: 'histogram', x: { search_quantity: N_ELEMENTS }, y: { scale: 'log' }, visible: true }])
  })
})

describe('the axis unit field', () => {
  it('is offered for a quantity with a unit, suggests units of its dimension, and is kept on Done', async () => {
    const { form, last } = await newWidget(HISTOGRAM_LABEL)
    expect(within(form).queryByLabelText(X_UNIT_LABEL)).toBeNull()
    type(form, X_QUANTITY_LABEL, CELL_A)
    const unit = field(form, X_UNIT_LABEL) as HTMLInputElement
    const choices = [...(unit.list?.options ?? [])].map((option) => option.value)
    expect(choices).toEqual(expect.arrayContaining(['Å', 'nm']))
    expect(choices).not.toContain('eV')
    type(form, X_UNIT_LABEL, 'Å')
    fireEvent.click(done(form))
    expect(last()).toMatchObject([{ x: { search_quantity: CELL_A, unit: 'Å' }, visible: true }])
  })

  it.each([
    ['eV', 'Unit "eV" is incompatible with dimension "length".'],
    ['furlongs_per_fortnight', 'Unit "furlongs_per_fortnight" not found.'],
  ])('a unit %s is refused at the field: %s', async (written, message) => {
    const { form } = await newWidget(HISTOGRAM_LABEL)
    type(form, X_QUANTITY_LABEL, CELL_A)
    type(form, X_UNIT_LABEL, written)
    expect(within(groupOf(form, X_UNIT_LABEL)).getByText(message)).toBeTruthy()
    expect(done(form).disabled).toBe(true)
  })
})

describe('the query mode', () => {
  it('is offered for a multi-valued quantity, the filter’s mode first, and stored as chosen', async () => {
    const { form, last } = await newWidget(PERIODIC_TABLE_LABEL)
    // The elements combine with "and" unless told otherwise.
    expect(field(form, QUERY_MODE_LABEL).value).toBe('and')
    choose(form, QUERY_MODE_LABEL, 'or')
    fireEvent.click(done(form))
    expect(last()).toMatchObject([{ type: 'periodic_table', search_quantity: DEFAULT_ELEMENTS_QUANTITY, query_mode: 'or' }])
  })

  it('is not offered for a quantity that takes one value', async () => {
    const filters = testFilters({ settings: { [PROGRAM]: { multiple: false } } })
    const { form } = await newWidget(TERMS_LABEL, filters)
    type(form, QUANTITY_LABEL, PROGRAM)
    expect(within(form).queryByLabelText(QUERY_MODE_LABEL)).toBeNull()
    type(form, QUANTITY_LABEL, 'results.properties.available_properties')
    await waitFor(() => expect(within(form).getByLabelText(QUERY_MODE_LABEL)).toBeTruthy())
  })

  it('is what the periodic table sets on the filter when an element is clicked', () => {
    const data = aData({ aggregations: { [`${DEFAULT_ELEMENTS_QUANTITY}:p`]: termsAnswer(['Si', 4]) } })
    render(<PeriodicTableWidget widget={{ type: 'periodic_table', id: 'p', search_quantity: DEFAULT_ELEMENTS_QUANTITY, query_mode: 'or' }} filters={FILTERS} data={data} />)
    fireEvent.click(screen.getByRole('button', { name: elementLabel('Silicon', 4) }))
    expect(data.setQueryMode).toHaveBeenCalledWith(DEFAULT_ELEMENTS_QUANTITY, 'any')
    expect(data.setValue).toHaveBeenCalledWith(DEFAULT_ELEMENTS_QUANTITY, ['Si'])
  })
})
