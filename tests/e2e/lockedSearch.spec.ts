// Searches locked to a subset, in a real browser against a server with the example
// uploads: /user/search shows only the signed-in user's entries (and asks anonymous
// visitors to log in), and a dataset page shows its name and DOI above a search of the
// dataset's entries only.
import type { BrowserContext } from '@playwright/test'
import { acceptCookies, registerFrom, screen } from './accounts'
import { EXAMPLE_ENTRIES, expect, test, type RunningServer } from './examples'

/** The API as the signed-in browser user (the login cookie carries the bearer token). */
async function userApi(context: BrowserContext, server: RunningServer) {
  const cookie = (await context.cookies()).find((candidate) => candidate.name === 'Authorization')
  const authorization = decodeURIComponent(cookie!.value)
  return async <T>(method: string, path: string, body?: string | object): Promise<T> => {
    const response = await fetch(`${server.baseUrl}/api/v1/${path}`, {
      method,
      headers: { authorization, accept: 'application/json', ...(typeof body === 'object' ? { 'content-type': 'application/json' } : {}) },
      body: typeof body === 'object' ? JSON.stringify(body) : body,
    })
    expect(response.status, `${method} ${path}`).toBe(200)
    return (await response.json()) as T
  }
}

test('the user search asks anonymous visitors to log in and shows a user only their own entries', async ({ page, context, examples }) => {
  test.setTimeout(180_000)
  await acceptCookies(context, examples.baseUrl)
  await page.goto(`${examples.guiUrl}/user/search`)
  await expect(page.getByText('Please login to search your data.')).toBeVisible()

  await registerFrom(page, examples, '/user/search')
  await expect(page.getByRole('heading', { name: 'Search your data' })).toBeVisible()
  await expect(page.getByText('no results')).toBeVisible()

  const api = await userApi(context, examples)
  const { upload_id } = await api<{ upload_id: string }>('POST', 'uploads')
  await api('PUT', `uploads/${upload_id}/raw/?file_name=He-dimer.xyz&wait_for_processing=true`, '2\nhelium dimer\nHe 0 0 0\nHe 0 0 3\n')
  const total = async (owner: string) =>
    (await api<{ pagination: { total: number } }>('POST', 'entries/query', { owner, query: {}, pagination: { page_size: 0 } })).pagination.total
  expect(await total('user')).toBe(1)
  // The example uploads are visible to everyone, but not the user's own.
  await expect(async () => expect(await total('visible')).toBe(EXAMPLE_ENTRIES + 1)).toPass({ timeout: 90_000 })

  await page.reload()
  await expect(page.getByText('1 result', { exact: true })).toBeVisible()
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(2)
  await expect(page.getByRole('table').getByText('He-dimer.xyz')).toBeVisible()
  await screen(page, 'user-search')

  // The dataset page: the dataset's name above a search of its one entry.
  const { data } = await api<{ data: Array<{ entry_id: string }> }>('POST', 'entries/query', { owner: 'user', query: {}, pagination: { page_size: 10 } })
  const dataset = await api<{ dataset_id: string }>('POST', 'datasets/', { dataset_name: 'Helium samples', entries: [data[0]!.entry_id] })
  await page.goto(`${examples.guiUrl}/dataset/id/${dataset.dataset_id}`)
  await expect(page.getByRole('heading', { name: 'Helium samples' })).toBeVisible()
  await expect(page.getByText('1 result', { exact: true })).toBeVisible()
  await expect(page.getByRole('table').getByText('He-dimer.xyz')).toBeVisible()
  await screen(page, 'dataset-page')

  await page.goto(`${examples.guiUrl}/dataset/id/no-such-dataset`)
  await expect(page.getByText('This dataset does not exist or you are not allowed to see it.')).toBeVisible()
})
