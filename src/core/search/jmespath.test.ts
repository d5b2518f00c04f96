import { describe, expect, it } from 'vitest'
import { checkJmesPathTarget, INVALID_JMESPATH, looksLikeJmesPath, parseJmesPathTarget } from './jmespath'
import { CELL_A, N_ELEMENTS, testFilters } from './testing'

const filters = testFilters()
const TOPOLOGY = 'results.material.topology'

describe('JMESPath targets', () => {
  it.each([
    [`${TOPOLOGY}[0].cell.a`, { kind: 'index', index: 0 }],
    [`${TOPOLOGY}[-1].cell.a`, { kind: 'index', index: -1 }],
    [`${TOPOLOGY}[*].cell.a`, { kind: 'all' }],
    [`${TOPOLOGY}[].cell.a`, { kind: 'flatten' }],
    [`${TOPOLOGY}[1:3].cell.a`, { kind: 'slice', text: '1:3' }],
    [`${TOPOLOGY}[::2].cell.a`, { kind: 'slice', text: '::2' }],
    [`${TOPOLOGY}[?label=='original'].cell.a`, { kind: 'filter', text: "label=='original'" }],
  ])('reads %s', (text, selection) => {
    expect(parseJmesPathTarget(text)).toMatchObject({ quantity: CELL_A, selections: [{ path: TOPOLOGY, selection }] })
  })

  it('reads the fields a filter expression uses', () => {
    expect(parseJmesPathTarget(`${TOPOLOGY}[?label=='original' && cell.a > \`1\`].cell.a`)?.extras).toEqual([
      `${TOPOLOGY}.label`,
      `${TOPOLOGY}.cell.a`,
    ])
  })

  it('keeps the schema of a dynamic quantity', () => {
    expect(parseJmesPathTarget('data.count#entry_id:abc.Sample')).toEqual({
      quantity: 'data.count#entry_id:abc.Sample',
      selections: [],
      extras: [],
    })
  })

  it.each(['', 'a..b', 'a.', '.a', '1a', 'a[0', 'a[x]', 'a[0]b', 'a[?]', "a[?x=='y]", 'a b', 'a#'])('refuses %j', (text) => {
    expect(parseJmesPathTarget(text)).toBeUndefined()
  })

  it.each([
    [N_ELEMENTS, false],
    ['data.count#entry_id:abc.Sample', false],
    [`${TOPOLOGY}[0].cell.a`, true],
    ['authors[*].name', true],
  ])('tells whether %s needs JMESPath: %s', (text, jmespath) => {
    expect(looksLikeJmesPath(text)).toBe(jmespath)
  })
})

describe('checking a target', () => {
  const repeatable = `The quantity "${CELL_A}" is contained in at least one repeatable section. Please use JMESPath syntax to select one or more target sections.`

  it.each([
    ['invalid syntax', `${TOPOLOGY}[0.cell.a`, {}, INVALID_JMESPATH],
    ['an unknown quantity', `${TOPOLOGY}[0].cell.b`, {}, `The quantity "${TOPOLOGY}.cell.b" is not available.`],
    ['an unknown field in a filter', `${TOPOLOGY}[?nothing].cell.a`, {}, `The quantity "${TOPOLOGY}.nothing" is not available.`],
    ['a repeating quantity without selection where one value is needed', CELL_A, { selectionRequired: true }, repeatable],
  ])('reports %s', (_, text, options, error) => {
    expect(checkJmesPathTarget(filters, text, options)).toEqual({ ok: false, error })
  })

  it.each([
    ['a selection of sections', `${TOPOLOGY}[0].cell.a`, { selectionRequired: true }],
    ['a repeating quantity where several values are fine', CELL_A, {}],
    ['a quantity outside repeating sections', N_ELEMENTS, { selectionRequired: true }],
  ])('accepts %s', (_, text, options) => {
    expect(checkJmesPathTarget(filters, text, options).ok).toBe(true)
  })
})
