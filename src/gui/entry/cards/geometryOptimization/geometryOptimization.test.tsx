// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { entryContext } from '../../entryContext'
import { anEntry } from '../../testing/builders'
import { geometryOptimizationCard } from '.'
import { CHANGE_PER_STEP, CONVERGENCE_CRITERIA, convergenceSeries, TOTAL_CHANGE } from './convergence'
import { GEOMETRY_OPTIMIZATION_ERROR, GeometryOptimizationView } from './GeometryOptimizationView'
import { readGeometryOptimization } from './read'

afterEach(cleanup)

const withOptimization = (optimization: unknown) => ({ results: { properties: { geometry_optimization: optimization } } })

describe('the geometry optimization card', () => {
  it.each([
    [['geometry_optimization'], true],
    [['dos_electronic_new', 'geometry_optimization'], true],
    [['solar_cell'], false],
  ])('applies to an entry with %j: %s', (available, applies) => {
    expect(geometryOptimizationCard.appliesTo(entryContext(anEntry({ results: { properties: { available_properties: available } } })))).toBe(applies)
  })

  it.each([
    ['nothing', {}, undefined],
    ['energies and tolerances', withOptimization({ energies: [-3, -3.5], convergence_tolerance_energy_difference: 1e-3, type: 'atomic' }), { energies: [-3, -3.5], energyTolerance: 1e-3, type: 'atomic' }],
    ['no energies', withOptimization({ final_force_maximum: 1e-12 }), { energies: [], finalForceMaximum: 1e-12 }],
    ['energies as text', withOptimization({ energies: 'many' }), 'malformed'],
    ['energies with text in them', withOptimization({ energies: [1, 'x'] }), 'malformed'],
    ['a tolerance as text', withOptimization({ energies: [1], convergence_tolerance_force_maximum: 'small' }), 'malformed'],
  ])('reads %s', (_, archive, expected) => {
    const read = readGeometryOptimization(archive)
    if (typeof expected === 'object') expect(read).toMatchObject(expected)
    else expect(read).toBe(expected)
  })

  it('plots the total change, the change per step and the tolerance', () => {
    const series = convergenceSeries([-10, -10.5, -10.6, -10.61], 0.05)
    expect(series.map((one) => one.name)).toEqual([TOTAL_CHANGE, CHANGE_PER_STEP, CONVERGENCE_CRITERIA])
    expect(series[0].y.map((value) => Number(value.toFixed(6)))).toEqual([0, -0.5, -0.6, -0.61])
    expect(series[1].x).toEqual([1, 2, 3])
    expect(series[1].y.map((value) => Number(value.toFixed(6)))).toEqual([0.5, 0.1, 0.01])
    expect(series[2]).toMatchObject({ x: [0, 3], y: [0.05, 0.05], mark: 'dashed', axis: 'right' })
    expect(convergenceSeries([-1], 0).map((one) => one.name)).toEqual([TOTAL_CHANGE, CHANGE_PER_STEP])
    expect(convergenceSeries([])).toEqual([])
  })

  it('says when the optimisation cannot be read, and when there is nothing to plot', () => {
    render(<GeometryOptimizationView data="malformed" />)
    expect(screen.getByText(GEOMETRY_OPTIMIZATION_ERROR)).toBeTruthy()
    cleanup()
    render(<GeometryOptimizationView data={{ energies: [-1], nCalculations: 1 }} />)
    expect(screen.getByText('no data')).toBeTruthy()
    expect(screen.getByRole('region', { name: 'Convergence' })).toBeTruthy()
  })
})
