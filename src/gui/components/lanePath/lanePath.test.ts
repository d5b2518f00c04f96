import { describe, expect, it } from 'vitest'
import { decodeSegment, encodeSegment, escapeKey, laneUrl, pathSegments, resolveIndex, sameKey, unescapeKey, wantsMore, type LaneKey } from './lanePath'

describe('bang escaping', () => {
  it.each([
    ['plain', 'plain'],
    ['a/b', 'a!sb'],
    ['a:b', 'a!cb'],
    ['wow!', 'wow!!'],
    ['!s', '!!s'],
    ['50%', '50!p'],
    ['q?#', 'q!q!h'],
    ['back\\slash', 'back!bslash'],
    ['', ''],
  ])('%j ⇄ %j', (key, escaped) => {
    expect(escapeKey(key)).toBe(escaped)
    expect(unescapeKey(escaped)).toBe(key)
  })

  it.each([
    ['!x', '!x'],
    ['trailing!', 'trailing!'],
  ])('an unknown or trailing escape %j reads as %j', (text, key) => {
    expect(unescapeKey(text)).toBe(key)
  })
})

describe('segments', () => {
  it.each<[LaneKey | string, string]>([
    ['run', 'run'],
    [{ name: 'run', index: 0 }, 'run:0'],
    [{ name: 'run', index: -1 }, 'run:-1'],
    ['a b', 'a%20b'],
    ['Ångström/x:1', '%C3%85ngstr%C3%B6m!sx!c1'],
    [{ name: 'a:1', index: 2 }, 'a!c1:2'],
    ['x!', 'x!!'],
  ])('%j ⇄ %j', (key, segment) => {
    expect(encodeSegment(key)).toBe(segment)
    expect(decodeSegment(segment)).toEqual(typeof key === 'string' ? { name: key } : key)
  })

  it.each<[string, LaneKey]>([
    ['a b', { name: 'a b' }],
    ['run:12', { name: 'run', index: 12 }],
    ['run:x', { name: 'run:x' }],
    ['100%', { name: '100%' }],
    ['a!c1', { name: 'a:1' }],
  ])('decodes %j (already decoded or malformed) as %j', (segment, key) => {
    expect(decodeSegment(segment)).toEqual(key)
  })

  it.each([
    ['/entry/id/e1/data', '/entry/id/e1/data', []],
    ['/entry/id/e1/data/run:0/system', '/entry/id/e1/data', ['run:0', 'system']],
    ['/entry/id/e1/data/run:0/system/', '/entry/id/e1/data/', ['run:0', 'system']],
    ['/elsewhere', '/entry/id/e1/data', []],
    ['/entry/id/e1/database', '/entry/id/e1/data', []],
    ['/a/b', '/', ['a', 'b']],
  ])('the segments of %j under %j are %j', (pathname, base, segments) => {
    expect(pathSegments(pathname, base)).toEqual(segments)
  })

  it.each<[string, string[], LaneKey | string | undefined, string]>([
    ['/e/data', [], undefined, '/e/data'],
    ['/e/data/', ['run:0'], 'system', '/e/data/run:0/system'],
    ['/e/data', [], { name: 'run', index: -1 }, '/e/data/run:-1'],
    ['/', [], 'a/b', '/a!sb'],
    ['', [], undefined, '/'],
  ])('the item URL under %j after %j for %j is %j', (base, segments, key, url) => {
    expect(laneUrl(base, segments, key)).toBe(url)
  })
})

describe('name:index', () => {
  it.each([
    [0, 3, 0],
    [2, 3, 2],
    [3, 3, undefined],
    [-1, 3, 2],
    [-3, 3, 0],
    [-4, 3, undefined],
    [0, 0, undefined],
    [1.5, 3, undefined],
  ])('index %d of %d items is %j', (index, count, resolved) => {
    expect(resolveIndex(index, count)).toBe(resolved)
  })

  it.each<[LaneKey, LaneKey, number | undefined, boolean]>([
    [{ name: 'run', index: 2 }, { name: 'run', index: -1 }, 3, true],
    [{ name: 'run', index: 2 }, { name: 'run', index: -1 }, undefined, false],
    [{ name: 'run', index: 0 }, { name: 'run', index: 0 }, undefined, true],
    [{ name: 'run' }, { name: 'run', index: 0 }, 1, false],
    [{ name: 'run' }, { name: 'run' }, undefined, true],
    [{ name: 'run', index: 0 }, { name: 'calc', index: 0 }, 3, false],
  ])('%j and %j (of %j) are the same item: %j', (a, b, count, same) => {
    expect(sameKey(a, b, count)).toBe(same)
  })
})

describe('loading more', () => {
  it.each([
    [0, 100, 1000, false],
    [850, 100, 1000, true],
    [849, 100, 1000, false],
    [0, 100, 100, true],
    [0, 0, 0, false],
  ])('scrolled to %d of %d visible in %d: %j', (scrollTop, clientHeight, scrollHeight, more) => {
    expect(wantsMore({ scrollTop, clientHeight, scrollHeight })).toBe(more)
  })
})
