import { combineSlices, configureStore } from '@reduxjs/toolkit'
import { describe, expect, it, vi } from 'vitest'
import { searchQuantities } from '../../../core/metainfo'
import { filterDefinitions } from '../../../core/search'
import { ApiClient } from '../../api'
import { createSearchContextSlice } from '../context'
import { CUSTOM_QUANTITIES_AGGREGATION } from '../menu'
import { dashboardDataFor, menuDataFor, type PageDataOptions } from './pageData'

/** The page's data over a client whose server answers `respond` (a real ApiClient, a stand-in fetch). */
function aPage(respond: (path: string, body: unknown) => { status?: number; body: unknown }) {
  const calls: { path: string; body: unknown }[] = []
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const path = String(input).replace('http://tessera/api/v1/', '')
    const body = JSON.parse(String(init?.body))
    calls.push({ path, body })
    const answer = respond(path, body)
    return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200, headers: { 'content-type': 'application/json' } })
  }
  const slice = createSearchContextSlice({ id: 'entries' })
  const store = configureStore({ reducer: combineSlices(slice) })
  const options: PageDataOptions = {
    state: slice.selectSlice(store.getState()),
    slice,
    dispatch: store.dispatch,
    filters: filterDefinitions(searchQuantities()),
    client: new ApiClient({ apiBase: 'http://tessera/api', fetch }),
    query: { owner: 'visible', query: { 'results.material.elements:all': ['O'] } },
    resource: 'entries',
    loggedIn: false,
    setFilter: vi.fn(),
    openEntry: vi.fn(),
  }
  return { options, calls }
}

describe('what the filter menu asks the API', () => {
  it('verifies an OPTIMADE filter: accepted, or the parser message of a 422 (spec 2 §5.4)', async () => {
    const { options, calls } = aPage((_path, body) =>
      (body as { query: { optimade_filter: string } }).query.optimade_filter.includes('HAS ALL')
        ? { status: 422, body: { detail: [{ loc: ['optimade_filter'], msg: 'Could not parse optimade filter: unexpected end', type: 'value_error' }] } }
        : { body: { pagination: { total: 3 }, data: [] } })
    const menu = menuDataFor(options)
    expect(await menu.verifyOptimade!('elements HAS "Si"')).toBeUndefined()
    expect(await menu.verifyOptimade!('elements HAS ALL')).toMatch(/Could not parse optimade filter: unexpected end/)
    expect(calls[0]).toMatchObject({ path: 'entries/query', body: { owner: 'public', query: { optimade_filter: 'elements HAS "Si"' } } })
  })

  it("discovers the custom quantities from the terms of search_quantities.id and their examples", async () => {
    const { options, calls } = aPage(() => ({
      body: {
        pagination: { total: 4 },
        data: [],
        aggregations: {
          [CUSTOM_QUANTITIES_AGGREGATION]: {
            terms: {
              data: [{ value: 'data.thickness#thin_film.ThinFilmSample', count: 4, nested_count: 4, entries: [{ search_quantities: { id: 'data.thickness#thin_film.ThinFilmSample', definition: 'thin_film.ThinFilmSample.thickness', float_value: 80 } }] }],
            },
          },
        },
      },
    }))
    const found = await menuDataFor(options).customQuantities!()
    expect(found).toEqual([{ id: 'data.thickness#thin_film.ThinFilmSample', dtype: 'float', definition: 'thin_film.ThinFilmSample.thickness' }])
    expect(calls[0].body).toMatchObject({
      owner: 'visible',
      pagination: { page_size: 0 },
      aggregations: { [CUSTOM_QUANTITIES_AGGREGATION]: { terms: { quantity: 'search_quantities.id', size: 1000 } } },
    })
  })
})

describe('what the dashboard asks the API', () => {
  it('fetches scatter hits of the current query with only the quantities plotted and the entry id', async () => {
    const { options, calls } = aPage(() => ({ body: { pagination: { total: 1 }, data: [{ entry_id: 'e1', results: { material: { n_elements: 2 } } }] } }))
    const data = dashboardDataFor(options)
    expect(await data.fetchHits(['results.material.n_elements'], 1000)).toEqual([{ entry_id: 'e1', results: { material: { n_elements: 2 } } }])
    expect(calls[0]).toEqual({
      path: 'entries/query',
      body: {
        owner: 'visible',
        query: { 'results.material.elements:all': ['O'] },
        pagination: { page_size: 1000, order: 'asc' },
        required: { include: ['results.material.n_elements', 'entry_id'] },
      },
    })
    expect(data.queryKey).toBe(JSON.stringify(options.query))
  })
})
