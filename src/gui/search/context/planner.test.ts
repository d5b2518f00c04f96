import { describe, expect, it } from 'vitest'
import { afterApplied, planSearch, type SearchInputs, type SentState } from './planner'
import { ENTRIES_REQUIRED } from './searchContextSlice'
import { elementsTerms, nElementsHistogram, someInputs } from './testing/builders'
import type { AggregationRequest } from './types'

/** The memory after sending a plan for each step in turn. */
function historyOf(steps: SearchInputs[]): SentState | undefined {
  let sent: SentState | undefined
  for (const step of steps) {
    const plan = planSearch(sent, step)
    if (plan.send) sent = plan.sent
  }
  return sent
}

const base = someInputs()
const elementsO = someInputs({ filters: { 'results.material.elements': { all: ['O'] } } })
const nElements2 = someInputs({ filters: { 'results.material.n_elements': { gte: 2 } } })
const both = someInputs({
  filters: { 'results.material.elements': { all: ['O'] }, 'results.material.n_elements': { gte: 2 } },
})
const withAggregations = (inputs: SearchInputs, aggregations: Record<string, AggregationRequest>): SearchInputs => ({
  ...inputs,
  aggregations,
})
const hidden = (aggregation: AggregationRequest): AggregationRequest => ({ ...aggregation, update: false })
const paged = (inputs: SearchInputs, cursor: string): SearchInputs => ({
  ...inputs,
  pagination: { ...inputs.pagination, page_after_value: cursor },
})

const ALL = ['elements:default', 'n_elements:default']

describe('planSearch: what a change sends (spec 2 §4.1)', () => {
  it.each<[string, SearchInputs[], SearchInputs, false | { urgency: string; hits: string; aggregations: string[] }]>([
    ['the first request asks for hits and every aggregation at once', [], base, { urgency: 'now', hits: 'replace', aggregations: ALL }],
    ['nothing changed: nothing is sent', [base], base, false],
    ['a filter changed: debounced, hits and aggregations', [base], elementsO, { urgency: 'debounce', hits: 'replace', aggregations: ALL }],
    [
      'only the exclusive filter changed: its own aggregation is not refreshed',
      [base],
      nElements2,
      { urgency: 'debounce', hits: 'replace', aggregations: ['elements:default'] },
    ],
    [
      'the exclusive filter changed again: still not refreshed',
      [base, nElements2],
      someInputs({ filters: { 'results.material.n_elements': { gte: 3 } } }),
      { urgency: 'debounce', hits: 'replace', aggregations: ['elements:default'] },
    ],
    [
      'another filter changed after the exclusive one: refreshed',
      [base, nElements2],
      both,
      { urgency: 'debounce', hits: 'replace', aggregations: ALL },
    ],
    [
      'the exclusive filter was cleared again: its counts still hold',
      [base, nElements2],
      base,
      { urgency: 'debounce', hits: 'replace', aggregations: ['elements:default'] },
    ],
    [
      'the owner changed without a filter change: everything is refreshed',
      [base],
      someInputs({ owner: 'public' }),
      { urgency: 'debounce', hits: 'replace', aggregations: ALL },
    ],
    [
      'the order changed: hits only, at once',
      [elementsO],
      { ...elementsO, pagination: { ...elementsO.pagination, order_by: 'entry_name', order: 'asc' } },
      { urgency: 'now', hits: 'replace', aggregations: [] },
    ],
    [
      'the page size changed: hits only, at once',
      [base],
      { ...base, pagination: { ...base.pagination, page_size: 50 } },
      { urgency: 'now', hits: 'replace', aggregations: [] },
    ],
    [
      'the metadata projection changed: hits only, at once',
      [base],
      { ...base, required: { include: ['entry_id'] } },
      { urgency: 'now', hits: 'replace', aggregations: [] },
    ],
    ['a page_after_value: the next page, appended, without aggregations', [base], paged(base, 'c1'), { urgency: 'now', hits: 'append', aggregations: [] }],
    ['the page after that', [base, paged(base, 'c1')], paged(base, 'c2'), { urgency: 'now', hits: 'append', aggregations: [] }],
    ['the same page_after_value again: nothing is sent', [base, paged(base, 'c1')], paged(base, 'c1'), false],
    [
      'a filter changed after paging: the first page replaces, with aggregations',
      [base, paged(base, 'c1')],
      elementsO,
      { urgency: 'debounce', hits: 'replace', aggregations: ALL },
    ],
    [
      'a page_after_value with a changed query is not a next page',
      [base],
      paged(elementsO, 'c1'),
      { urgency: 'debounce', hits: 'replace', aggregations: ALL },
    ],
    [
      "an aggregation's settings changed: that aggregation only, without hits, at once",
      [base],
      withAggregations(base, { ...base.aggregations, 'elements:default': { ...elementsTerms, settings: { size: 10 } } }),
      { urgency: 'now', hits: 'keep', aggregations: ['elements:default'] },
    ],
    [
      'an aggregation was added: that aggregation only',
      [base],
      withAggregations(base, { ...base.aggregations, 'program:0': { type: 'terms', quantity: 'results.method.simulation.program_name' } }),
      { urgency: 'now', hits: 'keep', aggregations: ['program:0'] },
    ],
    ['an aggregation was removed: nothing is sent', [base], withAggregations(base, { 'elements:default': elementsTerms }), false],
    [
      'a hidden aggregation (update false) is not asked for',
      [],
      withAggregations(base, { 'elements:default': elementsTerms, 'n_elements:default': hidden(nElementsHistogram) }),
      { urgency: 'now', hits: 'replace', aggregations: ['elements:default'] },
    ],
    [
      'an aggregation hidden, then shown with the same query: its data still holds',
      [base, withAggregations(base, { ...base.aggregations, 'elements:default': hidden(elementsTerms) })],
      base,
      false,
    ],
    [
      'an aggregation shown again after the query changed while it was hidden: asked for',
      [base, withAggregations(elementsO, { ...base.aggregations, 'n_elements:default': hidden(nElementsHistogram) })],
      elementsO,
      { urgency: 'now', hits: 'keep', aggregations: ['n_elements:default'] },
    ],
  ])('%s', (_name, history, next, expected) => {
    const plan = planSearch(historyOf(history), next)
    if (expected === false) {
      expect(plan.send).toBe(false)
      return
    }
    expect(plan.send && { urgency: plan.urgency, hits: plan.hits, aggregations: plan.aggregations }).toEqual(expected)
  })
})

