import type { Queryable } from '../../src/server/store'
import { createAccount } from '../../src/server/auth/accounts'
import type { User } from '../../src/server/store/users'

let counter = 0

/** A local account with a password, named so tests can tell people apart. */
export async function anAccount(db: Queryable, fields: Partial<{ username: string; first_name: string; last_name: string; email: string; affiliation: string; password: string; is_admin: boolean }> = {}): Promise<User & { password: string }> {
  counter += 1
  const username = fields.username ?? `person${counter}`
  const password = fields.password ?? `secret-${username}-pw`
  const user = await createAccount(db, {
    username,
    email: fields.email ?? `${username}@example.org`,
    first_name: fields.first_name ?? 'Test',
    last_name: fields.last_name ?? `Person ${counter}`,
    affiliation: fields.affiliation,
    password,
    is_admin: fields.is_admin,
  })
  return { ...user, password }
}
