// The search page's budgets (ARCHITECTURE.md) on a store of 100k synthetic entries:
// first results visible after opening /gui/search/entries (≤ 1.5 s, cold browser cache)
// and a filter click until the table shows the new counts (≤ 300 ms). Times are taken
// inside the page (performance.now, checked every animation frame), so Playwright's own
// round trips are not counted.
import type { Browser, Page } from '@playwright/test'
import { startServer } from '../tests/e2e/fixtures'
import { cachedDataDir } from './search'

const ENTRIES = 100_000
const RUNS = 5

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
const figures = (values: number[]) => `median ${median(values).toFixed(0)} ms (runs: ${values.map((v) => v.toFixed(0)).join(', ')})`

/** ms since navigation start until the results count and a first row are on screen. */
async function firstResults(page: Page): Promise<number> {
  const handle = await page.waitForFunction(
    `[...document.querySelectorAll('.tessera-results-toolbar span')].some((span) => /^[\\d,]+ results?$/.test(span.textContent ?? ''))
      && document.querySelectorAll('table tbody tr').length > 0 && performance.now()`,
    undefined,
    { polling: 'raf', timeout: 120_000 },
  )
  return (await handle.jsonValue()) as number
}

// Runs in the page as source text: tsx would wrap named functions in a helper the page
// does not have.
const CLICK_UNTIL_COUNTS = `async (name) => {
  const countText = () => [...document.querySelectorAll('.tessera-results-toolbar span')]
    .map((span) => span.textContent ?? '').find((text) => /results?$/.test(text))
  const before = countText()
  const button = [...document.querySelectorAll('button')].find((candidate) => (candidate.getAttribute('aria-label') ?? '').startsWith(name))
  if (!button) throw new Error('no button ' + name)
  const start = performance.now()
  button.click()
  for (;;) {
    await new Promise(requestAnimationFrame)
    const now = countText()
    if (now && now !== before) return performance.now() - start
    if (performance.now() - start > 30000) throw new Error('the counts did not change')
  }
}`

/** ms from clicking the element button until the results count shows another number. */
async function clickUntilCounts(page: Page, element: string): Promise<number> {
  return page.evaluate(`(${CLICK_UNTIL_COUNTS})(${JSON.stringify(element)})`) as Promise<number>
}

export async function benchGuiSearch(browser: Browser): Promise<void> {
  const dataDir = await cachedDataDir(ENTRIES)
  const server = await startServer({ dataDir })
  try {
    // The index builds after start; the first search waits for it.
    const ready = Date.now()
    await fetch(`${server.baseUrl}/api/v1/entries/query`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"pagination":{"page_size":1}}' })
    console.log(`gui: ${ENTRIES.toLocaleString('en')} entries, index ready after ${((Date.now() - ready) / 1000).toFixed(1)} s`)

    const opened: number[] = []
    const clicks: number[] = []
    for (let run = 0; run < RUNS; run++) {
      const context = await browser.newContext()
      await context.addCookies([{ name: 'tessera-cookies-accepted', value: 'true', url: `${server.baseUrl}/gui` }])
      const page = await context.newPage()
      await page.goto(`${server.guiUrl}/search/entries`)
      opened.push(await firstResults(page))

      await page.getByText('Material', { exact: true }).click()
      await page.getByText('Elements / Formula', { exact: true }).click()
      await page.getByRole('button', { name: /^Oxygen/ }).waitFor()
      // Let the menu's own requests settle, and the debounce's quiet spell pass.
      await page.waitForLoadState('networkidle')
      await page.waitForTimeout(600)
      clicks.push(await clickUntilCounts(page, 'Oxygen'))
      await context.close()
    }
    console.log(`gui: first results on /gui/search/entries, cold cache, ${ENTRIES.toLocaleString('en')} entries: ${figures(opened)} (budget 1500 ms)`)
    console.log(`gui: filter click (elements O) until new counts, ${ENTRIES.toLocaleString('en')} entries: ${figures(clicks)} (budget 300 ms)`)
  } finally {
    await server.stop()
  }
}
