import { chromium } from '@playwright/test'
const base = 'http://127.0.0.1:8123'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] })
const context = await browser.newContext({ viewport: { width: 1400, height: 1000 } })
await context.addCookies([{ name: 'tessera-cookies-accepted', value: 'true', url: `${base}/gui` }])
const page = await context.newPage()
const errors = []
page.on('pageerror', (e) => errors.push(String(e)))
page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()) })
for (const [name, path] of process.argv.slice(2).map((a) => a.split('='))) {
  await page.goto(`${base}/gui/${path}`)
  await page.waitForTimeout(3500)
  await page.screenshot({ path: `/tmp/shots/${name}.png`, fullPage: true })
}
console.log(errors.join('\n'))
await browser.close()
