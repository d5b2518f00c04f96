// POST /entries/query, GET /entries and POST /materials/query over real processed
// entries (reference §2.3 query forms, §2.8 echo, §3 errors, §1.3 materials). Every
// expected set is computed by brute force from the entries' metadata (§4.1).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eV, itemsAt, idsWhere, ms, searchFixture, valueAt, valuesAt, Å, type Doc, type SearchFixture } from '../helpers/searchFixtures'

let f: SearchFixture
let docs: Doc[]
beforeAll(async () => {
  f = await searchFixture()
  docs = [...f.docs.values()]
}, 120_000)
afterAll(() => f.dispose())

// ------------------------------------------------------------ brute-force predicates
type Predicate = (doc: Doc) => boolean
const has = (path: string, value: unknown): Predicate => (doc) => valuesAt(doc, path).includes(value)
const hasAll = (path: string, values: unknown[]): Predicate => (doc) => values.every((value) => valuesAt(doc, path).includes(value))
const hasAny = (path: string, values: unknown[]): Predicate => (doc) => values.some((value) => valuesAt(doc, path).includes(value))
const someNumber = (path: string, test: (n: number) => boolean): Predicate => (doc) => valuesAt(doc, path).some((v) => typeof v === 'number' && test(v))
const someString = (path: string, test: (s: string) => boolean): Predicate => (doc) => valuesAt(doc, path).some((v) => typeof v === 'string' && test(v))
const someItem = (path: string, test: (item: Record<string, unknown>) => boolean): Predicate => (doc) => itemsAt(doc, path).some(test)
const not = (p: Predicate): Predicate => (doc) => !p(doc)
const and = (...ps: Predicate[]): Predicate => (doc) => ps.every((p) => p(doc))
const or = (...ps: Predicate[]): Predicate => (doc) => ps.some((p) => p(doc))
const words = (text: string): string[] => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []
const hasWord = (path: string, word: string): Predicate => someString(path, (s) => words(s).includes(word))
const createdMs = (uploadKey: string) => ms(docs.find((doc) => f.uploadKeyOf(doc.entry_id as string) === uploadKey)!.upload_create_time)

const SAMPLE = 'nomad.datamodel.metainfo.eln.Sample'
const GAP = 'results.properties.electronic.band_gap'
const COMPOSITION = 'results.material.elemental_composition'
const LATTICE_A = 'results.properties.structures.structure_original.lattice_parameters.a'
const furnace = (quantity: string) => `data.${quantity}#entry_id:${f.id('published', 'furnace/schema.archive.yaml')}.Furnace`
const dynamic = (id: () => string, field: string, test: (value: unknown) => boolean): Predicate => (doc) =>
  itemsAt(doc, 'search_quantities').some((item) => item.id === id() && item[field] !== undefined && test(item[field]))

type Query = unknown
type Row = [title: string, query: Query | (() => Query), expected: Predicate, empty?: 'may be empty']

async function expectSelects(query: Query | (() => Query), predicate: Predicate, empty?: string) {
  const expected = idsWhere(docs, predicate)
  if (!empty) expect(expected.length, 'the fixture has entries for this case').toBeGreaterThan(0)
  expect(expected.length, 'the case does not select everything').toBeLessThan(docs.length)
  expect(await f.ids('alice', 'visible', typeof query === 'function' ? query() : query)).toEqual(expected)
}

