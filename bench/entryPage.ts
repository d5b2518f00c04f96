// The entry page's figures (issue 17): the JavaScript of its first paint (gzipped, the
// cards' and viewers' lazy chunks counted apart), the time until the overview of a
// 1,000-atom entry is interactive (the structure viewer drawn and answering a drag), and
// frames per second while rotating a 10,000-atom structure — in headless Chromium against
// the built server. The structures are generated extended-XYZ files (fcc copper, slightly
// shaken; the 1,000 atoms periodic, the 10,000 a cluster), loaded at start as an example upload of the config in a temporary data
// directory. Prints figures; never fails on time.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { chromium, type Browser, type Page } from '@playwright/test'
import { startServer, type RunningServer } from '../tests/e2e/fixtures'

const A = 3.61 // Å, copper
const FCC: readonly (readonly [number, number, number])[] = [[0, 0, 0], [0.5, 0.5, 0], [0.5, 0, 0.5], [0, 0.5, 0.5]]

/**
 * n1×n2×n3 conventional fcc cells (4 atoms each), every atom moved by up to 0.05 Å; with
 * `periodic` false a cluster without cell (processing finds no symmetry to analyse).
 */
export function fccExtxyz(n1: number, n2: number, n3: number, periodic = true): string {
  let seed = 12345
  const shake = () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31
    return (seed / 2 ** 31 - 0.5) * 0.1
  }
  const lines: string[] = []
  for (let i = 0; i < n1; i++) for (let j = 0; j < n2; j++) for (let k = 0; k < n3; k++) {
    for (const [x, y, z] of FCC) {
      lines.push(`Cu ${((i + x) * A + shake()).toFixed(4)} ${((j + y) * A + shake()).toFixed(4)} ${((k + z) * A + shake()).toFixed(4)}`)
    }
  }
  const lattice = periodic ? `Lattice="${n1 * A} 0 0 0 ${n2 * A} 0 0 0 ${n3 * A}" Properties=species:S:1:pos:R:3 pbc="T T T"` : 'Properties=species:S:1:pos:R:3 pbc="F F F"'
  return `${lines.length}\n${lattice}\n${lines.join('\n')}\n`
}

const config = (folder: string) => `
plugins:
  entry_points:
    options:
      bench-structures:
        entry_point_type: example_upload
        title: Bench structures
        category: Bench
        path: ${folder}
ui:
  example_uploads:
    include: [bench-structures]
`

async function entryIds(server: RunningServer): Promise<Record<string, string>> {
  const started = Date.now()
  for (;;) {
    const response = await fetch(`${server.baseUrl}/api/v1/entries/query`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ owner: 'public', required: { include: ['entry_id', 'mainfile'] } }),
    })
    const { data } = (await response.json()) as { data: { entry_id: string; mainfile: string }[] }
    if (data.length === 2) return Object.fromEntries(data.map((entry) => [entry.mainfile, entry.entry_id]))
    if (Date.now() - started > 300_000) throw new Error('the bench structures were not processed in 5 minutes')
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
}

// Chunks the overview loads through the cards' and viewers' loaders (vite names a lazy
// chunk after its module; the libraries they pull in get names of their own).
const LAZY = /\/(\w*(Card|Viewer|View|Graph|Chart|Preview|Tab)|three|sceneRenderer|structure|plots|dos|d3-force|h5web[\w-]*|vega[\w-]*|propertyCard|readers|labels)-[\w-]+\.js$/

