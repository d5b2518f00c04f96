import { describe, expect, it } from 'vitest'
import { searchQuantities } from '../../../core/metainfo'
import type { Query } from './ast'
import { searchDoc } from './doc'
import { Problems } from './problems'
import { parseQuery, splitShorthand } from './query'

const quantities = searchQuantities()
const entries = searchDoc('entries', quantities)
const materials = searchDoc('materials', quantities)

/** A query in one line: `name op values`, `and(…; …)`, `nested prefix(…)`. */
function show(query: Query): string {
  switch (query.kind) {
    case 'empty':
      return '{}'
    case 'criterion':
      return `${query.quantity.name} ${query.op} ${JSON.stringify(query.op === 'range' ? query.range : query.values)}`
    case 'and':
    case 'or':
      return `${query.kind}(${query.queries.map(show).join('; ')})`
    case 'not':
      return `not(${show(query.query)})`
    case 'nested':
      return `nested ${query.prefix}(${show(query.query)})`
    case 'optimade':
      return `optimade(${show(query.query)})`
  }
}

function parse(raw: unknown, doc = entries) {
  const problems = new Problems()
  const query = parseQuery(raw, doc, problems)
  return { query, text: show(query), problems: problems.list }
}

function parsed(raw: unknown, doc = entries): string {
  const { text, problems } = parse(raw, doc)
  expect(problems).toEqual([])
  return text
}

const BAND_GAP = 'results.properties.electronic.band_structure_electronic.band_gap'
const TOPOLOGY = 'results.material.topology'
const eV = 1.602176634e-19

describe('query forms (reference §2.3)', () => {
  it.each([
    ['omitted', undefined, '{}'],
    ['null', null, '{}'],
    ['empty object', {}, '{}'],
    ['scalar → equality', { upload_id: 'u' }, 'upload_id equal ["u"]'],
    ['several keys → and', { upload_id: 'u', entry_id: 'e' }, 'and(upload_id equal ["u"]; entry_id equal ["e"])'],
    ['list → all', { 'results.material.elements': ['H', 'O'] }, 'results.material.elements all ["H","O"]'],
    ['{any: […]}', { 'results.material.elements': { any: ['H', 'O'] } }, 'results.material.elements any ["H","O"]'],
    ['{all: […]}', { 'results.material.elements': { all: ['H'] } }, 'results.material.elements all ["H"]'],
    ['{none: […]}', { 'results.material.elements': { none: ['H'] } }, 'results.material.elements none ["H"]'],
    ['range object', { 'results.material.n_elements': { gte: 2, lt: 4 } }, 'results.material.n_elements range {"gte":2,"lt":4}'],
    ['suffix :any', { 'results.material.elements:any': ['H', 'O'] }, 'results.material.elements any ["H","O"]'],
    ['suffix :none', { 'results.material.elements:none': ['H'] }, 'results.material.elements none ["H"]'],
    ['suffix :gt', { 'results.material.n_elements:gt': 2 }, 'results.material.n_elements range {"gt":2}'],
    ['suffix :lte', { 'results.material.n_elements:lte': 3 }, 'results.material.n_elements range {"lte":3}'],
    ['and list', { and: [{ upload_id: 'u' }, { entry_id: 'e' }] }, 'and(upload_id equal ["u"]; entry_id equal ["e"])'],
    ['or list', { or: [{ upload_id: 'u' }, { upload_id: 'v' }] }, 'or(upload_id equal ["u"]; upload_id equal ["v"])'],
    ['not object', { not: { published: true } }, 'not(published equal [true])'],
    ['logic nests freely', { and: [{}, { or: [{ not: { upload_id: 'u' } }] }] }, 'and({}; or(not(upload_id equal ["u"])))'],
    ['and/or/not drop sibling keys', { and: [{ upload_id: 'u' }], entry_id: 'e' }, 'and(upload_id equal ["u"])'],
    ['explicit {name, value}', { name: 'upload_id', value: 'u' }, 'upload_id equal ["u"]'],
    ['explicit with operator object', { name: 'results.material.elements', value: { any: ['H'] } }, 'results.material.elements any ["H"]'],
    ['explicit with shorthand name', { name: 'results.material.n_elements:gt', value: 1 }, 'results.material.n_elements range {"gt":1}'],
    ['dotted sub-object', { 'results.method': { 'simulation.program_name': 'VASP' } }, 'results.method.simulation.program_name equal ["VASP"]'],
    ['sub-object with shorthand', { entry_references: { 'target_upload_id:any': ['u'] } }, 'nested entry_references(entry_references.target_upload_id any ["u"])'],
    ['recorded GUI locked filter', { and: [{}, { 'quantities:all': ['results.method.simulation.program_name'] }] }, 'and({}; quantities all ["results.method.simulation.program_name"])'],
  ])('%s', (_form, raw, expected) => {
    expect(parsed(raw)).toBe(expected)
  })

  it('reads text after the last colon as part of the name when it is no op', () => {
    expect(splitShorthand('data.name#entry_id:83DS.Sample')).toEqual({ name: 'data.name#entry_id:83DS.Sample' })
    expect(splitShorthand('data.name#entry_id:83DS.Sample#str:any')).toEqual({ name: 'data.name#entry_id:83DS.Sample#str', op: 'any' })
    expect(splitShorthand('upload_create_time:gt')).toEqual({ name: 'upload_create_time', op: 'gt' })
  })
})

