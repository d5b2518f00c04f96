import { describe, expect, it } from 'vitest'
import type { EntryArchive } from '../../api'
import { builtInSchemas, customSchemas, entryFileContent, entryFileName } from './schemas'

const aSchemaArchive = (mainfile: string, sections: unknown[]): EntryArchive => ({
  entry_id: mainfile, upload_id: 'u1', archive: { metadata: { mainfile }, definitions: { section_definitions: sections } } as EntryArchive['archive'],
})

describe('the schemas to create an entry from', () => {
  it('lists the built-in lab-notebook items, by name', () => {
    const labels = builtInSchemas().map((choice) => choice.label)
    expect(labels).toEqual(expect.arrayContaining(['Chemical', 'Instrument', 'Measurement', 'Process', 'Sample']))
    expect(labels).not.toContain('ElnBaseSection')
    expect(builtInSchemas().find((choice) => choice.label === 'Sample')?.mDef).toBe('nomad.datamodel.metainfo.eln.Sample')
  })

  it('lists the sections of the upload that inherit EntryData, directly or through the same file', () => {
    const choices = customSchemas([
      aSchemaArchive('thin_film.schema.archive.yaml', [
        { name: 'ThinFilmSample', base_sections: ['nomad.datamodel.metainfo.eln.Sample', 'nomad.datamodel.data.EntryData'] },
        { name: 'Layer', base_sections: ['nomad.datamodel.metainfo.eln.Sample'] },
        { name: 'Special', base_sections: ['#/definitions/section_definitions/0'] },
        { name: 'ByName', base_sections: ['ThinFilmSample'] },
        { name: 'Loop', base_sections: ['Loop'] },
        { base_sections: ['nomad.datamodel.data.EntryData'] },
      ]),
      aSchemaArchive('other/s.archive.json', 'not a list' as unknown as unknown[]),
    ])
    expect(choices).toEqual([
      { label: 'ThinFilmSample', file: 'thin_film.schema.archive.yaml', mDef: '../upload/raw/thin_film.schema.archive.yaml#/definitions/section_definitions/0' },
      { label: 'Special', file: 'thin_film.schema.archive.yaml', mDef: '../upload/raw/thin_film.schema.archive.yaml#/definitions/section_definitions/2' },
      { label: 'ByName', file: 'thin_film.schema.archive.yaml', mDef: '../upload/raw/thin_film.schema.archive.yaml#/definitions/section_definitions/3' },
    ])
    expect(customSchemas(undefined)).toEqual([])
  })

  it.each([['My sample', 'My_sample.archive.json'], ['  film 2  ', 'film_2.archive.json'], ['a\tb', 'a_b.archive.json']])('names the file of %j %s', (name, file) => {
    expect(entryFileName(name)).toBe(file)
  })

  it('writes data of the chosen section', () => {
    expect(JSON.parse(entryFileContent('nomad.datamodel.metainfo.eln.Sample'))).toEqual({ data: { m_def: 'nomad.datamodel.metainfo.eln.Sample' } })
  })
})
