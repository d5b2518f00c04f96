// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { PROGRAM } from '../../../../core/search/testing'
import { filterOf, terms } from '../testing'
import type { TermsItemConfig } from '../types'
import {
  LOAD_LESS_TEXT,
  LOAD_MORE_TEXT,
  LOADING_LABEL,
  NO_OPTIONS_TEXT,
  QUERY_MODE_LABEL,
  SHOWING_ONLY_TEXT,
  showingAllText,
  showingTopText,
  TermsItem,
  type TermsItemProps,
} from './TermsItem'

afterEach(cleanup)

const item: TermsItemConfig = { type: 'terms', searchQuantity: PROGRAM }
const seven = terms(['VASP', 70], ['exciting', 60], ['FHI-aims', 50], ['Quantum Espresso', 40], ['CP2K', 30], ['GPAW', 20], ['ABINIT', 10])

function renderTerms(props: Partial<TermsItemProps> = {}) {
  const onChange = vi.fn()
  const onSizeChange = vi.fn()
  const onQueryModeChange = vi.fn()
  const view = render(
    <TermsItem item={item} filter={filterOf(PROGRAM)} buckets={seven} onChange={onChange} onSizeChange={onSizeChange} onQueryModeChange={onQueryModeChange} {...props} />,
  )
  return { ...view, onChange, onSizeChange, onQueryModeChange }
}

describe('terms menu item', () => {
  it('lists the top 5 values with their counts by default', () => {
    renderTerms()
    expect(screen.getAllByRole('checkbox')).toHaveLength(5)
    const row = screen.getByLabelText('VASP').closest('li') as HTMLElement
    expect(within(row).getByText('70')).toBeTruthy()
    expect(screen.getByText(showingTopText(5))).toBeTruthy()
    expect(screen.queryByRole('button', { name: LOAD_LESS_TEXT })).toBeNull()
  })

  it('load more shows more values and asks for more buckets; load less goes back', () => {
    const { onSizeChange } = renderTerms()
    fireEvent.click(screen.getByRole('button', { name: LOAD_MORE_TEXT }))
    expect(screen.getAllByRole('checkbox')).toHaveLength(7)
    expect(onSizeChange).toHaveBeenLastCalledWith(10)
    expect(screen.getByText(showingAllText(7))).toBeTruthy()
    expect(screen.queryByRole('button', { name: LOAD_MORE_TEXT })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: LOAD_LESS_TEXT }))
    expect(screen.getAllByRole('checkbox')).toHaveLength(5)
    expect(onSizeChange).toHaveBeenLastCalledWith(5)
  })

  it('offers load more while the server has more buckets than it sent', () => {
    renderTerms({ buckets: seven.slice(0, 5), exhausted: false })
    expect(screen.getByText(showingTopText(5))).toBeTruthy()
    expect(screen.getByRole('button', { name: LOAD_MORE_TEXT })).toBeTruthy()
  })

  it.each([
    [3, showingAllText(3)],
    [1, SHOWING_ONLY_TEXT],
  ])('with %i values it says "%s"', (n, text) => {
    renderTerms({ buckets: seven.slice(0, n) })
    expect(screen.getByText(text)).toBeTruthy()
  })

  it('honours the configured number of options', () => {
    renderTerms({ item: { ...item, options: 2 } })
    expect(screen.getAllByRole('checkbox')).toHaveLength(2)
    expect(screen.getByText(showingTopText(2))).toBeTruthy()
  })

  it('ticking a value adds it to the filter, unticking the last one clears it', () => {
    const { onChange, rerender } = renderTerms()
    fireEvent.click(screen.getByLabelText('VASP'))
    expect(onChange).toHaveBeenLastCalledWith(['VASP'])
    rerender(<TermsItem item={item} filter={filterOf(PROGRAM)} buckets={seven} value={['VASP', 'CP2K']} onChange={onChange} />)
    expect((screen.getByLabelText('CP2K') as HTMLInputElement).checked).toBe(true)
    fireEvent.click(screen.getByLabelText('CP2K'))
    expect(onChange).toHaveBeenLastCalledWith(['VASP'])
    rerender(<TermsItem item={item} filter={filterOf(PROGRAM)} buckets={seven} value={['VASP']} onChange={onChange} />)
    fireEvent.click(screen.getByLabelText('VASP'))
    expect(onChange).toHaveBeenLastCalledWith(undefined)
  })

  it('keeps a selected value the query no longer finds, so it can be unticked', () => {
    renderTerms({ buckets: terms(['VASP', 3]), value: ['Gaussian'] })
    expect((screen.getByLabelText('Gaussian') as HTMLInputElement).checked).toBe(true)
  })

  it(`shows "${NO_OPTIONS_TEXT}" when the query finds no values`, () => {
    renderTerms({ buckets: [] })
    expect(screen.getByText(NO_OPTIONS_TEXT)).toBeTruthy()
    expect(screen.queryByRole('checkbox')).toBeNull()
  })

  it('shows a loading indicator until the aggregation arrives', () => {
    renderTerms({ buckets: undefined })
    expect(screen.getByLabelText(LOADING_LABEL)).toBeTruthy()
  })

  it('shows the title from the filter label, or the configured one', () => {
    renderTerms()
    expect(screen.getByRole('heading', { name: filterOf(PROGRAM).label })).toBeTruthy()
    cleanup()
    renderTerms({ item: { ...item, title: 'Program name' } })
    expect(screen.getByRole('heading', { name: 'Program name' })).toBeTruthy()
  })

  it('offers the any/all query mode only when the item asks for it', () => {
    renderTerms()
    expect(screen.queryByLabelText(QUERY_MODE_LABEL)).toBeNull()
    cleanup()
    const { onQueryModeChange } = renderTerms({ item: { ...item, showQueryMode: true } })
    const select = screen.getByLabelText(QUERY_MODE_LABEL) as HTMLSelectElement
    expect(select.value).toBe('any')
    fireEvent.change(select, { target: { value: 'all' } })
    expect(onQueryModeChange).toHaveBeenCalledWith('all')
  })

  it('lists enum values by their option labels', () => {
    renderTerms({
      filter: { ...filterOf(PROGRAM), options: { bulk: { label: 'Bulk crystal' } } },
      buckets: terms(['bulk', 4]),
    })
    expect(screen.getByLabelText('Bulk crystal')).toBeTruthy()
  })
})

