// Result columns and plot paths in real JMESPath (issue 19 item 12), evaluated by the
// jmespath package: projections, slices, filters, functions, multiselects, pipes; and
// what an invalid expression or a wrong function argument gives.
import { beforeAll, describe, expect, it } from 'vitest'
import type { JsonObject } from '../context'
import { evaluateJmesPath, isDottedPath, loadJmesPath } from './jmespath'
import { valuesAt } from './values'

const eV = 1.602176634e-19
const hit: JsonObject = {
  entry_id: 'e1',
  authors: [{ name: 'Ada Lovelace' }, { name: 'Alan Turing' }, { name: 'Grace Hopper' }],
  results: {
    material: { elements: ['O', 'Si'], topology: [{ label: 'original', cell: { a: 5e-10 } }, { label: 'conventional', cell: { a: 5.4e-10 } }] },
    properties: {
      electronic: { band_gap: [{ type: 'direct', value: 1.1 * eV }, { type: 'indirect', value: 0.6 * eV }, { type: 'direct', value: 2.3 * eV }] },
      catalytic: { reaction: { reaction_conditions: { temperature: [450, 520, 480] } } },
    },
  },
}

// Not `() => loadJmesPath()`: a function beforeAll resolves to is run as its teardown.
beforeAll(async () => {
  await loadJmesPath()
})

describe('JMESPath expressions on a hit', () => {
  it.each([
    // [expression, values]
    ['authors[0].name', ['Ada Lovelace']],
    ['authors[-1].name', ['Grace Hopper']],
    ['authors[*].name', ['Ada Lovelace', 'Alan Turing', 'Grace Hopper']],
    ['authors[1:].name', ['Alan Turing', 'Grace Hopper']],
    ['authors[::-1].name | [0]', ['Grace Hopper']],
    ["results.properties.electronic.band_gap[?type=='direct'].value", [1.1 * eV, 2.3 * eV]],
    ["results.material.topology[?label=='conventional'].cell.a | [0]", [5.4e-10]],
    ['max(results.properties.catalytic.reaction.reaction_conditions.temperature)', [520]],
    ['min_by(results.properties.electronic.band_gap, &value).type', ['indirect']],
    ['length(authors)', [3]],
    ['sort(authors[*].name)[-1]', ['Grace Hopper']],
    ["join(', ', results.material.elements)", ['O, Si']],
    ["contains(results.material.elements, 'Si')", [true]],
    ['avg(results.properties.catalytic.reaction.reaction_conditions.temperature)', [1450 / 3]],
    ['results.material.elements[]', ['O', 'Si']],
    ['results.missing[0].deeper', []],
  ])('%s gives %j', (expression, values) => {
    expect(valuesAt(hit, expression)).toEqual(values)
  })

  it('keeps objects a multiselect makes, for formats of their own', () => {
    expect(valuesAt(hit, '{first: authors[0].name, n: length(authors)}')).toEqual([{ first: 'Ada Lovelace', n: 3 }])
  })

  it.each([
    ['authors[', 'a syntax error'],
    ['max(authors[*].name', 'an unclosed call'],
    ['sum(authors[*].name)', 'a function given strings for numbers'],
    ['no_such_function(authors)', 'an unknown function'],
  ])('%j (%s) is invalid and shows nothing', (expression) => {
    expect(evaluateJmesPath(hit, expression)).toEqual({ kind: 'invalid' })
    expect(valuesAt(hit, expression)).toEqual([])
  })

  it('reads a dotted path through lists of sections, as search quantities do (no package needed)', () => {
    expect(isDottedPath('authors.name')).toBe(true)
    expect(isDottedPath('authors[0].name')).toBe(false)
    expect(valuesAt(hit, 'authors.name')).toEqual(['Ada Lovelace', 'Alan Turing', 'Grace Hopper'])
    expect(valuesAt(hit, 'results.material.topology.cell.a')).toEqual([5e-10, 5.4e-10])
  })
})
