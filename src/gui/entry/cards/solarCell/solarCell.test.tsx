// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { entryContext } from '../../entryContext'
import { anEntry } from '../../testing/builders'
import { solarCellCard } from '.'
import { readSolarCell } from './read'
import { SOLAR_CELL_ERROR, SolarCellView } from './SolarCellView'

afterEach(cleanup)

const withCell = (cell: unknown) => ({ results: { properties: { optoelectronic: { solar_cell: cell } } } })

describe('the solar cell card', () => {
  it.each([
    [['solar_cell'], true],
    [['geometry_optimization'], false],
    [[], false],
  ])('applies to an entry with %j: %s', (available, applies) => {
    expect(solarCellCard.appliesTo(entryContext(anEntry({ results: { properties: { available_properties: available } } })))).toBe(applies)
  })

  it.each([
    ['no results', {}, undefined],
    ['a cell', withCell({ efficiency: 16.4, open_circuit_voltage: 1.05, device_stack: ['Glass', 'FTO', 'TiO2'] }), { efficiency: 16.4, openCircuitVoltage: 1.05, deviceStack: ['Glass', 'FTO', 'TiO2'] }],
    ['a single layer as text', withCell({ absorber: 'MAPbI3' }), { absorber: ['MAPbI3'] }],
    ['nulls as missing', withCell({ efficiency: null, fill_factor: 0.7 }), { fillFactor: 0.7 }],
    ['an efficiency as text', withCell({ efficiency: 'high' }), 'malformed'],
    ['a stack of numbers', withCell({ device_stack: [1, 2] }), 'malformed'],
    ['an architecture as a number', withCell({ device_architecture: 3 }), 'malformed'],
  ])('reads %s', (_, metadata, expected) => {
    const read = readSolarCell(metadata)
    if (typeof expected === 'object') expect(read).toMatchObject(expected)
    else expect(read).toBe(expected)
  })

  it('draws the figures of merit and the device stack', () => {
    render(<SolarCellView data={{ efficiency: 16.4, fillFactor: 0.72, absorber: ['MAPbI3'], absorberFabrication: [], deviceStack: ['Glass', 'FTO', 'Au'] }} />)
    expect(screen.getByRole('region', { name: 'Solar cell properties' })).toBeTruthy()
    expect(screen.getByText('16.4 %')).toBeTruthy()
    expect(screen.getByText('MAPbI3')).toBeTruthy()
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Glass', 'FTO', 'Au'])
    expect(screen.getAllByText('unavailable').length).toBeGreaterThan(0)
  })

  it('says when the cell cannot be read', () => {
    render(<SolarCellView data="malformed" />)
    expect(screen.getByText(SOLAR_CELL_ERROR)).toBeTruthy()
  })
})
