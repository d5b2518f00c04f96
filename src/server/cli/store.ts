// The CLI works on the store of a stopped server. PGlite takes no lock of its own: two
// processes can open the same directory and then lose each other's writes. So the CLI
// holds the data directory's lock (dataDirLock.ts) while it works, as a server does:
// it refuses while a server runs there, a server refuses while it works, and a server
// that was killed leaves nothing behind that blocks either.
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { openStore, type Store } from '../store'
import { DataDirInUse, lockDataDir } from '../dataDirLock'

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
  if (!existsSync(join(location.dataDir, 'db', 'PG_VERSION')) && !location.create) {
    throw new CliError(`There is no Tessera database in ${location.dataDir}; name the data directory with --data or TESSERA_DATA.`)
  }
  let lock
  try {
    lock = await lockDataDir(location.dataDir, 'cli')
  } catch (error) {
    if (!(error instanceof DataDirInUse)) throw error
    throw new CliError(error.holder?.role === 'cli' ? error.message : `${IN_USE}\n(${error.message})`)
  }
  try {
    const store = await openStore({ dataDir: location.dataDir })
    return { ...store, close: () => store.close().finally(() => lock.release()) }
  } catch (error) {
    await lock.release()
    throw error
  }
}
