import { describe, expect, it } from 'vitest'
import { quantity, types } from '../../../core/metainfo'
import type { CustomQuantity, TypeDefinition } from '../../../core/metainfo'
import { convertQuantity, toIsoDatetime } from './values'

const q = (type: TypeDefinition, extra: Partial<CustomQuantity> = {}): CustomQuantity => ({ ...quantity('x', type, ''), ...extra })

describe('converting quantity values', () => {
  it.each([
    ['a string', q(types.str), 'abc', 'abc'],
    ['a number given for a string (YAML)', q(types.str), 42, '42'],
    ['an integer', q(types.int), 3, 3],
    ['an integer for a float', q(types.float64), 3, 3],
    ['a boolean', q(types.bool), false, false],
    ['an enum value', q(types.enum(['SLG', 'other'])), 'SLG', 'SLG'],
    ['a date', q(types.datetime), '2022-04-01', '2022-04-01T00:00:00+00:00'],
    ['a list of the declared shape', q(types.float64, { shape: [3] }), [1, 2, 3], [1, 2, 3]],
    ['a matrix of any size', q(types.int, { shape: ['*', '*'] }), [[1], [2]], [[1], [2]]],
    ['a reference', q(types.reference(() => { throw new Error('not resolved') })), '#/data/x', '#/data/x'],
  ])('keeps %s', (_what, definition, raw, value) => {
    expect(convertQuantity(definition, raw)).toEqual({ value, problems: [] })
  })

  it.each([
    ['text for an integer', q(types.int), 'abc', "expected an integer, got \"abc\""],
    ['a fraction for an integer', q(types.int32), 1.5, 'expected an integer, got 1.5'],
    ['text for a float', q(types.float64), '5 mm', 'expected a number'],
    ['a value outside the enum', q(types.enum(['a', 'b'])), 'c', "expected one of 'a', 'b'"],
    ['an impossible date', q(types.datetime), '2022-04-31', 'expected a date or date-time'],
    ['a list for a scalar', q(types.str), ['a'], 'expected a single value'],
    ['a scalar for a list', q(types.str, { shape: ['*'] }), 'a', 'expected a list'],
    ['a list of the wrong length', q(types.float64, { shape: [3] }), [1, 2], 'expected 3 values, got 2'],
    ['a bad list item', q(types.int, { shape: ['*'] }), [1, 'two'], 'item 1: expected an integer'],
    ['a unit of another dimension', q(types.float64, { declaredUnit: 'm' }), { m_value: 1, m_unit: 's' }, "unit 's' is a time, not a length"],
  ])('drops %s', (_what, definition, raw, problem) => {
    const { value, problems } = convertQuantity(definition, raw)
    expect(value).toBeUndefined()
    expect(problems).toEqual([expect.stringContaining(problem)])
  })

  it('keeps full storage as given, with its own unit', () => {
    const raw = { m_value: 5, m_unit: 'mm', m_attributes: { note: 'x' } }
    expect(convertQuantity(q(types.float64, { declaredUnit: 'm' }), raw)).toEqual({ value: raw, problems: [] })
  })

  it('keeps the good values of a variable quantity and drops the bad ones', () => {
    const definition = q(types.float64, { declaredUnit: 'm', variable: true })
    const { value, problems } = convertQuantity(definition, { a: { m_value: 1, m_unit: 'cm' }, b: { m_value: 'x' } })
    expect(value).toEqual({ a: { m_value: 1, m_unit: 'cm' } })
    expect(problems).toEqual([expect.stringContaining('b: expected a number')])
  })

  it('reads NOMAD full storage keyed by the quantity name', () => {
    const raw = { x: { m_value: 'value', m_attributes: { a: 0 } } }
    expect(convertQuantity(q(types.str), raw)).toEqual({ value: raw, problems: [] })
  })
})

describe('datetimes', () => {
  it.each([
    ['2022-05-10T07:20:00+00:00', '2022-05-10T07:20:00+00:00'],
    ['2022-05-10T09:20:00+02:00', '2022-05-10T07:20:00+00:00'],
    ['2022-05-10 07:20', '2022-05-10T07:20:00+00:00'],
    ['2022-05-10T07:20:00.5Z', '2022-05-10T07:20:00.500000+00:00'],
    [0, '1970-01-01T00:00:00+00:00'],
  ])('normalises %s to ISO 8601 in UTC', (raw, iso) => {
    expect(toIsoDatetime(raw)).toBe(iso)
  })

  it.each(['10.05.2022', 'yesterday', '2022-13-01', true])('refuses %s', (raw) => {
    expect(toIsoDatetime(raw)).toBeUndefined()
  })
})
