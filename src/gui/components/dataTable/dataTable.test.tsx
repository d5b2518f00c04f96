// @vitest-environment jsdom
// The data table of spec 1 §9: sorting, the column chooser, selection with select-all,
// detail rows, row actions and the three ways of paging.
import { act, cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  ALL_SELECTED_TEXT, COLUMN_CHOOSER_TEXT, DataTable, LOAD_MORE_TEXT, LOADING_MORE_TEXT, LOADING_TEXT, NO_ROWS_TEXT,
  NOTHING_SELECTED, PAGE_BUTTONS, ROWS_PER_PAGE_TEXT, SELECT_ALL_LABEL, selectRowLabel, type DataColumn,
  type DataTableProps, type Selection,
} from '.'
import { fieldOf, pageOf, sortRows } from './localRows'
import { pageRangeText } from './pagination'

interface Sample {
  id: string
  name: string
  temperature?: number
}

const aSample = (index: number, overrides: Partial<Sample> = {}): Sample => ({
  id: `s${index}`, name: `Sample ${index}`, temperature: 300 + index, ...overrides,
})
const samples = (count: number) => Array.from({ length: count }, (_, index) => aSample(index + 1))

const COLUMNS: DataColumn<Sample>[] = [
  { key: 'name', label: 'Name', sortable: true },
  { key: 'temperature', label: 'Temperature', sortable: true, align: 'right', render: (row) => `${row.temperature} K` },
  { key: 'id', label: 'Id', hidden: true },
]

function table(overrides: Partial<DataTableProps<Sample>> = {}) {
  return render(<DataTable label="Samples" columns={COLUMNS} rows={samples(3)} rowKey={(row) => row.id} rowName={(row) => row.name} {...overrides} />)
}