describe('query forms (reference §2.3), as the main author of most uploads, who sees every entry', () => {
  it('sees every entry with owner visible and no query', async () => {
    expect(await f.ids('alice', 'visible', {})).toEqual([...f.docs.keys()].sort())
  })

  it.each<Row>([
    ['a scalar is equality', { entry_type: 'XYZ' }, has('entry_type', 'XYZ')],
    ['a scalar on a list quantity: one item equals it', { 'results.material.elements': 'O' }, has('results.material.elements', 'O')],
    ['an integer', { 'results.material.n_elements': 3 }, has('results.material.n_elements', 3)],
    ['a boolean', { published: false }, has('published', false)],
    ['a boolean written as a string', { with_embargo: 'true' }, has('with_embargo', true)],
    ['a list means all values', { 'results.material.elements': ['H', 'O'] }, hasAll('results.material.elements', ['H', 'O'])],
    ['a list of two ids matches nothing', () => ({ entry_id: [f.id('published', 'molecules/water.xyz'), f.id('bob', 'molecules/water.xyz')] }), () => false, 'may be empty'],
    ['a list of one id matches it', () => ({ entry_id: [f.id('bob', 'molecules/water.xyz')] }), (doc) => doc.entry_id === f.id('bob', 'molecules/water.xyz')],
    [':any', { 'results.material.elements:any': ['N', 'Cl'] }, hasAny('results.material.elements', ['N', 'Cl'])],
    [':all', { 'results.material.elements:all': ['C', 'H'] }, hasAll('results.material.elements', ['C', 'H'])],
    [':none (entries without the quantity included)', { 'results.material.elements:none': ['H', 'O'] }, not(hasAny('results.material.elements', ['H', 'O']))],
    ['{any: […]}', { entry_type: { any: ['POSCAR', 'Sample'] } }, hasAny('entry_type', ['POSCAR', 'Sample'])],
    ['{all: […]}', { 'results.material.elements': { all: ['Cl'] } }, has('results.material.elements', 'Cl')],
    ['{none: […]}', { entry_type: { none: ['XYZ'] } }, not(has('entry_type', 'XYZ'))],
    ['several keys are ANDed', { entry_type: 'XYZ', 'results.material.n_elements': 1 }, and(has('entry_type', 'XYZ'), has('results.material.n_elements', 1))],
    ['an integer range gt', { 'results.material.n_elements': { gt: 1 } }, someNumber('results.material.n_elements', (n) => n > 1)],
    ['an integer range gte + lt', { 'results.material.n_elements': { gte: 2, lt: 3 } }, someNumber('results.material.n_elements', (n) => n >= 2 && n < 3)],
    ['an integer range :lte', { 'results.material.n_elements:lte': 1 }, someNumber('results.material.n_elements', (n) => n <= 1)],
    ['a float range in SI', { [`${GAP}.value:gt`]: 1.3 * eV }, someNumber(`${GAP}.value`, (v) => v > 1.3 * eV)],
    ['a float range with a unit (eV → J)', { [`${GAP}.value`]: { gte: '1.15 eV', lte: '1.5 eV' } }, someNumber(`${GAP}.value`, (v) => v >= 1.15 * eV * (1 - 1e-9) && v <= 1.5 * eV * (1 + 1e-9))],
    ['a length with a unit (Å → m)', { [`${LATTICE_A}:gt`]: '6 Å' }, someNumber(LATTICE_A, (v) => v > 6 * Å)],
    ['a length in picometres', { [`${LATTICE_A}:lt`]: '600 pm' }, someNumber(LATTICE_A, (v) => v < 6 * Å)],
    ['a datetime range with an ISO string', () => ({ 'upload_create_time:gte': new Date(createdMs('shared-user')).toISOString() }), (doc) => ms(doc.upload_create_time) >= createdMs('shared-user')],
    ['a datetime range with epoch ms', () => ({ upload_create_time: { lt: createdMs('private') } }), (doc) => ms(doc.upload_create_time) < createdMs('private')],
    ['a datetime range with epoch ms as a string', () => ({ 'upload_create_time:lte': String(createdMs('embargoed')) }), (doc) => ms(doc.upload_create_time) <= createdMs('embargoed')],
    ['a string range (code-unit order)', { entry_name: { gte: 'a', lt: 'm' } }, someString('entry_name', (s) => s >= 'a' && s < 'm')],
    ['a string range below lower case', { 'entry_name:lt': 'a' }, someString('entry_name', (s) => s < 'a')],
    ['or', { or: [{ entry_type: 'POSCAR' }, { 'results.material.elements': 'N' }] }, or(has('entry_type', 'POSCAR'), has('results.material.elements', 'N'))],
    ['not', { not: { entry_type: 'XYZ' } }, not(has('entry_type', 'XYZ'))],
    ['and / or / not nested', {
      and: [{ 'results.material.elements:any': ['H'] }, { or: [{ entry_type: 'POSCAR' }, { not: { published: true } }, { 'results.material.n_elements:gte': 3 }] }],
    }, and(has('results.material.elements', 'H'), or(has('entry_type', 'POSCAR'), has('published', false), someNumber('results.material.n_elements', (n) => n >= 3)))],
    ['and with an empty member (the GUI\'s locked filters)', { and: [{}, { 'results.material.elements:all': ['Si'] }] }, has('results.material.elements', 'Si')],
    ['a dotted sub-object', { 'results.material': { n_elements: 2, 'elements:any': ['O'] } }, and(has('results.material.n_elements', 2), has('results.material.elements', 'O'))],
    ['a sub-object two levels up', { results: { 'material.symmetry.crystal_system': 'cubic' } }, has('results.material.symmetry.crystal_system', 'cubic')],
    ['a sub-object of a repeating section', { datasets: { dataset_name: 'Hydrocarbons' } }, has('datasets.dataset_name', 'Hydrocarbons')],
    ['elements_exclusive in any order', { 'results.material.elements_exclusive': 'O H' }, has('results.material.elements_exclusive', 'H O')],
    ['text_search_contents by word', { text_search_contents: 'powder' }, hasWord('text_search_contents', 'powder')],
    ['text_search_contents ignores case', { text_search_contents: 'SPUTTERING' }, hasWord('text_search_contents', 'sputtering')],
    ['comment by word', { comment: 'benchmarks' }, hasWord('comment', 'benchmarks')],
    ['entry_name.prefix: the words in order, the last incomplete', { 'entry_name.prefix': 'Zinc ox' }, someString('entry_name', (s) => s.startsWith('Zinc ox'))],
    ['entry_name.prefix of one word', { 'entry_name.prefix': 'wat' }, someString('entry_name', (s) => s.startsWith('wat'))],
    ['mainfile.path: a folder and everything below it', { 'mainfile.path': 'molecules' }, someString('mainfile', (s) => s.startsWith('molecules/'))],
    ['mainfile.path: a sub-folder', { 'mainfile.path': 'molecules/organic' }, someString('mainfile', (s) => s.startsWith('molecules/organic/'))],
    ['mainfile.path matches whole segments only', { 'mainfile.path': 'molecules/org' }, () => false, 'may be empty'],
    ['existence as quantities:all', { 'quantities:all': ['results.material.symmetry.space_group_number'] }, has('quantities', 'results.material.symmetry.space_group_number')],
    ['a built-in ELN quantity data.<path>#<section>', { [`data.lab_id#${SAMPLE}`]: 'LAB-001' }, dynamic(() => `data.lab_id#${SAMPLE}`, 'str_value', (v) => v === 'LAB-001')],
    ['a built-in ELN quantity with :any', { [`data.lab_id#${SAMPLE}:any`]: ['LAB-002', 'LAB-100'] }, dynamic(() => `data.lab_id#${SAMPLE}`, 'str_value', (v) => ['LAB-002', 'LAB-100'].includes(v as string))],
    ['an uploaded schema quantity #str', () => ({ [`${furnace('label')}#str`]: 'Hot run' }), dynamic(() => furnace('label'), 'str_value', (v) => v === 'Hot run')],
    ['an uploaded schema quantity #int', () => ({ [`${furnace('runs')}#int`]: 1 }), dynamic(() => furnace('runs'), 'int_value', (v) => v === 1)],
    ['an uploaded schema quantity #bool', () => ({ [`${furnace('active')}#bool`]: true }), dynamic(() => furnace('active'), 'bool_value', (v) => v === true)],
    ['an uploaded schema quantity #float range with a unit', () => ({ [`${furnace('temperature')}#float:gt`]: '500 °C' }), dynamic(() => furnace('temperature'), 'float_value', (v) => (v as number) > 773.15)],
    ['an uploaded schema quantity #datetime range', () => ({ [`${furnace('started')}#datetime:lt`]: '2024-01-01' }), dynamic(() => furnace('started'), 'datetime_value', (v) => ms(v) < Date.UTC(2024, 0, 1))],
    ['the custom-quantities form the GUI sends', () => ({ and: [{ search_quantities: { id: furnace('temperature'), 'float_value:lte': 400 } }] }), dynamic(() => furnace('temperature'), 'float_value', (v) => (v as number) <= 400)],
    ['definitions: every name of section_defs:all', { 'section_defs.definition_qualified_name:all': [SAMPLE, 'nomad.datamodel.data.ArchiveSection'] }, hasAll('section_defs.definition_qualified_name', [SAMPLE, 'nomad.datamodel.data.ArchiveSection'])],
  ])('%s', async (_title, query, predicate, empty) => {
    await expectSelects(query, predicate, empty)
  })
})

