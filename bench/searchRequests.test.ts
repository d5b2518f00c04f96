import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { searchQuantities } from '../src/core/metainfo'
import { parseSearchRequest } from '../src/server/search/request'
import { seedDataDir } from '../tests/helpers/pgliteTemplate'
import { testServer, type TestServer } from '../tests/helpers/server'
import { bodyOf, post, seedStore } from './search'
import { menuAggregations, SEARCH_REQUESTS, widgetAggregations } from './searchRequests'

type Json = Record<string, unknown>

const byName = (name: string) => {
  const request = SEARCH_REQUESTS.find((r) => r.name === name)
  if (!request) throw new Error(`no request ${name}`)
  return request
}
const aggregationsOf = (name: string) => byName(name).body.aggregations as Record<string, Record<string, Json>>

describe('the search benchmark requests', () => {
  it('are valid search requests', () => {
    const quantities = searchQuantities()
    for (const request of SEARCH_REQUESTS) {
      const resource = request.path.includes('/materials/') ? 'materials' : 'entries'
      const parsed = parseSearchRequest(request.body, { resource, quantities })
      expect({ name: request.name, ok: parsed.ok, problems: parsed.ok ? undefined : parsed.detail }).toEqual({ name: request.name, ok: true, problems: undefined })
    }
  })

  it('ask for the first page as the Entries app does: visible entries, 20 by upload time, without quantities, sections and files', () => {
    const { body } = byName('first-page')
    expect(body.owner).toBe('visible')
    expect(body.query).toEqual({})
    expect(body.pagination).toEqual({ order_by: 'upload_create_time', order: 'desc', page_size: 20 })
    expect(body.required).toEqual({ exclude: ['quantities', 'sections', 'files'] })
  })

  it('request the menu widgets as NOMAD’s GUI does', () => {
    const aggregations = aggregationsOf('first-page')
    expect(aggregations['results.material.elements:default']).toEqual({
      terms: { exclude_from_search: false, update: true, size: 119, type: 'terms', changed: true, quantity: 'results.material.elements' },
    })
    // Integers by 1, other numbers and times in 30 buckets; a histogram's first load ignores its own filter.
    expect(aggregations['results.material.n_elements:default_histogram'].histogram).toMatchObject({ interval: 1, exclude_from_search: true })
    expect(aggregations['upload_create_time:default_histogram'].histogram).toMatchObject({ buckets: 30, exclude_from_search: true })
    // Enums with few values: all of them, as include; one value per entry: exclusive.
    expect(aggregations['results.material.symmetry.crystal_system:scroll'].terms).toMatchObject({
      size: 7, include: ['triclinic', 'monoclinic', 'orthorhombic', 'tetragonal', 'trigonal', 'hexagonal', 'cubic'], exclude_from_search: true,
    })
    expect(aggregations['results.material.structural_type:scroll'].terms.include).not.toContain('not processed')
    // Free strings: the top 5, or the item's number of options; lists are not exclusive.
    expect(aggregations['results.method.simulation.program_name:scroll'].terms).toMatchObject({ size: 5, exclude_from_search: true })
    expect(aggregations['results.method.simulation.dft.xc_functional_names:scroll'].terms).toMatchObject({ size: 5, exclude_from_search: false })
    expect(aggregations['results.material.symmetry.structure_name:scroll'].terms).not.toHaveProperty('include')
    expect(aggregations['results.properties.electronic.band_structure_electronic.spin_polarized:scroll'].terms).toMatchObject({ size: 2, include: ['false', 'true'] })
    expect(aggregations['electronic_properties:scroll'].terms).toMatchObject({ quantity: 'results.properties.available_properties', size: 3, exclude_from_search: false })
    // Items with no options and fixed options without statistics ask nothing.
    expect(Object.keys(aggregations)).not.toContain('results.material.chemical_formula_hill:scroll')
    expect(Object.keys(aggregations)).not.toContain('results.method.method_name:scroll')
  })

  it('do not ask again for the counts of an exclusive filter the query sets', () => {
    expect(aggregationsOf('program-VASP')).not.toHaveProperty(['results.method.simulation.program_name:scroll'])
    expect(aggregationsOf('band-gap-1-3-eV')).not.toHaveProperty(['results.properties.electronic.band_structure_electronic.band_gap.value:default_histogram'])
    expect(aggregationsOf('elements-O')).toHaveProperty(['results.material.elements:default'])
  })

  it('open one submenu with its aggregations alone', () => {
    const { body } = byName('open-elements-menu')
    expect(body.pagination).toEqual({ page_size: 0 })
    expect(Object.keys(body.aggregations as Json).sort()).toEqual(['results.material.elements:default', 'results.material.n_elements:default_histogram'])
  })

  it('refuse widgets and submenus that do not exist', () => {
    expect(() => widgetAggregations({ terms: 'results.material.no_such_quantity' })).toThrow('results.material.no_such_quantity is not a search quantity.')
    expect(() => menuAggregations(['No such menu'])).toThrow('The Entries menu has no submenu No such menu.')
  })

  it('continue a page only from an answer with a next page', () => {
    expect(() => bodyOf(byName('page-2'), new Map())).toThrow('page-2 continues first-page-hits, whose answer has no next_page_after_value.')
    const body = bodyOf(byName('page-2'), new Map([['first-page-hits', { pagination: { next_page_after_value: '1700000000000:abc' } }]]))
    expect(body.pagination).toMatchObject({ page_size: 20, page_after_value: '1700000000000:abc' })
  })
})

describe('the search benchmark requests on a seeded server', () => {
  let dataDir: string
  let server: TestServer
  const answers = new Map<string, Json>()

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'tessera-bench-search-'))
    await seedDataDir(dataDir)
    await seedStore({ entries: 300, dataDir, quiet: true })
    server = await testServer({ dataDir })
  }, 120_000)

  afterAll(async () => {
    await server?.dispose()
    await rm(dataDir, { recursive: true, force: true })
  })

  it.each(SEARCH_REQUESTS.map((request) => [request.name, request] as const))('%s answers 200 with every aggregation it asks for', async (_, request) => {
    const body = bodyOf(request, answers)
    const { status, text } = await post(server.origin, request.path, body)
    expect({ status, text: status === 200 ? '' : text }).toEqual({ status: 200, text: '' })
    const answer = JSON.parse(text) as Json
    answers.set(request.name, answer)
    const asked = body.aggregations as Record<string, Json>
    const got = (answer.aggregations ?? {}) as Record<string, Json>
    expect(Object.keys(got).sort()).toEqual(Object.keys(asked).sort())
    for (const [name, aggregation] of Object.entries(asked)) {
      const [type] = Object.keys(aggregation)
      expect(Object.keys(got[name]), name).toEqual([type])
      expect(Array.isArray((got[name][type] as Json).data), name).toBe(true)
    }
    const pageSize = (body.pagination as Json).page_size as number
    expect((answer.data as unknown[]).length).toBeLessThanOrEqual(pageSize)
    expect(typeof (answer.pagination as Json).total).toBe('number')
  })

  it('page-2 continues where first-page-hits ended', () => {
    const first = answers.get('first-page-hits')?.data as { entry_id: string }[] | undefined
    const second = answers.get('page-2')?.data as { entry_id: string }[] | undefined
    expect(first?.length).toBe(20)
    expect(second?.length).toBeGreaterThan(0)
    const seen = new Set(first?.map((hit) => hit.entry_id))
    expect(second?.filter((hit) => seen.has(hit.entry_id))).toEqual([])
  })
})
