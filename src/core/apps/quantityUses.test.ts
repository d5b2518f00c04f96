import { describe, expect, it } from 'vitest'
import type { Dtype } from '../search'
import { acceptedDtypes, quantityMisfit, type QuantityUse } from './quantityUses'

const quantity = (dtype: Dtype, aggregatable = true) => ({ dtype, aggregatable, section: false })
const SECTION = { aggregatable: false, section: true }

describe('accepted quantity types (spec 2 §5.3)', () => {
  // use × dtype: ✓ fits, · does not
  const table: [QuantityUse, string][] = [
    //                 string enum int float boolean timestamp
    ['terms', '          ✓ ✓ ✓ · ✓ ·'],
    ['terms_widget', '   ✓ ✓ · · ✓ ·'],
    ['periodic_table', ' ✓ ✓ · · · ·'],
    ['histogram', '      · · ✓ ✓ · ✓'],
    ['scatter_axis', '   · · ✓ ✓ · ✓'],
    ['scatter_color', '  ✓ ✓ ✓ ✓ · ·'],
    ['filter', '         ✓ ✓ ✓ ✓ ✓ ✓'],
  ]
  const DTYPES: Dtype[] = ['string', 'enum', 'int', 'float', 'boolean', 'timestamp']

  it.each(table)('%s takes %s', (use, marks) => {
    const fits = marks.trim().split(/\s+/).map((mark) => mark === '✓')
    expect(DTYPES.map((dtype) => quantityMisfit(use, quantity(dtype)) === undefined)).toEqual(fits)
  })

  it('says why a quantity does not fit', () => {
    expect(quantityMisfit('histogram', quantity('string'))).toBe('dtype')
    expect(quantityMisfit('terms', quantity('string', false))).toBe('aggregatable')
    expect(quantityMisfit('periodic_table', SECTION)).toBe('dtype')
    expect(quantityMisfit('section', quantity('string'))).toBe('section')
    expect(quantityMisfit('section', SECTION)).toBeUndefined()
    expect(quantityMisfit('filter', SECTION)).toBeUndefined()
  })

  it('lists the accepted types in the order messages name them', () => {
    expect(acceptedDtypes('histogram')).toEqual(['int', 'float', 'timestamp'])
    expect(acceptedDtypes('terms')).toEqual(['string', 'enum', 'boolean', 'int'])
    expect(acceptedDtypes('filter')).toBeUndefined()
  })
})
