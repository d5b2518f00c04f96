// @vitest-environment jsdom
// The electronic card: when it applies (a table of available properties), what it reads
// from built archives (references into the run followed), and what a user sees: the band
// structure and the DOS, the band gap, the missing-HOMO warning, 'no data', and each
// viewer's own error for malformed data while the rest of the card stays.
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { EntryMetadata } from '../../../api'
import { WithUnits } from '../../../units/testing'
import { BAND_STRUCTURE_ERROR, MISSING_REFERENCE } from '../../../viewers/bandStructure'
import { DOS_ERROR } from '../../../viewers/dos'
import { entryContext } from '../../entryContext'
import { electronicCard } from '.'
import { BAND_GAP_TITLE, BAND_STRUCTURE_TITLE, DOS_TITLE, ElectronicView, energyRange } from './ElectronicView'
import { readElectronic } from './read'

afterEach(cleanup)

const EV = 1.602176634e-19
const entryWith = (available: string[] | undefined) =>
  entryContext({ entry_id: 'e1', upload_id: 'u1', mainfile: 'out.txt', ...(available && { results: { properties: { available_properties: available } } }) } as EntryMetadata)

/** An archive as the normalisers write it: results refer to the run's band structure and DOS. */
function archive({ homo = true, dosChannels = 1, spinPolarized = false, kpoints = 3 } = {}) {
  const energies = [Array.from({ length: kpoints }, (_, i) => [-2 * EV + i * 0.1 * EV, 1 * EV + i * 0.1 * EV])]
  return {
    run: [{
      calculation: [{
        band_structure_electronic: [{
          reciprocal_cell: [[1e10, 0, 0], [0, 1e10, 0], [0, 0, 1e10]],
          segment: [{ kpoints: [[0, 0, 0], [0.25, 0, 0], [0.5, 0, 0]], energies, endpoints_labels: ['G', 'X'] }],
        }],
        dos_electronic: [{
          energies: [-3 * EV, 0, 3 * EV],
          total: Array.from({ length: dosChannels }, () => ({ value: [1 / EV, 2 / EV, 1 / EV] })),
        }],
      }],
    }],
    results: {
      properties: {
        electronic: {
          band_structure_electronic: [{
            segment: ['#/run/0/calculation/0/band_structure_electronic/0/segment/0'],
            reciprocal_cell: '#/run/0/calculation/0/band_structure_electronic/0/reciprocal_cell',
            spin_polarized: false,
            band_gap: [{ index: 0, value: 0.8 * EV, type: 'indirect', ...(homo && { energy_highest_occupied: -1.8 * EV }) }],
          }],
          dos_electronic: [{
            spin_polarized: spinPolarized,
            energies: '#/run/0/calculation/0/dos_electronic/0/energies',
            total: Array.from({ length: dosChannels }, (_, i) => `#/run/0/calculation/0/dos_electronic/0/total/${i}`),
          }],
        },
      },
    },
  }
}

const draw = (data: ReturnType<typeof readElectronic>) =>
  render(
    <WithUnits>
      <ElectronicView data={data} />
    </WithUnits>,
  )

describe('electronic card', () => {
  it.each<[string, string[] | undefined, boolean]>([
    ['a band structure', ['band_structure_electronic'], true],
    ['a DOS', ['dos_electronic'], true],
    ['the newer DOS', ['dos_electronic_new'], true],
    ['a band gap only', ['electronic.band_structure_electronic.band_gap'], true],
    ['a geometry optimisation only', ['geometry_optimization'], false],
    ['phonons', ['dos_phonon'], false],
    ['no results', undefined, false],
  ])('applies to an entry with %s: %s', (_, available, applies) => {
    expect(electronicCard.appliesTo(entryWith(available))).toBe(applies)
  })

  it('reads the band structure and the DOS through the references', () => {
    const data = readElectronic(archive())
    expect(data.bandStructures[0].segments).toHaveLength(1)
    expect(data.bandStructures[0].reciprocalCell?.[0][0]).toBe(1e10)
    expect(data.bandStructures[0].energyReference).toBeCloseTo(-1.8 * EV)
    expect(data.dos[0].channels).toHaveLength(1)
    expect(data.dos[0].channels[0].values[1]).toBeCloseTo(2 / EV)
  })

  it('draws both plots on one energy axis with the band gap and the path labels', async () => {
    draw(readElectronic(archive()))
    expect(screen.getByRole('img', { name: BAND_STRUCTURE_TITLE })).toBeTruthy()
    expect(screen.getByRole('img', { name: DOS_TITLE })).toBeTruthy()
    expect(screen.getByText('Γ')).toBeTruthy()
    expect(screen.getByText('X')).toBeTruthy()
    expect(screen.getByText('indirect')).toBeTruthy()
    expect(screen.getByText(/^0\.8 eV$/)).toBeTruthy()
    expect(screen.queryByTitle(MISSING_REFERENCE)).toBeNull()
    // The Brillouin zone loads three.js; jsdom has no WebGL, which the viewer says.
    expect(await screen.findByText(/this browser provides no WebGL/)).toBeTruthy()
  })

  it('warns when the highest occupied energy is missing', () => {
    draw(readElectronic(archive({ homo: false })))
    expect(screen.getByTitle(MISSING_REFERENCE)).toBeTruthy()
  })

  it('says no data for what the entry does not have, unavailable for a missing gap', () => {
    draw({ bandStructures: [], dos: [], bandGaps: [] })
    expect(screen.getAllByText('no data')).toHaveLength(3)
    expect(screen.getByRole('region', { name: BAND_GAP_TITLE }).textContent).toContain('unavailable')
  })

  it.each<[string, Parameters<typeof archive>[0], string, string]>([
    ['a spin-polarised DOS with one channel', { spinPolarized: true }, DOS_ERROR, BAND_STRUCTURE_TITLE],
    ['a segment without energies', { kpoints: 0 }, BAND_STRUCTURE_ERROR, DOS_TITLE],
  ])('shows the viewer\'s error for %s and keeps the rest', (_, options, message, kept) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const built = archive(options)
    if (options?.kpoints === 0) built.run[0].calculation[0].band_structure_electronic[0].segment[0].energies = [[]]
    draw(readElectronic(built))
    expect(screen.getByText(message)).toBeTruthy()
    expect(screen.getByRole('img', { name: kept })).toBeTruthy()
    error.mockRestore()
  })

  it('shows the window around the reference within what the data reaches', () => {
    expect(energyRange({ length: 1, ticks: [], channels: [], extent: [-20, 3] }, undefined, true)).toEqual([-10, 3])
    expect(energyRange({ length: 1, ticks: [], channels: [], extent: [-20, 3] }, undefined, false)).toEqual([-20, 3])
    expect(energyRange(undefined, undefined, true)).toEqual([-10, 10])
  })
})
