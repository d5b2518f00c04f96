// The archive browser's pure parts: what a section lane lists, list windows, references,
// the path search and the matrix viewer's pages (spec 3 §2.3, §8, §9).
import { describe, expect, it } from 'vitest'
import type { JsonObject, JsonValue } from '../../../core/archive'
import { DefinitionResolver, type ResolvedSection } from '../../metainfo'
import { DEFAULT_SETTINGS, itemLabel, laneWidth, listWindow, sectionContent, sectionSubject, type ArchiveSettings } from './archiveModel'
import type { ArchiveKey } from './values'
import { matrixPage } from './matrix'
import { searchTarget } from './pathSearch'
import { entryId } from '../../../core/ids'
import { fragmentPath, itemEntry, laneSegments, otherEntryPath, parseHdf5Reference, parseReference, referenceUrl, targetEntryId, valueAtPath, type ArchiveReference } from './references'

const nowhere = () => Promise.reject(new Error('no upload definitions in these tests'))
/** A built-in section with everything it inherits, as the lanes get it. */
const builtIn = (name: string): Promise<ResolvedSection> => new DefinitionResolver({ entryDefinitions: nowhere, hashPackage: nowhere }).resolve({ kind: 'builtIn', name })

const names = (entries: readonly { readonly name: string }[]) => entries.map((entry) => entry.name)

describe('sectionContent', () => {
  const section: JsonObject = {
    m_def: 'x.Sample',
    name: 'NaCl',
    x_vasp_incar: { ENCUT: 500 },
    run: [{ program: {} }, { program: {} }],
    metadata: { entry_id: 'e1' },
    x_code_value: 3,
    m_attributes: { units: 'm' },
    values: [1, 2],
  }

  it.each<[string, Partial<ArchiveSettings>, string[], string[]]>([
    ['default: x_ and m_ hidden', {}, ['name', 'values'], ['run', 'metadata']],
    ["'code specific' shows x_", { codeSpecific: true }, ['name', 'x_code_value', 'values'], ['x_vasp_incar', 'run', 'metadata']],
    ["'technical view' shows m_", { technical: true }, ['m_def', 'name', 'values'], ['run', 'metadata']],
  ])('%s', (_case, settings, quantities, subSections) => {
    const content = sectionContent(section, undefined, { ...DEFAULT_SETTINGS, ...settings })
    expect(names(content.quantities)).toEqual(quantities)
    expect(names(content.subSections)).toEqual(subSections)
    expect(content.attributes).toEqual([['units', 'm']])
  })

  it("'all defined' adds what the definition has and the archive lacks, classified by the definition", async () => {
    const definition = await builtIn('nomad.datamodel.results.Material')
    const content = sectionContent({ chemical_formula_hill: 'ClNa' }, definition, { ...DEFAULT_SETTINGS, allDefined: true })
    expect(names(content.quantities)).toContain('elements')
    expect(content.quantities.find((entry) => entry.name === 'elements')).toMatchObject({ kind: 'quantity', value: undefined })
    expect(names(content.subSections)).toContain('symmetry')
    expect(names(sectionContent({ chemical_formula_hill: 'ClNa' }, definition, DEFAULT_SETTINGS).quantities)).toEqual(['chemical_formula_hill'])
  })

  it.each<[string, JsonObject]>([
    ['an empty section', {}],
    ['malformed values', { a: null, b: [], c: [1, { x: 1 }], d: [{ x: 1 }, 2] }],
  ])('%s lists without failing', (_case, data) => {
    const content = sectionContent(data, undefined, DEFAULT_SETTINGS)
    expect(content.subSections.length + content.quantities.length).toBe(Object.keys(data).length)
    expect(content.subSections).toEqual([])
  })

  it('names a section by its resolved definition, else m_def, with every base section', async () => {
    expect(sectionSubject({ m_def: 'custom.Sample' }, undefined)).toEqual({ definition: 'custom.Sample', baseSections: [] })
    const subject = sectionSubject({}, await builtIn('nomad.datamodel.results.Material'))
    expect(subject.definition).toBe('nomad.datamodel.results.Material')
  })

  it.each<[ResolvedSection['m_annotations'], number | string | undefined]>([
    [{ browser: { lane_width: 600 } }, 600],
    [{ browser: [{ lane_width: '40rem' }] }, '40rem'],
    [{ browser: { lane_width: 'calc(1px); color: red' } }, undefined],
    [{ browser: { lane_width: -3 } }, undefined],
    [{ browser: 'wide' }, undefined],
    [{}, undefined],
  ])('the lane width of annotations %j is %j', async (annotations, width) => {
    const definition = await builtIn('nomad.datamodel.results.Material')
    expect(laneWidth({ ...definition, m_annotations: annotations })).toEqual(width)
  })

  it.each<[JsonValue, number, string]>([
    [{ name: 'first' }, 0, 'first'],
    [{ label: 'L' }, 1, 'L'],
    [{ energy: 1 }, 2, '2'],
    [null, 3, '3'],
  ])('item %j at %d reads %j', (item, index, label) => {
    expect(itemLabel(item, index)).toBe(label)
  })
})