describe('nested documents (reference §2.3.7): grouped keys share one item, separate keys do not', () => {
  const directBelow2eV = (item: Record<string, unknown>) => item.type === 'direct' && (item.value as number) < 2 * eV
  const hydrogenRich = (item: Record<string, unknown>) => item.element === 'H' && (item.atomic_fraction as number) >= 0.6

  it.each<Row>([
    ['one band gap direct and below 2 eV', { [GAP]: { type: 'direct', 'value:lt': '2 eV' } }, someItem(GAP, directBelow2eV)],
    ['the same as an explicit {prefix, query}', { prefix: GAP, query: { type: 'direct', 'value:lt': '2 eV' } }, someItem(GAP, directBelow2eV)],
    ['a direct gap and a gap below 2 eV, maybe different ones', { [`${GAP}.type`]: 'direct', [`${GAP}.value:lt`]: '2 eV' }, and(has(`${GAP}.type`, 'direct'), someNumber(`${GAP}.value`, (v) => v < 2 * eV))],
    ['one composition item of hydrogen with a fraction ≥ 0.6', { [COMPOSITION]: { element: 'H', 'atomic_fraction:gte': 0.6 } }, someItem(COMPOSITION, hydrogenRich)],
    ['hydrogen and some element with a fraction ≥ 0.6', { [`${COMPOSITION}.element`]: 'H', [`${COMPOSITION}.atomic_fraction:gte`]: 0.6 }, and(has(`${COMPOSITION}.element`, 'H'), someNumber(`${COMPOSITION}.atomic_fraction`, (v) => v >= 0.6))],
    ['a section definition used directly (one item)', { section_defs: { definition_qualified_name: 'nomad.datamodel.metainfo.eln.ElnBaseSection', used_directly: true } }, someItem('section_defs', (item) => item.definition_qualified_name === 'nomad.datamodel.metainfo.eln.ElnBaseSection' && item.used_directly === true), 'may be empty'],
    ['a section definition, and some definition used directly', { 'section_defs.definition_qualified_name': 'nomad.datamodel.metainfo.eln.ElnBaseSection', 'section_defs.used_directly': true }, and(has('section_defs.definition_qualified_name', 'nomad.datamodel.metainfo.eln.ElnBaseSection'), has('section_defs.used_directly', true))],
  ])('%s', async (_title, query, predicate, empty) => {
    await expectSelects(query, predicate, empty)
  })

  it('the fixture makes grouped and separate keys differ', () => {
    expect(idsWhere(docs, someItem(GAP, directBelow2eV))).not.toEqual(idsWhere(docs, and(has(`${GAP}.type`, 'direct'), someNumber(`${GAP}.value`, (v) => v < 2 * eV))))
    expect(idsWhere(docs, someItem(COMPOSITION, hydrogenRich))).not.toEqual(idsWhere(docs, and(has(`${COMPOSITION}.element`, 'H'), someNumber(`${COMPOSITION}.atomic_fraction`, (v) => v >= 0.6))))
  })
})

