// @vitest-environment jsdom
// The archive browser on the entry page's data tab (spec 3 §2.3, §8, §9): lanes from the
// URL, units in the chosen system, lists in windows, the switches, references, matrices,
// and malformed archives.
import { cleanup, configure, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { JsonObject } from '../../../core/archive'
import { currentPath, renderApp } from '../../app/testing/renderApp'
import { fakeFetch, jsonResponse } from '../../app/testing/fakeFetch'
import { aGuiEnv } from '../../runtime/testing/aGuiEnv'
import { anArchiveResponse, anEntry } from '../testing/builders'
import { lane } from '../testing/lanes'
import { entryId } from '../../../core/ids'

configure({ asyncUtilTimeout: 10_000 })

/** An archive with a run of `systems` systems, results and code-specific data. */
function anArchive({ systems = 2, extra = {} }: { readonly systems?: number; readonly extra?: JsonObject } = {}): JsonObject {
  return {
    metadata: { entry_id: 'e1', upload_id: 'u1', mainfile: 'vasprun.xml' },
    run: [
      {
        program: { name: 'VASP', version: '5.4' },
        x_vasp_incar: { ENCUT: 500 },
        system: [...Array(systems).keys()].map((index) => ({
          atoms: { labels: ['Na', 'Cl'], lattice_vectors: [[5.64e-10, 0, 0], [0, 5.64e-10, 0], [0, 0, 5.64e-10]], positions: [[0, 0, 0], [2.82e-10, 2.82e-10, 2.82e-10]] },
          name: `system ${index}`,
        })),
      },
    ],
    results: { material: { chemical_formula_hill: 'ClNa', elements: ['Cl', 'Na'] } },
    ...extra,
  }
}

function open(path: string, archive: JsonObject | 404 = anArchive(), others: { readonly [entryId: string]: JsonObject | 404 } = {}, editable = false) {
  const archiveOf = (body: JsonObject | 404, id = 'e1') => (body === 404 ? jsonResponse({ detail: 'The entry does not exist.' }, 404) : jsonResponse(anArchiveResponse(body, id)))
  const routes: Parameters<typeof fakeFetch>[0] = {
    'entries/e1': () => jsonResponse({ entry_id: 'e1', data: editable ? anEditableEntry() : anEntry() }),
    'entries/e1/archive/query': () => archiveOf(archive),
    datasets: () => jsonResponse({ pagination: { page_size: 1000, total: 0 }, data: [] }),
  }
  const extra = Object.fromEntries(Object.entries(others).map(([id, body]) => [`entries/${id}/archive/query`, () => archiveOf(body, id)]))
  return renderApp({ path, env: aGuiEnv(), fetch: fakeFetch({ ...routes, ...extra }), ...(editable ? { user: { user_id: 'ada', name: 'Ada' } } : {}) })
}

/** An unpublished ELN entry Ada wrote: editable by her (spec 3 §4). */
const anEditableEntry = () =>
  anEntry({ published: false, process_running: false, main_author: { user_id: 'ada' }, writers: [{ user_id: 'ada' }], entry_hash: 'h1', quantities: ['data', 'data.name'], data: { name: 'x' } })

const laneNames = () => within(screen.getByRole('group', { name: 'Archive lanes' })).getAllByRole('region').map((region) => region.getAttribute('aria-label'))

beforeAll(async () => {
  await Promise.all([import('../EntryPage'), import('./DataTab'), import('./lanes/SectionLane'), import('./MatrixViewer')])
}, 60_000)
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {})
})
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

