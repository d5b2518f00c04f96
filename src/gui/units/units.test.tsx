// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { UnitSystemsConfig } from '../../core/config/config.generated'
import {
  DIMENSION_LABEL,
  lockedUnitText,
  RESET_UNITS_TEXT,
  UNIT_LABEL,
  UNIT_SYSTEM_LABEL,
  UnitInput,
  UNITS_BUTTON_TEXT,
  UNITS_STORAGE_KEY,
  UnitsMenu,
  UnitsProvider,
  useDisplayUnit,
  useFormatWithUnit,
  type KeyValueStorage,
  type UnitInputProps,
} from '.'

afterEach(cleanup)

const memoryStorage = (initial: Record<string, string> = {}) => {
  const data: Record<string, string> = { ...initial }
  const storage: KeyValueStorage = { getItem: (key) => data[key] ?? null, setItem: (key, value) => void (data[key] = value) }
  return { data, storage }
}

/** Shows what a quantity stored in joule and one in meter look like now. */
function Probe() {
  const energy = useDisplayUnit('J')
  const format = useFormatWithUnit()
  return (
    <output aria-label="probe">
      {energy} | {format(2e-10, 'm')}
    </output>
  )
}

function renderMenu(config: Partial<UnitSystemsConfig> = { selected: 'Custom' }, storage = memoryStorage().storage) {
  const view = render(
    <UnitsProvider config={config} storage={storage}>
      <UnitsMenu initialDimension="energy" />
      <Probe />
    </UnitsProvider>,
  )
  fireEvent.click(screen.getByRole('button', { name: UNITS_BUTTON_TEXT }))
  return view
}

const probe = () => screen.getByLabelText('probe').textContent
const unitSelect = () => screen.getByLabelText(UNIT_LABEL, { selector: 'select' }) as HTMLSelectElement
const dimensionSelect = () => screen.getByLabelText(DIMENSION_LABEL, { selector: 'select' }) as HTMLSelectElement
const radio = (name: string) => screen.getByRole('radio', { name }) as HTMLInputElement

describe('units menu', () => {
  it('lists the unit systems as radios, the configured one selected', () => {
    renderMenu({ selected: 'SI' })
    expect(screen.getByRole('radiogroup', { name: UNIT_SYSTEM_LABEL })).toBeTruthy()
    expect(screen.getAllByRole('radio').map((input) => input.closest('label')?.textContent)).toEqual([
      'Custom',
      'International System of Units (SI)',
      'Atomic units',
    ])
    expect(radio('International System of Units (SI)').checked).toBe(true)
    expect(probe()).toBe('J | 2e-10 m')
  })

  it('shows quantities in the chosen system', () => {
    renderMenu()
    expect(probe()).toBe('eV | 2 Å')
    fireEvent.click(radio('Atomic units'))
    expect(probe()).toBe('Ha | 3.78 bohr')
  })

  it('changes the unit of an unlocked dimension', () => {
    renderMenu()
    expect(dimensionSelect().value).toBe('energy')
    expect(unitSelect().value).toBe('eV')
    fireEvent.change(unitSelect(), { target: { value: 'Ha' } })
    expect(probe()).toBe('Ha | 2 Å')
    fireEvent.change(dimensionSelect(), { target: { value: 'length' } })
    fireEvent.change(unitSelect(), { target: { value: 'nm' } })
    expect(probe()).toBe('Ha | 0.2 nm')
  })

  it('disables the unit of a locked dimension and says why', () => {
    renderMenu()
    fireEvent.click(radio('International System of Units (SI)'))
    expect(unitSelect().disabled).toBe(true)
    expect(screen.getByText(lockedUnitText('International System of Units (SI)'))).toBeTruthy()
  })

  it('takes locked dimensions from the config', () => {
    renderMenu({ selected: 'Custom', options: { Custom: { label: 'Custom', units: { energy: { definition: 'kJ', locked: true } } } } })
    expect(unitSelect().disabled).toBe(true)
    expect(unitSelect().value).toBe('kJ')
    expect(probe()).toBe('kJ | 2 Å')
  })

  it('resets the system to its own units', () => {
    renderMenu()
    const reset = screen.getByRole('button', { name: RESET_UNITS_TEXT })
    expect(reset.hasAttribute('disabled')).toBe(true)
    fireEvent.change(unitSelect(), { target: { value: 'Ha' } })
    fireEvent.click(reset)
    expect(probe()).toBe('eV | 2 Å')
  })

  it('keeps the choices in local storage for the next visit', () => {
    const { data, storage } = memoryStorage()
    renderMenu(undefined, storage)
    fireEvent.click(radio('Atomic units'))
    fireEvent.change(dimensionSelect(), { target: { value: 'power' } })
    fireEvent.change(unitSelect(), { target: { value: 'mW' } })
    expect(JSON.parse(data[UNITS_STORAGE_KEY])).toEqual({ selected: 'AU', units: { AU: { power: 'mW' } } })
    cleanup()
    renderMenu(undefined, storage)
    expect(radio('Atomic units').checked).toBe(true)
    expect(probe()).toBe('Ha | 3.78 bohr')
  })

  it('ignores stored choices that no longer fit the deployment', () => {
    const { storage } = memoryStorage({ [UNITS_STORAGE_KEY]: JSON.stringify({ selected: 'Gone', units: { Custom: { energy: 'm' } } }) })
    renderMenu(undefined, storage)
    expect(radio('Custom').checked).toBe(true)
    expect(probe()).toBe('eV | 2 Å')
  })

  it('warns about config units that were left out', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    renderMenu({ selected: 'Custom', options: { Custom: { label: 'Custom', units: { energy: { definition: 'm', locked: false } } } } })
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Unit "m" is incompatible with dimension "energy".'))
    expect(probe()).toBe('eV | 2 Å')
    warn.mockRestore()
  })
})