const headers = () => screen.getAllByRole('columnheader').map((header) => header.textContent)
const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1)

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('the data table', () => {
  it('draws the shown columns with their cells; hidden columns wait in the chooser', () => {
    table()
    expect(headers()).toEqual(['Name', 'Temperature'])
    expect(bodyRows().map((row) => row.textContent)).toEqual(['Sample 1301 K', 'Sample 2302 K', 'Sample 3303 K'])
  })

  it('says loading ... before the first rows, and no data without rows', () => {
    const { rerender } = table({ rows: [], loading: true })
    expect(screen.getByText(LOADING_TEXT)).toBeTruthy()
    rerender(<DataTable label="Samples" columns={COLUMNS} rows={[]} rowKey={(row) => row.id} />)
    expect(screen.getByText(NO_ROWS_TEXT)).toBeTruthy()
  })

  it('shows an error in place of the rows', () => {
    table({ error: 'Failed to load' })
    expect(screen.getByText('Failed to load')).toBeTruthy()
    expect(bodyRows()).toEqual([])
  })

  describe('sorting', () => {
    it.each([
      // current order, clicked column, asked order
      ['name', 'asc', 'Name', 'name', 'desc'],
      ['name', 'desc', 'Name', 'name', 'asc'],
      ['name', 'asc', 'Temperature', 'temperature', 'asc'],
    ] as const)('ordered by %s %s, a click on %s asks for %s %s', async (orderBy, order, header, key, next) => {
      const onSort = vi.fn()
      table({ orderBy, order, onSort })
      await userEvent.click(screen.getByRole('button', { name: header }))
      expect(onSort).toHaveBeenCalledWith(key, next)
    })

    it('marks the ordered column for assistive technology', () => {
      table({ orderBy: 'temperature', order: 'desc', onSort: vi.fn() })
      expect(screen.getByRole('columnheader', { name: 'Temperature' }).getAttribute('aria-sort')).toBe('descending')
      expect(screen.getByRole('columnheader', { name: 'Name' }).getAttribute('aria-sort')).toBeNull()
    })

    it('starts a column at its first order', async () => {
      const onSort = vi.fn()
      const columns: DataColumn<Sample>[] = [COLUMNS[0], { ...COLUMNS[1], firstOrder: 'desc' }]
      table({ columns, orderBy: 'name', order: 'asc', onSort })
      await userEvent.click(screen.getByRole('button', { name: 'Temperature' }))
      expect(onSort).toHaveBeenCalledWith('temperature', 'desc')
    })

    it('has no sort buttons without onSort or for unsortable columns', () => {
      table({ columns: [{ key: 'name', label: 'Name' }], onSort: vi.fn() })
      expect(screen.queryByRole('button', { name: 'Name' })).toBeNull()
    })
  })

  it("changes the shown columns with the chooser ('Change the shown columns')", async () => {
    table()
    await userEvent.click(screen.getByRole('button', { name: COLUMN_CHOOSER_TEXT }))
    const chooser = screen.getByRole('group', { name: COLUMN_CHOOSER_TEXT })
    await userEvent.click(within(chooser).getByLabelText('Id'))
    await userEvent.click(within(chooser).getByLabelText('Temperature'))
    expect(headers()).toEqual(['Name', 'Id'])
    expect(bodyRows()[0].textContent).toBe('Sample 1s1')
  })

  it('never hides the last shown column', async () => {
    table({ columns: [COLUMNS[0]] })
    await userEvent.click(screen.getByRole('button', { name: COLUMN_CHOOSER_TEXT }))
    expect((within(screen.getByRole('group', { name: COLUMN_CHOOSER_TEXT })).getByLabelText('Name') as HTMLInputElement).disabled).toBe(true)
  })

  describe('selection', () => {
    function Selecting({ total, onChange }: { total?: number; onChange?: (selection: Selection) => void }) {
      const [selection, setSelection] = useState<Selection>(NOTHING_SELECTED)
      return (
        <DataTable
          label="Samples" columns={COLUMNS} rows={samples(3)} rowKey={(row) => row.id} rowName={(row) => row.name}
          title="3 samples" selectionActions={<button type="button">Delete</button>}
          selection={selection}
          onSelectionChange={(next) => { setSelection(next); onChange?.(next) }}
          {...(total !== undefined && { pagination: { mode: 'pages', page: 1, pageSize: 10, total, onChange: vi.fn() } })}
        />
      )
    }

    it("counts the ticked rows in the header ('N selected') and swaps the toolbar's actions", async () => {
      render(<Selecting />)
      expect(screen.getByText('3 samples')).toBeTruthy()
      expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull()
      await userEvent.click(screen.getByLabelText(selectRowLabel('Sample 1')))
      await userEvent.click(screen.getByLabelText(selectRowLabel('Sample 3')))
      expect(screen.getByRole('status').textContent).toBe('2 selected')
      expect(screen.getByRole('button', { name: 'Delete' })).toBeTruthy()
      expect((screen.getByLabelText(SELECT_ALL_LABEL) as HTMLInputElement).indeterminate).toBe(true)
    })

    it("selects all with the header box ('All selected'), and nothing with the next click", async () => {
      const onChange = vi.fn()
      render(<Selecting total={120} onChange={onChange} />)
      await userEvent.click(screen.getByLabelText(SELECT_ALL_LABEL))
      expect(onChange).toHaveBeenLastCalledWith({ all: true })
      expect(screen.getByRole('status').textContent).toBe(ALL_SELECTED_TEXT)
      expect(screen.getAllByRole('checkbox').every((box) => (box as HTMLInputElement).checked)).toBe(true)
      await userEvent.click(screen.getByLabelText(SELECT_ALL_LABEL))
      expect(onChange).toHaveBeenLastCalledWith(NOTHING_SELECTED)
      expect(screen.getByText('3 samples')).toBeTruthy()
    })

    it('unticking one row of all keeps the other rows shown', async () => {
      const onChange = vi.fn()
      render(<Selecting onChange={onChange} />)
      await userEvent.click(screen.getByLabelText(SELECT_ALL_LABEL))
      await userEvent.click(screen.getByLabelText(selectRowLabel('Sample 2')))
      expect(onChange).toHaveBeenLastCalledWith({ all: false, ids: ['s1', 's3'] })
    })

    it('has no checkboxes unless selection is asked for', () => {
      table()
      expect(screen.queryAllByRole('checkbox')).toEqual([])
    })
  })

  it('opens the details of a clicked row, not when a control in it is clicked', async () => {
    const action = vi.fn()
    table({
      details: (row) => <p>Details of {row.name}</p>,
      rowActions: (row) => <button type="button" onClick={() => action(row.id)}>Open {row.name}</button>,
    })
    await userEvent.click(screen.getByRole('button', { name: 'Open Sample 2' }))
    expect(action).toHaveBeenCalledWith('s2')
    expect(screen.queryByText('Details of Sample 2')).toBeNull()
    await userEvent.click(screen.getByText('Sample 2'))
    expect(screen.getByText('Details of Sample 2')).toBeTruthy()
    expect(bodyRows()[1].getAttribute('aria-expanded')).toBe('true')
    await userEvent.click(screen.getByText('Sample 2'))
    expect(screen.queryByText('Details of Sample 2')).toBeNull()
  })

  it('opens details with the keyboard', async () => {
    table({ details: (row) => <p>Details of {row.name}</p> })
    bodyRows()[0].focus()
    await userEvent.keyboard('{Enter}')
    expect(screen.getByText('Details of Sample 1')).toBeTruthy()
  })

  describe('pages', () => {
    const paged = (page: number, pageSize: number, total: number, onChange = vi.fn()) =>
      table({ rows: samples(Math.min(pageSize, total)), pagination: { mode: 'pages', page, pageSize, total, onChange } })

    it('offers 5, 10, 50 and 100 rows per page and starts a new size at page 1', async () => {
      const onChange = vi.fn()
      paged(3, 10, 1024, onChange)
      const select = screen.getByLabelText(ROWS_PER_PAGE_TEXT) as HTMLSelectElement
      expect([...select.options].map((option) => option.value)).toEqual(['5', '10', '50', '100'])
      await userEvent.selectOptions(select, '50')
      expect(onChange).toHaveBeenCalledWith({ page: 1, pageSize: 50 })
    })

    it.each([
      [PAGE_BUTTONS.first, 1],
      [PAGE_BUTTONS.previous, 2],
      [PAGE_BUTTONS.next, 4],
      [PAGE_BUTTONS.last, 103],
    ])('%s from page 3 of 103 goes to page %i', async (button, page) => {
      const onChange = vi.fn()
      paged(3, 10, 1024, onChange)
      expect(screen.getByText('21–30 of 1,024')).toBeTruthy()
      await userEvent.click(screen.getByRole('button', { name: button }))
      expect(onChange).toHaveBeenCalledWith({ page, pageSize: 10 })
    })

    it('cannot go before the first or past the last page', () => {
      paged(1, 10, 8)
      for (const name of Object.values(PAGE_BUTTONS)) expect((screen.getByRole('button', { name }) as HTMLButtonElement).disabled).toBe(true)
    })

    it('goes back to the last page when the page is past the end', () => {
      const onChange = vi.fn()
      table({ rows: [], pagination: { mode: 'pages', page: 4, pageSize: 10, total: 23, onChange } })
      expect(onChange).toHaveBeenCalledWith({ page: 3, pageSize: 10 })
    })
  })

  it('loads more with a button', async () => {
    const onLoadMore = vi.fn()
    const { rerender } = table({ pagination: { mode: 'more', hasMore: true, loading: false, onLoadMore } })
    await userEvent.click(screen.getByRole('button', { name: LOAD_MORE_TEXT }))
    expect(onLoadMore).toHaveBeenCalledTimes(1)
    rerender(<DataTable label="Samples" columns={COLUMNS} rows={samples(3)} rowKey={(row) => row.id} pagination={{ mode: 'more', hasMore: false, loading: false, onLoadMore }} />)
    expect(screen.queryByRole('button', { name: LOAD_MORE_TEXT })).toBeNull()
  })

  it("loads more when its end scrolls into view ('Loading more items ...')", () => {
    let report: (visible: boolean) => void = () => undefined
    vi.stubGlobal('IntersectionObserver', class {
      constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
        report = (visible) => callback([{ isIntersecting: visible }])
      }
      observe() {}
      disconnect() {}
    })
    const onLoadMore = vi.fn()
    const draw = (loading: boolean, hasMore = true) => (
      <DataTable label="Samples" columns={COLUMNS} rows={samples(3)} rowKey={(row) => row.id} pagination={{ mode: 'scroll', hasMore, loading, onLoadMore }} />
    )
    const { rerender } = render(draw(false))
    expect(screen.getByText(LOADING_MORE_TEXT)).toBeTruthy()
    expect(onLoadMore).not.toHaveBeenCalled()
    act(() => report(true))
    expect(onLoadMore).toHaveBeenCalledTimes(1)
    rerender(draw(true))
    expect(onLoadMore).toHaveBeenCalledTimes(1)
    // The load left the end in view: the next page is asked for at once.
    rerender(draw(false))
    expect(onLoadMore).toHaveBeenCalledTimes(2)
    rerender(draw(false, false))
    expect(screen.queryByText(LOADING_MORE_TEXT)).toBeNull()
  })
})

