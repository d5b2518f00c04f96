// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { UnitSystem } from '../../../../core/units'
import { quantityUnit } from '../../../units'
import { entryContext } from '../../entryContext'
import { anEntry } from '../../testing/builders'
import { dynamicalCard } from '.'
import { DynamicalView, MSD_ERROR, msdName, msdTitle } from './DynamicalView'
import { readDisplacements } from './read'

afterEach(cleanup)

const withMsd = (msd: unknown) => ({ results: { properties: { dynamical: { mean_squared_displacement: msd } } } })

describe('the dynamical card', () => {
  it.each([
    [['mean_squared_displacement'], true],
    [['trajectory'], false],
  ])('applies to an entry with %j: %s', (available, applies) => {
    expect(dynamicalCard.appliesTo(entryContext(anEntry({ results: { properties: { available_properties: available } } })))).toBe(applies)
  })

  it.each([
    ['nothing', {}, []],
    [
      'a displacement with its diffusion constant',
      withMsd([{ type: 'molecules', label: 'H2O', times: [1, 2], value: [3, 4], diffusion_constant_value: 2e-9, diffusion_constant_errors: [1e-10] }]),
      [{ type: 'molecules', label: 'H2O', times: [1, 2], values: [3, 4], diffusionConstant: 2e-9, diffusionConstantErrors: [1e-10] }],
    ],
    ['defaults for kind and label', withMsd([{ times: [1], value: [2] }]), [{ type: 'atoms', label: '1', times: [1], values: [2] }]],
    ['different lengths', withMsd([{ times: [1, 2], value: [2] }]), 'malformed'],
    ['no times', withMsd([{ value: [2] }]), 'malformed'],
    ['a constant as text', withMsd([{ times: [1], value: [2], diffusion_constant_value: 'fast' }]), 'malformed'],
    ['no list', withMsd({ times: [1] }), 'malformed'],
  ])('reads %s', (_, archive, expected) => {
    expect(readDisplacements(archive)).toEqual(expected)
  })

  it('names a displacement with its diffusion constant', () => {
    const si: UnitSystem = { label: 'SI', units: {} }
    const unit = quantityUnit('meter ** 2 / second', si)
    expect(msdName({ type: 'atoms', label: 'O', times: [], values: [] }, unit)).toBe('O')
    expect(msdName({ type: 'atoms', label: 'O', times: [], values: [], diffusionConstant: 2e-9, diffusionConstantErrors: [1e-10] }, unit)).toMatch(/^O: D = 2(\.0+)?e-9 ± 1(\.0+)?e-10 m/)
    expect(msdTitle('molecules')).toBe('Molecules mean squared displacements')
  })

  it('says when the displacements cannot be read', () => {
    render(<DynamicalView data="malformed" />)
    expect(screen.getByText(MSD_ERROR)).toBeTruthy()
  })
})
