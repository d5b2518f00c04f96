// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { entryContext } from '../../entryContext'
import { anEntry } from '../../testing/builders'
import { spectroscopicCard } from '.'
import { readSpectra } from './read'
import { SPECTRA_ERROR, SpectroscopicView, spectrumName } from './SpectroscopicView'

afterEach(cleanup)

const withSpectra = (spectra: unknown) => ({ results: { properties: { spectroscopic: { spectra } } } })

describe('the spectroscopic card', () => {
  it.each([
    [['spectra'], true],
    [['dos_electronic'], false],
  ])('applies to an entry with %j: %s', (available, applies) => {
    expect(spectroscopicCard.appliesTo(entryContext(anEntry({ results: { properties: { available_properties: available } } })))).toBe(applies)
  })

  it.each([
    ['nothing', {}, []],
    ['a spectrum', withSpectra([{ type: 'XAS', label: 'experiment', energies: [1, 2], intensities: [3, 4] }]), [{ type: 'XAS', label: 'experiment', energies: [1, 2], intensities: [3, 4] }]],
    ['different lengths', withSpectra([{ energies: [1, 2], intensities: [3] }]), 'malformed'],
    ['no intensities', withSpectra([{ energies: [1] }]), 'malformed'],
    ['a type as a number', withSpectra([{ energies: [1], intensities: [3], type: 4 }]), 'malformed'],
    ['no list', withSpectra({ energies: [1] }), 'malformed'],
  ])('reads %s', (_, archive, expected) => {
    expect(readSpectra(archive)).toEqual(expected)
  })

  it.each([
    [{ type: 'XAS', label: 'computation' }, 0, 'XAS (computation)'],
    [{ type: 'unavailable' }, 1, 'Spectrum 2'],
    [{}, 0, 'Spectrum 1'],
  ])('names %j (number %i) %s', (spectrum, index, name) => {
    expect(spectrumName({ energies: [], intensities: [], ...spectrum }, index)).toBe(name)
  })

  it("says 'Could not load Spectra.' for spectra it cannot read, 'no data' for none", () => {
    expect(SPECTRA_ERROR).toBe('Could not load Spectra.')
    render(<SpectroscopicView data="malformed" />)
    expect(screen.getByText(SPECTRA_ERROR)).toBeTruthy()
    cleanup()
    render(<SpectroscopicView data={[]} />)
    expect(screen.getByText('no data')).toBeTruthy()
  })
})
