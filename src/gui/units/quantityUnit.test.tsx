// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { defaultUnitSystems } from '../../core/units'
import { quantityUnit, useQuantityUnit } from '.'
import { SYSTEM_LABELS, WithUnits } from './testing'

afterEach(cleanup)

const EV = 1.602176634e-19
const { Custom, SI, AU } = defaultUnitSystems

describe('a quantity stored in joule', () => {
  it.each([
    ['Custom', Custom, 'eV'],
    ['SI', SI, 'J'],
    ['AU', AU, 'Ha'],
  ] as const)('is shown in the %s system in %s', (_name, system, label) => {
    expect(quantityUnit('joule', system).label).toBe(label)
  })

  it('converts both ways between joule and eV', () => {
    const unit = quantityUnit('joule', Custom)
    expect(unit.toDisplay(2 * EV)).toBeCloseTo(2, 12)
    expect(unit.toSI(2)).toBe(2 * EV)
  })

  it('reads a typed number in eV, and a number typed with any energy unit', () => {
    const unit = quantityUnit('joule', Custom)
    expect(unit.parse('2')).toBe(2 * EV)
    expect(unit.parse(' 1e3 meV ')).toBeCloseTo(EV, 30)
    expect(quantityUnit('joule', SI).parse('1.2 eV')).toBeCloseTo(1.2 * EV, 30)
  })

  it.each(['', '  ', 'abc', '2 m', 'eV', '1..2', '2 eV eV'])('does not read %j', (text) => {
    expect(quantityUnit('joule', Custom).parse(text)).toBeUndefined()
  })

  it('converts a number written with a unit, and refuses one of another dimension', () => {
    const unit = quantityUnit('joule', SI)
    expect(unit.fromUnit(1, 'eV')).toBe(EV)
    expect(unit.fromUnit(1, 'm')).toBeUndefined()
    expect(unit.fromUnit(1, 'no such unit')).toBeUndefined()
  })
})

describe('a preferred unit (a widget axis or column unit)', () => {
  it('wins over the system when it has the quantity’s dimension', () => {
    const unit = quantityUnit('joule', SI, 'meV')
    expect(unit.label).toBe('meV')
    expect(unit.toDisplay(EV)).toBeCloseTo(1000, 9)
    expect(unit.rejected).toBeUndefined()
  })

  it.each(['meter', 'no such unit'])('%j is left out for the system’s unit and named', (preferred) => {
    const unit = quantityUnit('joule', Custom, preferred)
    expect(unit.label).toBe('eV')
    expect(unit.rejected).toBe(preferred)
  })

  it('converts temperatures with their offset', () => {
    const unit = quantityUnit('kelvin', Custom, '°C')
    expect(unit.toDisplay(273.15)).toBeCloseTo(0, 9)
    expect(unit.toSI(25)).toBeCloseTo(298.15, 9)
    expect(unit.parse('25')).toBeCloseTo(298.15, 9)
  })
})

describe('quantities without a usable unit', () => {
  it('without a unit: values as they are, no label, plain numbers', () => {
    const unit = quantityUnit(undefined, Custom)
    expect(unit.unit).toBeUndefined()
    expect(unit.label).toBe('')
    expect(unit.toDisplay(3)).toBe(3)
    expect(unit.parse('3')).toBe(3)
    expect(unit.parse('3 eV')).toBeUndefined()
  })

  it('dimensionless: no label', () => {
    const unit = quantityUnit('dimensionless', Custom)
    expect(unit.label).toBe('')
    expect(unit.toSI(0.25)).toBe(0.25)
  })

  it('a unit that does not parse is shown as it is', () => {
    const unit = quantityUnit('florps', Custom)
    expect(unit.label).toBe('florps')
    expect(unit.toDisplay(5)).toBe(5)
    expect(unit.parse('5')).toBe(5)
  })
})

function Probe({ preferred }: { preferred?: string }) {
  const unit = useQuantityUnit('joule', preferred)
  return <output aria-label="band gap">{`${unit.toDisplay(2 * EV).toPrecision(3)} ${unit.label}`}</output>
}

const shown = () => screen.getByLabelText('band gap').textContent

describe('useQuantityUnit', () => {
  it('outside a provider shows the Custom system', () => {
    render(<Probe />)
    expect(shown()).toBe('2.00 eV')
  })

  it('follows the selected system, also when the user switches it', () => {
    render(
      <WithUnits menu>
        <Probe />
      </WithUnits>,
    )
    expect(shown()).toBe('2.00 eV')
    fireEvent.click(screen.getByRole('radio', { name: SYSTEM_LABELS.SI }))
    expect(shown()).toBe('3.20e-19 J')
  })

  it('keeps a preferred unit whatever the system', () => {
    render(
      <WithUnits selected="SI">
        <Probe preferred="meV" />
      </WithUnits>,
    )
    expect(shown()).toBe('2.00e+3 meV')
  })
})
