import { describe, expect, it } from 'vitest'
import { globMatcher, namesMatcher, regexMatcher, wildcardMatcher, type Compiled } from './pattern'

const test = (compiled: Compiled) => {
  if (!compiled.ok) throw new Error(compiled.msg)
  return compiled.test
}

describe('request patterns', () => {
  it.each([
    ['results.*', 'results.material.elements', true],
    ['results.*', 'results', false],
    ['*.elements', 'results.material.elements', true],
    ['*', '', true],
    ['a*b*c', 'aXbYc', true],
    ['a*b*c', 'aXbYcZ', false],
    ['a**c', 'ac', true],
    ['entry_id', 'entry_id', true],
    ['entry_id', 'entry_ids', false],
    [`${'*a'.repeat(20)}X`, 'a'.repeat(200), false],
  ])('wildcard %s against %s → %s', (pattern, text, expected) => {
    expect(wildcardMatcher(pattern)(text)).toBe(expected)
  })

  it.each([
    ['*.notes', 'sim1/a.notes', true],
    ['INCAR', 'sim1/POTINCAR', false],
    ['INCAR', 'sim1/INCAR', true],
    ['[!ab].notes', 'sim2/c.notes', true],
    ['[!ab].notes', 'sim2/b.notes', false],
    ['sim*.out', 'sim2/b.out', true],
    ['a?c', 'x/abc', true],
    ['[', 'x/[', true],
    ['(a)', 'x/(a)', true],
  ])('glob %s against %s → %s', (glob, path, expected) => {
    expect(test(globMatcher(glob))(path)).toBe(expected)
  })

  it.each([
    ['INCAR$', 'sim1/POTINCAR', true],
    ['^sim2/.*\\.out$', 'sim2/b.out', true],
    ['(?P<code>vasp|aims)', 'runs/aims.out', true],
    ['(?i)incar', 'sim1/INCAR', true],
    ['(a+)+$', `${'a'.repeat(5000)}!`, false],
  ])('regex %s searched in %s → %s', (source, path, expected) => {
    expect(test(regexMatcher(source))(path)).toBe(expected)
  })

  it('names match a whole path or its end after a slash', () => {
    const matches = namesMatcher(['INCAR', 'run/OUTCAR'])
    expect(['INCAR', 'a/INCAR', 'a/POTINCAR', 'x/run/OUTCAR', 'xrun/OUTCAR'].map(matches)).toEqual([true, true, false, true, false])
  })
})
