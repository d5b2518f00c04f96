// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { entryContext } from '../../entryContext'
import { anEntry } from '../../testing/builders'
import { definitionsCard, hasDefinitions } from '.'
import { DEFINITIONS_ERROR, DefinitionsView } from './DefinitionsView'
import { readPackage, typeText } from './read'

afterEach(cleanup)

/** As the lab-notebook example's schema entry serializes it (examples/lab-notebook/thin_film.schema.archive.yaml). */
const schema = {
  definitions: {
    name: 'Thin-film samples',
    section_definitions: [
      {
        name: 'ThinFilmSample',
        description: 'A thin film.',
        base_sections: ['nomad.datamodel.metainfo.eln.Sample'],
        quantities: [
          { name: 'substrate', type: { type_kind: 'python', type_data: 'str' } },
          { name: 'method', type: { type_kind: 'enum', type_data: ['sputtering', 'evaporation'] } },
          { name: 'thickness', type: { type_kind: 'numpy', type_data: 'float64' }, unit: 'nm', description: 'Film thickness.' },
          { type: 'nameless' },
        ],
        sub_sections: [{ name: 'steps' }, 3],
      },
      'not a section',
    ],
  },
}

describe('the definitions card', () => {
  it.each([
    [['definitions.name', 'definitions.section_definitions.name'], true],
    [['data'], false],
    [undefined, false],
  ])('applies to an entry with the quantities %j: %s', (quantities, applies) => {
    expect(hasDefinitions(entryContext(anEntry({ quantities })))).toBe(applies)
    expect(definitionsCard.appliesTo(entryContext(anEntry({ quantities })))).toBe(applies)
  })

  it.each([
    [{ type_kind: 'numpy', type_data: 'float64' }, 'float64'],
    [{ type_kind: 'python', type_data: 'builtins.str' }, 'str'],
    [{ type_kind: 'enum', type_data: ['a', 'b'] }, 'Enum: a, b'],
    ['int32', 'int32'],
    [{ type_kind: 'reference' }, 'reference'],
    [7, undefined],
  ])('writes the type %j as %s', (type, text) => {
    expect(typeText(type)).toBe(text)
  })

  it('reads the package, leaving out what has no name', () => {
    expect(readPackage(schema)).toEqual({
      name: 'Thin-film samples',
      sections: [
        {
          name: 'ThinFilmSample',
          description: 'A thin film.',
          baseSections: ['nomad.datamodel.metainfo.eln.Sample'],
          quantities: [
            { name: 'substrate', type: 'str' },
            { name: 'method', type: 'Enum: sputtering, evaporation' },
            { name: 'thickness', type: 'float64', unit: 'nm', description: 'Film thickness.' },
          ],
          subSections: ['steps'],
        },
      ],
    })
    expect(readPackage({ data: {} })).toBeUndefined()
    expect(readPackage({ definitions: ['x'] })).toBe('malformed')
  })

  it('draws each section with its quantities', () => {
    const data = readPackage(schema)
    if (!data || data === 'malformed') throw new Error('unreadable schema')
    render(<DefinitionsView data={data} />)
    expect(screen.getByRole('region', { name: 'Definitions: Thin-film samples' })).toBeTruthy()
    const table = screen.getByRole('table', { name: 'Quantities of ThinFilmSample' })
    expect(within(table).getAllByRole('row')[3].textContent).toBe('thicknessfloat64nmFilm thickness.')
    expect(screen.getByText('Sub-sections: steps')).toBeTruthy()
  })

  it('says when the definitions cannot be read', () => {
    render(<DefinitionsView data="malformed" />)
    expect(screen.getByText(DEFINITIONS_ERROR)).toBeTruthy()
  })
})