describe('optimade_filter (reference §2.3.9)', () => {
  // NOMAD fills `optimade` for entries with a structure; results stated by an archive and ELN data have none.
  const structure: Predicate = (doc) => doc.optimade !== undefined

  it('the fixture\'s structures are its XYZ and POSCAR files', () => {
    expect(idsWhere(docs, structure)).toEqual(idsWhere(docs, (doc) => ['parsers/xyz', 'parsers/poscar'].includes(doc.parser_name as string)))
  })

  it.each<Row>([
    ['elements HAS ALL', { optimade_filter: 'elements HAS ALL "H","O"' }, and(structure, hasAll('results.material.elements', ['H', 'O']))],
    ['nelements and HAS', { optimade_filter: "nelements >= 3 AND elements HAS 'C'" }, and(structure, someNumber('results.material.n_elements', (n) => n >= 3), has('results.material.elements', 'C'))],
    // NOT also holds for entries without the OPTIMADE summary (Elasticsearch's must_not).
    ['NOT and HAS ANY', { optimade_filter: 'NOT elements HAS ANY "H","Cl"' }, not(and(structure, hasAny('results.material.elements', ['H', 'Cl'])))],
  ])('%s', async (_title, query, predicate) => {
    await expectSelects(query, predicate)
  })
})

