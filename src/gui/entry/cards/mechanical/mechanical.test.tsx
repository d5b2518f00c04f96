// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { entryContext } from '../../entryContext'
import { anEntry } from '../../testing/builders'
import { mechanicalCard } from '.'
import { EV_CURVE_ERROR, MechanicalView, SHEAR_MODULUS_ERROR, typeLabel } from './MechanicalView'
import { readMechanical } from './read'

afterEach(cleanup)

const withMechanical = (mechanical: unknown) => ({ results: { properties: { mechanical } } })
const curve = { type: 'raw', volumes: [1, 2, 3], energies_raw: [3, 1, 2] }

describe('the mechanical card', () => {
  it.each([
    [['energy_volume_curve'], true],
    [['bulk_modulus'], true],
    [['shear_modulus'], true],
    [['spectra'], false],
  ])('applies to an entry with %j: %s', (available, applies) => {
    expect(mechanicalCard.appliesTo(entryContext(anEntry({ results: { properties: { available_properties: available } } })))).toBe(applies)
  })

  it.each([
    ['nothing', {}, { curves: [], bulkModulus: [], shearModulus: [] }],
    [
      'a curve, its fit and the moduli',
      withMechanical({ energy_volume_curve: [curve, { type: 'birch_murnaghan', volumes: [1, 2], energies_fit: [2, 1] }], bulk_modulus: [{ type: 'birch_murnaghan', value: 9.8e10 }], shear_modulus: [{ value: 5e10 }] }),
      {
        curves: [{ type: 'raw', volumes: [1, 2, 3], energies: [3, 1, 2] }, { type: 'birch_murnaghan', volumes: [1, 2], energies: [2, 1] }],
        bulkModulus: [{ type: 'birch_murnaghan', value: 9.8e10 }],
        shearModulus: [{ value: 5e10 }],
      },
    ],
    ['a curve of different lengths, moduli fine', withMechanical({ energy_volume_curve: [{ volumes: [1, 2], energies_raw: [1] }], bulk_modulus: [{ value: 1 }] }), { curves: 'malformed', bulkModulus: [{ value: 1 }], shearModulus: [] }],
    ['a curve without energies', withMechanical({ energy_volume_curve: [{ volumes: [1] }] }), { curves: 'malformed', bulkModulus: [], shearModulus: [] }],
    ['curves that are no list', withMechanical({ energy_volume_curve: 'curvy' }), { curves: 'malformed', bulkModulus: [], shearModulus: [] }],
    ['a modulus without value', withMechanical({ shear_modulus: [{ type: 'voigt_average' }] }), { curves: [], bulkModulus: [], shearModulus: 'malformed' }],
  ])('reads %s', (_, archive, expected) => {
    expect(readMechanical(archive)).toEqual(expected)
  })

  it.each([
    ['birch_murnaghan', 'Birch-Murnaghan'],
    ['voigt_reuss_hill_average', 'Voigt-Reuss-Hill average'],
    ['some_new_fit', 'some new fit'],
  ])('writes %s as %s', (type, label) => {
    expect(typeLabel(type)).toBe(label)
  })

  it('draws the moduli when the curve cannot be read, and says so for each part', () => {
    render(<MechanicalView data={{ curves: 'malformed', bulkModulus: [{ type: 'birch_murnaghan', value: 9.8e10 }], shearModulus: 'malformed' }} />)
    expect(screen.getByText(EV_CURVE_ERROR)).toBeTruthy()
    expect(screen.getByText(SHEAR_MODULUS_ERROR)).toBeTruthy()
    expect(screen.getByText('Birch-Murnaghan')).toBeTruthy()
    expect(screen.getByRole('region', { name: 'Bulk modulus' }).textContent).toMatch(/98 GPa/)
  })
})