describe('the archive browser', () => {
  it('shows a dataset stored in HDF5 in the side panel beside the lanes', async () => {
    open('/entry/id/e1/data/data/signal', anArchive({ extra: { data: { signal: 'scan.h5#/entry/data' } } }))
    expect(await screen.findByRole('complementary', { name: 'HDF5 view' })).toBeTruthy()
    expect(screen.getByRole('group', { name: 'Archive lanes' }).parentElement?.className).toContain('tessera-lane-browser-with-side')
  })

  it('edits a quantity of an editable entry in its lane, and Save entry shows', async () => {
    const archive = { metadata: { entry_hash: 'h1' }, data: { m_def: 'nomad.datamodel.metainfo.basesections.BaseSection', name: 'Old' } }
    open('/entry/id/e1/data/data/name', archive, {}, true)
    const name = await lane('name')
    const input = await within(name).findByRole('textbox')
    expect((input as HTMLInputElement).value).toBe('Old')
    expect(await screen.findByRole('button', { name: 'Save entry' })).toBeTruthy()
  })

  it('adds a repeating sub section to an editable section, opens it, and deletes it again', async () => {
    const archive = { metadata: { entry_hash: 'h1' }, data: { m_def: 'nomad.datamodel.metainfo.basesections.System', name: 'Sample' } }
    const { router } = open('/entry/id/e1/data/data', archive, {}, true)
    const data = await lane('data')
    const save = await screen.findByRole('button', { name: 'Save entry' })
    expect(save.hasAttribute('disabled')).toBe(true)
    // A defined, unset sub section is listed in an editable section, with its add button.
    fireEvent.click(await within(data).findByRole('button', { name: 'Add elemental_composition' }))
    const added = await lane('elemental_composition:0')
    expect(currentPath(router)).toBe('/entry/id/e1/data/data/elemental_composition:0')
    expect(save.hasAttribute('disabled')).toBe(false)
    fireEvent.click(within(added).getByRole('button', { name: 'Delete elemental_composition:0' }))
    await vi.waitFor(() => expect(currentPath(router)).toBe('/entry/id/e1/data/data'))
    await vi.waitFor(() => expect(laneNames()).toEqual(['root', 'data']))
  })

  it('previews a rich-text description as text and draws it as sanitised HTML in its lane', async () => {
    const html = '<p>Annealed <strong>under</strong> argon</p><p>at 450 K</p><img src="x" onerror="window.hacked = 1"><script>window.hacked = 2</script>'
    open('/entry/id/e1/data/data/description', anArchive({ extra: { data: { m_def: 'nomad.datamodel.metainfo.basesections.BaseSection', name: 'x', description: html } } }))
    const data = await lane('data')
    expect(within(data).getByRole('link', { name: /description/ }).textContent).toBe('descriptionAnnealed under argon at 450 K')
    const description = await lane('description')
    const value = within(description).getByLabelText('value')
    expect(within(value).getByText('under').tagName).toBe('STRONG')
    expect(value.querySelector('script')).toBeNull()
    expect(value.querySelector('img')?.getAttribute('onerror')).toBeFalsy()
  })

  it("draws a section's figures in its lane, a broken one with its message", async () => {
    const figures = [{ label: 'Broken', figure: { data: [{ x: [1, 2, 3], y: [1, 2] }] } }]
    open('/entry/id/e1/data/data', anArchive({ extra: { data: { m_def: 'nomad.datamodel.metainfo.basesections.BaseSection', name: 'x', figures } } }))
    const data = await lane('data')
    expect(await within(data).findByText('Incompatible size for x/y')).toBeTruthy()
  })

  it('opens the lanes a deep URL names, the selected items highlighted, units in the chosen system', async () => {
    open('/entry/id/e1/data/run:0/system:-1/atoms/lattice_vectors')
    const quantity = await lane('lattice_vectors')
    expect(laneNames()).toEqual(['root', 'run:0', 'system:-1', 'atoms', 'lattice_vectors'])
    expect(within(await lane('root')).getByRole('link', { current: 'location' }).textContent).toContain('run:0')
    expect(within(await lane('run:0')).getByRole('link', { current: 'location' }).textContent).toContain('system:1')
    // Metres in the archive, ångström on screen; the matrix viewer shows the values.
    expect(within(quantity).getByText('Å')).toBeTruthy()
    expect(within(quantity).getByText('[3, 3]')).toBeTruthy()
    expect((await within(quantity).findAllByText('5.64')).length).toBeGreaterThan(0)
    const atoms = await lane('atoms')
    expect(within(atoms).getByRole('link', { name: /labels/ }).textContent).toBe('labels["Na", "Cl"]')
  })

  it('lists quantities first, then sub sections; clicking opens the next lane and changes the URL', async () => {
    const { router } = open('/entry/id/e1/data')
    const root = await lane('root')
    const links = within(root).getAllByRole('link').map((link) => link.textContent)
    expect(links.slice(0, 2)).toEqual(['metadata', 'run:0'])
    fireEvent.click(within(root).getByRole('link', { name: 'results' }))
    const results = await lane('results')
    expect(currentPath(router)).toBe('/entry/id/e1/data/results')
    fireEvent.click(within(results).getByRole('link', { name: 'material' }))
    const material = await lane('material')
    expect(within(material).getByRole('link', { name: /chemical_formula_hill/ }).textContent).toBe('chemical_formula_hillClNa')
  })

  it("hides x_ properties unless 'code specific', adds unset ones with 'all defined'", async () => {
    open('/entry/id/e1/data/run:0')
    const run = await lane('run:0')
    expect(within(run).queryByRole('link', { name: 'x_vasp_incar' })).toBeNull()
    fireEvent.click(screen.getByRole('checkbox', { name: 'code specific' }))
    expect(await within(run).findByRole('link', { name: 'x_vasp_incar' })).toBeTruthy()
    expect(within(run).queryByRole('link', { name: 'calculation' })).toBeNull()
    fireEvent.click(screen.getByRole('checkbox', { name: 'all defined' }))
    expect(await within(run).findByRole('link', { name: 'calculation' })).toBeTruthy()
  })

  it('shows long lists as top 50, bottom 5 and loads 25 more', async () => {
    open('/entry/id/e1/data/run:0', anArchive({ systems: 120 }))
    const run = await lane('run:0')
    const items = () => within(run).getAllByRole('link', { name: /^system:\d+/ }).length
    expect(items()).toBe(55)
    fireEvent.click(within(run).getByRole('button', { name: 'and 65 more items' }))
    expect(items()).toBe(80)
    expect(within(run).getByRole('button', { name: 'and 40 more items' })).toBeTruthy()
  })

  it('jumps to a typed path under the current lane', async () => {
    const { router } = open('/entry/id/e1/data/run:0')
    await lane('run:0')
    const search = screen.getByRole('textbox', { name: 'Jump to path' })
    fireEvent.change(search, { target: { value: 'system/1/atoms' } })
    fireEvent.submit(search.closest('form') as HTMLFormElement)
    expect(await lane('atoms')).toBeTruthy()
    expect(currentPath(router)).toBe('/entry/id/e1/data/run:0/system:1/atoms')
  })

  it.each([
    ['/entry/id/e1/data/nothing', 'nothing', 'The item "nothing" could not be found.'],
    ['/entry/id/e1/data/run:7', 'run:7', 'The item "run:7" could not be found.'],
  ])('%s: says the item could not be found', async (path, name, message) => {
    open(path)
    expect(await screen.findByText(message)).toBeTruthy()
    expect(laneNames().at(-1)).toBe(name)
  })

  it('links references: within the entry, to another entry, gone and unresolvable', async () => {
    const data = {
      here: '#/run/0/system/1',
      gone: '#/run/0/system/9',
      there: '../upload/archive/e2#/data/sample',
      missing: '../upload/archive/e3#/data',
    }
    open('/entry/id/e1/data/data/here', anArchive({ extra: { data } }), { e2: { data: { sample: { name: 's' } } }, e3: 404 })
    const here = await lane('here')
    expect(within(here).getByRole('link', { name: '#/run/0/system/1' }).getAttribute('href')).toBe('/entry/id/e1/data/run:0/system:1')
    fireEvent.click(within(await lane('data')).getByRole('link', { name: /^gone/ }))
    expect(await within(await lane('gone')).findByText('The referenced value does not exist anymore')).toBeTruthy()
    fireEvent.click(within(await lane('data')).getByRole('link', { name: /^there/ }))
    expect((await within(await lane('there')).findByRole('link', { name: '../upload/archive/e2#/data/sample' })).getAttribute('href')).toBe('/entry/id/e2/data/data/sample')
    fireEvent.click(within(await lane('data')).getByRole('link', { name: /^missing/ }))
    expect(await within(await lane('missing')).findByText('Cannot resolve reference.')).toBeTruthy()
  })

  it('links references by mainfile and by raw path, and says when the target has processing errors', async () => {
    const byMainfile = entryId('u1', 'films/f.archive.json')
    const data = {
      m_def: 'nomad.datamodel.metainfo.basesections.BaseSection',
      film: '../upload/archive/mainfile/films/f.archive.json#/data',
      raw: '../upload/raw/films/f.archive.json#/data',
      broken: '../uploads/u2/archive/e9#/data',
    }
    const failed = { metadata: { processing_errors: ['parser failed'] }, data: { name: 'e9' } }
    open('/entry/id/e1/data/data/film', anArchive({ extra: { data } }), { [byMainfile]: { data: { name: 'f' } }, e9: failed })
    const film = await lane('film')
    expect((await within(film).findByRole('link', { name: data.film })).getAttribute('href')).toBe(`/entry/id/${byMainfile}/data/data`)
    fireEvent.click(within(await lane('data')).getByRole('link', { name: /^raw/ }))
    expect((await within(await lane('raw')).findByRole('link', { name: data.raw })).getAttribute('href')).toBe(`/entry/id/${byMainfile}/data/data`)
    fireEvent.click(within(await lane('data')).getByRole('link', { name: /^broken/ }))
    expect(await within(await lane('broken')).findByText('There are some processing errors in the referenced value')).toBeTruthy()
  })

  it("names a reference quantity's target section as its type", async () => {
    const schemaId = entryId('u1', 's.archive.yaml')
    const definitions = {
      section_definitions: [
        { name: 'Film', quantities: [{ name: 'instrument', type: { type_kind: 'reference', type_data: '#/definitions/section_definitions/1' } }], sub_sections: [] },
        { name: 'Coater', quantities: [], sub_sections: [] },
      ],
    }
    const data = { m_def: '../upload/raw/s.archive.yaml#/definitions/section_definitions/0', instrument: '../upload/archive/e2#/data' }
    open('/entry/id/e1/data/data/instrument', anArchive({ extra: { data } }), { e2: { data: { name: 'c' } }, [schemaId]: { definitions } })
    const instrument = await lane('instrument')
    expect(await within(instrument).findByText('reference to Coater')).toBeTruthy()
  })

  it('pages a 3-D array by its first index', async () => {
    open('/entry/id/e1/data/data/cube', anArchive({ extra: { data: { cube: [[[1, 2], [3, 4]], [[5, 6], [7, 8]]] } } }))
    const cube = await lane('cube')
    expect(await within(cube).findByText('0 of 2')).toBeTruthy()
    fireEvent.click(within(cube).getByRole('button', { name: 'next' }))
    expect(await within(cube).findByText('1 of 2')).toBeTruthy()
  })

  it('draws malformed archives without failing', async () => {
    const extra: JsonObject = { run: [{ system: null, calculation: [1, { x: 1 }] }], results: [], data: { long: [{ text: 'x'.repeat(2000) }, 1] } }
    open('/entry/id/e1/data/data/long', anArchive({ extra }))
    expect((await lane('long')).textContent).toContain('The value is longer than 1000 characters and is omitted.')
    fireEvent.click(within(await lane('root')).getByRole('link', { name: 'run:0' }))
    const run = await lane('run:0')
    expect(within(run).getByRole('link', { name: /^system/ })).toBeTruthy()
    // A list the definition says holds sections but holds a number: its items link, the number's says not found.
    fireEvent.click(within(run).getByRole('link', { name: 'calculation:0' }))
    expect(await screen.findByText('The item "calculation:0" could not be found.')).toBeTruthy()
  })
})