/** Scripts the entry page loads until the structure prompt shows, gzipped, first paint and lazy apart. */
async function firstPaint(browser: Browser, server: RunningServer, entryId: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 860 } })
  await context.addCookies([{ name: 'tessera-cookies-accepted', value: 'true', url: `${server.baseUrl}/gui` }])
  const page = await context.newPage()
  const scripts = new Map<string, number>()
  page.on('response', async (response) => {
    if (!(response.headers()['content-type'] ?? '').includes('javascript')) return
    const body = await response.body().catch(() => null)
    if (body) scripts.set(response.url().replace(server.baseUrl, ''), gzipSync(body, { level: 9 }).length)
  })
  await page.goto(`${server.guiUrl}/search/entries/entry/id/${entryId}`, { waitUntil: 'networkidle' })
  await page.getByRole('button', { name: 'Yes' }).waitFor()
  await page.waitForLoadState('networkidle')
  const kB = (entries: [string, number][]) => (entries.reduce((sum, [, size]) => sum + size, 0) / 1024).toFixed(1)
  const all = [...scripts]
  const lazy = all.filter(([url]) => LAZY.test(url))
  const first = all.filter(([url]) => !LAZY.test(url))
  console.log(`entry: first paint of the entry page: ${first.length} scripts, ${kB(first)} kB gzipped (budget 500 kB); the overview's cards and viewers add ${lazy.length} lazy chunks, ${kB(lazy)} kB`)
  for (const [url, size] of first.sort((a, b) => b[1] - a[1]).slice(0, 6)) console.log(`  ${(size / 1024).toFixed(1).padStart(7)} kB  ${url}`)
  console.log(`  lazy: ${lazy.sort((a, b) => b[1] - a[1]).map(([url, size]) => `${url.replace(/^.*\//, '')} ${(size / 1024).toFixed(1)}`).join(', ')}`)
  await context.close()
}

/** Milliseconds since navigation start, read in the page. */
const now = (page: Page) => page.evaluate(() => performance.now())

/** The canvas's pixels as a data URL: two differ when the view has moved. */
const pixels = (page: Page) => page.locator('.tessera-structure-canvas canvas').evaluate((canvas: HTMLCanvasElement) => canvas.toDataURL())

/** Drags across the middle of the viewer by dx pixels in `steps` moves. */
async function drag(page: Page, dx: number, steps: number) {
  const box = (await page.locator('.tessera-structure-canvas canvas').boundingBox())!
  const x = box.x + box.width / 2
  const y = box.y + box.height / 2
  await page.mouse.move(x, y)
  await page.mouse.down()
  await page.mouse.move(x + dx, y + dx / 4, { steps })
  await page.mouse.up()
}

/** Opens an entry, accepts drawing its many atoms, and returns the times of each stage. */
async function openStructure(page: Page, server: RunningServer, entryId: string) {
  await page.goto(`${server.guiUrl}/search/entries/entry/id/${entryId}`)
  const yes = page.getByRole('button', { name: 'Yes' })
  await yes.waitFor({ timeout: 60_000 })
  const prompt = await now(page)
  await yes.click()
  const clicked = await now(page)
  await page.locator('figure[aria-busy="false"], [role="figure"][aria-busy="false"]').first().waitFor({ timeout: 60_000 })
  const drawn = await now(page)
  return { prompt, clicked, drawn }
}

async function interactive(browser: Browser, server: RunningServer, entryId: string) {
  const runs: string[] = []
  for (let run = 0; run < 3; run++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 860 } })
    await context.addCookies([{ name: 'tessera-cookies-accepted', value: 'true', url: `${server.baseUrl}/gui` }])
    const page = await context.newPage()
    const { prompt, clicked, drawn } = await openStructure(page, server, entryId)
    const before = await pixels(page)
    await drag(page, 120, 4)
    // Answering: the view has turned once the drag's frame is drawn.
    await page.waitForFunction(
      (previous) => (document.querySelector('.tessera-structure-canvas canvas') as HTMLCanvasElement).toDataURL() !== previous,
      before,
      { polling: 'raf', timeout: 30_000 },
    )
    const answered = await now(page)
    runs.push(`prompt ${prompt.toFixed(0)} ms, viewer ready (aria-busy cleared) ${(drawn - clicked).toFixed(0)} ms after 'Yes', turned by a drag (pixels changed) ${(answered - clicked).toFixed(0)} ms after 'Yes'`)
    await context.close()
  }
  console.log('entry: overview of a 1,000-atom entry (from navigation start; the viewer asks before drawing more atoms than its limit):')
  for (const line of runs) console.log(`  ${line}`)
}

// Runs in the page as source text: tsx would wrap the named function in a helper the page
// does not have. Counts animation frames until benchCounting is cleared.
const COUNT_FRAMES = `(() => {
  window.benchFrames = 0
  window.benchCounting = true
  const tick = () => {
    if (!window.benchCounting) return
    window.benchFrames++
    requestAnimationFrame(tick)
  }
  requestAnimationFrame(tick)
})()`

async function rotationFps(browser: Browser, server: RunningServer, entryId: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 860 } })
  await context.addCookies([{ name: 'tessera-cookies-accepted', value: 'true', url: `${server.baseUrl}/gui` }])
  const page = await context.newPage()
  const { drawn, clicked } = await openStructure(page, server, entryId)
  const results: string[] = []
  for (let run = 0; run < 3; run++) {
    // Frames the page draws (animation frames) while the mouse drags for about 3 s.
    await page.evaluate(COUNT_FRAMES)
    const start = await now(page)
    const box = (await page.locator('.tessera-structure-canvas canvas').boundingBox())!
    const x = box.x + box.width / 2
    const y = box.y + box.height / 2
    await page.mouse.move(x, y)
    await page.mouse.down()
    let step = 0
    while ((await now(page)) - start < 3000) {
      step++
      await page.mouse.move(x + 150 * Math.sin(step / 10), y + 60 * Math.cos(step / 10))
    }
    await page.mouse.up()
    const frames = (await page.evaluate('window.benchCounting = false, window.benchFrames')) as number
    const seconds = ((await now(page)) - start) / 1000
    results.push(`${(frames / seconds).toFixed(1)} animation frames/s, ${(step / seconds).toFixed(1)} drag moves answered/s`)
  }
  console.log(`entry: 10,000-atom structure, viewer ready ${(drawn - clicked).toFixed(0)} ms after 'Yes'; rotating by dragging for 3 s, 3 runs: ${results.join('; ')}`)
  await context.close()
}

export async function benchEntryPage(): Promise<void> {
  const dataDir = await mkdtemp(join(tmpdir(), 'tessera-bench-entry-'))
  const folder = join(dataDir, 'structures')
  await mkdir(folder)
  await writeFile(join(folder, 'Cu1000.extxyz'), fccExtxyz(5, 5, 10))
  // A cluster: processing a periodic cell of thousands of atoms takes minutes (4,000 atoms:
  // over 150 s, in the symmetry analysis); without a cell it takes half a second.
  await writeFile(join(folder, 'Cu10000.extxyz'), fccExtxyz(10, 10, 25, false))
  const server = await startServer({ dataDir, configYaml: config(folder), env: { TESSERA_EXAMPLES: '1' } })
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  })
  try {
    const started = Date.now()
    const ids = await entryIds(server)
    console.log(`entry: 1,000 and 10,000 atoms processed ${((Date.now() - started) / 1000).toFixed(1)} s after start`)
    await firstPaint(browser, server, ids['Cu1000.extxyz'])
    await interactive(browser, server, ids['Cu1000.extxyz'])
    await rotationFps(browser, server, ids['Cu10000.extxyz'])
  } finally {
    await browser.close()
    await server.stop()
    await rm(dataDir, { recursive: true, force: true })
  }
}
