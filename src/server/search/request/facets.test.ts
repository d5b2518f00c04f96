import { describe, expect, it } from 'vitest'
import { searchQuantities } from '../../../core/metainfo'
import { searchDoc } from './doc'
import { echoQuery } from './echo'
import { facetQuery } from './facets'
import { Problems } from './problems'
import { parseQuery } from './query'

const entries = searchDoc('entries', searchQuantities())
const TYPE = 'results.properties.electronic.band_structure_electronic.band_gap.type'

function facet(raw: unknown, quantity: string) {
  const problems = new Problems()
  const query = parseQuery(raw, entries, problems)
  expect(problems.list).toEqual([])
  return echoQuery(facetQuery(query, quantity))
}

describe('exclude_from_search drops the top-level AND criteria on the quantity (§2.7)', () => {
  it.each([
    ['the only criterion', { 'results.material.structural_type': 'bulk' }, {}],
    ['one of the root keys', { 'results.material.structural_type': 'bulk', upload_id: 'u' }, { name: 'upload_id', value: 'u' }],
    ['inside and lists, flattened', { and: [{}, { and: [{ 'results.material.structural_type:any': ['bulk'] }, { upload_id: 'u' }] }] }, { name: 'upload_id', value: 'u' }],
    ['a top-level nested criterion', { [TYPE]: 'direct', upload_id: 'u' }, { name: 'upload_id', value: 'u' }],
    ['not inside or', { or: [{ 'results.material.structural_type': 'bulk' }, { upload_id: 'u' }] }, { or: [{ name: 'results.material.structural_type', value: 'bulk' }, { name: 'upload_id', value: 'u' }] }],
    ['not inside not', { not: { 'results.material.structural_type': 'bulk' } }, { not: { name: 'results.material.structural_type', value: 'bulk' } }],
  ])('%s', (_case, raw, expected) => {
    const quantity = JSON.stringify(raw).includes(TYPE) ? TYPE : 'results.material.structural_type'
    expect(facet(raw, quantity)).toEqual(expected)
  })
})
