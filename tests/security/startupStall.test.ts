// Issue 14, finding 11: until the search index was built, every GET /info read every
// entry document; a client polling it kept a 1M server from finishing its start for over
// 20 minutes, and SIGTERM was ignored until SIGKILL. No call does work proportional to
// the entries while the index loads, and stopping works at any moment of the start.
import { existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedDataDir } from '../helpers/pgliteTemplate'
import { testServer } from '../helpers/server'
import { openStore } from '../../src/server/store'
import { startServerProcess } from './serverProcess'

// Enough that building the index outlasts the server's start and /info's short wait for it.
const ENTRIES = 30_000

async function seedEntries(dataDir: string): Promise<void> {
  const store = await openStore({ dataDir })
  try {
    await store.query(`INSERT INTO uploads (upload_id, upload_name, main_author, published, publish_time, embargo_length)
                       VALUES ('many-entries', 'many', 'user-1', true, now(), 0)`)
    await store.query(
      `INSERT INTO entries (entry_id, upload_id, mainfile, process_status, doc)
       SELECT 'entry-' || lpad(i::text, 22, '0'), 'many-entries', 'f' || i || '.archive.json', 'SUCCESS',
              jsonb_build_object('n_quantities', 3, 'results', jsonb_build_object(
                'material', jsonb_build_object('material_id', 'm' || (i % 100), 'elements', jsonb_build_array('O', 'Ti')),
                'properties', jsonb_build_object('n_calculations', 1)))
         FROM generate_series(1, $1::int) i`,
      [ENTRIES],
    )
  } finally {
    await store.close()
  }
}

describe('the start of a server with many entries', () => {
  let root: string
  let data: string
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'tessera-stall-'))
    data = join(root, 'data')
    await seedDataDir(data)
    await seedEntries(data)
  })
  afterAll(() => rm(root, { recursive: true, force: true }))

  it('answers GET /info while the index is built, without reading the entries, and the index gets built', async () => {
    const server = await testServer({ dataDir: data })
    try {
      // The attack: /info again and again while the index is built.
      const whileBuilding: unknown[] = []
      while (!server.context.search.loaded()) {
        const response = await server.api('/api/v1/info')
        expect(response.status).toBe(200)
        const { statistics } = await response.json()
        if (!server.context.search.loaded()) whileBuilding.push(statistics)
      }
      expect(whileBuilding.length).toBeGreaterThan(0)
      for (const statistics of whileBuilding) expect(statistics).toEqual({})
      const { statistics } = await (await server.api('/api/v1/info')).json()
      expect(statistics).toMatchObject({ n_entries: ENTRIES, n_uploads: 1 })
    } finally {
      await server.dispose()
    }
  })

  it('stops while the index is built, without waiting for it, and closes the store cleanly', async () => {
    const server = await testServer({ dataDir: data })
    expect(server.context.search.loaded()).toBe(false)
    await server.close()
    expect(server.context.search.loaded()).toBe(false)
    expect(existsSync(join(data, 'db', 'postmaster.pid'))).toBe(false)
    const store = await openStore({ dataDir: data })
    const [{ n }] = await store.query<{ n: number }>('SELECT count(*)::int AS n FROM entries')
    await store.close()
    expect(n).toBe(ENTRIES)
  })

  it('stops on SIGTERM while it loads the example uploads, with the store closed cleanly', async () => {
    const fresh = join(root, 'fresh')
    await seedDataDir(fresh)
    const server = startServerProcess(fresh, { TESSERA_EXAMPLES: '1' })
    // The first example's files are being copied.
    while (!existsSync(join(fresh, 'uploads'))) await new Promise((resolve) => setTimeout(resolve, 20))
    server.signal('SIGTERM')
    expect(await server.exit).toBe(0)
    expect(server.output()).toContain('SIGTERM: shutting down')
    expect(existsSync(join(fresh, 'db', 'postmaster.pid'))).toBe(false)
  })
}, 120_000)
