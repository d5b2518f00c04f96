// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { loadedRuntime } from '../../builtins/testing'
import { definePlugin, NOT_APPLICABLE, RuntimeProvider, type GuiRuntime } from '../../runtime'
import type { JsonObject } from '../context'
import {
  ACCESS_TEXTS,
  COLUMNS_BUTTON_TEXT,
  DOWNLOAD_BUTTON_TEXT,
  DOWNLOAD_TEXTS,
  GO_TO_ENTRY_TEXT,
  LOAD_MORE_TEXT,
  NO_COLUMNS_TEXT,
  NO_RESULTS_TEXT,
  NOT_AVAILABLE_TEXT,
  ResultsTable,
  HIT_PROCESSING_TEXTS,
  SEARCH_FAILED_TEXT,
  SEARCHING_TEXT,
  SELECT_ALL_LABEL,
  selectRowLabel,
  type CellProps,
  type ColumnFormatDef,
  type ResultsTableProps,
} from '.'
import { aHit, entriesColumns, someQuantities } from './testing'

let runtime: GuiRuntime
beforeAll(async () => {
  runtime = await loadedRuntime()
})
afterEach(cleanup)

const hits = [
  aHit(),
  aHit({ entry_id: 'e2', entry_name: 'OUTCAR', results: { material: { chemical_formula_hill: 'C2H6' } } }),
]

/** Row actions are tested on their own (below); the other tests leave them out. */
function renderTable(overrides: Partial<ResultsTableProps> = {}, withRuntime: GuiRuntime = runtime) {
  const props: ResultsTableProps = {
    rows: { actions: { enabled: false } },
    columns: entriesColumns,
    quantities: someQuantities,
    hits,
    total: 42,
    hasMore: false,
    onLoadMore: vi.fn(),
    orderBy: 'upload_create_time',
    order: 'desc',
    onSort: vi.fn(),
    entryHref: (entry: JsonObject) => `/search/entries/entry/id/${String(entry.entry_id)}`,
    apiBase: 'http://host/api',
    currentQuery: { owner: 'visible', query: { entry_type: 'VASP' } },
    onDownload: vi.fn(),
    ...overrides,
  }
  render(
    <RuntimeProvider value={withRuntime}>
      <ResultsTable {...props} />
    </RuntimeProvider>,
  )
  return props
}

const headers = () => screen.getAllByRole('columnheader').map((header) => header.textContent)
const rowOf = (text: string) => {
  // The first match: the row itself, not its details.
  const row = screen.getAllByText(text)[0].closest('tr')
  if (!row) throw new Error(`no row with ${text}`)
  return row
}

describe('results states', () => {
  it('shows "searching ..." while the total is unknown', () => {
    renderTable({ total: undefined, hits: [] })
    expect(screen.getByText(SEARCHING_TEXT).textContent).toBe('searching ...')
    expect(screen.queryByRole('table')).toBeNull()
  })

  it('says the search failed instead of showing the rows of another query, or "searching ..." forever', () => {
    renderTable({ failed: true })
    expect(screen.getByText(SEARCH_FAILED_TEXT)).toBeTruthy()
    expect(screen.queryByRole('table')).toBeNull()
    cleanup()
    renderTable({ failed: true, total: undefined, hits: [] })
    expect(screen.getByText(SEARCH_FAILED_TEXT)).toBeTruthy()
    expect(screen.queryByText(SEARCHING_TEXT)).toBeNull()
  })

  it.each([
    ['failed', { process_status: 'FAILURE', processed: false }, HIT_PROCESSING_TEXTS.failure],
    ['still processing', { process_status: 'RUNNING', process_running: true, processed: false }, HIT_PROCESSING_TEXTS.processing],
  ])('names the mainfile and the state of a %s entry, which has no name or formula', (_what, state, text) => {
    const bare: JsonObject = { entry_id: 'e9', upload_id: 'u1', mainfile: 'runs/broken/OUTCAR', upload_create_time: '2024-03-05T14:07:00', ...state }
    renderTable({ hits: [bare, hits[0]] })
    const row = rowOf('runs/broken/OUTCAR')
    expect(within(row).getByText(text)).toBeTruthy()
    // A processed entry's row stays as it was.
    expect(rowOf('vasprun.xml').textContent).not.toContain(HIT_PROCESSING_TEXTS.failure)
  })

  it("keeps an unprocessed entry's own first value and adds its state", () => {
    renderTable({ hits: [aHit({ entry_id: 'e9', entry_name: 'draft sample', process_status: 'FAILURE' })] })
    const row = rowOf('draft sample')
    expect(within(row).getByText(HIT_PROCESSING_TEXTS.failure)).toBeTruthy()
    expect(within(row).queryByText('run/vasprun.xml')).toBeNull()
  })

  it('shows "no results" when the total is 0', () => {
    renderTable({ total: 0, hits: [] })
    expect(screen.getByText(NO_RESULTS_TEXT).textContent).toBe('no results')
  })

  it('warns when the app defines no columns', () => {
    renderTable({ columns: [] })
    expect(screen.getByText(NO_COLUMNS_TEXT)).toBeTruthy()
  })

  it('warns about a column unit that does not fit its quantity', () => {
    renderTable({
      columns: [{ search_quantity: 'results.properties.electronic.band_gap.value', selected: true, unit: 'meter' }],
    })
    expect(screen.getByText(/The unit "meter"/)).toBeTruthy()
  })
})