describe('bad requests (reference §3)', () => {
  const post = (body: unknown) => f.call('alice', 'POST', '/entries/query', body)
  const problem = (loc: unknown, msg: string, type = 'value_error.exception') => ({ loc, msg, type })

  it.each([
    ['an unknown quantity', { 'results.material.foo': 'x' }, [problem([['results.material.foo']], 'results.material.foo is not a doc quantity')]],
    ['an unknown quantity inside or', { or: [{ nothing: 1 }] }, [problem([['nothing']], 'nothing is not a doc quantity')]],
    ['a value of the wrong type', { 'results.material.n_elements': 'three' }, [problem([['results.material.n_elements']], 'Invalid value for results.material.n_elements: "three" is not a number.')]],
    ['a unit of the wrong dimension', { [`${LATTICE_A}:gt`]: '5 eV' }, [problem([[LATTICE_A]], `Invalid value for ${LATTICE_A}: "5 eV": Unit "eV" is incompatible with dimension "length".`)]],
    ['an enum value that is no member', { 'results.material.elements': 'Xx' }, [problem([['results.material.elements']], 'Invalid value for results.material.elements: "Xx" is not one of its values.')]],
    ['gt with gte', { 'results.material.n_elements': { gt: 1, gte: 2 } }, [problem(['body', 'query', 'results.material.n_elements'], 'Cannot specify both gt and gte for the same boundary', 'value_error')]],
    ['a list for a range', { 'results.material.n_elements:gte': [1, 2] }, [problem(['body', 'query', 'results.material.n_elements:gte'], 'The gte bound must be a single value.', 'value_error')]],
    ['a scalar for any', { 'results.material.elements': { any: 'H' } }, [problem(['body', 'query', 'results.material.elements', 'any'], 'value is not a valid list', 'type_error.list')]],
    ['not with a list', { not: [{ entry_type: 'XYZ' }] }, [problem(['body', 'query', 'not'], 'value is not a valid dict', 'type_error.dict')]],
    ['a quantity twice', { entry_type: 'XYZ', 'entry_type:any': ['POSCAR'] }, [problem(['body', 'query'], 'A quantity can only appear once in a query', 'value_error')]],
    ['an optimade filter that does not parse', { optimade_filter: 'elements HAS' }, [expect.objectContaining({ loc: [['optimade_filter']], type: 'value_error.exception', msg: expect.stringMatching(/^Could not parse optimade filter: /) })]],
  ])('%s → 422', async (_title, query, detail) => {
    const { status, body } = await post({ owner: 'visible', query })
    expect(status).toBe(422)
    expect(body.detail).toEqual(detail)
  })

  it('answers 400 with a detail for a malformed JSON body', async () => {
    const { status, body } = await post('{"query": {"entry_type": ')
    expect(status).toBe(400)
    expect(typeof body.detail).toBe('string')
  })

  it.each([['a list', [1, 2]], ['a string', '"owner"'], ['a number', '3']])('answers 422 for a body that is %s', async (_title, body) => {
    const answer = await post(typeof body === 'string' ? body : JSON.stringify(body))
    expect(answer.status).toBe(422)
    expect(answer.body.detail).toEqual([{ loc: ['body'], msg: 'value is not a valid dict', type: 'type_error.dict' }])
  })

  it('answers 422 for an unknown owner, listing the owners', async () => {
    const { status, body } = await post({ owner: 'everybody' })
    expect(status).toBe(422)
    expect(body.detail).toEqual([expect.objectContaining({ loc: ['body', 'owner'], type: 'type_error.enum', msg: expect.stringContaining("'visible'") })])
  })

  it('ignores unknown body keys (the GUI sends exclude and verify_only)', async () => {
    const { status } = await post({ owner: 'visible', exclude: ['quantities'], verify_only: true })
    expect(status).toBe(200)
  })
})

