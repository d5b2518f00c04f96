// dev/editquantity (issue 18): the edit components as a user meets them — a number with
// a unit typed in nm and stored in m, a bound's message, an enum and a date — each
// showing the value it stores; and the rich-text editor.
import { acceptCookies, screen } from './accounts'
import { expect, test } from './fixtures'

test('edits a number with a unit, an out-of-range value, an enum, a date and rich text on dev/editquantity', async ({ page, server }) => {
  await acceptCookies(page.context(), server.baseUrl)
  await page.goto(`${server.guiUrl}/dev/editquantity`)
  await expect(page.getByRole('heading', { name: 'Edit quantities' })).toBeVisible()
  // Every component is a chunk of its own: wait until all have drawn.
  await expect(page.getByLabel(/^Loading edit component/)).toHaveCount(0)
  await expect(page.getByRole('textbox', { name: 'description' })).toBeVisible()
  await screen(page, 'editquantity-page')

  // thickness is stored in m, shown in nm, between 0 and 1 µm.
  const thickness = page.getByRole('region', { name: 'thickness' })
  const field = thickness.getByRole('textbox', { name: 'thickness' })
  await field.fill('25 nm')
  await field.press('Enter')
  await expect(thickness.getByTestId('stored-thickness')).toHaveText('2.5e-8')
  await expect(field).toHaveValue('25')

  // A value in another unit converts; over the bound shows the spec's message.
  await field.fill('2 um')
  await field.blur()
  await expect(thickness.getByRole('alert')).toHaveText('Enter a value that is equal or smaller than 1000 (nm)')
  await expect(thickness.getByTestId('stored-thickness')).toHaveText('2.5e-8')
  await thickness.scrollIntoViewIfNeeded()
  await screen(page, 'editquantity-number-out-of-range')

  // A wrong datatype, after the 500 ms debounce without leaving the field.
  const cycles = page.getByRole('region', { name: 'cycles' })
  await cycles.getByRole('textbox', { name: 'cycles' }).fill('2.5')
  await expect(cycles.getByRole('alert')).toHaveText("Enter a valid numerical value with datatype 'int64'")

  // An enum as a select.
  const method = page.getByRole('region', { name: 'deposition_method' })
  await method.getByRole('combobox', { name: 'deposition method' }).selectOption('spin coating')
  await expect(method.getByTestId('stored-deposition_method')).toHaveText('"spin coating"')

  // A bare date, stored as a JSON timestamp.
  const date = page.getByRole('region', { name: 'date', exact: true })
  await date.getByLabel('date', { exact: true }).fill('2024-03-01')
  await expect(date.getByTestId('stored-date')).toHaveText('"2024-03-01T00:00:00.000Z"')
  await date.scrollIntoViewIfNeeded()
  await screen(page, 'editquantity-enum-date')

  // Rich text: the lazy editor stores HTML.
  const description = page.getByRole('region', { name: 'description' })
  await description.getByRole('textbox', { name: 'description' }).click()
  await page.keyboard.press('End')
  await page.keyboard.type(' Annealed in air.')
  await expect(description.getByTestId('stored-description')).toContainText('Annealed in air.</p>')
  await screen(page, 'editquantity-full', { fullPage: true })
})