describe('columns', () => {
  it('shows the selected columns of the app and the total', () => {
    renderTable()
    expect(headers()).toEqual(['', 'Name', 'Formula', 'Entry type', 'Upload time', 'Authors'])
    expect(screen.getByText('42 results')).toBeTruthy()
  })

  it('formats cells: names joined, times as dates, missing values empty', () => {
    const hit = aHit()
    delete hit.entry_type
    renderTable({ hits: [hit] })
    const cells = within(rowOf('vasprun.xml')).getAllByRole('cell').map((cell) => cell.textContent)
    expect(cells).toEqual(['', 'vasprun.xml', 'O2Si', '', '05/03/2024 14:07', 'Ada Lovelace, Alan Turing'])
  })

  it('the column menu shows hidden columns', () => {
    renderTable({ hits: [aHit({ published: true, with_embargo: true, datasets: [{ dataset_name: 'Silica' }] })] })
    fireEvent.click(screen.getByRole('button', { name: COLUMNS_BUTTON_TEXT }))
    fireEvent.click(screen.getByRole('checkbox', { name: 'Access' }))
    fireEvent.click(screen.getByRole('checkbox', { name: 'Datasets' }))
    fireEvent.click(screen.getByRole('checkbox', { name: 'Formula' }))
    expect(headers()).toEqual(['', 'Name', 'Entry type', 'Upload time', 'Authors', 'Datasets', 'Access'])
    expect(screen.getByText(ACCESS_TEXTS.embargoed)).toBeTruthy()
    expect(screen.getByText('Silica')).toBeTruthy()
  })

  it.each([
    [{ published: true, with_embargo: false }, 'Public'],
    [{ published: true, with_embargo: true }, 'Embargoed'],
    [{ published: false }, 'Unpublished'],
  ])('Access of %j reads %s', (fields, text) => {
    renderTable({ columns: [{ search_quantity: 'published', selected: true }], hits: [aHit(fields)] })
    expect(screen.getAllByRole('cell').map((cell) => cell.textContent)).toContain(text)
  })

  it('a registered format wins over the plain value where it ranks higher', async () => {
    const shout: ColumnFormatDef = {
      type: 'test-shout',
      load: async () => ({ default: ({ values }: CellProps) => <>{String(values[0]).toUpperCase()}</> }),
      rank: (column) => (column.key === 'entry_type' ? 20 : NOT_APPLICABLE),
    }
    renderTable({}, await loadedRuntime(definePlugin({ id: 'test', columns: [shout] })))
    expect(within(rowOf('vasprun.xml')).getAllByRole('cell')[3].textContent).toBe('VASP'.toUpperCase())
  })
})

