// The resolver over built-in and upload-defined sections: every m_def form, base
// sections merged, malformed definitions and unknown references.
import { describe, expect, it } from 'vitest'
import { entryId as entryIdOf } from '../../core/ids'
import { DefinitionResolver, parseDefinitionRef, sectionSubject, type DefinitionsLoader, type EntryDefinitions, type JsonObject } from '.'

const UPLOAD = 'upload-1'
const SCHEMA_FILE = 'thin_film.schema.archive.yaml'
const SCHEMA = entryIdOf(UPLOAD, SCHEMA_FILE)
const HASH = 'a'.repeat(40)

const thinFilm: JsonObject = {
  name: 'Thin-film samples',
  section_definitions: [
    {
      name: 'ThinFilmSample',
      base_sections: ['nomad.datamodel.metainfo.eln.Sample', 'nomad.datamodel.data.EntryData'],
      m_annotations: { eln: { hide: ['lab_id'] } },
      quantities: [
        { name: 'thickness', type: { type_kind: 'numpy', type_data: 'float64' }, unit: 'nm', m_annotations: { eln: { component: 'NumberEditQuantity', defaultDisplayUnit: 'nm' } } },
        { name: 'substrate', type: { type_kind: 'python', type_data: 'str' } },
        { name: 'holder', type: { type_kind: 'reference', type_data: '#/definitions/section_definitions/1' } },
        { name: 'broken' },
        'not a quantity',
      ],
      sub_sections: [{ name: 'layers', sub_section: '#/definitions/section_definitions/0/inner_section_definitions/0', repeats: true }],
      inner_section_definitions: [{ name: 'layers', quantities: [{ name: 'material', type: { type_kind: 'python', type_data: 'str' } }], sub_sections: [] }],
    },
    { name: 'Holder', base_sections: ['#/definitions/section_definitions/2'], quantities: [{ name: 'label', type: { type_kind: 'python', type_data: 'str' } }], sub_sections: [] },
    // A cycle of base sections: Holder → Cyclic → Holder.
    { name: 'Cyclic', base_sections: ['#/definitions/section_definitions/1', 'nomad.unknown.Section'], quantities: [], sub_sections: [] },
  ],
}

function loader(calls: string[] = []): DefinitionsLoader {
  const schema: EntryDefinitions = { entryId: SCHEMA, uploadId: UPLOAD, definitions: thinFilm }
  return {
    entryDefinitions: async (entryId) => {
      calls.push(entryId)
      if (entryId === SCHEMA) return schema
      throw new Error('no such entry')
    },
    hashPackage: async (hash) => {
      if (hash === HASH) return schema
      throw new Error('unknown hash')
    },
  }
}

const context = { uploadId: UPLOAD, entryId: entryIdOf(UPLOAD, 'ZnO_001.archive.yaml'), mainfile: 'ZnO_001.archive.yaml' }