describe('values by quantity type', () => {
  it.each([
    ['int from a number', { 'results.material.n_elements': 3 }, [3]],
    ['int from a numeric string', { 'results.material.n_elements': '3' }, [3]],
    ['float with a unit → SI', { [`${BAND_GAP}.value:gt`]: '1 eV' }, { gt: eV }],
    ['energy in eV → J', { 'results.properties.geometry_optimization.final_energy_difference:lte': '2 eV' }, { lte: 2 * eV }],
    ['angle in degrees → radians', { 'results.properties.structures.structure_original.lattice_parameters.alpha:gte': '90 °' }, { gte: Math.PI / 2 }],
    ['temperature in °C → K', { 'results.properties.catalytic.reaction.reaction_conditions.temperature:gt': '25 °C' }, { gt: 298.15 }],
    ['plain number is already SI', { 'results.properties.geometry_optimization.final_energy_difference:lte': 1.23e-18 }, { lte: 1.23e-18 }],
    ['bool from true', { published: true }, [true]],
    ['bool from "false"', { published: 'false' }, [false]],
    ['datetime from ISO date → epoch ms', { 'upload_create_time:gt': '2020-01-01' }, { gt: Date.UTC(2020, 0, 1) }],
    ['datetime with offset', { 'upload_create_time:lt': '2020-01-01T02:00:00+02:00' }, { lt: Date.UTC(2020, 0, 1) }],
    ['datetime from epoch ms', { 'upload_create_time:gte': 1585872000000 }, { gte: 1585872000000 }],
    ['range on strings', { 'entry_name:gte': 'b' }, { gte: 'b' }],
    ['enum member', { 'results.material.structural_type': 'bulk' }, ['bulk']],
    ['elements_exclusive sorted and spaced as stored', { 'results.material.elements_exclusive': 'O  H C' }, ['C H O']],
  ])('%s', (_case, raw, expected) => {
    const { query, problems } = parse(raw)
    expect(problems).toEqual([])
    const criterion = query.kind === 'nested' ? query.query : query
    if (criterion.kind !== 'criterion') throw new Error(`not a criterion: ${show(query)}`)
    if (criterion.op === 'range') {
      for (const [bound, value] of Object.entries(expected)) {
        const actual = criterion.range[bound as 'gt']
        if (typeof value === 'number') expect(Math.abs((actual as number) - value) / Math.abs(value)).toBeLessThan(1e-12)
        else expect(actual).toBe(value)
      }
    } else expect(criterion.values).toEqual(expected)
  })

  it.each([
    [{ 'results.material.n_elements': 'three' }, 'results.material.n_elements', 'Invalid value for results.material.n_elements: "three" is not a number.'],
    [{ 'results.material.n_elements': 2.5 }, 'results.material.n_elements', 'Invalid value for results.material.n_elements: 2.5 is not an integer.'],
    [{ [`${BAND_GAP}.value:gt`]: '1 m' }, `${BAND_GAP}.value`, `Invalid value for ${BAND_GAP}.value: "1 m": Unit "m" is incompatible with dimension "energy".`],
    [{ [`${BAND_GAP}.value:gt`]: '1 parsec_x' }, `${BAND_GAP}.value`, `Invalid value for ${BAND_GAP}.value: "1 parsec_x": Unit "parsec_x" not found.`],
    [{ published: 'yes' }, 'published', 'Invalid value for published: "yes" is not true or false.'],
    [{ 'published:gt': true }, 'published', 'Invalid value for published: a range needs a number, a datetime or a string; booleans have no order.'],
    [{ 'upload_create_time:gt': '2020-13-01' }, 'upload_create_time', 'Invalid value for upload_create_time: "2020-13-01" is not an ISO 8601 date or datetime (e.g. "2020-01-01T12:00:00Z") or epoch milliseconds.'],
    [{ 'results.material.structural_type': 'solid' }, 'results.material.structural_type', 'Invalid value for results.material.structural_type: "solid" is not one of its values. Allowed values: bulk, surface, 2D, 1D, molecule / cluster, atom, unavailable, not processed.'],
    [{ 'results.material.elements:any': ['H', 'Xx'] }, 'results.material.elements', 'Invalid value for results.material.elements: "Xx" is not one of its values.'],
    [{ 'results.material.elements_exclusive': 'C Xx' }, 'results.material.elements_exclusive', 'Invalid value for results.material.elements_exclusive: "C Xx" is not a list of element symbols separated by spaces.'],
    [{ entry_id: { any: [{ a: 1 }] } }, undefined, undefined],
  ])('refuses %j', (raw, name, msg) => {
    const { problems } = parse(raw)
    if (name === undefined) {
      expect(problems).toEqual([{ loc: ['body', 'query', 'entry_id', 'any', 0], msg: 'A value must be a string, a number or a boolean.', type: 'type_error' }])
      return
    }
    expect(problems).toEqual([{ loc: [[name]], msg, type: 'value_error.exception' }])
  })
})