describe('sorting', () => {
  it('shows the current order on its header', () => {
    renderTable()
    const header = screen.getByRole('columnheader', { name: 'Upload time' })
    expect(header.getAttribute('aria-sort')).toBe('descending')
  })

  it('clicking the sorted header flips the order', () => {
    const { onSort } = renderTable()
    fireEvent.click(screen.getByRole('button', { name: 'Upload time' }))
    expect(onSort).toHaveBeenCalledWith('upload_create_time', 'asc')
  })

  it('clicking another header sorts by it ascending', () => {
    const { onSort } = renderTable()
    fireEvent.click(screen.getByRole('button', { name: 'Name' }))
    expect(onSort).toHaveBeenCalledWith('entry_name', 'asc')
  })

  it('a column that is not a search path has no sort button', () => {
    renderTable()
    expect(screen.queryByRole('button', { name: 'Authors' })).toBeNull()
    expect(screen.getByRole('columnheader', { name: 'Authors' })).toBeTruthy()
  })
})

describe('row details', () => {
  it('clicking a row shows its details and the entry page button', () => {
    renderTable({ hits: [aHit({ comment: 'relaxed', references: ['https://doi.org/x'], raw_id: 'r1' })] })
    fireEvent.click(rowOf('vasprun.xml'))
    for (const text of ['O2Si', 'VASP', '5.4.4', 'DFT', 'relaxed', 'e1', 'u1', 'run/vasprun.xml', 'r1']) {
      expect(screen.getAllByText(text).length).toBeGreaterThan(0)
    }
    expect(screen.getByRole('link', { name: 'https://doi.org/x' })).toBeTruthy()
    const button = screen.getByRole('button', { name: GO_TO_ENTRY_TEXT })
    expect(button.getAttribute('href')).toBe('/search/entries/entry/id/e1')
    expect(rowOf('vasprun.xml').getAttribute('aria-expanded')).toBe('true')
  })

  it('clicking the row again hides its details', () => {
    renderTable()
    fireEvent.click(rowOf('vasprun.xml'))
    fireEvent.click(rowOf('vasprun.xml'))
    expect(screen.queryByRole('button', { name: GO_TO_ENTRY_TEXT })).toBeNull()
  })

  it('hides "Go to the entry page" while the entry is processing', () => {
    renderTable({ hits: [aHit({ process_running: true })] })
    fireEvent.click(rowOf('vasprun.xml'))
    expect(screen.getByText('entry_id')).toBeTruthy()
    expect(screen.queryByRole('button', { name: GO_TO_ENTRY_TEXT })).toBeNull()
  })

  it('opens the entry page in the app when it can navigate', () => {
    const onOpenEntry = vi.fn()
    renderTable({ onOpenEntry })
    fireEvent.click(rowOf('vasprun.xml'))
    fireEvent.click(screen.getByRole('button', { name: GO_TO_ENTRY_TEXT }))
    expect(onOpenEntry).toHaveBeenCalledWith('/search/entries/entry/id/e1')
  })

  it('rows do not open when details are off', () => {
    renderTable({ rows: { actions: { enabled: false }, details: { enabled: false }, selection: { enabled: true } } })
    fireEvent.click(rowOf('vasprun.xml'))
    expect(screen.queryByRole('button', { name: GO_TO_ENTRY_TEXT })).toBeNull()
  })
})

describe('row actions (spec 2 §2.3)', () => {
  const rows = {
    actions: {
      enabled: true,
      options: {
        doi: { type: 'url', path: 'references[0]', description: 'Open the first reference' },
      },
    },
  }
  const withReference = [aHit({ references: ['https://doi.org/10.1000/xyz'] }), hits[1]]

  it('link each row to its entry page, in the app when it can navigate', () => {
    const onOpenEntry = vi.fn()
    renderTable({ rows: { actions: { enabled: true } }, onOpenEntry })
    expect(headers().at(-1)).toBe('')
    const link = within(rowOf('OUTCAR')).getByRole('button', { name: GO_TO_ENTRY_TEXT })
    expect(link.getAttribute('href')).toBe('/search/entries/entry/id/e2')
    fireEvent.click(link)
    expect(onOpenEntry).toHaveBeenCalledWith('/search/entries/entry/id/e2')
    // The action does not open the row's details.
    expect(screen.getAllByRole('button', { name: GO_TO_ENTRY_TEXT })).toHaveLength(2)
  })

  it("open the app's URL read from the hit, and are not available where the hit has none", async () => {
    renderTable({ rows, hits: withReference })
    // `references[0]` is JMESPath: the table draws again once the package has loaded.
    const available = await within(rowOf('vasprun.xml')).findByRole('button', { name: 'Open the first reference' })
    expect(available.getAttribute('href')).toBe('https://doi.org/10.1000/xyz')
    const missing = within(rowOf('OUTCAR')).getByRole('button', { name: `Open the first reference: ${NOT_AVAILABLE_TEXT}` })
    expect(missing.getAttribute('aria-disabled')).toBe('true')
    expect(missing.getAttribute('href')).toBeNull()
  })

  it('leave the entry page out where hits have none (materials), and the column out when nothing is left', () => {
    renderTable({ rows: { actions: { enabled: true } }, entryPages: false })
    expect(screen.queryByRole('button', { name: GO_TO_ENTRY_TEXT })).toBeNull()
    expect(headers().at(-1)).toBe('Authors')
  })
})

