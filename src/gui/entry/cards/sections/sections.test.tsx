// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { entryContext } from '../../entryContext'
import { anEntry } from '../../testing/builders'
import { hasData, sectionsCard } from '.'
import { definitionRef, labelOf, readData, readDefinitions } from './read'
import { SectionsView } from './SectionsView'

afterEach(cleanup)

/** As the lab-notebook example writes a thin film (examples/lab-notebook). */
const film = {
  data: {
    m_def: '../upload/raw/thin_film.schema.archive.yaml#/definitions/section_definitions/0',
    name: 'Cu2O as deposited',
    thickness: 80,
    annealed: false,
    tags: ['a', 'b'],
    curve: [1, 2, 3],
    broken: { deep: { deeper: 1 } },
    steps: [{ name: 'clean' }, { name: 'deposit', time: 5 }],
  },
}
const schema = {
  definitions: {
    section_definitions: [
      {
        name: 'ThinFilmSample',
        quantities: [
          { name: 'thickness', unit: 'nm', description: 'Film thickness.', m_annotations: { eln: { defaultDisplayUnit: 'nm' } } },
          { name: 'annealed' },
          { unit: 'no name' },
        ],
      },
    ],
  },
}

describe('the sections card', () => {
  it.each([
    [['data', 'data.name'], true],
    [['data.name'], false],
    [['workflow2.name'], false],
    [undefined, false],
  ])('applies to an entry with the quantities %j: %s', (quantities, applies) => {
    expect(hasData(entryContext(anEntry({ quantities })))).toBe(applies)
    expect(sectionsCard.appliesTo(entryContext(anEntry({ quantities })))).toBe(applies)
  })

  it('reads the values and one level of sub-sections', () => {
    expect(readData(film)).toEqual({
      type: '0',
      parts: [
        {
          name: '',
          values: [
            { key: 'name', label: 'Name', value: 'Cu2O as deposited' },
            { key: 'thickness', label: 'Thickness', value: 80 },
            { key: 'annealed', label: 'Annealed', value: false },
            { key: 'tags', label: 'Tags', value: ['a', 'b'] },
            { key: 'curve', label: 'Curve', value: '3 values' },
          ],
        },
        { name: 'Steps 1', values: [{ key: 'name', label: 'Name', value: 'clean' }] },
        { name: 'Steps 2', values: [{ key: 'name', label: 'Name', value: 'deposit' }, { key: 'time', label: 'Time', value: 5 }] },
      ],
    })
    expect(readData({ data: { m_def: 'nomad.datamodel.metainfo.eln.ElnBaseSection', name: 'x' } }, undefined)?.type).toBe('ElnBaseSection')
    expect(readData({ run: [] })).toBeUndefined()
    expect(readData({ data: 'text' })).toBeUndefined()
    expect(labelOf('annealing_temperature')).toBe('Annealing temperature')
  })

  it("finds a custom schema's definition and reads its units", () => {
    const entry = entryContext(anEntry({ upload_id: 'u1', mainfile: 'Cu2O_001.archive.yaml' }))
    const ref = definitionRef(film, entry)
    expect(ref?.path).toEqual(['definitions', 'section_definitions', 0])
    expect(ref?.entryId).toMatch(/^[\w-]{28}$/)
    expect(ref?.entryId).not.toBe(entry.entryId)
    expect(definitionRef({ data: { m_def: 'nomad.datamodel.metainfo.eln.ElnBaseSection' } }, entry)).toBeUndefined()
    expect(definitionRef({ data: { m_def: '#/definitions/section_definitions/1' } }, entry)).toEqual({ entryId: 'e1', path: ['definitions', 'section_definitions', 1] })

    const definitions = readDefinitions(schema, ref?.path ?? [])
    expect(definitions.name).toBe('ThinFilmSample')
    expect([...definitions.quantities]).toEqual([
      ['thickness', { unit: 'nm', displayUnit: 'nm', description: 'Film thickness.' }],
      ['annealed', {}],
    ])
    expect(readDefinitions(schema, ['definitions', 'nowhere']).quantities.size).toBe(0)
    expect(readDefinitions('not an archive', []).quantities.size).toBe(0)
  })

  it('shows the values with the units of the schema', () => {
    const data = readData(film, 'ThinFilmSample')
    if (!data) throw new Error('no data')
    render(<SectionsView data={data} definitions={readDefinitions(schema, ['definitions', 'section_definitions', 0]).quantities} />)
    const card = screen.getByRole('region', { name: 'Data: ThinFilmSample' })
    expect(card.textContent).toContain('80 nm')
    expect(card.textContent).toContain('no')
    expect(screen.getByRole('region', { name: 'Steps 2' }).textContent).toContain('deposit')
  })

  it('shows a rich-text quantity as its text, not its HTML', () => {
    const data = readData({ data: { m_def: 'nomad.datamodel.metainfo.basesections.BaseSection', name: 'x', description: '<p>Annealed <strong>under</strong> argon</p>' } })
    if (!data) throw new Error('no data')
    render(<SectionsView data={data} richText={new Set(['description'])} />)
    const card = screen.getByRole('region', { name: 'Data: BaseSection' })
    expect(card.textContent).toContain('Annealed under argon')
    expect(card.textContent).not.toContain('<strong>')
  })
})