describe('shape errors (body problems)', () => {
  it.each([
    ['{any: scalar}', { 'results.material.elements': { any: 'H' } }, ['body', 'query', 'results.material.elements', 'any'], 'value is not a valid list'],
    [':all with a scalar', { 'results.material.elements:all': 'H' }, ['body', 'query', 'results.material.elements:all'], 'value is not a valid list'],
    ['range with a list', { 'results.material.n_elements': { gt: [1, 2] } }, ['body', 'query', 'results.material.n_elements', 'gt'], 'The gt bound must be a single value.'],
    [':gte with a list', { 'results.material.n_elements:gte': [1] }, ['body', 'query', 'results.material.n_elements:gte'], 'The gte bound must be a single value.'],
    ['gt with gte', { 'results.material.n_elements': { gt: 1, gte: 2 } }, ['body', 'query', 'results.material.n_elements'], 'Cannot specify both gt and gte for the same boundary'],
    ['lt with lte', { 'results.material.n_elements': { lt: 1, lte: 2 } }, ['body', 'query', 'results.material.n_elements'], 'Cannot specify both lt and lte for the same boundary'],
    ['a quantity twice', { 'results.material.elements': ['H'], 'results.material.elements:any': ['O'] }, ['body', 'query'], 'A quantity can only appear once in a query'],
    ['two shorthand ranges on one quantity', { 'results.material.n_elements:gt': 1, 'results.material.n_elements:lt': 4 }, ['body', 'query'], 'A quantity can only appear once in a query'],
    ['and with an object', { and: { upload_id: 'u' } }, ['body', 'query', 'and'], 'value is not a valid list'],
    ['or with a string', { or: 'u' }, ['body', 'query', 'or'], 'value is not a valid list'],
    ['not with a list', { not: [{ upload_id: 'u' }] }, ['body', 'query', 'not'], 'value is not a valid dict'],
    ['query as a list', [{ upload_id: 'u' }], ['body', 'query'], 'value is not a valid dict'],
    ['a null value', { upload_id: null }, ['body', 'query', 'upload_id'], 'none is not an allowed value'],
  ])('%s', (_case, raw, loc, msg) => {
    expect(parse(raw).problems.map((p) => [p.loc, p.msg])).toEqual([[loc, msg]])
  })
})