describe('rows in memory', () => {
  it('sort stably, with missing values last in either direction', () => {
    const rows = [aSample(1, { temperature: 20 }), aSample(2, { temperature: undefined }), aSample(3, { temperature: 5 }), aSample(4, { temperature: 20 })]
    const ids = (list: Sample[]) => list.map((row) => row.id)
    expect(ids(sortRows(rows, fieldOf('temperature'), 'asc'))).toEqual(['s3', 's1', 's4', 's2'])
    expect(ids(sortRows(rows, fieldOf('temperature'), 'desc'))).toEqual(['s1', 's4', 's3', 's2'])
    expect(ids(sortRows(rows, fieldOf('name'), 'desc'))).toEqual(['s4', 's3', 's2', 's1'])
  })

  it('sort names with numbers as people read them', () => {
    const rows = [aSample(10), aSample(9), aSample(100)]
    expect(sortRows(rows, fieldOf('name'), 'asc').map((row) => row.name)).toEqual(['Sample 9', 'Sample 10', 'Sample 100'])
  })

  it.each([
    [1, 10, 23, 's1', 10, '1–10 of 23'],
    [3, 10, 23, 's21', 3, '21–23 of 23'],
    [1, 100, 23, 's1', 23, '1–23 of 23'],
  ])('page %i of size %i over %i rows starts at %s with %i rows (%s)', (page, size, total, first, count, text) => {
    const rows = pageOf(samples(total), page, size)
    expect(rows[0].id).toBe(first)
    expect(rows).toHaveLength(count)
    expect(pageRangeText(page, size, total)).toBe(text)
  })
})
