import { mkdtemp, mkdir, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { sectionOf } from '../../../core/metainfo'
import { archiveParser } from '.'
import { directoryContext, events } from './testing'
import type { MutableSection as Json } from '../../../core/archive'

const FIXTURES = '/work/shared/fixtures/eln'

async function parseFixture(folder: string, mainfile: string) {
  const context = directoryContext(join(FIXTURES, folder), mainfile)
  const archive = await archiveParser.parse(context)
  return { archive, context, warnings: events(context.logs, 'WARNING'), errors: events(context.logs, 'ERROR') }
}

/** An upload in a fresh temporary folder, with the given files. */
async function anUpload(files: Record<string, string>) {
  const root = await mkdtemp(join(tmpdir(), 'tessera-archive-'))
  for (const [path, text] of Object.entries(files)) {
    await mkdir(dirname(join(root, path)), { recursive: true })
    await writeFile(join(root, path), text)
  }
  return {
    async parse(mainfile: string) {
      const context = directoryContext(root, mainfile)
      const archive = await archiveParser.parse(context)
      return { archive, warnings: events(context.logs, 'WARNING').filter((e) => !events(context.logs, 'ERROR').includes(e)), errors: events(context.logs, 'ERROR') }
    },
  }
}

const data = (archive: Json) => archive.data as Json
const metadata = (archive: Json) => archive.metadata as Json

describe('the archive parser on NOMAD example uploads', () => {
  // folder, mainfile, entry type, number of warnings, number of errors
  it.each([
    ['custom-schema', 'simple-schema.archive.yaml', 'Schema', 0, 0],
    ['custom-schema', 'inheriting-schema.archive.yaml', 'Root', 0, 0],
    ['custom-schema', 'polymorphy.archive.yaml', 'Sample', 0, 0],
    ['custom-schema', 'with-default-values.archive.yaml', 'RootSection', 0, 0],
    ['custom-schema', 'full-storage-quantities.archive.yaml', 'MySection', 0, 0],
    ['custom-schema', 'intra-entry.archive.yaml', 'Element', 3, 0],
    ['custom-schema', 'intra-entry.archive.json', 'MySection', 0, 0],
    ['custom-schema', 'inter-entry.archive.json', 'MySection', 0, 0],
    ['custom-schema', 'schema.archive.json', 'Schema', 0, 0],
    ['custom-schema', 'with-problems.archive.yaml', 'Schema', 0, 5],
    ['eln', 'schema.archive.yaml', 'Schema', 0, 0],
    ['eln', 'sample.archive.json', 'Sample', 0, 0],
    ['eln', 'Copper_II_Selenide.archive.json', 'Chemical', 0, 0],
    ['eln', 'Tin_II_Selenide.archive.json', 'Chemical', 0, 0],
    ['eln', 'Zinc_Selenide.archive.json', 'Chemical', 0, 0],
    ['eln', 'PVD-P.archive.json', 'Instrument', 0, 0],
    ['references/circular', 'A.schema.archive.yaml', 'Schema', 0, 1],
    ['references/circular', 'B.schema.archive.yaml', 'Schema', 0, 1],
    ['references/circular', 'C.schema.archive.yaml', 'Schema', 0, 1],
    ['references/circular', 'D.schema.archive.yaml', 'Schema', 0, 0],
    ['references/upload1', 'baseSections.schema.archive.yaml', 'Schema', 0, 0],
    ['references/upload1', 'sameUploadExtendedSections.schema.archive.yaml', 'Schema', 0, 0],
    ['references/upload1', 'general.archive.yaml', 'ArchiveSection', 0, 0],
    ['references/upload1', 'ref1.archive.yaml', 'Sample', 0, 0],
    ['references/upload1', 'ref2.archive.yaml', 'Substance', 0, 0],
    ['references/upload1', 'ref3.archive.yaml', 'Sample', 1, 0],
    ['references/upload1', 'ref4.archive.yaml', 'Structure', 2, 0],
    ['references/upload1', 'ref5.archive.yaml', 'SubstanceList', 0, 0],
    ['references/upload1', 'ref6.archive.yaml', 'GeneralArchiveSection', 0, 0],
    ['references/upload1', 'correct-reference.data.archive.yaml', 'Powder_mixture', 0, 0],
    ['references/upload1', 'lost-reference.data.archive.yaml', 'Powder_mixture', 0, 0],
    ['references/upload1', 'wrong-path.data.archive.yaml', 'Powder_mixture', 0, 0],
    ['references/upload1', 'wrong-upload-id.data.archive.yaml', 'Powder_mixture', 0, 0],
  ])('%s/%s is an entry of type %s (%i warnings, %i errors)', async (folder, mainfile, entryType, nWarnings, nErrors) => {
    const { archive, warnings, errors } = await parseFixture(folder, mainfile)
    expect(metadata(archive).entry_type).toBe(entryType)
    expect(errors).toHaveLength(nErrors)
    expect(warnings.length - errors.length).toBe(nWarnings)
  })

  it('names every problem of with-problems.archive.yaml', async () => {
    const { errors } = await parseFixture('custom-schema', 'with-problems.archive.yaml')
    expect(errors).toEqual([
      expect.stringMatching(/Cannot resolve base section 'doesnotexist' of MySection/),
      expect.stringMatching(/Cannot resolve type 'doesnotexist' of quantity MySection\.my_quantity/),
      expect.stringMatching(/Cannot resolve type '#\/doesnotexist' of quantity MySection\.reference/),
      expect.stringMatching(/Sub-section MySection\.wo_sub_section names no section/),
      expect.stringMatching(/Cannot resolve section '#\/doesnotexist' of sub-section MySection\.unresolvable_sub_section/),
    ])
  })

  it('reports circular schema files with the cycle, quickly', async () => {
    const started = Date.now()
    const { errors } = await parseFixture('references/circular', 'A.schema.archive.yaml')
    expect(errors).toEqual([
      expect.stringContaining('circular references between schema files A.schema.archive.yaml → B.schema.archive.yaml → C.schema.archive.yaml → A.schema.archive.yaml'),
    ])
    expect(Date.now() - started).toBeLessThan(2000)
  })

  it('stores definitions in NOMAD’s section_definitions form and m_def as a path into them', async () => {
    const { archive } = await parseFixture('custom-schema', 'polymorphy.archive.yaml')
    const definitions = archive.definitions as { section_definitions: { name: string }[] }
    expect(definitions.section_definitions.map((s) => s.name)).toEqual(['Substance', 'Chemical23', 'Sample'])
    expect(data(archive).m_def).toBe('#/definitions/section_definitions/2')
  })

  it('reads sub-sections polymorphically: m_def picks the more specific section', async () => {
    const { archive } = await parseFixture('custom-schema', 'polymorphy.archive.yaml')
    const [plain, chemical] = data(archive).substances as Json[]
    expect(sectionOf(plain)?.name).toBe('Substance')
    expect(sectionOf(chemical)?.name).toBe('Chemical23')
    expect(chemical).toEqual({ m_def: '#/definitions/section_definitions/1', name: 'Water', formula: 'H2O' })
  })

  it('resolves m_def in another file of the upload and keeps it as written there', async () => {
    const { archive } = await parseFixture('eln', 'sample.archive.json')
    expect(data(archive).m_def).toBe('../upload/raw/schema.archive.yaml#/definitions/section_definitions/3')
    expect(sectionOf(data(archive))?.qualifiedName).toMatch(/^entry_id:.{28}\.Sample$/)
    expect(metadata(archive).entry_name).toBe('ELN example sample')
  })

  it('follows schemas that use schemas of other files', async () => {
    const { archive } = await parseFixture('references/upload1', 'ref5.archive.yaml')
    const contents = data(archive).contents as Json[]
    expect(contents.map((c) => sectionOf(c)?.name)).toEqual(['Substance', 'AContents', 'BContents', 'SubstanceExtended'])
    expect(sectionOf(contents[3])?.quantities.map((q) => q.name)).toEqual(['name', 'comment', 'nameExtended', 'commentExtended'])
  })

  it('normalises datetimes to ISO 8601', async () => {
    const { archive } = await parseFixture('custom-schema', 'inter-entry.archive.json')
    expect(data(archive).datetime_list).toEqual(['2022-04-01T00:00:00+00:00', '2022-04-02T00:00:00+00:00'])
  })

  it('names the file when no name is given', async () => {
    const { archive } = await parseFixture('custom-schema', 'inter-entry.archive.json')
    expect(metadata(archive).entry_name).toBe('inter-entry.archive.json')
  })
})

describe('the archive parser on edge cases', () => {
  const schema = [
    'definitions:',
    '  sections:',
    '    Thing:',
    '      base_sections: [nomad.datamodel.data.EntryData]',
    '      quantities:',
    '        count: {type: int}',
    '        length: {type: np.float64, unit: mm}',
    "        state: {type: {type_kind: Enum, type_data: [new, used]}, default: new}",
    '        when: {type: Datetime}',
    '      sub_sections:',
    '        parts: {section: Thing, repeats: true}',
    '',
  ].join('\n')

  it('fails invalid YAML with file, line and column', async () => {
    const upload = await anUpload({ 'sample.archive.yaml': 'data:\n  m_def: X\n  - name\n' })
    await expect(upload.parse('sample.archive.yaml')).rejects.toThrow(/^sample\.archive\.yaml: line 3, column 1: A block sequence may not be used/)
  })

  it('fails invalid JSON with file, line and column', async () => {
    const upload = await anUpload({ 'a/sample.archive.json': '{\n  "data": {\n    "m_def": "X",,\n  }\n}' })
    await expect(upload.parse('a/sample.archive.json')).rejects.toThrow(/^a\/sample\.archive\.json: line 3, column 18: /)
  })

  it('drops values of the wrong type with a warning naming their path', async () => {
    const upload = await anUpload({ 'x.archive.yaml': `${schema}data:\n  m_def: Thing\n  count: many\n  state: broken\n  parts:\n    - length: 2\n    - count: 1.5\n` })
    const { archive, warnings } = await upload.parse('x.archive.yaml')
    expect(warnings).toEqual([
      expect.stringMatching(/^data\.count: expected an integer, got "many"; the value is dropped$/),
      expect.stringMatching(/^data\.state: expected one of 'new', 'used', got "broken"; the value is dropped$/),
      expect.stringMatching(/^data\.parts\.1\.count: expected an integer, got 1\.5; the value is dropped$/),
    ])
    expect(data(archive).count).toBeUndefined()
    expect((data(archive).parts as Json[])[0]).toEqual({ length: 2, state: 'new' })
  })

  it('fills in schema defaults for quantities that are not given', async () => {
    const upload = await anUpload({ 'x.archive.yaml': `${schema}data:\n  m_def: Thing\n  parts: [{state: used}, {}]\n` })
    const { archive } = await upload.parse('x.archive.yaml')
    expect(data(archive)).toMatchObject({ state: 'new', parts: [{ state: 'used' }, { state: 'new' }] })
  })

  it('fills in defaults of sub-sections present in the data (with-default-values)', async () => {
    const text = (await import('node:fs/promises')).readFile(join(FIXTURES, 'custom-schema/with-default-values.archive.yaml'), 'utf8')
    const upload = await anUpload({ 'd.archive.yaml': `${await text}  eln: {}\n  plain: {without_default: given}\n` })
    const { archive } = await upload.parse('d.archive.yaml')
    expect(data(archive).eln).toEqual({ with_default: 'default value', with_default_eln: 'default value' })
    expect(data(archive).plain).toEqual({ without_default: 'given', with_default: 'default value' })
  })

  it.each([
    ['a missing schema file', 'data:\n  m_def: ../upload/raw/gone.archive.yaml#/definitions/section_definitions/0\n', 'the schema file gone.archive.yaml does not exist'],
    ['a missing section', `${schema}data:\n  m_def: '#/definitions/section_definitions/5'\n`, 'x.archive.yaml defines no section at /definitions/section_definitions/5'],
    ['data without m_def', 'data:\n  name: x\n', 'data has no m_def'],
    ['an unknown built-in section', 'data:\n  m_def: nomad.datamodel.metainfo.eln.Nonexistent\n', 'cannot be resolved'],
  ])('fails data with %s, saying so', async (_what, text, message) => {
    const upload = await anUpload({ 'x.archive.yaml': text })
    await expect(upload.parse('x.archive.yaml')).rejects.toThrow(message)
  })

  it('warns about m_def of sub-sections that cannot be used, and reads them as declared', async () => {
    const upload = await anUpload({
      'x.archive.yaml': `${schema}    Other: {}\ndata:\n  m_def: Thing\n  parts:\n    - {m_def: Other, count: 1}\n    - {m_def: Nowhere}\n`,
    })
    const { archive, warnings } = await upload.parse('x.archive.yaml')
    expect(warnings).toEqual([expect.stringContaining('Other does not extend Thing'), expect.stringContaining('Nowhere')])
    expect((data(archive).parts as Json[]).map((p) => sectionOf(p)?.name)).toEqual(['Thing', 'Thing'])
  })

  it('warns about references into this archive that point at nothing', async () => {
    const upload = await anUpload({
      'x.archive.yaml': 'definitions:\n  sections:\n    S:\n      quantities:\n        other: {type: S}\ndata:\n  m_def: S\n  other: "#/data/nothing"\n',
    })
    const { warnings } = await upload.parse('x.archive.yaml')
    expect(warnings).toEqual([expect.stringContaining('data.other: the reference #/data/nothing points at nothing')])
  })

  it('ignores unknown top-level keys with a warning and never trusts metadata from the file', async () => {
    const upload = await anUpload({ 'x.archive.json': JSON.stringify({ data: { m_def: 'nomad.datamodel.metainfo.eln.Chemical', name: 'c' }, metadata: { entry_id: 'forged' }, extra: 1 }) })
    const { archive, warnings } = await upload.parse('x.archive.json')
    expect(archive.metadata).toEqual({ entry_name: 'c', entry_type: 'Chemical' })
    expect(warnings).toEqual([expect.stringContaining('extra is not a section of an archive')])
  })
})