describe('unknown quantities', () => {
  it.each([
    [{ 'results.material.foo': 'x' }, 'results.material.foo', 'results.material.foo is not a doc quantity'],
    [{ results: { material: { foo: 1 } } }, 'results.material.foo', 'results.material.foo is not a doc quantity'],
    [{ 'results.material': 'x' }, 'results.material', 'results.material is not a doc quantity'],
    [{ 'entry_id.prefix': 'x' }, 'entry_id.prefix', 'entry_id.prefix is not a doc quantity'],
    [{ or: [{ nothing: 1 }] }, 'nothing', 'nothing is not a doc quantity'],
    [{ 'data.name#entry_id:abc.Sample': 'x' }, 'data.name#entry_id:abc.Sample', 'data.name#entry_id:abc.Sample is not a doc quantity'],
  ])('%j', (raw, name, msg) => {
    expect(parse(raw).problems).toEqual([{ loc: [[name]], msg, type: 'value_error.exception' }])
  })

  it('names the material document in materials queries', () => {
    expect(parse({ foo: 1 }, materials).problems[0].msg).toBe('foo is not a material quantity')
    expect(parse({ 'entries.foo': 1 }, materials).problems[0].msg).toBe('entries.foo is not a material_entry quantity')
  })
})

describe('nested documents (§2.3.7)', () => {
  it('wraps a criterion below a nested path', () => {
    expect(parsed({ [`${BAND_GAP}.type`]: 'direct' })).toBe(`nested ${BAND_GAP}(${BAND_GAP}.type equal ["direct"])`)
  })

  it('lets keys grouped under one object share one nested document', () => {
    expect(parsed({ [BAND_GAP]: { type: 'direct', 'value:gt': 1e-19 } }))
      .toBe(`nested ${BAND_GAP}(and(${BAND_GAP}.type equal ["direct"]; ${BAND_GAP}.value range {"gt":1e-19}))`)
  })

  it('lets separate top-level keys match different nested documents', () => {
    expect(parsed({ [`${BAND_GAP}.type`]: 'direct', [`${BAND_GAP}.value:gt`]: 1e-19 }))
      .toBe(`and(nested ${BAND_GAP}(${BAND_GAP}.type equal ["direct"]); nested ${BAND_GAP}(${BAND_GAP}.value range {"gt":1e-19}))`)
  })

  it('groups keys only below the nested path, not in an object above it', () => {
    expect(parsed({ 'results.properties.electronic': { 'band_structure_electronic.band_gap.type': 'direct', 'band_structure_electronic.band_gap.value:gt': 0 } }))
      .toBe(`and(nested ${BAND_GAP}(${BAND_GAP}.type equal ["direct"]); nested ${BAND_GAP}(${BAND_GAP}.value range {"gt":0}))`)
  })

  it('wraps every nested level, outermost first', () => {
    expect(parsed({ [`${TOPOLOGY}.elemental_composition.element`]: 'Ti' }))
      .toBe(`nested ${TOPOLOGY}(nested ${TOPOLOGY}.elemental_composition(${TOPOLOGY}.elemental_composition.element equal ["Ti"]))`)
  })

  it('reads names of an explicit {prefix, query} relative to the prefix', () => {
    expect(parsed({ prefix: BAND_GAP, query: { type: 'direct', 'value:gt': 0 } }))
      .toBe(`nested ${BAND_GAP}(and(${BAND_GAP}.type equal ["direct"]; ${BAND_GAP}.value range {"gt":0}))`)
  })

  it('refuses an explicit prefix that is not a nested path', () => {
    expect(parse({ prefix: 'results.material', query: { elements: 'H' } }).problems)
      .toEqual([{ loc: [['results.material']], msg: 'results.material is not a nested doc path', type: 'value_error.exception' }])
  })

  it('matches each value of `all` on a single-valued nested quantity in its own nested document', () => {
    expect(parsed({ 'section_defs.definition_qualified_name:all': ['A', 'B'] }))
      .toBe('and(nested section_defs(section_defs.definition_qualified_name all ["A"]); nested section_defs(section_defs.definition_qualified_name all ["B"]))')
  })

  it('keeps `all` in one nested document when the object groups more criteria', () => {
    expect(parsed({ section_defs: { 'definition_qualified_name:all': ['A', 'B'], used_directly: true } }))
      .toBe('nested section_defs(and(section_defs.definition_qualified_name all ["A","B"]; section_defs.used_directly equal [true]))')
  })

  it('groups custom-quantity filters on search_quantities as the GUI sends them (spec 2 §3.7)', () => {
    expect(parsed({ and: [{ search_quantities: { id: 'data.x#S', 'float_value:gt': 1 } }] }))
      .toBe('and(nested search_quantities(and(search_quantities.id equal ["data.x#S"]; search_quantities.float_value range {"gt":1})))')
  })

  it('nests material criteria on entries under `entries`, one entry for the whole object', () => {
    expect(parsed({ entries: { 'results.method.simulation.program_name': 'VASP', 'upload_create_time:gt': 0 }, elements: ['O'] }, materials))
      .toBe('and(nested entries(and(entries.results.method.simulation.program_name equal ["VASP"]; entries.upload_create_time range {"gt":0})); elements all ["O"])')
  })
})

