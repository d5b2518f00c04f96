// The CLI works on the store of a stopped server. PGlite takes no lock of its own: two
// processes can open the same directory and then corrupt it. While it is open, though,
// it keeps a postmaster.pid in its directory (removed on a clean close), which tells us
// a server is running there.
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { openStore, type Store } from '../store'

export class CliError extends Error {
  override name = 'CliError'
}

export interface StoreLocation {
  dataDir: string
  /** PostgreSQL server; then the data directory's database is not used. */
  databaseUrl?: string
  /** Make a new embedded database when the data directory has none (`users add`). */
  create: boolean
}

export const IN_USE = 'The data directory is in use by a running server; stop it first or use the API (POST /api/v1/users).'

export async function openCliStore(location: StoreLocation): Promise<Store> {
  if (location.databaseUrl) return openStore({ databaseUrl: location.databaseUrl })
  const dbDir = join(location.dataDir, 'db')
  if (existsSync(join(dbDir, 'postmaster.pid'))) {
    throw new CliError(`${IN_USE}\n(If no server runs there — it was killed — start and stop it once to release ${location.dataDir}.)`)
  }
  if (!existsSync(join(dbDir, 'PG_VERSION')) && !location.create) {
    throw new CliError(`There is no Tessera database in ${location.dataDir}; name the data directory with --data or TESSERA_DATA.`)
  }
  return openStore({ dataDir: location.dataDir })
}