describe('listWindow', () => {
  const range = (from: number, to: number) => [...Array(to - from).keys()].map((index) => from + index)
  it.each<[string, number, number, number | undefined, number[], number, number[]]>([
    ['a short list whole', 10, 0, undefined, range(0, 10), 0, []],
    ['55 items whole', 55, 0, undefined, range(0, 55), 0, []],
    ['56 items: top 50, bottom 5', 56, 0, undefined, range(0, 50), 1, range(51, 56)],
    ['100 items: top 50, bottom 5', 100, 0, undefined, range(0, 50), 45, range(95, 100)],
    ['a page more: 75 at the top', 100, 1, undefined, range(0, 75), 20, range(95, 100)],
    ['two pages: the rest', 100, 2, undefined, range(0, 100), 0, []],
    ['a selected item in the middle shows', 100, 0, 70, [...range(0, 50), 70], 44, range(95, 100)],
    ['a selected item in the bottom: nothing extra', 100, 0, 97, range(0, 50), 45, range(95, 100)],
    ['no items', 0, 0, undefined, [], 0, []],
  ])('%s', (_case, count, pages, selected, top, hidden, bottom) => {
    expect(listWindow(count, pages, selected)).toEqual({ top, hidden, bottom })
  })
})

describe('references', () => {
  it.each<[JsonValue, boolean, ArchiveReference | undefined]>([
    ['../uploads/u2/archive/e2#/data/sample', false, { uploadId: 'u2', entryId: 'e2', path: ['data', 'sample'] }],
    ['../upload/archive/e3#data/samples/0', false, { entryId: 'e3', path: ['data', 'samples', 0] }],
    ['../upload/archive/e3', false, { entryId: 'e3', path: [] }],
    ['../entries/e4/archive#/run/0/system/-1', false, { entryId: 'e4', path: ['run', 0, 'system', -1] }],
    ['entry_id:e5#/data', false, { entryId: 'e5', path: ['data'] }],
    ['entry_id:e5', false, { entryId: 'e5', path: [] }],
    ['#/run/0/system/-1', false, { path: ['run', 0, 'system', -1] }],
    ['/run/0/system/0', true, { path: ['run', 0, 'system', 0] }],
    ['/run/0/system/0', false, undefined],
    ['NaCl', true, undefined],
    [42, true, undefined],
    [null, false, undefined],
    ['../uploads//archive/e1', false, undefined],
    ['../upload/archive/mainfile/films/x.archive.yaml#/data', false, { mainfile: 'films/x.archive.yaml', path: ['data'] }],
    ['../upload/raw/films/x.archive.yaml#/data/0', false, { mainfile: 'films/x.archive.yaml', path: ['data', 0] }],
    ['../uploads/u2/archive/mainfile/x.json#/data', false, { uploadId: 'u2', entryId: entryId('u2', 'x.json'), path: ['data'] }],
    ['https://oasis.example.org/api/v1/uploads/u2/archive/e2#/data', false, { uploadId: 'u2', entryId: 'e2', path: ['data'] }],
    ['https://example.org/a#b', false, undefined],
    ['../upload/raw/films/x.txt', true, { path: [], problem: 'Expected archive or metainfo reference, got upload type for ../upload/raw/films/x.txt' }],
    ['../upload/raw/films/x.txt', false, undefined],
    ['nomad.datamodel.metainfo.eln.Sample', true, undefined],
  ])('%j (defined as reference: %j) → %j', (value, defined, reference) => {
    expect(parseReference(value, defined)).toEqual(reference)
  })

  const here = { uploadId: 'u1', entryId: 'e1' }
  it.each<[ArchiveReference, string | undefined]>([
    [{ path: ['data'] }, undefined],
    [{ entryId: 'e1', path: [] }, undefined],
    [{ entryId: 'e2', path: [] }, 'e2'],
    [{ mainfile: 'films/x.archive.yaml', path: [] }, entryId('u1', 'films/x.archive.yaml')],
    [{ uploadId: 'u2', mainfile: 'x.json', path: [] }, entryId('u2', 'x.json')],
  ])('%j opens entry %j', (reference, target) => {
    expect(targetEntryId(reference, here)).toBe(target)
  })

  it.each<[JsonValue, string | undefined]>([
    [{ entry_id: 'e7', x: 1 }, 'e7'],
    [{ name: 'film', reference: '../upload/archive/mainfile/films/x.archive.yaml#/data' }, entryId('u1', 'films/x.archive.yaml')],
    [{ name: 'film', sample: '../upload/archive/e3#/data' }, 'e3'],
    [{ name: 'film', here: '#/data' }, undefined],
    [{ name: 'film' }, undefined],
    [[1, 2], undefined],
  ])('the item %j stands for entry %j', (item, target) => {
    expect(itemEntry(item, here)).toBe(target)
  })

  it.each([
    ['/entry/id/e1', '/entry/id/e2'],
    ['/search/entries/entry/id/e1', '/search/entries/entry/id/e2'],
  ])('the entry page beside %s is %s', (base, path) => {
    expect(otherEntryPath(base, 'e2')).toBe(path)
  })

  it.each<[ArchiveKey[], string[]]>([
    [['run', 0, 'system', -1, 'atoms'], ['run:0', 'system:-1', 'atoms']],
    [['data', 'a/b'], ['data', 'a!sb']],
    [[0, 'x'], ['0', 'x']],
    [[], []],
  ])('the lanes of %j are %j', (path, segments) => {
    expect(laneSegments(path)).toEqual(segments)
  })

  it.each<[ArchiveReference, string]>([
    [{ path: ['run', 0, 'system', 0] }, '/entry/id/e1/data/run:0/system:0'],
    [{ entryId: 'e1', path: ['data'] }, '/entry/id/e1/data/data'],
    [{ entryId: 'e2', uploadId: 'u', path: ['data', 'samples', 1] }, '/entry/id/e2/data/data/samples:1'],
  ])('%j opens at %j', (reference, url) => {
    expect(referenceUrl(reference, '/entry/id/e1/data/', 'e1')).toBe(url)
  })

  const archive: JsonObject = { run: [{ system: [{ atoms: { labels: ['Na'] } }, { atoms: null }] }] }
  it.each<[ArchiveKey[], JsonValue | undefined]>([
    [['run', 0, 'system', 0, 'atoms', 'labels'], ['Na']],
    [['run', -1, 'system', -1, 'atoms'], null],
    [['run', 1], undefined],
    [['run', 'x'], undefined],
    [['nothing'], undefined],
    [['run', 0, 'system', 0, 'atoms', 'labels', 0, 'deeper'], undefined],
  ])('the value at %j is %j', (path, value) => {
    expect(valueAtPath(archive, path)).toEqual(value)
  })

  it.each([
    ['/a/%20b/0', ['a', ' b', 0]],
    ['a/%E0%A4%A/1', ['a', '%E0%A4%A', 1]],
  ])('fragment %j → %j', (fragment, path) => {
    expect(fragmentPath(fragment)).toEqual(path)
  })

  it.each([
    ['data.h5#/entry/data', { uploadId: 'u1', file: 'data.h5', dataset: '/entry/data' }],
    ['/uploads/u9/raw/sub/scan.nxs#/entry', { uploadId: 'u9', file: 'sub/scan.nxs', dataset: '/entry' }],
    ['scan.HDF5#entry', { uploadId: 'u1', file: 'scan.HDF5', dataset: '/entry' }],
    ['notes.txt#/x', undefined],
    ['data.h5', undefined],
    ['../escape.h5#/x', undefined],
  ])('HDF5 reference %j → %j', (value, reference) => {
    expect(parseHdf5Reference(value, 'u1')).toEqual(reference)
  })
})

