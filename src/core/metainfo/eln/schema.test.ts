import { describe, expect, it } from 'vitest'
import { entryId } from '../../ids'
import { EntryData } from '../data'
import type { Section } from '../definitions'
import { customSectionInfo, declaredUnit, sectionReference } from './custom'
import { eln } from '.'
import { inheritsFrom } from './instances'
import { SchemaError, SchemaLoader } from './loader'
import type { SchemaProblem } from './schema'
import { serializePackage } from './serializeSchema'

const UPLOAD = 'upload_1'

/** A loader over in-memory files; `problems` collects what it reports. */
function aLoader(files: Record<string, unknown> = {}) {
  const problems: SchemaProblem[] = []
  const reads: string[] = []
  const loader = new SchemaLoader({
    uploadId: UPLOAD,
    files: {
      read: async (path) => {
        reads.push(path)
        return files[path]
      },
    },
    report: (problem) => problems.push(problem),
  })
  return { loader, problems, reads }
}

const messages = (problems: SchemaProblem[], level: SchemaProblem['level']) => problems.filter((p) => p.level === level).map((p) => p.message)

async function build(definitions: unknown, path = 'schema.archive.yaml') {
  const { loader, problems } = aLoader()
  const pkg = await loader.load(path, definitions)
  if (!pkg) throw new Error('no package')
  const section = (name: string) => pkg.sections.find((s) => s.name === name) as Section
  return { pkg, problems, section, loader }
}

