// The archive browser (spec 2 §2.6, spec 3 §2.3) in a real browser against the bundled
// example uploads: from an example entry's page open the data tab, click down lane by
// lane to a deep quantity, check the URL, load that URL directly (a deep link), and go
// back with the browser. One flow; a screenshot of each lane state.
import { acceptCookies, screen } from './accounts'
import { examplesProcessed, expect, test } from './examples'

test('the data tab browses an example archive down to a quantity, by clicks, by URL and back', async ({ page, context, examples }) => {
  await examplesProcessed(examples)
  await acceptCookies(context, examples.baseUrl)
  const answer = await fetch(`${examples.baseUrl}/api/v1/entries/query`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ owner: 'public', query: { mainfile: 'NaCl.cif' }, required: { include: ['entry_id'] } }),
  })
  const entryId = ((await answer.json()) as { data: { entry_id: string }[] }).data[0].entry_id

  await page.goto(`${examples.guiUrl}/entry/id/${entryId}`)
  await page.getByRole('tab', { name: 'Data' }).click()
  const root = page.getByRole('region', { name: 'root' })
  await expect(root.getByRole('link', { name: 'run:0' })).toBeVisible()
  await screen(page, 'archive-root')

  // Down lane by lane: run:0 → system:0 → atoms → positions; each click adds a lane.
  await root.getByRole('link', { name: 'run:0' }).click()
  await page.getByRole('region', { name: 'run:0' }).getByRole('link', { name: 'system:0' }).click()
  await page.getByRole('region', { name: 'system:0' }).getByRole('link', { name: 'atoms', exact: true }).click()
  await page.getByRole('region', { name: 'atoms' }).getByRole('link', { name: /^positions/ }).click()
  const deepUrl = new RegExp(`/entry/id/${entryId}/data/run:0/system:0/atoms/positions$`)
  await expect(page).toHaveURL(deepUrl)
  const positions = page.getByRole('region', { name: 'positions' })
  // The values in ångström (the default unit system) in the matrix viewer: 8 atoms × 3.
  await expect(positions.getByText('[8, 3]')).toBeVisible()
  await expect(positions.getByText('Å', { exact: true })).toBeVisible()
  await expect(positions.getByText('2.8201').first()).toBeVisible()
  await expect(page.getByRole('region', { name: 'atoms' }).locator('a[aria-current="location"]')).toContainText('positions')
  await screen(page, 'archive-deep')

  // The URL itself opens the same lanes (a deep link).
  await page.reload()
  await expect(page.getByRole('region', { name: 'positions' }).getByText('[8, 3]')).toBeVisible()
  await expect(page.getByRole('region', { name: 'root' }).locator('a[aria-current="location"]')).toContainText('run:0')
  await screen(page, 'archive-deep-link')

  // Back: the quantity's lane goes, the atoms lane stays.
  await page.goBack()
  await expect(page).toHaveURL(new RegExp(`/entry/id/${entryId}/data/run:0/system:0/atoms$`))
  await expect(page.getByRole('region', { name: 'positions' })).toHaveCount(0)
  await expect(page.getByRole('region', { name: 'atoms' }).getByRole('link', { name: /^lattice_vectors/ })).toBeVisible()
  await screen(page, 'archive-back')

  // A path that does not resolve says so in its lane.
  await page.getByRole('textbox', { name: 'Jump to path' }).fill('nothing')
  await page.getByRole('textbox', { name: 'Jump to path' }).press('Enter')
  await expect(page.getByText('The item "nothing" could not be found.')).toBeVisible()
  await screen(page, 'archive-not-found')
})
