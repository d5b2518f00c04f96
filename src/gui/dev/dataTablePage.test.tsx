// @vitest-environment jsdom
// dev/datatable (spec 1 §2, §3): five tabs over the demo data — 1024 points in pages of
// 100 (with details) or 10, 23 points plain, and 1024 by scrolling or "Load more".
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { renderApp } from '../app/testing/renderApp'
import { LOAD_MORE_TEXT, ROWS_PER_PAGE_TEXT } from '../components/dataTable'
import { demoRows } from './demoData'

afterEach(cleanup)

/** The page is a lazy chunk: its first load may take a while under a loaded test run. */
async function openDemo(tab?: string) {
  renderApp({ path: '/dev/datatable' })
  const tabs = await screen.findAllByRole('tab', {}, { timeout: 10_000 })
  if (tab) await userEvent.click(screen.getByRole('tab', { name: tab }))
  return tabs
}

const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1)

describe('the data-table demo', () => {
  it('has the five tabs of the spec', async () => {
    const tabs = await openDemo()
    expect(tabs.map((tab) => tab.textContent)).toEqual(['details paginated', 'paginated', 'plain', 'scroll', 'load more'])
  })

  it.each([
    ['details paginated', 100, '1–100 of 1,024'],
    ['paginated', 10, '1–10 of 1,024'],
    ['plain', 23, undefined],
    ['scroll', 10, undefined],
    ['load more', 10, undefined],
  ])('shows %s with %i rows at first', async (tab, rows, range) => {
    await openDemo(tab)
    expect(bodyRows()).toHaveLength(rows)
    if (range) {
      expect(screen.getByText(range)).toBeTruthy()
      expect([...(screen.getByLabelText(ROWS_PER_PAGE_TEXT) as HTMLSelectElement).options].map((option) => option.value)).toEqual(['5', '10', '50', '100'])
    }
  })

  it('sorts the demo data by a column', async () => {
    await openDemo('plain')
    await userEvent.click(screen.getByRole('button', { name: 'Temperature (K)' }))
    await userEvent.click(screen.getByRole('button', { name: 'Temperature (K)' }))
    const hottest = Math.max(...demoRows(23).map((row) => row.temperature))
    expect(bodyRows()[0].textContent).toContain(hottest.toFixed(2))
  })

  it('appends ten rows per "Load more"', async () => {
    await openDemo('load more')
    await userEvent.click(screen.getByRole('button', { name: LOAD_MORE_TEXT }))
    await waitFor(() => expect(bodyRows()).toHaveLength(20), { timeout: 2000 })
  })

  it('is deterministic demo data: 1024 points of time, temperature and pressure', () => {
    const rows = demoRows(1024)
    expect(rows).toHaveLength(1024)
    expect(rows[0]).toEqual({ id: 'point-1', process_time: 0, temperature: 293.15, pressure: expect.any(Number) })
    expect(demoRows(23)).toEqual(rows.slice(0, 23))
  })
})
