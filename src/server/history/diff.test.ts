import { describe, expect, it } from 'vitest'
import { diffArchives, parseArchiveFile, type FieldChange, type Json } from './diff'

describe('diffArchives', () => {
  it.each<[string, Json, Json, FieldChange[]]>([
    ['equal archives', { data: { a: 1, b: [1, 2] } }, { data: { a: 1, b: [1, 2] } }, []],
    ['a changed quantity', { data: { a: 1 } }, { data: { a: 2 } }, [{ path: 'data/a', op: 'changed', old: 1, new: 2 }]],
    ['added and removed quantities', { data: { a: 1 } }, { data: { b: 'x' } }, [{ path: 'data/a', op: 'removed', old: 1 }, { path: 'data/b', op: 'added', new: 'x' }]],
    ['lists by index', { l: [1, 2, 3] }, { l: [1, 5] }, [{ path: 'l/1', op: 'changed', old: 2, new: 5 }, { path: 'l/2', op: 'removed', old: 3 }]],
    ['sub sections in lists', { s: [{ x: 1 }] }, { s: [{ x: 1 }, { x: 2 }] }, [{ path: 's/1', op: 'added', new: { x: 2 } }]],
    ['a value changing kind is one change', { a: { b: 1 } }, { a: [1] }, [{ path: 'a', op: 'changed', old: { b: 1 }, new: [1] }]],
    ['null is a value', { a: null }, { a: 0 }, [{ path: 'a', op: 'changed', old: null, new: 0 }]],
    ['whole documents of other kinds', 1, 'x', [{ path: '', op: 'changed', old: 1, new: 'x' }]],
  ])('%s', (_, from, to, changes) => {
    expect(diffArchives(from, to)).toEqual(changes)
  })
})

describe('parseArchiveFile', () => {
  it('reads JSON and YAML by the file name', () => {
    expect(parseArchiveFile('a.archive.json', Buffer.from('{"a": 1}'), '1')).toEqual({ a: 1 })
    expect(parseArchiveFile('a.archive.yaml', Buffer.from('a: 1\n'), '1')).toEqual({ a: 1 })
  })

  it('refuses a version that does not parse, naming it', () => {
    expect(() => parseArchiveFile('a.archive.json', Buffer.from('{'), '3')).toThrow(/Version 3 of a.archive.json is not valid JSON/)
  })
})