describe('the query echo (reference §2.8)', () => {
  it.each([
    ['several root keys → and of {name, value}', { upload_id: 'u', entry_id: 'e' }, { and: [{ name: 'upload_id', value: 'u' }, { name: 'entry_id', value: 'e' }] }],
    ['a list → {all: …}', { 'results.material.elements': ['H', 'O'] }, { name: 'results.material.elements', value: { all: ['H', 'O'] } }],
    ['shorthand :any → {any: …}', { 'results.material.elements:any': ['H'] }, { name: 'results.material.elements', value: { any: ['H'] } }],
    ['{} stays {}', {}, {}],
    ['and with {} keeps it', { and: [{}, { 'results.method.method_name:any': ['DFT'] }] }, { and: [{}, { name: 'results.method.method_name', value: { any: ['DFT'] } }] }],
  ])('%s', async (_title, query, echo) => {
    const { status, body } = await f.search('alice', { owner: 'visible', query, pagination: { page_size: 0 } })
    expect(status).toBe(200)
    expect(body.query).toEqual(echo)
  })

  it('echoes a nested criterion as {prefix, query}', async () => {
    const { body } = await f.search('alice', { owner: 'visible', query: { [GAP]: { type: 'direct', 'value:gt': 0 } }, pagination: { page_size: 0 } })
    expect(body.query).toMatchObject({ prefix: GAP })
  })

  it('answers owner, pagination with defaults and total, and data', async () => {
    const { body } = await f.search('anonymous', {})
    const total = idsWhere(docs, (doc) => doc.published === true && doc.with_embargo === false).length
    expect(body).toMatchObject({ owner: 'public', query: {}, pagination: { page_size: 10, order_by: 'entry_id', order: 'asc', total } })
    expect(body.data).toHaveLength(10)
  })
})

describe('hits', () => {
  it('carry only the required fields, with the id always included (reference §2.6)', async () => {
    const { body } = await f.search('alice', { owner: 'visible', query: { entry_type: 'XYZ' }, required: { include: ['results.material.elements'] }, pagination: { page_size: 100 } })
    expect(body.required).toEqual({ include: ['results.material.elements', 'entry_id'] })
    for (const hit of body.data as Doc[]) {
      expect(Object.keys(hit).sort()).toEqual(['entry_id', 'results'])
      expect(hit.results).toEqual({ material: { elements: valuesAt(f.docs.get(hit.entry_id as string), 'results.material.elements') } })
    }
  })

  it('leave out what required excludes, as the GUI\'s result table asks', async () => {
    const { body } = await f.search('alice', { owner: 'visible', required: { exclude: ['quantities', 'sections', 'files'] }, pagination: { page_size: 100 } })
    expect(body.data).toHaveLength(docs.length)
    for (const hit of body.data as Doc[]) {
      expect(hit).not.toHaveProperty('quantities')
      expect(hit).not.toHaveProperty('sections')
      expect(hit).toHaveProperty('entry_id')
    }
  })

  it('carry no e-mail addresses', async () => {
    const { body } = await f.search('alice', { owner: 'visible', pagination: { page_size: 100 } })
    expect(JSON.stringify(body.data)).not.toContain('@example.org')
  })

  it('are the entries\' metadata, with re-assembled schema data (reference §2.6)', async () => {
    const id = f.id('published', 'furnace/hot.archive.json')
    const { body } = await f.search('alice', { owner: 'visible', query: { entry_id: id } })
    expect(body.data).toHaveLength(1)
    expect(body.data[0]).toMatchObject({ entry_id: id, upload_id: f.uploads.published, mainfile: 'furnace/hot.archive.json', published: true })
    expect(body.data[0].data).toMatchObject({ label: 'Hot run', temperature: 1200, runs: 3, active: true })
  })
})