describe('parseDefinitionRef', () => {
  it.each([
    ['nomad.datamodel.metainfo.eln.Sample', { kind: 'builtIn', name: 'nomad.datamodel.metainfo.eln.Sample' }],
    [`../upload/raw/${SCHEMA_FILE}#/definitions/section_definitions/0`, { kind: 'entry', entryId: SCHEMA, uploadId: UPLOAD, fragment: '/definitions/section_definitions/0' }],
    [`../upload/raw/${SCHEMA_FILE}#ThinFilmSample`, { kind: 'entry', entryId: SCHEMA, uploadId: UPLOAD, fragment: 'ThinFilmSample' }],
    [`${SCHEMA_FILE}#ThinFilmSample`, { kind: 'entry', entryId: SCHEMA, uploadId: UPLOAD, fragment: 'ThinFilmSample' }],
    [`../uploads/other/raw/x.yaml#/definitions/section_definitions/1`, { kind: 'entry', entryId: entryIdOf('other', 'x.yaml'), uploadId: 'other', fragment: '/definitions/section_definitions/1' }],
    [`entry_id:${SCHEMA}.ThinFilmSample.layers`, { kind: 'entry', entryId: SCHEMA, fragment: 'ThinFilmSample.layers' }],
    ['#/definitions/section_definitions/1', { kind: 'entry', entryId: context.entryId, uploadId: UPLOAD, fragment: '/definitions/section_definitions/1' }],
    [HASH, { kind: 'hash', hash: HASH, fragment: '/' }],
    [`${HASH}#/definitions/section_definitions/1`, { kind: 'hash', hash: HASH, fragment: '/definitions/section_definitions/1' }],
    [`ThinFilmSample@${HASH}`, { kind: 'hash', hash: HASH, fragment: 'ThinFilmSample' }],
  ])('reads %s', (written, expected) => {
    expect(parseDefinitionRef(written, context)).toEqual(expected)
  })

  it('cannot read upload-relative forms without an upload, nor empty ones', () => {
    expect(parseDefinitionRef(`../upload/raw/${SCHEMA_FILE}#ThinFilmSample`)).toBeUndefined()
    expect(parseDefinitionRef('#/definitions/section_definitions/0')).toBeUndefined()
    expect(parseDefinitionRef('  ')).toBeUndefined()
  })
})