describe('text variants, dynamic quantities and special keys', () => {
  it.each([
    ['entry_name.prefix', 'entry_name', 'prefix'],
    ['mainfile.path', 'mainfile', 'path'],
    ['authors.name.text', 'authors.name', 'words'],
    ['text_search_contents', 'text_search_contents', 'words'],
    ['comment', 'comment', 'words'],
    ['entry_name', 'entry_name', 'exact'],
  ])('%s matches %s by %s', (name, quantity, match) => {
    const { query } = parse({ [name]: 'abc' })
    expect(query).toMatchObject({ kind: 'criterion', quantity: { kind: 'static', name, quantity, match } })
  })

  it.each([
    ['data.name#entry_id:abc.Sample#str', 'str_value', 'x', 'x'],
    ['data.count#entry_id:abc.Sample#int', 'int_value', '4', 4],
    ['data.mass#entry_id:abc.Sample#float', 'float_value', '2 g', 0.002],
    ['data.done#entry_id:abc.Sample#bool', 'bool_value', true, true],
    ['data.when#entry_id:abc.Sample#datetime', 'datetime_value', '2024-01-01', Date.UTC(2024, 0, 1)],
    ['data.name#nomad.datamodel.metainfo.basesections.CompositeSystem', 'str_value', 'x', 'x'],
    ['data.datetime#nomad.datamodel.metainfo.basesections.CompositeSystem', 'datetime_value', '2024-01-01', Date.UTC(2024, 0, 1)],
  ])('%s searches search_quantities.%s', (name, field, value, stored) => {
    const { query, problems } = parse({ [name]: value })
    expect(problems).toEqual([])
    expect(query).toMatchObject({ kind: 'criterion', quantity: { kind: 'dynamic', id: name.replace(/#(str|int|float|bool|datetime)$/, ''), field }, values: [stored] })
  })

  it('expresses existence as the quantities list, as the search bar does', () => {
    expect(parsed({ 'quantities:all': ['results.material.symmetry'] })).toBe('quantities all ["results.material.symmetry"]')
  })

  it('translates optimade_filter', () => {
    expect(parsed({ optimade_filter: 'nelements >= 2 AND elements HAS ALL "Ti","O"' }))
      .toBe('optimade(and(optimade.nelements range {"gte":2}; optimade.elements all ["Ti","O"]))')
  })

  it('reports an optimade_filter that does not parse at [["optimade_filter"]]', () => {
    expect(parse({ optimade_filter: 'nelements >>= 2' }).problems).toEqual([{
      loc: [['optimade_filter']],
      msg: 'Could not parse optimade filter: unexpected ">=" at position 11, expected a string or a number',
      type: 'value_error.exception',
    }])
  })
})
