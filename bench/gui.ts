// GUI budgets (ARCHITECTURE.md): JavaScript for the first paint of /gui/search/entries
// (≤ 500 kB gzipped) and DOMContentLoaded of /gui/ with a cold cache on localhost
// (≤ 500 ms; issue 19's goal: p95 ≤ 400 ms); the search page's figures (100k entries, or
// `--entries N`) are in guiSearch.ts. Drives Debian's Chromium against the built server;
// prints figures.
import { mkdir } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { chromium } from '@playwright/test'
import { startServer } from '../tests/e2e/fixtures'
import { benchGuiSearch } from './guiSearch'

const RUNS = 15
/**
 * An empty store kept between runs: a new one is set up (migrations) at every start,
 * which on a loaded machine takes longer than the server start's 30 s allowance.
 */
const EMPTY_STORE = fileURLToPath(new URL('../.bench-cache/gui-empty', import.meta.url))

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]
}

export async function benchGui(): Promise<void> {
  await mkdir(EMPTY_STORE, { recursive: true })
  const server = await startServer({ dataDir: EMPTY_STORE })
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  })
  try {
    // First-paint JavaScript: every script the page loads before it settles, measured
    // as gzip of the bytes (what the server sends pre-compressed).
    const context = await browser.newContext()
    const page = await context.newPage()
    const scripts = new Map<string, number>()
    // Bodies are read after the response: on a loaded machine the big ones come after
    // networkidle, so every read is awaited before counting.
    const reads: Promise<void>[] = []
    page.on('response', (response) => {
      const type = response.headers()['content-type'] ?? ''
      if (!type.includes('javascript')) return
      reads.push(
        response.body().then(
          (body) => void scripts.set(response.url(), gzipSync(body, { level: 9 }).length),
          () => undefined,
        ),
      )
    })
    await page.goto(`${server.guiUrl}/search/entries`, { waitUntil: 'networkidle' })
    await Promise.all(reads)
    const total = [...scripts.values()].reduce((sum, size) => sum + size, 0)
    console.log(`gui: first paint of /gui/search/entries loads ${scripts.size} scripts, ${(total / 1024).toFixed(1)} kB gzipped (budget 500 kB)`)
    for (const [url, size] of [...scripts].sort((a, b) => b[1] - a[1]).slice(0, 5)) {
      console.log(`  ${(size / 1024).toFixed(1).padStart(7)} kB  ${url.replace(server.baseUrl, '')}`)
    }
    await context.close()

    // DOMContentLoaded with a cold cache: a new context per run.
    const times: number[] = []
    for (let run = 0; run < RUNS; run++) {
      const cold = await browser.newContext()
      const coldPage = await cold.newPage()
      await coldPage.goto(`${server.guiUrl}/`, { waitUntil: 'domcontentloaded' })
      const dcl = await coldPage.evaluate(() => {
        const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[]
        return navigation.domContentLoadedEventEnd - navigation.startTime
      })
      times.push(dcl)
      await cold.close()
    }
    console.log(`gui: DOMContentLoaded of /gui/ cold, ${RUNS} runs: p50 ${percentile(times, 50).toFixed(0)} ms, p95 ${percentile(times, 95).toFixed(0)} ms (budget 500 ms, goal p95 400 ms)`)
    await server.stop()
    await benchGuiSearch(browser)
  } finally {
    await browser.close()
    await server.stop()
  }
}