describe('DefinitionResolver', () => {
  it('resolves a built-in section with every inherited quantity', async () => {
    const section = await new DefinitionResolver(loader()).resolve('nomad.datamodel.metainfo.eln.Sample')
    expect(section.definition.qualifiedName).toBe('nomad.datamodel.metainfo.eln.Sample')
    expect(section.definition.origin).toEqual({ kind: 'builtIn', packageName: 'nomad.datamodel.metainfo.eln' })
    const names = section.quantities.map((q) => q.name)
    expect(names).toEqual(expect.arrayContaining(['name', 'lab_id', 'description', 'chemical_formula']))
    expect(section.baseSections.map((b) => b.qualifiedName)).toContain('nomad.datamodel.data.ArchiveSection')
    expect(section.quantities.find((q) => q.name === 'name')?.definedIn).not.toBe('nomad.datamodel.metainfo.eln.Sample')
  })

  it('knows NOMAD aliases of built-in names', async () => {
    const section = await new DefinitionResolver(loader()).resolve('nomad.datamodel.EntryData')
    expect(section.definition.qualifiedName).toBe('nomad.datamodel.data.EntryData')
  })

  it('resolves a custom schema section from a data m_def, bases merged, own definitions with their annotations', async () => {
    const section = await new DefinitionResolver(loader()).resolve(`../upload/raw/${SCHEMA_FILE}#/definitions/section_definitions/0`, context)
    expect(section.definition.qualifiedName).toBe(`entry_id:${SCHEMA}.ThinFilmSample`)
    expect(section.definition.origin).toEqual({ kind: 'upload', uploadId: UPLOAD, entryId: SCHEMA, packageName: 'Thin-film samples', path: '/definitions/section_definitions/0' })
    expect(sectionSubject(section).baseSections).toEqual(expect.arrayContaining(['nomad.datamodel.metainfo.eln.Sample', 'nomad.datamodel.data.EntryData']))
    const thickness = section.quantities.find((q) => q.name === 'thickness')
    expect(thickness).toMatchObject({ unit: 'nm', shape: [], type: { type_kind: 'numpy', type_data: 'float64' } })
    expect(thickness?.m_annotations?.eln?.defaultDisplayUnit).toBe('nm')
    // Inherited from the built-in Sample, own quantities after them.
    const names = section.quantities.map((q) => q.name)
    expect(names.indexOf('lab_id')).toBeLessThan(names.indexOf('thickness'))
    expect(section.m_annotations.eln).toEqual({ hide: ['lab_id'] })
    // The built-in ELN annotations are inherited: the description is edited as rich text.
    expect(section.quantities.find((q) => q.name === 'description')?.m_annotations?.eln?.component).toBe('RichTextEditQuantity')
    expect(section.quantities.find((q) => q.name === 'datetime')?.m_annotations?.eln?.component).toBe('DateTimeEditQuantity')
  })

  it('skips malformed quantities and leaves out bases it cannot find, breaking cycles', async () => {
    const resolver = new DefinitionResolver(loader())
    const section = await resolver.resolve(`entry_id:${SCHEMA}.ThinFilmSample`)
    expect(section.quantities.map((q) => q.name)).not.toContain('broken')
    const holder = await resolver.resolve(`../upload/raw/${SCHEMA_FILE}#Holder`, context)
    expect(holder.baseSections.map((b) => b.name)).toEqual(['Cyclic'])
    expect(holder.quantities.map((q) => q.name)).toEqual(['label'])
  })

  it('gives sub sections and references as refs that resolve without context', async () => {
    const resolver = new DefinitionResolver(loader())
    const section = await resolver.resolve(`${HASH}#ThinFilmSample`)
    const layers = section.subSections.find((s) => s.name === 'layers')
    expect(layers?.sectionName).toBe(`entry_id:${SCHEMA}.ThinFilmSample.layers`)
    const inner = await resolver.resolve(layers!.section)
    expect(inner.quantities.map((q) => q.name)).toEqual(['material'])
    const holder = section.quantities.find((q) => q.name === 'holder')
    expect((await resolver.resolve(holder!.referencedSection!)).definition.name).toBe('Holder')
  })

  it('reads a schema entry once per resolver', async () => {
    const calls: string[] = []
    const resolver = new DefinitionResolver(loader(calls))
    await resolver.resolve(`entry_id:${SCHEMA}.ThinFilmSample`)
    await resolver.resolve(`entry_id:${SCHEMA}.Holder`)
    expect(calls).toEqual([SCHEMA])
  })

  it('asks again after a failed read (a schema entry is briefly unreadable while its upload processes)', async () => {
    const calls: string[] = []
    let available = false
    const flaky: DefinitionsLoader = {
      entryDefinitions: async (entryId) => {
        calls.push(entryId)
        if (!available) throw new Error('404')
        return { entryId: SCHEMA, uploadId: UPLOAD, definitions: thinFilm }
      },
      hashPackage: async () => {
        calls.push('hash')
        if (!available) throw new Error('404')
        return { entryId: SCHEMA, uploadId: UPLOAD, definitions: thinFilm }
      },
    }
    const resolver = new DefinitionResolver(flaky)
    await expect(resolver.resolve(`entry_id:${SCHEMA}.ThinFilmSample`)).rejects.toThrow('Cannot resolve the section definition')
    await expect(resolver.resolve(`ThinFilmSample@${HASH}`)).rejects.toThrow('Cannot resolve the section definition')
    available = true
    expect((await resolver.resolve(`entry_id:${SCHEMA}.ThinFilmSample`)).definition.name).toBe('ThinFilmSample')
    expect((await resolver.resolve(`Holder@${HASH}`)).definition.name).toBe('Holder')
    expect(calls).toEqual([SCHEMA, 'hash', SCHEMA, 'hash'])
  })

  it.each([
    ['nomad.datamodel.NoSuchSection', 'Cannot resolve the section definition nomad.datamodel.NoSuchSection.'],
    [`entry_id:${SCHEMA}.NoSuchSection`, `Cannot resolve the section definition entry_id:${SCHEMA}#NoSuchSection.`],
    ['entry_id:missing.Section', 'Cannot resolve the section definition entry_id:missing#Section.'],
    ['b'.repeat(40), `Cannot resolve the section definition ${'b'.repeat(40)}#/.`],
    ['../upload/raw/x.yaml#X', 'Cannot resolve the section definition ../upload/raw/x.yaml#X.'],
  ])('rejects %s', async (reference, message) => {
    await expect(new DefinitionResolver(loader()).resolve(reference)).rejects.toThrow(message)
  })
})