describe('path search', () => {
  const base = '/entry/id/e1/data'
  it.each([
    ['run/0/system', `${base}/run:0`, `${base}/run:0/run:0/system`],
    ['/run/0/system/-1/atoms', `${base}/results`, `${base}/run:0/system:-1/atoms`],
    ['#/run/0', `${base}/results`, `${base}/run:0`],
    ['system:1', `${base}/run:0`, `${base}/run:0/system:1`],
    ['properties/', `${base}/results`, `${base}/results/properties`],
    ['a b', base, `${base}/a%20b`],
    ['0', base, `${base}/0`],
  ])('%j from %j jumps to %j', (text, current, target) => {
    expect(searchTarget(text, current, base)).toBe(target)
  })
  it.each(['', '   ', '/'])('%j jumps nowhere', (text) => {
    expect(searchTarget(text, base, base)).toBeUndefined()
  })
})

describe('matrixPage', () => {
  const cube = [
    [
      [1, 2],
      [3, 4],
    ],
    [
      [5, 6],
      [7, 8],
    ],
  ]
  it.each<[string, JsonValue[], number[], JsonValue[][]]>([
    ['a list is one column', [1, 2, 3], [], [[1], [2], [3]]],
    ['a matrix is itself', [[1, 2], [3, 4]], [], [[1, 2], [3, 4]]],
    ['a cube pages by its first index', cube, [1], [[5, 6], [7, 8]]],
    ['an index past the end is empty', cube, [5], []],
    ['ragged rows keep their lengths', [[1], [2, 3]], [], [[1], [2, 3]]],
  ])('%s', (_case, value, indices, rows) => {
    expect(matrixPage(value, indices)).toEqual(rows)
  })
})
