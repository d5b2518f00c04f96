// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { JsonObject, JsonValue } from '../../../../core/archive'
import { entryContext } from '../../entryContext'
import { anEntry } from '../../testing/builders'
import { heterogeneousCatalystCard } from '.'
import { CATALYSIS_ERROR, CatalystView, lightOffSeries, valuesText } from './CatalystView'
import { readCatalysis } from './read'

afterEach(cleanup)

const withCatalysis = (catalytic: JsonValue): JsonObject => ({ results: { properties: { catalytic } } })
/** As the example catalysts (examples/use-cases/catalyst_001) write it. */
const example = {
  catalyst: { catalyst_name: '1Pt/Al2O3', catalyst_type: ['supported catalyst', 'metal'], support: 'Al2O3', surface_area: 180000, characterization_methods: ['BET', 'XRD'] },
  reaction: {
    name: 'CO oxidation',
    type: ['oxidation', 'thermal'],
    reactants: [{ name: 'carbon monoxide', conversion: 92, gas_concentration_in: 0.01 }],
    products: [{ name: 'carbon dioxide', selectivity: 100, gas_concentration_out: 0.0092 }],
    reaction_conditions: { pressure: 101325, temperature: 450 },
  },
}

describe('the heterogeneous catalysis card', () => {
  it.each<[JsonObject, boolean]>([
    [withCatalysis(example), true],
    [withCatalysis({}), true],
    [{ results: { properties: { solar_cell: {} } } }, false],
    [{}, false],
  ])('applies to %j: %s', (metadata, applies) => {
    expect(heterogeneousCatalystCard.appliesTo(entryContext(anEntry(metadata)))).toBe(applies)
  })

  it.each([
    ['nothing', {}, undefined],
    [
      'the example',
      withCatalysis(example),
      {
        catalyst: { name: '1Pt/Al2O3', types: ['supported catalyst', 'metal'], support: 'Al2O3', surfaceArea: 180000, characterizationMethods: ['BET', 'XRD'] },
        reaction: {
          name: 'CO oxidation',
          types: ['oxidation', 'thermal'],
          temperature: [450],
          pressure: [101325],
          reactants: [{ name: 'carbon monoxide', figure: [92], gasConcentration: [0.01] }],
          products: [{ name: 'carbon dioxide', figure: [100], gasConcentration: [0.0092] }],
        },
      },
    ],
    ['series and a single type as text', withCatalysis({ reaction: { type: 'thermal', reaction_conditions: { temperature: [400, 500] }, reactants: [{ conversion: [10, 90] }] } }), { reaction: { types: ['thermal'], temperature: [400, 500], reactants: [{ name: '1', figure: [10, 90] }], products: [] } }],
    ['a conversion as text', withCatalysis({ reaction: { reactants: [{ name: 'CO', conversion: 'most' }] } }), 'malformed'],
    ['reactants that are no list', withCatalysis({ reaction: { reactants: { name: 'CO' } } }), 'malformed'],
    ['a catalyst that is no section', withCatalysis({ catalyst: 'Pt' }), 'malformed'],
    ['conditions that are no section', withCatalysis({ reaction: { reaction_conditions: 450 } }), 'malformed'],
  ])('reads %s', (_, metadata, expected) => {
    expect(readCatalysis(metadata)).toEqual(expected)
  })

  it('writes single values as they are and series as their range', () => {
    expect(valuesText(undefined)).toBeUndefined()
    expect(valuesText([92])).toBe('92')
    expect(valuesText([500, 300, 400])).toBe('300–500 (3 values)')
  })

  it('plots conversion and selectivity against a series of temperatures', () => {
    const reaction = { types: [], temperature: [400, 450, 500], reactants: [{ name: 'CO', figure: [10, 50, 90] }, { name: 'O2', figure: [5] }], products: [{ name: 'CO2', figure: [100, 100, 100] }] }
    expect(lightOffSeries(reaction).map((one) => one.name)).toEqual(['CO conversion', 'CO2 selectivity'])
    expect(lightOffSeries({ ...reaction, temperature: [450] })).toEqual([])
  })

  it('draws the catalyst, the reaction and its reagents', () => {
    const data = readCatalysis(withCatalysis(example))
    if (!data || data === 'malformed') throw new Error('unreadable example')
    render(<CatalystView data={data} />)
    expect(screen.getByRole('region', { name: 'Catalyst' }).textContent).toContain('180 m^2/g')
    expect(screen.getByRole('region', { name: 'Reaction' }).textContent).toContain('CO oxidation')
    const reactants = screen.getByRole('table', { name: 'Reactants' })
    expect(within(reactants).getAllByRole('row').map((row) => row.textContent)).toEqual(['NameConversion (%)Gas concentration in', 'carbon monoxide920.01'])
    expect(screen.getByRole('table', { name: 'Products' }).textContent).toContain('carbon dioxide')
  })

  it('says when the catalysis cannot be read', () => {
    render(<CatalystView data="malformed" />)
    expect(screen.getByText(CATALYSIS_ERROR)).toBeTruthy()
  })
})
