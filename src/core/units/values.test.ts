import { describe, expect, it } from 'vitest'
import { parseBoolean, parseNumber } from '.'

describe('parseBoolean', () => {
  it.each([
    ['true', true],
    ['True', true],
    ['TRUE', true],
    ['false', false],
    ['False', false],
  ])('reads "%s" as %s', (text, value) => {
    expect(parseBoolean(text)).toBe(value)
  })

  it.each(['yes', '1', '', 'truth', 'f'])('rejects "%s"', (text) => {
    expect(() => parseBoolean(text)).toThrow('Could not parse boolean value')
  })
})

describe('parseNumber', () => {
  it.each([
    ['42', 42],
    ['-3.5', -3.5],
    ['1e-3', 1e-3],
    ['6.02214076E23', 6.02214076e23],
    ['.5', 0.5],
  ])('reads "%s" as %s', (text, value) => {
    expect(parseNumber(text)).toBe(value)
  })

  it.each(['', 'abc', '1.2.3', '0x1f', 'Infinity', 'NaN', '1e999'])('rejects "%s"', (text) => {
    expect(() => parseNumber(text)).toThrow('Could not parse the number')
  })
})
