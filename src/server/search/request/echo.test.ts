import { describe, expect, it } from 'vitest'
import { searchQuantities } from '../../../core/metainfo'
import { searchDoc } from './doc'
import { echoQuery } from './echo'
import { Problems } from './problems'
import { parseQuery } from './query'

const entries = searchDoc('entries', searchQuantities())
const BAND_GAP = 'results.properties.electronic.band_structure_electronic.band_gap'

function echo(raw: unknown) {
  const problems = new Problems()
  const query = parseQuery(raw, entries, problems)
  expect(problems.list).toEqual([])
  return echoQuery(query)
}

describe('the normalised query echo (reference §2.8)', () => {
  it.each([
    ['several root keys → and of name/value criteria', { upload_id: 'u', entry_id: 'e' }, { and: [{ name: 'upload_id', value: 'u' }, { name: 'entry_id', value: 'e' }] }],
    ['{} stays {}', {}, {}],
    ['shorthand op → operator object', { 'results.method.method_name:any': ['EELS'] }, { name: 'results.method.method_name', value: { any: ['EELS'] } }],
    ['list → all', { 'results.material.elements': ['H', 'O'] }, { name: 'results.material.elements', value: { all: ['H', 'O'] } }],
    ['shorthand range → range object', { 'upload_create_time:gt': '2020-01-01' }, { name: 'upload_create_time', value: { gt: '2020-01-01' } }],
    ['values as written, not converted', { [`${BAND_GAP}.value:gt`]: '1 eV' }, { prefix: BAND_GAP, query: { name: 'value', value: { gt: '1 eV' } } }],
    ['recorded EELS app request', { and: [{}, { 'results.method.method_name:any': ['EELS'] }] }, { and: [{}, { name: 'results.method.method_name', value: { any: ['EELS'] } }] }],
    ['nested path → prefix and relative names', { [BAND_GAP]: { type: 'direct', 'value:gt': 0 } }, { prefix: BAND_GAP, query: { and: [{ name: 'type', value: 'direct' }, { name: 'value', value: { gt: 0 } }] } }],
    ['not and or', { not: { or: [{ upload_id: 'u' }] } }, { not: { or: [{ name: 'upload_id', value: 'u' }] } }],
    ['optimade filter as written', { optimade_filter: 'nelements = 2' }, { name: 'optimade_filter', value: 'nelements = 2' }],
    ['dotted sub-object → full name', { 'results.method': { 'simulation.program_name': 'VASP' } }, { name: 'results.method.simulation.program_name', value: 'VASP' }],
  ])('%s', (_case, raw, expected) => {
    expect(echo(raw)).toEqual(expected)
  })
})
