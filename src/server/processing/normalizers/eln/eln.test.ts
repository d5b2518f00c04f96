import { mkdtemp, mkdir, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { entryId } from '../../../../core/ids'
import { archiveParser } from '../../../parsers/archive'
import type { Archive } from '../../../parsers/types'
import { runPipeline } from '../../pipeline'
import { metadataNormalizer } from '../metadata'
import { elnNormalizer } from '.'
import type { MutableSection as Json } from '../../../../core/archive'

const FIXTURES = '/work/shared/fixtures/eln'
const UPLOAD = 'references_upload_id1'

/** Processes one mainfile of a folder as the worker does: the archive parser, then the ELN and metadata normalisers. */
async function processFile(rawDir: string, mainfile: string) {
  const parsers = new Map([[archiveParser.metadata.name, archiveParser]])
  return runPipeline({ uploadId: UPLOAD, rawDir, mainfile, parserName: 'parsers/archive' }, parsers, [elnNormalizer, metadataNormalizer])
}

const processFixture = (folder: string, mainfile: string) => processFile(join(FIXTURES, folder), mainfile)

async function processText(files: Record<string, string>, mainfile: string) {
  const root = await mkdtemp(join(tmpdir(), 'tessera-eln-'))
  for (const [path, text] of Object.entries(files)) {
    await mkdir(dirname(join(root, path)), { recursive: true })
    await writeFile(join(root, path), text)
  }
  return processFile(root, mainfile)
}

const metadata = (archive: Archive) => archive.metadata as Json
const searchQuantities = (archive: Archive) => metadata(archive).search_quantities as Json[]
const eln = (archive: Archive) => (archive.results as { eln: Json }).eln

describe('processing the NOMAD example uploads', () => {
  // folder, mainfile, status, number of processing errors
  it.each([
    ['custom-schema', 'simple-schema.archive.yaml', 'SUCCESS', 0],
    ['custom-schema', 'inheriting-schema.archive.yaml', 'SUCCESS', 0],
    ['custom-schema', 'polymorphy.archive.yaml', 'SUCCESS', 0],
    ['custom-schema', 'with-default-values.archive.yaml', 'SUCCESS', 0],
    ['custom-schema', 'full-storage-quantities.archive.yaml', 'SUCCESS', 0],
    ['custom-schema', 'intra-entry.archive.yaml', 'SUCCESS', 0],
    ['custom-schema', 'intra-entry.archive.json', 'SUCCESS', 0],
    ['custom-schema', 'inter-entry.archive.json', 'SUCCESS', 0],
    ['custom-schema', 'schema.archive.json', 'SUCCESS', 0],
    ['custom-schema', 'with-problems.archive.yaml', 'SUCCESS', 5],
    ['eln', 'schema.archive.yaml', 'SUCCESS', 0],
    ['eln', 'sample.archive.json', 'SUCCESS', 0],
    ['eln', 'Copper_II_Selenide.archive.json', 'SUCCESS', 0],
    ['eln', 'Tin_II_Selenide.archive.json', 'SUCCESS', 0],
    ['eln', 'Zinc_Selenide.archive.json', 'SUCCESS', 0],
    ['eln', 'PVD-P.archive.json', 'SUCCESS', 0],
    ['references/circular', 'A.schema.archive.yaml', 'SUCCESS', 1],
    ['references/circular', 'B.schema.archive.yaml', 'SUCCESS', 1],
    ['references/circular', 'C.schema.archive.yaml', 'SUCCESS', 1],
    ['references/circular', 'D.schema.archive.yaml', 'SUCCESS', 0],
    ['references/upload1', 'baseSections.schema.archive.yaml', 'SUCCESS', 0],
    ['references/upload1', 'sameUploadExtendedSections.schema.archive.yaml', 'SUCCESS', 0],
    ['references/upload1', 'general.archive.yaml', 'SUCCESS', 0],
    ['references/upload1', 'ref1.archive.yaml', 'SUCCESS', 0],
    ['references/upload1', 'ref2.archive.yaml', 'SUCCESS', 0],
    ['references/upload1', 'ref3.archive.yaml', 'SUCCESS', 0],
    ['references/upload1', 'ref4.archive.yaml', 'SUCCESS', 0],
    ['references/upload1', 'ref5.archive.yaml', 'SUCCESS', 0],
    ['references/upload1', 'ref6.archive.yaml', 'SUCCESS', 0],
    ['references/upload1', 'correct-reference.data.archive.yaml', 'SUCCESS', 0],
    ['references/upload1', 'lost-reference.data.archive.yaml', 'SUCCESS', 0],
    ['references/upload1', 'wrong-path.data.archive.yaml', 'SUCCESS', 0],
    ['references/upload1', 'wrong-upload-id.data.archive.yaml', 'SUCCESS', 0],
  ])('%s/%s: %s with %i errors', async (folder, mainfile, status, nErrors) => {
    const outcome = await processFixture(folder, mainfile)
    expect(outcome.status).toBe(status)
    expect(outcome.errors).toHaveLength(nErrors)
  })

  it('lists the problems of with-problems.archive.yaml as processing errors', async () => {
    const { archive } = await processFixture('custom-schema', 'with-problems.archive.yaml')
    const errors = metadata(archive).processing_errors as string[]
    for (const problem of ["base section 'doesnotexist'", 'MySection.my_quantity', 'MySection.reference', 'MySection.wo_sub_section', 'MySection.unresolvable_sub_section']) {
      expect(errors.some((e) => e.includes(problem)), problem).toBe(true)
    }
  })

  it('reports circular schema files as an error naming the cycle, without hanging', async () => {
    const started = Date.now()
    const { errors } = await processFixture('references/circular', 'B.schema.archive.yaml')
    expect(errors).toEqual([expect.stringContaining('B.schema.archive.yaml → C.schema.archive.yaml → A.schema.archive.yaml → B.schema.archive.yaml')])
    expect(Date.now() - started).toBeLessThan(2000)
  })

  it('fails an entry whose YAML is invalid, naming file, line and column', async () => {
    const outcome = await processText({ 'notes/bad.archive.yaml': 'data:\n  m_def: X\n  name: "unclosed\n' }, 'notes/bad.archive.yaml')
    expect(outcome.status).toBe('FAILURE')
    expect(outcome.errors).toEqual([expect.stringMatching(/notes\/bad\.archive\.yaml: line \d+, column \d+: Missing closing "quote/)])
  })

  it('fails an entry whose schema file is missing, saying which', async () => {
    const outcome = await processText({ 'x.archive.json': '{"data": {"m_def": "../upload/raw/schema.archive.yaml#/definitions/section_definitions/0"}}' }, 'x.archive.json')
    expect(outcome.status).toBe('FAILURE')
    expect(outcome.errors[0]).toContain('the schema file schema.archive.yaml does not exist')
  })
})

describe('search quantities of schema data', () => {
  const schema = [
    'definitions:',
    '  name: Lab',
    '  sections:',
    '    Film:',
    '      base_sections: [nomad.datamodel.data.EntryData]',
    '      quantities:',
    '        thickness: {type: np.float64, unit: mm}',
    '        temperature: {type: float, unit: degC}',
    '        layers: {type: int}',
    '        ok: {type: bool}',
    '        made: {type: Datetime}',
    '        label: {type: str, default: unlabelled}',
    '        kind: {type: {type_kind: Enum, type_data: [thin, thick]}}',
    '        readings: {type: np.float64, shape: ["*"], unit: mbar}',
    '        image: {type: np.float64, shape: [2, 2]}',
    '',
  ].join('\n')
  const film = `${schema}data:\n  m_def: Film\n  thickness: 5\n  temperature: 25\n  layers: 3\n  ok: true\n  made: '2024-01-02 03:04'\n  kind: thin\n  readings: [1, 2]\n  image: [[1, 2], [3, 4]]\n`

  it('gives one typed item per value, numbers in SI', async () => {
    const { archive } = await processText({ 'film.archive.yaml': film }, 'film.archive.yaml')
    const schemaName = `entry_id:${entryId(UPLOAD, 'film.archive.yaml')}.Film`
    const byPath = (path: string) => searchQuantities(archive).filter((q) => q.path_archive === path).map(({ id, definition, path_archive, ...value }) => value)
    expect(searchQuantities(archive)[0]).toEqual({
      id: `data.thickness#${schemaName}`,
      definition: `${schemaName}.thickness`,
      path_archive: 'data.thickness',
      float_value: 0.005,
      // The SI unit the number is in, and the schema's unit to show and type it in.
      unit: 'm',
      display_unit: 'mm',
    })
    expect(byPath('data.temperature')).toEqual([{ float_value: 298.15, unit: 'K', display_unit: 'degC' }])
    expect(byPath('data.layers')).toEqual([{ int_value: 3 }])
    expect(byPath('data.ok')).toEqual([{ bool_value: true }])
    expect(byPath('data.made')).toEqual([{ datetime_value: '2024-01-02T03:04:00+00:00' }])
    expect(byPath('data.kind')).toEqual([{ str_value: 'thin' }])
    expect(byPath('data.label')).toEqual([{ str_value: 'unlabelled' }])
    expect(byPath('data.readings')).toEqual([{ float_value: 100, unit: 'Pa', display_unit: 'mbar' }, { float_value: 200, unit: 'Pa', display_unit: 'mbar' }])
    expect(byPath('data.image')).toEqual([])
  })

  it('stores numbers as given, in the schema’s unit', async () => {
    const { archive } = await processText({ 'film.archive.yaml': film }, 'film.archive.yaml')
    expect(archive.data).toMatchObject({ thickness: 5, temperature: 25, readings: [1, 2] })
  })

  it('names the display unit a schema annotates, before its declared unit', async () => {
    const annotated = schema.replace(
      'thickness: {type: np.float64, unit: mm}',
      'thickness: {type: np.float64, unit: m, m_annotations: {eln: {component: NumberEditQuantity, defaultDisplayUnit: nm}}}',
    )
    const { archive } = await processText({ 'film.archive.yaml': `${annotated}data:\n  m_def: Film\n  thickness: 2.5e-7\n` }, 'film.archive.yaml')
    expect(searchQuantities(archive).find((q) => q.path_archive === 'data.thickness')).toMatchObject({ float_value: 2.5e-7, unit: 'm', display_unit: 'nm' })
  })

  it('converts full-storage values from their own unit', async () => {
    const text = `${schema}data:\n  m_def: Film\n  thickness: {m_value: 2, m_unit: cm}\n`
    const { archive } = await processText({ 'film.archive.yaml': text }, 'film.archive.yaml')
    expect(searchQuantities(archive).find((q) => q.path_archive === 'data.thickness')).toMatchObject({ float_value: 0.02 })
  })

  it('names inherited quantities by the section that defines them', async () => {
    const { archive } = await processFixture('eln', 'Copper_II_Selenide.archive.json')
    const definitions = Object.fromEntries(searchQuantities(archive).map((q) => [q.path_archive, q.definition]))
    expect(definitions['data.name']).toBe('nomad.datamodel.metainfo.eln.ElnBaseSection.name')
    expect(definitions['data.chemical_formula']).toBe('nomad.datamodel.metainfo.eln.ElnWithFormulaBaseSection.chemical_formula')
    expect(definitions['data.form']).toMatch(/^entry_id:.{28}\.Chemical\.form$/)
  })

  it('indexes polymorphic sub-sections with the quantities of their actual section', async () => {
    const { archive } = await processFixture('custom-schema', 'polymorphy.archive.yaml')
    const schemaName = `entry_id:${entryId(UPLOAD, 'polymorphy.archive.yaml')}`
    expect(searchQuantities(archive)).toEqual([
      { id: `data.substances.name#${schemaName}.Sample`, definition: `${schemaName}.Substance.name`, path_archive: 'data.substances.0.name', str_value: 'A' },
      { id: `data.substances.name#${schemaName}.Sample`, definition: `${schemaName}.Substance.name`, path_archive: 'data.substances.1.name', str_value: 'Water' },
      { id: `data.substances.formula#${schemaName}.Sample`, definition: `${schemaName}.Chemical23.formula`, path_archive: 'data.substances.1.formula', str_value: 'H2O' },
    ])
  })

  it('lists the section definitions used directly and inherited', async () => {
    const { archive } = await processFixture('eln', 'Copper_II_Selenide.archive.json')
    const defs = metadata(archive).section_defs as Json[]
    expect(defs.map((d) => [String(d.definition_qualified_name).replace(/entry_id:.{28}/, 'entry_id:…'), d.used_directly])).toEqual([
      ['entry_id:….Chemical', true],
      ['nomad.datamodel.metainfo.eln.Chemical', false],
      ['nomad.datamodel.data.EntryData', false],
      ['nomad.datamodel.metainfo.eln.ElnWithFormulaBaseSection', false],
      ['nomad.datamodel.data.ArchiveSection', false],
      ['nomad.datamodel.metainfo.eln.ElnBaseSection', false],
    ])
    expect(defs.every((d) => /^[0-9a-f]{32}$/.test(String(d.definition_id)))).toBe(true)
    expect(metadata(archive).sections).toContain('nomad.datamodel.metainfo.eln.Chemical')
  })

  it('records the archive paths present, starting with data', async () => {
    const { archive } = await processFixture('eln', 'sample.archive.json')
    expect(metadata(archive).quantities).toEqual(expect.arrayContaining(['data', 'data.processes', 'data.processes.hotplate_annealing.set_temperature', 'results.eln.names']))
  })
})

describe('references to other entries', () => {
  it('computes the target entry ids of mainfiles in the same upload', async () => {
    const { archive } = await processFixture('eln', 'sample.archive.json')
    const references = metadata(archive).entry_references as Json[]
    expect(references.map((r) => [r.source_path, r.target_mainfile, r.target_entry_id])).toEqual([
      ['/data/chemicals/0', 'Copper_II_Selenide.archive.json', entryId(UPLOAD, 'Copper_II_Selenide.archive.json')],
      ['/data/chemicals/1', 'Tin_II_Selenide.archive.json', entryId(UPLOAD, 'Tin_II_Selenide.archive.json')],
      ['/data/chemicals/2', 'Zinc_Selenide.archive.json', entryId(UPLOAD, 'Zinc_Selenide.archive.json')],
      ['/data/processes/pvd_evaporation/instrument', 'PVD-P.archive.json', entryId(UPLOAD, 'PVD-P.archive.json')],
    ])
    expect(references[3]).toMatchObject({ target_upload_id: UPLOAD, target_path: '/data', target_name: 'data', source_name: 'instrument' })
    expect(references[3].source_quantity).toMatch(/^entry_id:.{28}\.Process\.instrument$/)
  })

  it('records references by entry id as written, found or not', async () => {
    for (const [file, upload, entry] of [
      ['correct-reference.data.archive.yaml', UPLOAD, 'AkeMNBjzHdEWJmv2w8GVaw9drWRu'],
      ['lost-reference.data.archive.yaml', UPLOAD, 'wrong_entry_id'],
      ['wrong-upload-id.data.archive.yaml', 'wrong_upload_id', 'AkeMNBjzHdEWJmv2w8GVaw9drWRu'],
    ]) {
      const { archive } = await processFixture('references/upload1', file)
      expect(metadata(archive).entry_references).toEqual([
        expect.objectContaining({ target_upload_id: upload, target_entry_id: entry, target_path: '/data/contents/3', target_name: 'contents', source_path: '/data/test_1' }),
      ])
    }
  })

  it('leaves references within the entry out', async () => {
    const { archive } = await processFixture('custom-schema', 'polymorphy.archive.yaml')
    expect(metadata(archive).entry_references).toEqual([])
  })
})

describe('the lab-notebook summary', () => {
  it('collects names, lab ids, tags, sections and methods of a sample and its processes', async () => {
    const { archive } = await processFixture('eln', 'sample.archive.json')
    expect(eln(archive)).toMatchObject({
      sections: ['Sample', 'pvd_evaporation', 'hotplate_annealing'],
      names: ['ELN example sample'],
      lab_ids: ['001'],
      tags: ['project'],
      methods: ['pvd_evaporation', 'hotplate_annealing'],
    })
    expect(eln(archive).descriptions).toHaveLength(1)
  })

  it('lists instruments by name', async () => {
    const { archive } = await processFixture('eln', 'PVD-P.archive.json')
    expect(eln(archive)).toMatchObject({ sections: ['Instrument'], instruments: ['PVD-P'], lab_ids: ['I-02'] })
  })

  it('derives the material from the chemical formula', async () => {
    const { archive } = await processFixture('eln', 'Copper_II_Selenide.archive.json')
    expect((archive.results as Json).material).toEqual({
      elements: ['Cu', 'Se'],
      n_elements: 2,
      chemical_formula_descriptive: 'Cu2Se',
      chemical_formula_hill: 'Cu2Se',
      chemical_formula_reduced: 'Cu2Se',
      chemical_formula_iupac: 'Cu2Se',
      chemical_formula_anonymous: 'A2B',
    })
  })

  it('warns about a formula it cannot read and leaves the material out', async () => {
    const text = '{"data": {"m_def": "nomad.datamodel.metainfo.eln.Sample", "name": "s", "chemical_formula": "Xy2"}}'
    const { archive, warnings } = await processText({ 's.archive.json': text }, 's.archive.json')
    expect(warnings).toEqual([expect.stringContaining('the chemical formula Xy2 cannot be analysed')])
    expect((archive.results as Json).material).toBeUndefined()
  })

  it('makes names, description words and tags free-text searchable', async () => {
    const { archive } = await processFixture('eln', 'Zinc_Selenide.archive.json')
    const texts = metadata(archive).text_search_contents as string[]
    expect(texts[0]).toBe('Zinc Selenide')
    expect(texts[1]).toMatch(/^Zinc selenide \(ZnSe\) is a light-yellow, solid compound .* at 25 °C \(77 °F\)\.$/)
  })

  it('adds nothing to results for data without lab-notebook sections', async () => {
    const { archive } = await processFixture('custom-schema', 'polymorphy.archive.yaml')
    expect(archive.results).toBeUndefined()
  })
})

describe('data the parser did not bind', () => {
  it('is validated again from the archive’s own definitions', async () => {
    const { archive } = await processFixture('custom-schema', 'polymorphy.archive.yaml')
    const stored = JSON.parse(JSON.stringify(archive)) as Archive
    const logs: string[] = []
    const logger = { debug() {}, info() {}, warning: (e: string) => logs.push(e), error: (e: string) => logs.push(e) }
    await elnNormalizer.normalize(stored, { uploadId: UPLOAD, mainfile: 'polymorphy.archive.yaml', parserName: 'parsers/archive', logger })
    expect(metadata(stored).search_quantities).toEqual(metadata(archive).search_quantities)
    expect(logs).toEqual([])
  })
})