describe('terms menu item: listing and layout', () => {
  it('says "Showing top N" while the server may have more, even when fewer are shown', () => {
    renderTerms({ buckets: seven.slice(0, 3), exhausted: false })
    expect(screen.getByText(showingTopText(3))).toBeTruthy()
    expect(screen.queryByText(showingAllText(3))).toBeNull()
  })

  it('says "Showing all N" once the aggregation is exhausted', () => {
    renderTerms({ buckets: seven.slice(0, 5), exhausted: true })
    expect(screen.getByText(showingAllText(5))).toBeTruthy()
    expect(screen.queryByRole('button', { name: LOAD_MORE_TEXT })).toBeNull()
  })

  it('lists exactly the fixed options, with their labels, descriptions and counts', () => {
    renderTerms({
      item: { ...item, options: { VASP: { label: 'Vienna', description: 'The VASP code' }, Gaussian: { label: 'Gaussian' } } },
      buckets: seven,
    })
    expect(screen.getAllByRole('checkbox')).toHaveLength(2)
    const vienna = screen.getByLabelText('Vienna').closest('li') as HTMLElement
    expect(vienna.title).toBe('The VASP code')
    expect(within(vienna).getByText('70')).toBeTruthy()
    // Nothing to tick where the query finds nothing.
    expect((screen.getByLabelText('Gaussian') as HTMLInputElement).disabled).toBe(true)
    expect(screen.queryByText(/Showing/)).toBeNull()
  })

  it('a fixed option sets its value', () => {
    const { onChange } = renderTerms({ item: { ...item, options: { exciting: { label: 'exciting code' } } } })
    fireEvent.click(screen.getByLabelText('exciting code'))
    expect(onChange).toHaveBeenCalledWith(['exciting'])
  })

  it('orders fixed options by count unless sort_static is false', () => {
    const options = { ABINIT: { label: 'ABINIT' }, VASP: { label: 'VASP' } }
    renderTerms({ item: { ...item, options } })
    expect(screen.getAllByRole('checkbox').map((box) => box.closest('label')?.textContent)).toEqual(['VASP', 'ABINIT'])
    cleanup()
    renderTerms({ item: { ...item, options, sortStatic: false } })
    expect(screen.getAllByRole('checkbox').map((box) => box.closest('label')?.textContent)).toEqual(['ABINIT', 'VASP'])
  })

  it('lists all enum values of a filter when no options are configured', () => {
    renderTerms({ item: { type: 'terms', searchQuantity: 'results.material.structural_type' }, filter: filterOf('results.material.structural_type'), buckets: terms(['bulk', 4]) })
    expect(screen.getAllByRole('checkbox')).toHaveLength(5)
    expect((screen.getByLabelText('atom') as HTMLInputElement).disabled).toBe(true)
  })

  it('without a header, the item is named by its title and shows no heading', () => {
    renderTerms({ item: { ...item, showHeader: false, title: 'Search DFT entries' } })
    expect(screen.queryByRole('heading')).toBeNull()
    expect(screen.getByRole('region', { name: 'Search DFT entries' })).toBeTruthy()
  })

  it('lays the values out in n_columns columns', () => {
    renderTerms({ item: { ...item, nColumns: 2 } })
    const list = screen.getByRole('list')
    expect(list.style.gridTemplateColumns).toBe('repeat(2, minmax(0, 1fr))')
  })

  it('hides counts and bars when show_statistics is false', () => {
    const { container } = renderTerms({ item: { ...item, showStatistics: false } })
    expect(screen.queryByText('70')).toBeNull()
    expect(container.querySelector('.tessera-terms-bar')).toBeNull()
  })

  it.each([
    ['linear', '50%'],
    ['log', `${(Math.log10(35) / Math.log10(70)) * 100}%`],
  ] as const)('draws count bars on the %s scale', (scale, width) => {
    const { container } = renderTerms({ item: { ...item, scale }, buckets: terms(['VASP', 70], ['CP2K', 35]) })
    const bars = container.querySelectorAll<HTMLElement>('.tessera-terms-bar')
    expect(bars[0].style.width).toBe('100%')
    expect(parseFloat(bars[1].style.width)).toBeCloseTo(parseFloat(width), 6)
  })
})
