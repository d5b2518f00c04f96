// @vitest-environment jsdom
// The metainfo browser (spec 3 §2.4) in the app, over a fake server holding one
// upload-defined schema: the root lane, search, the source selector, cards per kind,
// navigation by URL, usage, and the model behind them.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { fakeFetch, jsonResponse } from '../../app/testing/fakeFetch'
import { currentPath, renderApp } from '../../app/testing/renderApp'
import { definitionsHash, type JsonObject } from '../../metainfo'
import { CardHeader } from './cards'
import { NOT_USED, SHOW_USAGE, UNKNOWN_DEFINITION_TYPE } from './messages'
import { MetainfoModel, matchOptions, ROOT_SECTION, sourceLabel, UPLOAD_SOURCE } from './model'
import { metainfoUrl } from './urls'
import { render } from '@testing-library/react'

afterEach(cleanup)

const SCHEMA_ENTRY = 'schema-entry-1'
const definitions: JsonObject = {
  name: 'Thin-film samples',
  section_definitions: [
    {
      name: 'ThinFilmSample',
      base_sections: ['nomad.datamodel.metainfo.eln.Sample'],
      extends_base_section: false,
      quantities: [
        { name: 'thickness', description: 'Film thickness.', type: { type_kind: 'numpy', type_data: 'float64' }, unit: 'nm', m_annotations: { eln: { component: 'NumberEditQuantity', defaultDisplayUnit: 'nm' } } },
      ],
      sub_sections: [],
    },
  ],
}
const HASH = definitionsHash(definitions)
const source = { entryId: SCHEMA_ENTRY, uploadId: 'up-1', definitions, hash: HASH, mainfile: 'thin_film.schema.archive.yaml', uploadName: 'Thin-film lab notebook' }

function server(usage: { value: string; count: number }[] = []) {
  const requests: unknown[] = []
  const fetch = fakeFetch({
    'entries/archive/query': () =>
      jsonResponse({
        data: [{ entry_id: SCHEMA_ENTRY, upload_id: 'up-1', archive: { definitions, metadata: { mainfile: source.mainfile, upload_name: source.uploadName } } }],
      }),
    'entries/query': ({ init }) => {
      requests.push(JSON.parse(String(init?.body)))
      return jsonResponse({ pagination: { total: usage.length }, aggregations: { usage: { terms: { data: usage } } } })
    },
  })
  return { fetch, requests }
}

// The page is a lazy chunk and each lane resolves its definition first.
// Package names may break after their dots (<wbr>), which jsdom reads as spaces in names.
const dotted = (text: string) => (name: string) => name.replace(/\s/g, '') === text
const lane = (name: string) => screen.findByRole('region', { name }, { timeout: 5000 })

describe('MetainfoModel', () => {
  const model = new MetainfoModel([source])

  it('lists built-in and upload packages by source, uploads by their hash', () => {
    expect(model.sources).toEqual(expect.arrayContaining(['nomad', 'runschema', UPLOAD_SOURCE]))
    expect(model.package(HASH)?.sections.map((s) => s.name)).toEqual(['ThinFilmSample'])
    expect(model.section(`entry_id:${SCHEMA_ENTRY}.ThinFilmSample`)?.name).toBe('ThinFilmSample')
  })

  it('knows inheriting sections (through schemas too), containers and references', () => {
    const sample = model.section('nomad.datamodel.metainfo.eln.Sample')!
    expect(model.inheritingSections(sample).map((s) => s.name)).toContain('ThinFilmSample')
    const archiveSection = model.section('nomad.datamodel.data.ArchiveSection')!
    expect(model.inheritingSections(archiveSection).map((s) => s.name)).toEqual(expect.arrayContaining(['Sample', 'ThinFilmSample']))
    expect(model.containersOf(model.section('nomad.datamodel.results.Results')!).map((c) => c.subSection.name)).toEqual(['results'])
    expect(model.rootSections().map((s) => s.qualifiedName)).not.toContain(ROOT_SECTION)
    expect(model.rootSections(UPLOAD_SOURCE).map((s) => s.name)).toEqual(['ThinFilmSample'])
  })

  it('offers sections and sub sections to the search, best matches first', () => {
    const found = matchOptions(model.searchOptions(), 'materi')
    expect(found[0].label).toMatch(/^material/i)
    expect(found.some((option) => option.kind === 'subSection' && option.path[1] === 'material')).toBe(true)
    expect(matchOptions(model.searchOptions(), '   ')).toEqual([])
  })

  it.each([
    ['electronicparsers', 'electronics'],
    ['nomad', 'nomad'],
  ])('labels the source %s as %s', (name, label) => {
    expect(sourceLabel(name)).toBe(label)
  })
})