describe('GET /entries (reference §2.3, GET form)', () => {
  const get = (params: string, role: 'alice' | 'anonymous' = 'alice') => f.call(role, 'GET', `/entries?owner=visible&page_size=100&${params}`)
  const idsOf = (body: { data: { entry_id: string }[] }) => body.data.map((hit) => hit.entry_id).sort()

  it.each<[string, string, Predicate]>([
    ['a parameter is equality', 'entry_type=POSCAR', has('entry_type', 'POSCAR')],
    ['repeated parameters mean any', 'entry_type=POSCAR&entry_type=Sample', hasAny('entry_type', ['POSCAR', 'Sample'])],
    ['repeated elements mean all', 'results.material.elements=H&results.material.elements=O', hasAll('results.material.elements', ['H', 'O'])],
    ['an __op suffix', 'results.material.n_elements__gt=2', someNumber('results.material.n_elements', (n) => n > 2)],
    ['__none', 'entry_type__none=XYZ&entry_type__none=Sample', not(hasAny('entry_type', ['XYZ', 'Sample']))],
    ['q=<quantity>__<value>', 'q=entry_type__POSCAR', has('entry_type', 'POSCAR')],
    ['q=<quantity>__<op>__<value>, repeated and ANDed', 'q=results.material.n_elements__lte__1&q=entry_type__XYZ', and(someNumber('results.material.n_elements', (n) => n <= 1), has('entry_type', 'XYZ'))],
    ['json_query ANDed with parameters', `json_query=${encodeURIComponent(JSON.stringify({ 'results.material.elements:any': ['N', 'Cl'] }))}&entry_type=XYZ`, and(hasAny('results.material.elements', ['N', 'Cl']), has('entry_type', 'XYZ'))],
    ['unknown parameters are ignored', 'color=blue&entry_type=Sample', has('entry_type', 'Sample')],
  ])('%s', async (_title, params, predicate) => {
    const { status, body } = await get(params)
    expect(status, JSON.stringify(body)).toBe(200)
    const expected = idsWhere(docs, predicate)
    expect(expected.length).toBeGreaterThan(0)
    expect(idsOf(body)).toEqual(expected)
  })

  it.each(['q=entry_type', 'q=entry_type__any__XYZ__POSCAR'])('answers 422 for the malformed %s', async (params) => {
    const { status, body } = await get(params)
    expect(status).toBe(422)
    expect(body.detail).toEqual([expect.objectContaining({ msg: 'wrong format, use <quantity>[__<op>]__<value>' })])
  })

  it('answers 422 for an unknown quantity in q', async () => {
    const { status, body } = await get('q=results.material.foo__x')
    expect(status).toBe(422)
    expect(body.detail).toEqual([expect.objectContaining({ msg: 'results.material.foo is not a doc quantity' })])
  })

  it('needs login for owner shared like the POST form', async () => {
    const { status, body } = await f.call('anonymous', 'GET', '/entries?owner=shared')
    expect(status).toBe(401)
    expect(body.detail).toBe('Authentication required for owner value shared.')
  })

  it('adds a previous page URL to page 2', async () => {
    const { status, body } = await f.call('alice', 'GET', '/entries?owner=visible&page=2&page_size=3')
    expect(status).toBe(200)
    expect(new URL(body.pagination.prev_page_url, f.server.origin).searchParams.get('page')).toBe('1')
    expect(body.data.map((hit: Doc) => hit.entry_id)).toEqual([...f.docs.keys()].sort().slice(3, 6))
  })

  it('adds page URLs and the next page URL leads to the next page', async () => {
    const first = await f.call('alice', 'GET', '/entries?owner=visible&entry_type=XYZ&page_size=4')
    expect(first.status).toBe(200)
    const { pagination } = first.body
    expect(pagination).toMatchObject({ page_size: 4, total: idsWhere(docs, has('entry_type', 'XYZ')).length })
    expect(pagination.page_url).toMatch(/\/api\/v1\/entries\?/)
    expect(pagination.first_page_url).not.toContain('page_after_value')
    expect(pagination.next_page_url).toContain(`page_after_value=${encodeURIComponent(pagination.next_page_after_value)}`)
    const next = await fetch(new URL(pagination.next_page_url, f.server.origin), { headers: { authorization: `Bearer ${f.users.alice.token}` } })
    const second = await next.json()
    const firstIds = first.body.data.map((hit: Doc) => hit.entry_id)
    expect(second.data).toHaveLength(4)
    for (const hit of second.data) expect(firstIds).not.toContain(hit.entry_id)
    expect(second.data[0].entry_id > firstIds[3]).toBe(true)
  })
})

