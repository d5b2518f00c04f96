// Browser tests against a server holding the bundled example uploads: the worker-scoped
// fixture `examples`, the API's own count of public entries for a query, and a wait
// until the examples are processed.
import { expect, startServer, test as base, type RunningServer } from './fixtures'

/** The bundled example uploads hold 33 entries (tests/api/examples.test.ts says so too). */
export const EXAMPLE_ENTRIES = 33

export const test = base.extend<{}, { examples: RunningServer }>({
  examples: [
    async ({}, use) => {
      const server = await startServer({ env: { TESSERA_EXAMPLES: '1' } })
      await use(server)
      await server.stop()
    },
    { scope: 'worker' },
  ],
})

/** Entries (public) a query selects, asked of the API directly. */
export async function total(server: RunningServer, query: object): Promise<number> {
  const response = await fetch(`${server.baseUrl}/api/v1/entries/query`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ owner: 'public', query, pagination: { page_size: 0 } }),
  })
  return ((await response.json()) as { pagination: { total: number } }).pagination.total
}

/** Waits until the example uploads are processed: all their entries are searchable. */
export async function examplesProcessed(server: RunningServer) {
  await expect(async () => expect(await total(server, {})).toBe(EXAMPLE_ENTRIES)).toPass({ timeout: 90_000 })
}

export { expect, type RunningServer }