describe('building custom schemas', () => {
  it('reads a sections map and a section_definitions list alike', async () => {
    const fromMap = await build({ sections: { A: { quantities: { x: { type: 'str' } } } } })
    const fromList = await build({ section_definitions: [{ name: 'A', quantities: [{ name: 'x', type: { type_kind: 'python', type_data: 'str' } }] }] })
    for (const { section, problems } of [fromMap, fromList]) {
      expect(section('A').quantities.map((q) => [q.name, q.type])).toEqual([['x', { type_kind: 'python', type_data: 'str' }]])
      expect(problems).toEqual([])
    }
  })

  it('qualifies section names with the entry id of the schema file, as NOMAD does', async () => {
    const { section, pkg } = await build({ name: 'My lab', sections: { Sample: {} } }, 'dir/schema.archive.yaml')
    expect(pkg.qualifiedName).toBe(`entry_id:${entryId(UPLOAD, 'dir/schema.archive.yaml')}`)
    expect(section('Sample').qualifiedName).toBe(`${pkg.qualifiedName}.Sample`)
    expect(pkg.label).toBe('My lab')
  })

  it('inherits quantities from built-in ELN base sections and lets own ones replace them', async () => {
    const { section, problems } = await build({
      sections: {
        Chemical: {
          base_sections: ['nomad.datamodel.metainfo.eln.Chemical', 'nomad.datamodel.data.EntryData'],
          quantities: { name: { type: 'str', default: 'unnamed' }, cas_number: { type: 'str' } },
        },
      },
    })
    const chemical = section('Chemical')
    expect(chemical.quantities.map((q) => q.name).sort()).toEqual(['cas_number', 'chemical_formula', 'datetime', 'description', 'lab_id', 'name'])
    expect(chemical.quantities.find((q) => q.name === 'name')?.default).toBe('unnamed')
    expect(inheritsFrom(chemical, eln.ElnWithFormulaBaseSection)).toBe(true)
    expect(inheritsFrom(chemical, EntryData)).toBe(true)
    expect(problems).toEqual([])
  })

  it('resolves base sections defined later in the file and by path', async () => {
    const { section } = await build({
      sections: {
        B: { base_section: '#/A', quantities: { b: { type: 'int' } } },
        C: { base_sections: ['#/definitions/section_definitions/0'] },
        A: { quantities: { a: { type: 'float', unit: 'mm' } } },
      },
    })
    expect(section('B').quantities.map((q) => q.name)).toEqual(['a', 'b'])
    expect(section('C').quantities.map((q) => q.name)).toEqual(['a', 'b'])
  })

  it('reports circular base sections instead of looping', async () => {
    const { section, problems } = await build({ sections: { A: { base_section: 'B' }, B: { base_section: 'A' } } })
    expect(messages(problems, 'error')).toEqual([expect.stringContaining('Circular base sections A → B → A')])
    expect(section('A').baseSections.map((s) => s.name)).toEqual(['B'])
  })

  it('lets sections contain themselves', async () => {
    const { section } = await build({ sections: { Node: { sub_sections: { children: { section: 'Node', repeats: true } } } } })
    const node = section('Node')
    expect(node.subSections[0]).toMatchObject({ name: 'children', repeats: true })
    expect(node.subSections[0].section).toBe(node)
  })

  it('defines inline sub-section sections as inner sections named after the sub-section', async () => {
    const { section, pkg } = await build({
      sections: { Process: {}, Sample: { sub_sections: { steps: { section: { base_section: 'Process', quantities: { t: { type: 'float', unit: 'K' } } } } } } },
    })
    const steps = section('Sample').subSections[0].section
    expect(steps.qualifiedName).toBe(`${pkg.qualifiedName}.Sample.steps`)
    expect(steps.baseSections.map((s) => s.name)).toEqual(['Process'])
    expect(customSectionInfo(steps)?.path).toBe('/definitions/section_definitions/1/inner_section_definitions/0')
  })

  it('keeps the declared unit and sets the SI unit only where values are SI already', async () => {
    const { section } = await build({ sections: { A: { quantities: { l: { type: 'np.float64', unit: 'm' }, d: { type: 'np.float64', unit: 'mm' }, p: { type: 'float', unit: 'mbar' } } } } })
    const [l, d, p] = section('A').quantities
    expect([l.unit, declaredUnit(l)]).toEqual(['meter', 'm'])
    expect([d.unit, declaredUnit(d)]).toEqual([undefined, 'mm'])
    expect([p.unit, declaredUnit(p)]).toEqual([undefined, 'mbar'])
  })

  it.each([
    ['str', { type_kind: 'python', type_data: 'str' }],
    ['np.float64', { type_kind: 'numpy', type_data: 'float64' }],
    ['np.int32', { type_kind: 'numpy', type_data: 'int32' }],
    ['Datetime', { type_kind: 'custom', type_data: 'nomad.metainfo.data_type.Datetime' }],
    [{ type_kind: 'Enum', type_data: ['a', 'b'] }, { type_kind: 'enum', type_data: ['a', 'b'] }],
    [{ type_kind: 'custom', type_data: 'nomad.metainfo.data_type.Datetime' }, { type_kind: 'custom', type_data: 'nomad.metainfo.data_type.Datetime' }],
  ])('reads the type %j', async (type, expected) => {
    const { section } = await build({ sections: { A: { quantities: { x: { type } } } } })
    expect(section('A').quantities[0].type).toEqual(expected)
  })

  it('makes section names in types references', async () => {
    const { section } = await build({ sections: { Sample: { quantities: { instrument: { type: 'Instrument' } } }, Instrument: {} } })
    const type = section('Sample').quantities[0].type
    expect(type.type_kind === 'reference' && type.section).toBe(section('Instrument'))
  })

  it('reports each problem of a broken schema and keeps what is sound', async () => {
    const { section, problems } = await build({
      sections: {
        MySection: {
          base_section: 'doesnotexist',
          quantities: { fine: { type: 'str' }, bad: { type: 'doesnotexist' }, ref: { type: '#/doesnotexist' }, untyped: {} },
          sub_sections: { empty: null, lost: { sub_section: '#/doesnotexist' } },
        },
      },
    })
    expect(section('MySection').quantities.map((q) => q.name)).toEqual(['fine'])
    expect(section('MySection').subSections).toEqual([])
    const errors = messages(problems, 'error')
    expect(errors).toHaveLength(6)
    for (const name of ["'doesnotexist' of MySection", 'MySection.bad', 'MySection.ref', 'MySection.untyped', 'MySection.empty', 'MySection.lost']) {
      expect(errors.some((e) => e.includes(name)), name).toBe(true)
    }
  })

  it('only warns about base sections that look built-in but are unknown here', async () => {
    const { section, problems } = await build({ sections: { A: { base_sections: ['nomad.datamodel.metainfo.somewhere.Unknown', 'nomad.datamodel.EntryData'] } } })
    expect(messages(problems, 'warning')).toEqual([expect.stringContaining('nomad.datamodel.metainfo.somewhere.Unknown')])
    expect(messages(problems, 'error')).toEqual([])
    expect(section('A').baseSections).toEqual([EntryData])
  })

  it('serialises to section_definitions that resolve to the same sections', async () => {
    const { pkg } = await build({
      sections: { A: { quantities: { x: { type: 'np.float64', unit: 'mm', shape: ['*'] } } }, B: { base_section: 'A', sub_sections: { a: { section: 'A', repeats: true } } } },
    })
    const serialized = serializePackage(pkg)
    expect(serialized).toMatchObject({
      section_definitions: [
        { name: 'A', quantities: [{ name: 'x', type: { type_kind: 'numpy', type_data: 'float64' }, shape: ['*'], unit: 'mm' }] },
        { name: 'B', base_sections: ['#/definitions/section_definitions/0'], sub_sections: [{ name: 'a', sub_section: '#/definitions/section_definitions/0', repeats: true }] },
      ],
    })
    const again = await build(serialized)
    expect(again.section('B').quantities.map((q) => declaredUnit(q))).toEqual(['mm'])
  })
})