describe('POST /materials/query (reference §1.3)', () => {
  /** Material ids whose visible entries satisfy each predicate (each by some entry). */
  const materialsWhere = (visible: Predicate, ...predicates: Predicate[]) => {
    const byMaterial = new Map<string, Doc[]>()
    for (const doc of docs.filter(visible)) {
      const id = valueAt(doc, 'results.material.material_id') as string | undefined
      if (id) byMaterial.set(id, [...(byMaterial.get(id) ?? []), doc])
    }
    return [...byMaterial].filter(([, entries]) => predicates.every((p) => entries.some(p))).map(([id]) => id).sort()
  }
  const everything: Predicate = () => true
  const anonymous: Predicate = (doc) => f.shows('visible', 'anonymous')(doc)
  const materialIds = async (role: 'alice' | 'anonymous', query: unknown) => {
    const { status, body } = await f.search(role, { owner: 'visible', query, pagination: { page_size: 100 } }, 'materials')
    expect(status, JSON.stringify(body)).toBe(200)
    expect(body.pagination.total).toBe(body.data.length)
    return (body.data as Doc[]).map((material) => material.material_id as string).sort()
  }

  it('groups the visible entries by material_id', async () => {
    expect(await materialIds('alice', {})).toEqual(materialsWhere(everything))
    expect(await materialIds('anonymous', {})).toEqual(materialsWhere(anonymous))
  })

  it('lists only the entries the caller may see under each material', async () => {
    const { body } = await f.search('anonymous', { owner: 'visible', query: { material_id: 'mat-si' } }, 'materials')
    expect(body.data).toHaveLength(1)
    const entries = (body.data[0].entries as Doc[]).map((entry) => entry.entry_id).sort()
    expect(entries).toEqual(idsWhere(docs, and(anonymous, has('results.material.material_id', 'mat-si'))))
  })

  it('takes material quantities without the results.material prefix', async () => {
    expect(await materialIds('alice', { elements: ['H', 'O'] })).toEqual(materialsWhere(everything, hasAll('results.material.elements', ['H', 'O'])))
    expect(await materialIds('alice', { 'n_elements:gte': 3 })).toEqual(materialsWhere(everything, someNumber('results.material.n_elements', (n) => n >= 3)))
  })

  it('lets separate entries. keys be satisfied by different entries', async () => {
    const query = { 'entries.results.method.method_name': 'GW', 'entries.results.method.simulation.program_name': 'exciting' }
    const gw = has('results.method.method_name', 'GW')
    const exciting = has('results.method.simulation.program_name', 'exciting')
    expect(await materialIds('alice', query)).toEqual(materialsWhere(everything, gw, exciting))
    expect(await materialIds('anonymous', query)).toEqual(materialsWhere(anonymous, gw, exciting))
    expect(materialsWhere(everything, gw, exciting)).toEqual(['mat-gaas', 'mat-si'])
  })

  it('needs one entry to satisfy keys grouped under entries', async () => {
    const query = { entries: { 'results.method.method_name': 'GW', 'results.method.simulation.program_name': 'exciting' } }
    expect(await materialIds('alice', query)).toEqual(materialsWhere(everything, and(has('results.method.method_name', 'GW'), has('results.method.simulation.program_name', 'exciting'))))
    expect(await materialIds('alice', query)).toEqual(['mat-gaas'])
  })

  it('answers the GET form, repeated elements meaning all as for entries', async () => {
    const { status, body } = await f.call('alice', 'GET', '/materials?owner=visible&elements=H&elements=O&page_size=100')
    expect(status, JSON.stringify(body)).toBe(200)
    expect((body.data as Doc[]).map((material) => material.material_id).sort()).toEqual(materialsWhere(everything, hasAll('results.material.elements', ['H', 'O'])))
  })

  it('answers 422 naming the material document for unknown quantities', async () => {
    const { status, body } = await f.search('alice', { owner: 'visible', query: { 'entries.foo': 1 } }, 'materials')
    expect(status).toBe(422)
    expect(body.detail[0].msg).toBe('entries.foo is not a material_entry quantity')
  })

  it('pages materials by material_id', async () => {
    const all = materialsWhere(everything)
    const seen: string[] = []
    let after: string | undefined
    for (let i = 0; i < 20; i++) {
      const { body } = await f.search('alice', { owner: 'visible', pagination: { page_size: 3, ...(after && { page_after_value: after }) } }, 'materials')
      expect(body.pagination.total).toBe(all.length)
      seen.push(...(body.data as Doc[]).map((m) => m.material_id as string))
      after = body.pagination.next_page_after_value
      if (!after) break
    }
    expect(seen).toEqual(all)
  })
})
