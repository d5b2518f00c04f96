import { describe, expect, it } from 'vitest'
import { schemaData } from './schemaData'

const SCHEMA = 'furnaces.Furnace'
const item = (path: string, field: string, value: unknown) => ({ id: `${path.replace(/\.\d+(?=\.)/g, '')}#${SCHEMA}`, definition: `${SCHEMA}.x`, path_archive: path, [field]: value })

describe('schemaData: search_quantities re-assembled into data (reference §2.6)', () => {
  it('puts each typed value at its archive path below data', () => {
    expect(schemaData([
      item('data.label', 'str_value', 'Hot run'),
      item('data.temperature', 'float_value', 1200),
      item('data.runs', 'int_value', 3),
      item('data.active', 'bool_value', false),
      item('data.started', 'datetime_value', '2024-01-02T03:04:05+00:00'),
    ])).toEqual({ label: 'Hot run', temperature: 1200, runs: 3, active: false, started: '2024-01-02T03:04:05+00:00' })
  })

  it('makes sub-sections objects', () => {
    expect(schemaData([item('data.sample.name', 'str_value', 'A'), item('data.sample.holder.lab_id', 'str_value', 'L1'), item('data.name', 'str_value', 'top')]))
      .toEqual({ sample: { name: 'A', holder: { lab_id: 'L1' } }, name: 'top' })
  })

  it('makes repeated sections lists by their indices, keeping the place of sections without values', () => {
    expect(schemaData([
      item('data.steps.2.name', 'str_value', 'anneal'),
      item('data.steps.0.name', 'str_value', 'mix'),
      item('data.steps.0.duration', 'float_value', 60),
      item('data.steps.2.parts.1.mass', 'float_value', 0.5),
    ])).toEqual({ steps: [{ name: 'mix', duration: 60 }, {}, { name: 'anneal', parts: [{}, { mass: 0.5 }] }] })
  })

  it('gives a list quantity (one item per element) its values in order', () => {
    expect(schemaData([item('data.tags', 'str_value', 'b'), item('data.tags', 'str_value', 'a'), item('data.steps.0.tags', 'str_value', 'x'), item('data.steps.0.tags', 'str_value', 'y')]))
      .toEqual({ tags: ['b', 'a'], steps: [{ tags: ['x', 'y'] }] })
  })

  it('keeps the names of a variable quantity\'s values as keys', () => {
    expect(schemaData([item('data.spectrum.left', 'float_value', 1), item('data.spectrum.right', 'float_value', 2)])).toEqual({ spectrum: { left: 1, right: 2 } })
  })

  it('is undefined without usable items', () => {
    expect(schemaData(undefined)).toBeUndefined()
    expect(schemaData('data.x')).toBeUndefined()
    expect(schemaData([])).toBeUndefined()
    expect(schemaData([{ id: 'data.x#S', path_archive: 'data.x' }])).toBeUndefined()
  })

  it('leaves out items with bad paths or values of the wrong type', () => {
    expect(schemaData([
      null,
      'data.a',
      item('results.material.elements', 'str_value', 'H'),
      item('data', 'str_value', 'root'),
      item('data.steps.0', 'str_value', 'an index is not a quantity'),
      item('data..x', 'str_value', 'empty key'),
      item('data.__proto__.polluted', 'bool_value', true),
      item('data.constructor', 'str_value', 'c'),
      { id: 'data.n#S', path_archive: 7, str_value: 'no path' },
      item('data.n', 'int_value', 'three'),
      item('data.f', 'float_value', Number.NaN),
      item('data.b', 'bool_value', 'yes'),
      item('data.kept', 'str_value', 'ok'),
    ])).toEqual({ kept: 'ok' })
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })

  it('keeps the first of two clashing paths', () => {
    expect(schemaData([item('data.a', 'str_value', 'scalar'), item('data.a.b', 'str_value', 'below a scalar')])).toEqual({ a: 'scalar' })
    expect(schemaData([item('data.a.b', 'str_value', 'section'), item('data.a', 'str_value', 'scalar over a section')])).toEqual({ a: { b: 'section' } })
    expect(schemaData([item('data.s.0.x', 'int_value', 1), item('data.s.y', 'int_value', 2)])).toEqual({ s: [{ x: 1 }] })
    expect(schemaData([item('data.s.y', 'int_value', 2), item('data.s.0.x', 'int_value', 1)])).toEqual({ s: { y: 2 } })
  })
})
