// @vitest-environment jsdom
// The vibrational card with built archives (no parser of ours writes phonons): when it
// applies, what it draws, 'no data' for missing parts, and each plot's own error text
// (spec 3 §8) for malformed data while the rest of the card stays.
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { EntryMetadata } from '../../../api'
import { WithUnits } from '../../../units/testing'
import { BAND_STRUCTURE_ERROR } from '../../../viewers/bandStructure'
import { DOS_ERROR } from '../../../viewers/dos'
import { entryContext } from '../../entryContext'
import { vibrationalCard } from '.'
import { readVibrational } from './read'
import { FREE_ENERGY_ERROR, FREE_ENERGY_TITLE, HEAT_CAPACITY_ERROR, HEAT_CAPACITY_TITLE, PHONON_BANDS_TITLE, PHONON_DOS_TITLE, VibrationalView } from './VibrationalView'

afterEach(cleanup)

const MEV = 1.602176634e-22
const entryWith = (available: string[]) => entryContext({ entry_id: 'e1', upload_id: 'u1', mainfile: 'out.txt', results: { properties: { available_properties: available } } } as EntryMetadata)

/** Phonons as results would hold them: bands and DOS by reference into the run, curves inline. */
function archive(overrides: Record<string, unknown> = {}) {
  return {
    run: [{
      calculation: [{
        band_structure_phonon: [{ segment: [{ kpoints: [[0, 0, 0], [0.5, 0, 0]], energies: [[[0, 10 * MEV], [5 * MEV, 12 * MEV]]], endpoints_labels: ['Gamma', 'X'] }] }],
        dos_phonon: [{ energies: [0, 5 * MEV, 10 * MEV], total: [{ value: [0, 1 / MEV, 0.5 / MEV] }] }],
      }],
    }],
    results: {
      properties: {
        vibrational: {
          band_structure_phonon: { segment: ['#/run/0/calculation/0/band_structure_phonon/0/segment/0'] },
          dos_phonon: { energies: '#/run/0/calculation/0/dos_phonon/0/energies', total: ['#/run/0/calculation/0/dos_phonon/0/total/0'] },
          heat_capacity_constant_volume: { temperatures: [0, 100, 200], heat_capacities: [0, 1e-23, 2e-23] },
          energy_free_helmholtz: { temperatures: [0, 100, 200], energies: [0, -1e-21, -3e-21] },
          ...overrides,
        },
      },
    },
  }
}

const draw = (built: unknown) => render(<WithUnits><VibrationalView data={readVibrational(built)} /></WithUnits>)

describe('vibrational card', () => {
  it.each<[string[], boolean]>([
    [['band_structure_phonon'], true],
    [['dos_phonon'], true],
    [['heat_capacity_constant_volume'], true],
    [['energy_free_helmholtz'], true],
    [['band_structure_electronic', 'dos_electronic'], false],
    [[], false],
  ])('applies to an entry with %j: %s', (available, applies) => {
    expect(vibrationalCard.appliesTo(entryWith(available))).toBe(applies)
  })

  it('draws the dispersion beside the DOS and the two curves over temperature', () => {
    draw(archive())
    for (const name of [PHONON_BANDS_TITLE, PHONON_DOS_TITLE, HEAT_CAPACITY_TITLE, FREE_ENERGY_TITLE]) expect(screen.getByRole('img', { name })).toBeTruthy()
    expect(screen.getByText('Γ')).toBeTruthy()
    expect(screen.getAllByText('Temperature (K)', { selector: 'text' })).toHaveLength(2)
    expect(screen.getByText('Heat capacity (kB)', { selector: 'text' })).toBeTruthy()
  })

  it('says no data for the parts the entry does not have', () => {
    draw({ results: { properties: { vibrational: { heat_capacity_constant_volume: { temperatures: [0, 1], heat_capacities: [0, 1e-23] } } } } })
    expect(screen.getAllByText('no data')).toHaveLength(3)
    expect(screen.getByRole('img', { name: HEAT_CAPACITY_TITLE })).toBeTruthy()
  })

  it.each<[string, Record<string, unknown>, string]>([
    ['a heat capacity with fewer values than temperatures', { heat_capacity_constant_volume: { temperatures: [0, 1, 2], heat_capacities: [0, 1] } }, HEAT_CAPACITY_ERROR],
    ['a free energy of strings', { energy_free_helmholtz: { temperatures: [0, 1], energies: ['a', 'b'] } }, FREE_ENERGY_ERROR],
    ['a spin-polarised phonon DOS', { dos_phonon: { spin_polarized: true, energies: [0, 1], total: [{ value: [0, 1] }] } }, DOS_ERROR],
    ['bands whose segment is not one', { band_structure_phonon: { segment: [{ kpoints: 'x' }] } }, BAND_STRUCTURE_ERROR],
  ])('shows the plot\'s error for %s and keeps the rest', (_, overrides, message) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    draw(archive(overrides))
    expect(screen.getByText(message)).toBeTruthy()
    expect(screen.getAllByRole('img').length).toBeGreaterThanOrEqual(3)
    error.mockRestore()
  })

  it('says the spec\'s words', () => {
    expect([HEAT_CAPACITY_ERROR, FREE_ENERGY_ERROR]).toEqual(['Could not load heat capacity.', 'Could not load Helmholtz free energy.'])
  })
})
