// Paths in an upload and the browser's URLs of them; file sizes as spec 3 §9 shows them.
import { describe, expect, it } from 'vitest'
import { fileSizeText, formatFileSize } from './fileSize'
import { browserBase, browserUrl, columnPaths, duplicateName, isWithin, joinPath, parentPath } from './paths'

describe('paths', () => {
  it.each([
    ['', ['']],
    ['a', ['', 'a']],
    ['/a/b c/d.txt/', ['', 'a', 'a/b c', 'a/b c/d.txt']],
  ])('opens %j as the columns %j', (path, columns) => {
    expect(columnPaths(path)).toEqual(columns)
  })

  it('joins and splits paths with the root as the empty path', () => {
    expect(joinPath('', 'a.txt')).toBe('a.txt')
    expect(joinPath('x/y', 'a.txt')).toBe('x/y/a.txt')
    expect(parentPath('a.txt')).toBe('')
    expect(parentPath('x/y/a.txt')).toBe('x/y')
  })

  it.each([
    ['x/a.txt', 'x', true],
    ['x', 'x', true],
    ['xy/a.txt', 'x', false],
    ['a.txt', '', true],
  ])('%j is within %j: %s', (path, folder, within) => {
    expect(isWithin(path, folder)).toBe(within)
  })

  it('keeps the path in the URL, its segments encoded', () => {
    const base = '/user/uploads/upload/id/up1/files'
    expect(browserUrl(base, 'a b/c#1.txt')).toBe(`${base}/a%20b/c%231.txt`)
    expect(browserUrl(base, '')).toBe(base)
    expect(browserBase(`${base}/a%20b/c%231.txt`, 'a b/c#1.txt')).toBe(base)
    expect(browserBase(`${base}/`, '')).toBe(base)
  })

  it("names a duplicate '(Copy) <name>'", () => {
    expect(duplicateName('vasp.xml')).toBe('(Copy) vasp.xml')
  })
})

describe('file sizes', () => {
  it.each([
    [0, '0 bytes', '0 bytes'],
    [1, '1 byte', '1 byte'],
    [999, '999 bytes', '999 bytes'],
    [1000, '1.0 kB', '1.0 kB (1,000 bytes)'],
    [12_345, '12.3 kB', '12.3 kB (12,345 bytes)'],
    [1_700_000, '1.7 MB', '1.7 MB (1,700,000 bytes)'],
    [2_500_000_000, '2.5 GB', '2.5 GB (2,500,000,000 bytes)'],
  ])('%i bytes: %s', (bytes, short, long) => {
    expect(formatFileSize(bytes)).toBe(short)
    expect(fileSizeText(bytes)).toBe(long)
  })
})
