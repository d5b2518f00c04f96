// Creating a PGlite database runs initdb in WASM (≈5 s); opening an existing one takes
// ≈0.3 s. Tests therefore copy one migrated template into each fresh data directory.
// The template is made once per test run by vitest's globalSetup; one store test still
// creates a database in an empty directory, the path production takes.
import { cp, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { openStore } from '../../src/server/store'
import { loadSecrets } from '../../src/server/auth/secrets'

const ENV = 'TESSERA_TEST_PGLITE_TEMPLATE'

export default async function setup() {
  const dir = await mkdtemp(join(tmpdir(), 'tessera-template-'))
  const store = await openStore({ dataDir: dir })
  // Keys too: an RSA key pair per test server would cost a few hundred milliseconds.
  await loadSecrets(store)
  await store.close()
  process.env[ENV] = join(dir, 'db')
  return async () => {
    await rm(dir, { recursive: true, force: true })
  }
}

/** Puts a migrated, empty embedded database into {dataDir}/db (when a template exists). */
export async function seedDataDir(dataDir: string): Promise<void> {
  const template = process.env[ENV]
  if (template) await cp(template, join(dataDir, 'db'), { recursive: true })
}