describe('the metainfo browser', () => {
  it('lists Entry, the sources and the other root sections collapsed; search opens a definition path', async () => {
    const { router } = renderApp({ path: '/analyze/metainfo', fetch: server().fetch })
    const root = await lane('Metainfo')
    expect(within(root).getByRole('link', { name: 'Entry' })).toBeTruthy()
    expect(within(root).getByRole('link', { name: dotted('nomad.datamodel.results') })).toBeTruthy()
    expect(within(root).getByRole('link', { name: /Thin-film samples/ })).toBeTruthy()
    const others = within(root).getByRole('button', { name: /Other root sections/ })
    expect(others.getAttribute('aria-expanded')).toBe('false')
    // The source selector narrows the packages.
    fireEvent.change(within(root).getByRole('combobox', { name: 'Source' }), { target: { value: UPLOAD_SOURCE } })
    expect(within(root).queryByRole('link', { name: dotted('nomad.datamodel.results') })).toBeNull()
    fireEvent.change(within(root).getByRole('combobox', { name: 'Source' }), { target: { value: 'all' } })
    fireEvent.change(within(root).getByRole('searchbox', { name: 'Search definitions' }), { target: { value: 'Results' } })
    fireEvent.click(within(root).getAllByRole('option').find((option) => option.textContent?.startsWith('Results'))!)
    expect(currentPath(router)).toBe('/analyze/metainfo/nomad.datamodel.results.Results')
    const results = await lane('Results')
    expect(within(results).getByRole('heading', { name: 'Results' })).toBeTruthy()
    expect(within(within(results).getByRole('region', { name: 'Sub section definitions' })).getByRole('link', { name: 'material' })).toBeTruthy()
  })

  it('opens a custom schema section by hash, its quantity card with type, unit and annotations, and usage', async () => {
    const { fetch, requests } = server([{ value: 'data.thickness', count: 3 }])
    renderApp({ path: `/analyze/metainfo/${HASH}/ThinFilmSample/thickness`, fetch })
    const section = await lane('ThinFilmSample')
    expect(within(section).getByText('section')).toBeTruthy()
    const bases = within(section).getByRole('region', { name: 'Base sections' })
    expect(within(bases).getByRole('link', { name: 'Sample' }).getAttribute('href')).toBe('/analyze/metainfo/nomad.datamodel.metainfo.eln.Sample')
    // Inherited quantities are listed with the own ones.
    const quantities = within(section).getByRole('region', { name: 'Quantity definitions' })
    expect(within(quantities).getByRole('link', { name: 'lab_id' })).toBeTruthy()
    const quantity = await lane('thickness')
    expect(within(quantity).getByText('quantity')).toBeTruthy()
    expect(within(quantity).getByText('float64')).toBeTruthy()
    expect(within(quantity).getByRole('region', { name: 'Definition' }).textContent).toContain('"defaultDisplayUnit": "nm"')
    fireEvent.click(within(quantity).getByRole('button', { name: SHOW_USAGE }))
    expect(await within(quantity).findByText('data.thickness')).toBeTruthy()
    expect(requests).toEqual([expect.objectContaining({ query: { sections: `entry_id:${SCHEMA_ENTRY}.ThinFilmSample` }, aggregations: { usage: { terms: { quantity: 'quantities', size: 100 } } } })])
  })

  it("says when a definition is not used, and reads sections by entry_id under /metainfo", async () => {
    renderApp({ path: `/metainfo/entry_id!c${SCHEMA_ENTRY}.ThinFilmSample`, fetch: server().fetch })
    const section = await lane('ThinFilmSample')
    fireEvent.click(within(section).getByRole('button', { name: SHOW_USAGE }))
    await waitFor(() => expect(within(section).getByText(NOT_USED)).toBeTruthy())
    expect(within(section).getByRole('link', { name: /^thickness/ }).getAttribute('href')).toMatch(/^\/metainfo\/entry_id!c/)
  })

  it('opens at a link made by metainfoUrl', async () => {
    const url = metainfoUrl(`entry_id:${SCHEMA_ENTRY}.ThinFilmSample`, 'thickness')
    expect(url).toBe(`/analyze/metainfo/entry_id!c${SCHEMA_ENTRY}.ThinFilmSample/thickness`)
    renderApp({ path: url, fetch: server().fetch })
    expect(within(await lane('thickness')).getAllByText('nm', { selector: 'dd' })).toHaveLength(2)
  })

  it('tells an unknown definition path', async () => {
    renderApp({ path: '/analyze/metainfo/nomad.datamodel.results.Results/no_such_thing', fetch: server().fetch })
    expect(await screen.findByText('The item "no_such_thing" could not be found.')).toBeTruthy()
  })
})

describe('cards', () => {
  it.each([
    ['section', false, 'section'],
    ['section', true, 'extension'],
    ['subSection', false, 'sub section'],
    ['category', false, 'category'],
    ['attribute', false, 'attribute'],
  ])('heads a %s card', (kind, extension, text) => {
    render(<CardHeader kind={kind} name="X" extension={extension} />)
    expect(screen.getByText(text)).toBeTruthy()
  })

  it('reads an unknown kind as an unknown definition type', () => {
    render(<CardHeader kind="widget" name="X" />)
    expect(screen.getByText(UNKNOWN_DEFINITION_TYPE)).toBeTruthy()
  })
})
