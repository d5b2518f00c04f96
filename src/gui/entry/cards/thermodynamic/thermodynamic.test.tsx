// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { entryContext } from '../../entryContext'
import { anEntry } from '../../testing/builders'
import { thermodynamicCard } from '.'
import { readTrajectories } from './read'
import { ThermodynamicView, TRAJECTORY_ERROR, TRAJECTORY_HEIGHT } from './ThermodynamicView'

afterEach(cleanup)

const withTrajectories = (trajectory: unknown) => ({ results: { properties: { thermodynamic: { trajectory } } } })

describe('the thermodynamic card', () => {
  it.each([
    [['trajectory'], true],
    [['mean_squared_displacement'], false],
  ])('applies to an entry with %j: %s', (available, applies) => {
    expect(thermodynamicCard.appliesTo(entryContext(anEntry({ results: { properties: { available_properties: available } } })))).toBe(applies)
  })

  it.each([
    ['nothing', {}, []],
    [
      'temperature over listed times, the MD settings',
      withTrajectories([{ temperature: { time: [0, 1], value: [300, 301] }, provenance: { molecular_dynamics: { ensemble_type: 'NVT', time_step: 1e-15 } } }]),
      [{ series: { temperature: { times: [0, 1], values: [300, 301] } }, ensemble: 'NVT', timeStep: 1e-15 }],
    ],
    ['times from a start and a step', withTrajectories([{ pressure: { time_start: 2, time_step: 0.5, value: [1, 2, 3] } }]), [{ series: { pressure: { times: [2, 2.5, 3], values: [1, 2, 3] } } }]],
    ['values without times', withTrajectories([{ temperature: { value: [1, 2] } }]), ['malformed']],
    ['times and values of different lengths, beside a good one', withTrajectories([{ temperature: { time: [0], value: [1, 2] } }, { energy_potential: { time: [0], value: [-1] } }]), ['malformed', { series: { energy_potential: { times: [0], values: [-1] } } }]],
    ['a series that is no section', withTrajectories([{ temperature: [1, 2] }]), ['malformed']],
    ['trajectories that are no list', withTrajectories('long'), ['malformed']],
    ['a trajectory that is no section', withTrajectories([5]), ['malformed']],
  ])('reads %s', (_, archive, expected) => {
    expect(readTrajectories(archive)).toEqual(expected)
  })

  it('is 450 px high and says which trajectories cannot be read', () => {
    expect(TRAJECTORY_HEIGHT).toBe(450)
    render(<ThermodynamicView trajectories={['malformed', 'malformed']} />)
    expect(screen.getAllByText(TRAJECTORY_ERROR)).toHaveLength(2)
    expect(screen.getByRole('region', { name: 'Trajectory 2' })).toBeTruthy()
  })

  it('says when there is no data', () => {
    render(<ThermodynamicView trajectories={[{ series: {} }]} />)
    expect(screen.getByText('no data')).toBeTruthy()
  })
})
