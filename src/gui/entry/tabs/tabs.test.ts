// The entry page's paths (spec 3 §2.1, §2.2): its own path under every route it nests in,
// each tab's link, and what the files and data tab URLs open.
import { describe, expect, it } from 'vitest'
import { archivePathOfSplat, entryBasePath, filesPathOfSplat, tabPath } from './tabs'

describe('entryBasePath', () => {
  it.each([
    ['/entry/id/e1', '/entry/id/e1'],
    ['/entry/id/e1/logs', '/entry/id/e1'],
    ['/search/entries/entry/id/e1/data/run/0', '/search/entries/entry/id/e1'],
    ['/search/xrd/entry/id/e1/files/_mainfile', '/search/xrd/entry/id/e1'],
    ['/user/uploads/upload/id/u1/entry/id/e1/files/a/b.xy', '/user/uploads/upload/id/u1/entry/id/e1'],
    ['/dataset/id/d1/entry/id/e1/', '/dataset/id/d1/entry/id/e1'],
  ])('%s → %s', (pathname, base) => {
    expect(entryBasePath(pathname, 'e1')).toBe(base)
  })
})

describe('tabPath', () => {
  it.each([
    ['overview', '/entry/id/e1'],
    ['files', '/entry/id/e1/files/_mainfile'],
    ['data', '/entry/id/e1/data'],
    ['logs', '/entry/id/e1/logs'],
  ] as const)('%s → %s', (tab, path) => {
    expect(tabPath('/entry/id/e1', tab)).toBe(path)
  })
})

describe('filesPathOfSplat', () => {
  it.each([
    ['_mainfile', 'scans/day1/NaCl.xy', 'scans/day1'],
    ['_mainfile', 'NaCl.xy', ''],
    ['', 'scans/NaCl.xy', ''],
    [undefined, 'scans/NaCl.xy', ''],
    ['other/a%20b.txt', 'scans/NaCl.xy', 'other/a b.txt'],
    ['bad%zz/x/', 'scans/NaCl.xy', 'bad%zz/x'],
  ])('%j with mainfile %s → %j', (splat, mainfile, path) => {
    expect(filesPathOfSplat(splat, mainfile)).toBe(path)
  })
})

describe('archivePathOfSplat', () => {
  it.each([
    [undefined, []],
    ['', []],
    ['data', ['data']],
    ['data/figures:0/figure', ['data', 'figures', '0', 'figure']],
    ['run/0/system%20x', ['run', '0', 'system x']],
  ])('%j → %j', (splat, path) => {
    expect(archivePathOfSplat(splat)).toEqual(path)
  })
})
