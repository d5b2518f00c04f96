import { describe, expect, it } from 'vitest'
import { decodeArchive, jsonErrorOffset } from './source'

describe('decoding archive files', () => {
  it('reads YAML and JSON by extension', () => {
    expect(decodeArchive('data:\n  name: x\n', 'a.archive.yaml')).toEqual({ data: { name: 'x' } })
    expect(decodeArchive('{"data": {"name": "x"}}', 'a.archive.json')).toEqual({ data: { name: 'x' } })
  })

  it('keeps YAML dates as text, for the schema to interpret', () => {
    expect(decodeArchive('t: 2022-05-10\n', 'a.archive.yml')).toEqual({ t: '2022-05-10' })
  })

  it.each([
    ['sample.archive.yaml', 'data:\n  name: x\n  tags: [a, b\n  lab_id: 1\n', /^sample\.archive\.yaml: line 4, column \d+: /],
    ['sample.archive.yaml', 'data:\n  a: 1\n  a: 2\n', /^sample\.archive\.yaml: line 3, column 3: Map keys must be unique$/],
    ['dir/sample.archive.json', '{\n  "data": {\n    "name": "x",\n  }\n}', /^dir\/sample\.archive\.json: line 4, column 3: /],
    ['sample.archive.json', '{"data": }', /^sample\.archive\.json: line 1, column 10: Unexpected token/],
  ])('names file, line and column of a syntax error in %s', (file, text, message) => {
    expect(() => decodeArchive(text, file)).toThrow(message)
  })

  it.each([
    ['{"a": [1, 2]}', -1],
    ['{"a": }', 6],
    ['{"a": 1,}', 8],
    ['[1, 2', 5],
    ['{"a": "x\\q"}', 9],
    ['{"a": 1} x', 9],
    ['{"a": tru}', 6],
  ])('finds where %s stops being JSON', (text, offset) => {
    expect(jsonErrorOffset(text)).toBe(offset)
  })
})
