// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { entryContext } from '../../entryContext'
import { anEntry } from '../../testing/builders'
import { structuralCard } from '.'
import { readStructural } from './read'
import { RDF_ERROR, rdfName, rdfTitle, RG_ERROR, rgTitle, StructuralView } from './StructuralView'

afterEach(cleanup)

const withStructural = (structural: unknown) => ({ results: { properties: { structural } } })

describe('the structural card', () => {
  it.each([
    [['radial_distribution_function'], true],
    [['radius_of_gyration'], true],
    [['trajectory'], false],
  ])('applies to an entry with %j: %s', (available, applies) => {
    expect(structuralCard.appliesTo(entryContext(anEntry({ results: { properties: { available_properties: available } } })))).toBe(applies)
  })

  it.each([
    ['nothing', {}, { rdf: [], rg: [] }],
    [
      'a distribution and a radius',
      withStructural({ radial_distribution_function: [{ type: 'atoms', label: 'O-H', bins: [1, 2], value: [0, 1.5], frame_start: 10, frame_end: 100 }], radius_of_gyration: [{ kind: 'molecular', label: 'H2O', time: [0, 1], value: [2, 3] }] }),
      { rdf: [{ type: 'atoms', label: 'O-H', bins: [1, 2], values: [0, 1.5], frameStart: 10, frameEnd: 100 }], rg: [{ kind: 'molecular', label: 'H2O', times: [0, 1], values: [2, 3] }] },
    ],
    ['bins and values of different lengths, a radius fine', withStructural({ radial_distribution_function: [{ bins: [1], value: [1, 2] }], radius_of_gyration: [{ time: [0], value: [1] }] }), { rdf: 'malformed', rg: [{ kind: 'molecular', label: '1', times: [0], values: [1] }] }],
    ['a radius without times', withStructural({ radius_of_gyration: [{ value: [1] }] }), { rdf: [], rg: 'malformed' }],
    ['distributions that are no list', withStructural({ radial_distribution_function: 'peaked' }), { rdf: 'malformed', rg: [] }],
  ])('reads %s', (_, archive, expected) => {
    expect(readStructural(archive)).toEqual(expected)
  })

  it('names the parts and their lines', () => {
    expect(rdfTitle('atoms')).toBe('Atoms radial distribution functions')
    expect(rgTitle('molecular')).toBe('Molecular radius of gyration')
    expect(rdfName({ type: 'atoms', label: 'O-O', bins: [], values: [] })).toBe('O-O')
    expect(rdfName({ type: 'atoms', label: 'O-O', bins: [], values: [], frameStart: 10 })).toBe('O-O (frames 10–end)')
  })

  it('says which part cannot be read', () => {
    render(<StructuralView data={{ rdf: 'malformed', rg: 'malformed' }} />)
    expect(screen.getByText(RDF_ERROR)).toBeTruthy()
    expect(screen.getByText(RG_ERROR)).toBeTruthy()
  })
})