describe('selection and download', () => {
  const openDownload = () => {
    fireEvent.click(screen.getByRole('button', { name: DOWNLOAD_BUTTON_TEXT }))
    return screen.findByRole('menu', { name: DOWNLOAD_BUTTON_TEXT })
  }

  it('Download is disabled while nothing is selected', () => {
    renderTable()
    expect(screen.getByRole('button', { name: DOWNLOAD_BUTTON_TEXT }).hasAttribute('disabled')).toBe(true)
  })

  it('ticking a row does not open it and downloads its raw files by id', async () => {
    const { onDownload } = renderTable()
    fireEvent.click(screen.getByRole('checkbox', { name: selectRowLabel('OUTCAR') }))
    expect(screen.getByText('1 selected')).toBeTruthy()
    expect(screen.queryByRole('button', { name: GO_TO_ENTRY_TEXT })).toBeNull()
    const menu = await openDownload()
    fireEvent.click(within(menu).getByRole('menuitem', { name: DOWNLOAD_TEXTS.raw }))
    const url = new URL(vi.mocked(onDownload).mock.calls[0][0])
    expect(url.pathname).toBe('/api/v1/entries/raw')
    expect(JSON.parse(url.searchParams.get('json_query') ?? '')).toEqual({ 'entry_id:any': ['e2'] })
  })

  it('"Select all" selects the whole query and downloads its archives', async () => {
    const { onDownload } = renderTable()
    fireEvent.click(screen.getByRole('checkbox', { name: SELECT_ALL_LABEL }))
    expect(screen.getByText('42 selected')).toBeTruthy()
    expect((screen.getByRole('checkbox', { name: selectRowLabel('vasprun.xml') }) as HTMLInputElement).checked).toBe(true)
    const menu = await openDownload()
    fireEvent.click(within(menu).getByRole('menuitem', { name: DOWNLOAD_TEXTS.archive }))
    const url = new URL(vi.mocked(onDownload).mock.calls[0][0])
    expect(url.pathname).toBe('/api/v1/entries/archive/download')
    expect(url.searchParams.get('owner')).toBe('visible')
    expect(JSON.parse(url.searchParams.get('json_query') ?? '')).toEqual({ entry_type: 'VASP' })
  })

  it('unticking one row of "all" keeps the other loaded rows', () => {
    renderTable()
    fireEvent.click(screen.getByRole('checkbox', { name: SELECT_ALL_LABEL }))
    fireEvent.click(screen.getByRole('checkbox', { name: selectRowLabel('vasprun.xml') }))
    expect(screen.getByText('1 selected')).toBeTruthy()
    expect((screen.getByRole('checkbox', { name: SELECT_ALL_LABEL }) as HTMLInputElement).indeterminate).toBe(true)
  })

  it('has no checkboxes or Download when selection is off', () => {
    renderTable({ rows: { details: { enabled: true }, selection: { enabled: false } } })
    expect(screen.queryByRole('checkbox')).toBeNull()
    expect(screen.queryByRole('button', { name: DOWNLOAD_BUTTON_TEXT })).toBeNull()
  })
})

describe('pagination', () => {
  it('"Load more" asks for the next page while more hits exist', () => {
    const { onLoadMore } = renderTable({ hasMore: true })
    fireEvent.click(screen.getByRole('button', { name: LOAD_MORE_TEXT }))
    expect(onLoadMore).toHaveBeenCalledOnce()
  })

  it('has no "Load more" when all hits are shown', () => {
    renderTable({ hasMore: false })
    expect(screen.queryByRole('button', { name: LOAD_MORE_TEXT })).toBeNull()
  })
})
