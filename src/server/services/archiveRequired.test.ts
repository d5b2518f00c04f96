import { describe, expect, it } from 'vitest'
import { applyRequired, validateRequired } from './archiveRequired'

const archive = {
  metadata: { entry_id: 'e', mainfile: 'm' },
  results: { material: { elements: ['O', 'Si'] } },
  run: [{ program: { name: 'VASP' }, calculation: [{ n: 0 }, { n: 1 }, { n: 2 }], system: [{ s: 0 }, { s: 1 }, { s: 2 }] }],
}

describe('required', () => {
  it.each([
    ['"*" answers everything', '*', archive],
    ['a section', { metadata: '*' }, { metadata: archive.metadata }],
    ['a nested quantity', { results: { material: { elements: '*' } } }, { results: { material: { elements: ['O', 'Si'] } } }],
    ['the last item of a repeated section', { run: { 'calculation[-1]': '*' } }, { run: [{ calculation: [{ n: 2 }] }] }],
    ['a slice of a repeated section', { run: { 'system[0:2]': '*' } }, { run: [{ system: [{ s: 0 }, { s: 1 }] }] }],
    ['everything but one section', { '*': '*', run: 'exclude' }, { metadata: archive.metadata, results: archive.results }],
    ['nothing of an absent section', { workflow2: '*' }, {}],
  ])('selects %s', (_case, required, expected) => {
    expect(applyRequired(archive, validateRequired(required))).toEqual(expected)
  })

  it.each([
    [{ metadata: 'everything' }, ['required', 'metadata']],
    [{ 'run[x]': '*' }, ['required', 'run[x]']],
    [42, ['required']],
    [{ 'resolve-inplace': 'yes' }, ['required', 'resolve-inplace']],
  ])('refuses %j at %j', (required, loc) => {
    try {
      validateRequired(required)
      expect.unreachable()
    } catch (error) {
      expect((error as { problems: { loc: unknown }[] }).problems[0].loc).toEqual(loc)
    }
  })
})