describe('loading schemas of other files', () => {
  const base = { definitions: { sections: { Substance: { quantities: { name: { type: 'str' } } } } } }
  const extended = { definitions: { sections: { Extended: { base_section: '../upload/raw/base.archive.yaml#Substance' } } } }

  it('follows references between schema files of the upload', async () => {
    const { loader, problems } = aLoader({ 'base.archive.yaml': base, 'ext.archive.yaml': extended })
    const section = await loader.resolve('../upload/raw/ext.archive.yaml#/definitions/section_definitions/0', 'data.archive.yaml')
    expect(section.name).toBe('Extended')
    expect(section.quantities.map((q) => q.name)).toEqual(['name'])
    expect(problems).toEqual([])
    expect(sectionReference(section, 'data.archive.yaml')).toBe('../upload/raw/ext.archive.yaml#/definitions/section_definitions/0')
  })

  it('reads each file once', async () => {
    const { loader, reads } = aLoader({ 'base.archive.yaml': base, 'ext.archive.yaml': extended })
    await loader.resolve('../upload/raw/ext.archive.yaml#Extended', 'a.archive.yaml')
    await loader.resolve('../upload/raw/base.archive.yaml#Substance', 'a.archive.yaml')
    expect(reads.sort()).toEqual(['base.archive.yaml', 'ext.archive.yaml'])
  })

  it('reports a cycle of files with the whole chain and stops', async () => {
    const file = (name: string, next: string) => ({ definitions: { sections: { [name]: { sub_sections: { next: { section: `../upload/raw/${next}.yaml#${next}` } } } } } })
    const { loader, problems } = aLoader({ 'A.yaml': file('A', 'B'), 'B.yaml': file('B', 'C'), 'C.yaml': file('C', 'A') })
    const a = await loader.resolve('../upload/raw/A.yaml#A', 'x.yaml')
    expect(a.subSections[0].section.name).toBe('B')
    expect(messages(problems, 'error')).toEqual([expect.stringContaining('circular references between schema files A.yaml → B.yaml → C.yaml → A.yaml')])
  })

  it('resolves a file referring to itself by path as its own sections', async () => {
    const self = { definitions: { sections: { P: { sub_sections: { s: { section: '../upload/raw/D.yaml#S' } } }, S: {} } } }
    const { loader, problems } = aLoader({ 'D.yaml': self })
    const p = await loader.resolve('../upload/raw/D.yaml#P', 'x.yaml')
    expect(p.subSections[0].section.name).toBe('S')
    expect(problems).toEqual([])
  })

  it.each([
    ['../upload/raw/missing.archive.yaml#/definitions/section_definitions/0', 'the schema file missing.archive.yaml does not exist'],
    ['../upload/raw/base.archive.yaml#/definitions/section_definitions/7', 'base.archive.yaml defines no section at /definitions/section_definitions/7'],
    ['../uploads/other/raw/base.archive.yaml#Substance', 'another upload'],
    ['Unknown', 'data.archive.yaml defines no schema'],
  ])('refuses m_def %s, saying why', async (ref, reason) => {
    const { loader } = aLoader({ 'base.archive.yaml': base, 'data.archive.yaml': { data: {} } })
    await expect(loader.resolve(ref, 'data.archive.yaml')).rejects.toThrow(SchemaError)
    await expect(loader.resolve(ref, 'data.archive.yaml')).rejects.toThrow(reason)
  })

  it('resolves built-in qualified names and their NOMAD aliases', async () => {
    const { loader } = aLoader()
    expect(await loader.resolve('nomad.datamodel.metainfo.eln.Sample', 'x.yaml')).toBe(eln.Sample)
    expect(await loader.resolve('nomad.datamodel.EntryData', 'x.yaml')).toBe(EntryData)
  })
})
