// The first administrator of a local installation. Without one nobody could create
// accounts (POST /api/v1/users) or edit others' groups, so the first start makes one.
import { randomBytes } from 'node:crypto'
import { chmod, mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Store } from './store'
import { createAccount } from './auth/accounts'
import { passwordProblems } from './auth/passwords'
import { findUser, hasAdmin } from './store/users'
import { lockForTransaction } from './store/locks'

export const ADMIN_USERNAME = 'admin'
export const ADMIN_PASSWORD_FILE = 'admin-password'

export interface AdminOptions {
  dataDir: string
  /** False with an external identity provider: its accounts are managed there. */
  embedded: boolean
  /** TESSERA_ADMIN_PASSWORD is read from here (default process.env). */
  env?: NodeJS.ProcessEnv
}

/**
 * Creates the account `admin` when no administrator exists: with the password from
 * TESSERA_ADMIN_PASSWORD, else a random one written to {dataDir}/admin-password
 * (mode 600) and logged once. Later starts find the administrator and do nothing.
 */
export async function ensureAdmin(store: Store, options: AdminOptions, log: (message: string) => void): Promise<void> {
  if (!options.embedded) return
  const given = (options.env ?? process.env).TESSERA_ADMIN_PASSWORD || undefined
  if (given !== undefined) {
    const problems = passwordProblems(given)
    if (problems.length) throw new Error(`TESSERA_ADMIN_PASSWORD: ${problems.join(' ')}`)
  }
  await store.transaction(async (tx) => {
    // Server processes sharing one PostgreSQL database may start together.
    await lockForTransaction(tx, 'tessera.ensureAdmin')
    if (await hasAdmin(tx)) return
    if (await findUser(tx, 'username', ADMIN_USERNAME)) {
      log(`No administrator exists and the username '${ADMIN_USERNAME}' is taken; `
        + 'create one with: tessera users add --admin --username … (server stopped).')
      return
    }
    const password = given ?? randomBytes(15).toString('base64url')
    await createAccount(tx, { username: ADMIN_USERNAME, first_name: 'Admin', last_name: '', password, is_admin: true })
    if (given !== undefined) {
      log(`Created the admin account '${ADMIN_USERNAME}' with the password from TESSERA_ADMIN_PASSWORD.`)
      return
    }
    // Written inside the transaction: if the file cannot be written, no account is
    // left behind whose password nobody knows.
    const file = join(options.dataDir, ADMIN_PASSWORD_FILE)
    await mkdir(options.dataDir, { recursive: true })
    await writeFile(file, `${password}\n`, { mode: 0o600 })
    await chmod(file, 0o600) // an older file keeps its mode through writeFile
    log(`Created the admin account '${ADMIN_USERNAME}'; its password is in ${file}`)
    log(`Password of '${ADMIN_USERNAME}' (shown once): ${password}`)
  })
}
