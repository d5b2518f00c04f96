import { describe, expect, it } from 'vitest'
import { isLayoutNumber, NOT_AN_INTEGER, widgetLayoutProblems } from './layout'

describe('layout numbers (spec 2 §5.1)', () => {
  it.each([
    ['x', 0, true],
    ['x', 12, true],
    ['x', Infinity, true],
    ['x', -Infinity, false],
    ['x', 1.5, false],
    ['x', Number.NaN, false],
    ['x', '3', false],
    ['y', Infinity, false],
    ['y', 2.5, false],
    ['w', 6, true],
    ['w', Infinity, false],
    ['h', null, false],
    ['minW', 3, true],
    ['minH', 0.5, false],
  ])('%s = %s: %s', (key, value, ok) => {
    expect(isLayoutNumber(key, value)).toBe(ok)
  })

  it(`names every number that is not an integer: "${NOT_AN_INTEGER}"`, () => {
    const widget = { type: 'terms', layout: { sm: { x: 1.5, y: 0, w: 6, h: 6 }, lg: { x: Infinity, y: 0.5, w: Infinity, h: 3, minH: 'tall' } } }
    expect(widgetLayoutProblems(widget)).toEqual([
      { path: 'layout.sm.x', reason: NOT_AN_INTEGER },
      { path: 'layout.lg.y', reason: NOT_AN_INTEGER },
      { path: 'layout.lg.w', reason: NOT_AN_INTEGER },
      { path: 'layout.lg.minH', reason: NOT_AN_INTEGER },
    ])
  })

  it('leaves what the schema reports to the schema: no layout, a layout that is no mapping, missing numbers', () => {
    expect(widgetLayoutProblems({ type: 'terms' })).toEqual([])
    expect(widgetLayoutProblems({ type: 'terms', layout: 'left' })).toEqual([])
    expect(widgetLayoutProblems({ type: 'terms', layout: { md: { x: 0 } } })).toEqual([])
    expect(widgetLayoutProblems('terms')).toEqual([])
  })
})
