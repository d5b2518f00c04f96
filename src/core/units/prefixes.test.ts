import { describe, expect, it } from 'vitest'
import { unitPrefixes } from '.'

const prefixes = unitPrefixes()

describe('unitPrefixes', () => {
  it('has 59 entries keyed by long and short name', () => {
    expect(Object.keys(prefixes)).toHaveLength(59)
  })

  it.each([
    ['yocto', 1e-24],
    ['y', 1e-24],
    ['femto', 1e-15],
    ['f', 1e-15],
    ['micro', 1e-6],
    ['µ', 1e-6],
    ['u', 1e-6],
    ['da', 10],
    ['deka', 10],
    ['k', 1e3],
    ['G', 1e9],
    ['yotta', 1e24],
    ['Y', 1e24],
    ['kibi', 1024],
    ['Ki', 1024],
    ['Yi', 2 ** 80],
    ['', 1],
  ])('gives "%s" the value %s', (key, value) => {
    expect(prefixes[key]).toEqual({ name: key, value, scientific: true })
  })
})
