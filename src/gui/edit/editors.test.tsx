// @vitest-environment jsdom
// The edit components as a user meets them, drawn through EditQuantity from a runtime with
// the built-in editors: what they store for what is typed, chosen or cleared.
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { aQuantity, eln, renderEditor } from './testing'

afterEach(cleanup)

const stored = () => screen.getByTestId('stored').textContent
const float = { type_kind: 'numpy', type_data: 'float64' } as const

describe('number', () => {
  const thickness = aQuantity({ name: 'thickness', type: float, unit: 'm', m_annotations: eln('NumberEditQuantity', { defaultDisplayUnit: 'nm', minValue: 0, maxValue: 1e-6 }) })

  it('stores a value typed with a unit in the quantity’s unit and shows it in that unit', async () => {
    renderEditor(thickness)
    const field = await screen.findByRole('textbox', { name: 'thickness' })
    await userEvent.type(field, '25 nm{Enter}')
    expect(stored()).toBe('2.5e-8')
    expect(field).toHaveProperty('value', '25')
    expect(screen.getByText('nm')).toBeTruthy()
  })

  it('shows a stored value in the display unit, and a bare number is in it', async () => {
    renderEditor(thickness, 1e-7)
    const field = await screen.findByRole('textbox', { name: 'thickness' })
    expect(field).toHaveProperty('value', '100')
    await userEvent.clear(field)
    await userEvent.type(field, '12.5')
    fireEvent.blur(field)
    expect(stored()).toBe('1.25e-8')
  })

  it('shows the bound’s message and keeps the value; clearing the field unsets it', async () => {
    renderEditor(thickness, 1e-7)
    const field = await screen.findByRole('textbox', { name: 'thickness' })
    await userEvent.clear(field)
    await userEvent.type(field, '2 um{Enter}')
    expect(screen.getByRole('alert').textContent).toBe('Enter a value that is equal or smaller than 1000 (nm)')
    expect(stored()).toBe('1e-7')
    await userEvent.clear(field)
    fireEvent.blur(field)
    expect(stored()).toBe('unset')
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('commits 500 ms after the last key without leaving the field', async () => {
    renderEditor(aQuantity({ name: 'cycles', type: { type_kind: 'numpy', type_data: 'int64' } }))
    const field = await screen.findByRole('textbox', { name: 'cycles' })
    await userEvent.type(field, '7')
    expect(stored()).toBe('unset')
    await act(() => new Promise((resolve) => setTimeout(resolve, 600)))
    expect(stored()).toBe('7')
    await userEvent.type(field, '.5')
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', "Enter a valid numerical value with datatype 'int64'")
  })
})

describe('enums', () => {
  const method = aQuantity({ name: 'method', type: { type_kind: 'enum', type_data: ['sputtering', 'evaporation'] } })

  it('a select stores the chosen value and the empty choice unsets it', async () => {
    renderEditor(method)
    const select = await screen.findByRole('combobox', { name: 'method' })
    await userEvent.selectOptions(select, 'evaporation')
    expect(stored()).toBe('"evaporation"')
    await userEvent.selectOptions(select, '')
    expect(stored()).toBe('unset')
  })

  it('radio buttons store the chosen value', async () => {
    renderEditor({ ...method, m_annotations: eln('RadioEnumEditQuantity') })
    await userEvent.click(await screen.findByRole('radio', { name: 'sputtering' }))
    expect(stored()).toBe('"sputtering"')
  })
})

describe('text, URL and bool', () => {
  it('a string unsets when emptied', async () => {
    renderEditor(aQuantity({ name: 'substrate' }), 'glass')
    const field = await screen.findByRole('textbox', { name: 'substrate' })
    await userEvent.type(field, 'y')
    expect(stored()).toBe('"glassy"')
    await userEvent.clear(field)
    expect(stored()).toBe('unset')
  })

  it('a URL says "Invalid URL string!" and keeps the last URL', async () => {
    renderEditor(aQuantity({ name: 'homepage', m_annotations: eln('URLEditQuantity') }), 'https://example.org')
    const field = await screen.findByRole('textbox', { name: 'homepage' })
    fireEvent.change(field, { target: { value: 'not a url' } })
    expect(screen.getByRole('alert').textContent).toBe('Invalid URL string!')
    expect(stored()).toBe('"https://example.org"')
    await userEvent.clear(field)
    await userEvent.type(field, 'https://nomad-lab.eu')
    expect(stored()).toBe('"https://nomad-lab.eu"')
  })

  it('a bool switches', async () => {
    renderEditor(aQuantity({ name: 'annealed', type: { type_kind: 'python', type_data: 'bool' } }))
    await userEvent.click(await screen.findByRole('checkbox', { name: 'annealed' }))
    expect(stored()).toBe('true')
  })
})

describe('dates and times', () => {
  const datetime = { type_kind: 'custom', type_data: 'nomad.metainfo.data_type.Datetime' } as const

  it('a bare date is stored as a JSON timestamp, empty as undefined', async () => {
    renderEditor(aQuantity({ name: 'date', type: datetime, m_annotations: eln('DateEditQuantity') }))
    const field = await screen.findByLabelText('date')
    fireEvent.change(field, { target: { value: '2024-03-01' } })
    expect(stored()).toBe('"2024-03-01T00:00:00.000Z"')
    fireEvent.change(field, { target: { value: '' } })
    expect(stored()).toBe('unset')
  })

  it('a bare time keeps the value’s day', async () => {
    renderEditor(aQuantity({ name: 'time', type: datetime, m_annotations: eln('TimeEditQuantity') }), '2024-03-01T08:00:00.000Z')
    const field = await screen.findByLabelText('time')
    expect(field).toHaveProperty('value', '08:00')
    fireEvent.change(field, { target: { value: '13:45' } })
    expect(stored()).toBe('"2024-03-01T13:45:00.000Z"')
  })

  it('a date and time is the local time typed', async () => {
    renderEditor(aQuantity({ name: 'datetime', type: datetime }))
    fireEvent.change(await screen.findByLabelText('datetime'), { target: { value: '2024-03-01T13:45' } })
    expect(stored()).toBe(JSON.stringify(new Date(2024, 2, 1, 13, 45).toJSON()))
  })
})

describe('lists', () => {
  it('keeps an empty slot at the end and drops emptied items', async () => {
    renderEditor(aQuantity({ name: 'tags', shape: ['*'] }), ['a'])
    const list = await screen.findByRole('group', { name: 'tags' })
    const slot = await within(list).findByRole('textbox', { name: 'tags 2' })
    await userEvent.type(slot, 'b')
    expect(stored()).toBe('["a","b"]')
    expect(await within(list).findByRole('textbox', { name: 'tags 3' })).toBeTruthy()
    await userEvent.clear(within(list).getByRole('textbox', { name: 'tags 1' }))
    expect(stored()).toBe('["b"]')
    await userEvent.click(within(list).getByRole('button', { name: 'Remove tags 1' }))
    expect(stored()).toBe('unset')
    expect(within(list).getAllByRole('textbox')).toHaveLength(1)
  })

  it('a fixed shape shows exactly its items, each with the item’s editor', async () => {
    renderEditor(aQuantity({ name: 'lattice', type: float, shape: [3], unit: 'm', m_annotations: eln('NumberEditQuantity', { defaultDisplayUnit: 'nm' }) }))
    const list = await screen.findByRole('group', { name: 'lattice' })
    const fields = await within(list).findAllByRole('textbox')
    expect(fields).toHaveLength(3)
    await userEvent.type(fields[1], '2 nm{Enter}')
    expect(stored()).toBe('[null,2e-9,null]')
    expect(within(list).getAllByRole('textbox')).toHaveLength(3)
  })

  it('pages ten items at a time', async () => {
    renderEditor(aQuantity({ name: 'tags', shape: ['*'] }), Array.from({ length: 12 }, (_, index) => `t${index}`))
    const list = await screen.findByRole('group', { name: 'tags' })
    expect(await within(list).findAllByRole('textbox')).toHaveLength(10)
    expect(within(list).getByText('Page 1 of 2')).toBeTruthy()
    await userEvent.click(within(list).getByRole('button', { name: 'Next page' }))
    // t10, t11 and the empty slot.
    expect(await within(list).findAllByRole('textbox')).toHaveLength(3)
  })
})

describe('JSON for anything else', () => {
  it('edits a matrix as JSON and says when the text is not JSON', async () => {
    renderEditor(aQuantity({ name: 'matrix', type: float, shape: [2, 2] }), [[1, 0], [0, 1]])
    const field = await screen.findByRole('textbox', { name: 'matrix' })
    fireEvent.change(field, { target: { value: '[[1, 2], [3, 4]]' } })
    expect(stored()).toBe('[[1,2],[3,4]]')
    fireEvent.change(field, { target: { value: '[[1, 2],' } })
    expect(screen.getByRole('alert').textContent).toMatch(/^This is not JSON: /)
    expect(stored()).toBe('[[1,2],[3,4]]')
  })
})

describe('rich text', () => {
  const description = aQuantity({ name: 'description', type: { type_kind: 'python', type_data: 'str' }, m_annotations: eln('RichTextEditQuantity') })

  it('keeps the focus in the text while a toolbar button is pressed, so the next key is not lost', async () => {
    renderEditor(description, '<p>x</p>')
    const bold = await screen.findByRole('button', { name: 'Bold' }, { timeout: 10_000 })
    // fireEvent answers false when the handler prevented the default (the focus moving to the button).
    expect(fireEvent.mouseDown(bold)).toBe(false)
  })
})