describe('units outside a provider', () => {
  it('shows quantities in the built-in Custom system', () => {
    render(<Probe />)
    expect(probe()).toBe('eV | 2 Å')
  })
})

describe('unit input (spec 2 §5.6)', () => {
  function renderInput(props: Partial<UnitInputProps> = {}) {
    const onAccept = vi.fn()
    function Field() {
      const [text, setText] = useState(props.value ?? '')
      return <UnitInput label="Axis unit" dimension="length" {...props} value={text} onChange={setText} onAccept={onAccept} />
    }
    render(<Field />)
    return { onAccept, input: screen.getByLabelText('Axis unit') as HTMLInputElement }
  }

  it('shows "Please specify a value" on blur when empty and not optional', () => {
    const { input, onAccept } = renderInput()
    expect(screen.queryByRole('alert')).toBeNull()
    fireEvent.blur(input)
    expect(screen.getByRole('alert').textContent).toBe('Please specify a value')
    expect(input.getAttribute('aria-invalid')).toBe('true')
    expect(onAccept).not.toHaveBeenCalled()
  })

  it('accepts an empty optional field as no unit', () => {
    const { input, onAccept } = renderInput({ optional: true })
    fireEvent.blur(input)
    expect(screen.queryByRole('alert')).toBeNull()
    expect(onAccept).toHaveBeenCalledWith(undefined)
  })

  it('refuses a unit of another dimension on Enter, and the message goes once the text changes', () => {
    const { input, onAccept } = renderInput()
    fireEvent.change(input, { target: { value: 'eV' } })
    expect(screen.queryByRole('alert')).toBeNull()
    fireEvent.keyDown(input, { key: 'Enter' })
    expect(screen.getByRole('alert').textContent).toBe('Unit "eV" is incompatible with dimension "length".')
    fireEvent.change(input, { target: { value: 'n' } })
    expect(screen.queryByRole('alert')).toBeNull()
    fireEvent.change(input, { target: { value: 'nm' } })
    fireEvent.keyDown(input, { key: 'Enter' })
    expect(screen.queryByRole('alert')).toBeNull()
    expect(onAccept).toHaveBeenCalledTimes(1)
    expect(onAccept.mock.calls[0][0].label()).toBe('nm')
  })

  it('suggests the units of its dimension, and none of another', () => {
    const { input } = renderInput()
    const choices = [...(input.list?.options ?? [])].map((option) => option.value)
    expect(choices).toEqual(expect.arrayContaining(['nm', 'Å', 'm']))
    expect(choices).not.toContain('eV')
    expect(input.placeholder).toBe('Length')
  })

  it("shows a form's message instead of its own", () => {
    const { input } = renderInput({ error: 'Unit "eV" is incompatible with dimension "length".' })
    expect(screen.getByRole('alert').textContent).toBe('Unit "eV" is incompatible with dimension "length".')
    fireEvent.blur(input)
    expect(screen.getAllByRole('alert')).toHaveLength(1)
  })
})