describe('planSearch: the request body', () => {
  it('carries owner, query, the first page, the metadata projection and the aggregations by name', () => {
    const plan = planSearch(undefined, paged(elementsO, 'stale-cursor'))
    expect(plan.send && plan.request).toEqual({
      owner: 'visible',
      query: { 'results.material.elements': { all: ['O'] } },
      pagination: { order_by: 'upload_create_time', order: 'desc', page_size: 20 },
      required: ENTRIES_REQUIRED,
      aggregations: {
        'elements:default': { terms: { quantity: 'results.material.elements', exclude_from_search: false, size: 119 } },
        'n_elements:default': {
          histogram: { quantity: 'results.material.n_elements', exclude_from_search: true, interval: 1 },
        },
      },
    })
  })

  it('asks for the next page with its page_after_value and no aggregations', () => {
    const plan = planSearch(historyOf([base]), paged(base, 'c1'))
    expect(plan.send && plan.request).toMatchObject({
      pagination: { order_by: 'upload_create_time', order: 'desc', page_size: 20, page_after_value: 'c1' },
      aggregations: {},
    })
  })

  it('asks for aggregations alone with page size 0 and no metadata, as NOMAD does', () => {
    const next = withAggregations(base, { ...base.aggregations, 'elements:default': { ...elementsTerms, settings: { size: 10 } } })
    const plan = planSearch(historyOf([base]), next)
    expect(plan.send && plan.request).toEqual({
      owner: 'visible',
      query: {},
      pagination: { page_size: 0 },
      required: { include: [] },
      aggregations: { 'elements:default': { terms: { quantity: 'results.material.elements', exclude_from_search: false, size: 10 } } },
    })
  })

  it('sends a statistics aggregation without quantity and exclude_from_search', () => {
    const plan = planSearch(undefined, withAggregations(base, { stats: { type: 'statistics', settings: { metrics: ['n_uploads'] } } }))
    expect(plan.send && plan.request.aggregations).toEqual({ stats: { statistics: { metrics: ['n_uploads'] } } })
  })

  it('does not send the update flag', () => {
    const plan = planSearch(undefined, withAggregations(base, { 'elements:default': { ...elementsTerms, update: true } }))
    expect(plan.send && plan.request.aggregations['elements:default']).toEqual({
      terms: { quantity: 'results.material.elements', exclude_from_search: false, size: 119 },
    })
  })

  it('treats a filter set to an equal value (keys in another order) as no change', () => {
    const before = someInputs({ filters: { 'results.material.n_elements': { gte: 2, lte: 4 } } })
    const after = someInputs({ filters: { 'results.material.n_elements': { lte: 4, gte: 2 } } })
    expect(planSearch(historyOf([before]), after).send).toBe(false)
  })
})

describe('afterApplied: what the shown results account for', () => {
  it('takes hits and the asked aggregations from an applied plan', () => {
    const plan = planSearch(undefined, base)
    if (!plan.send) throw new Error('expected a request')
    expect(afterApplied(undefined, plan)).toEqual(plan.sent)
  })

  it('keeps the hits shown when an aggregation-only response is applied', () => {
    const first = planSearch(undefined, base)
    if (!first.send) throw new Error('expected a request')
    const shown = afterApplied(undefined, first)
    const next = withAggregations(base, { ...base.aggregations, 'program:0': { type: 'terms', quantity: 'results.method.simulation.program_name' } })
    const second = planSearch(first.sent, next)
    if (!second.send) throw new Error('expected a request')
    const applied = afterApplied(shown, second)
    expect(applied.hits).toBe(shown.hits)
    expect(Object.keys(applied.aggregations).sort()).toEqual([...ALL, 'program:0'].sort())
  })

  it('after a lost request, the next plan asks again for what it carried', () => {
    const first = planSearch(undefined, base)
    if (!first.send) throw new Error('expected a request')
    const shown = afterApplied(undefined, first)
    const lost = planSearch(first.sent, elementsO)
    if (!lost.send) throw new Error('expected a request')
    // The runner falls back to `shown` when `lost` fails; the same query is asked again.
    const retry = planSearch(shown, elementsO)
    expect(retry.send && { hits: retry.hits, aggregations: retry.aggregations }).toEqual({ hits: 'replace', aggregations: ALL })
  })
})
