// `tessera users …`: local accounts, for the first administrator and for installations
// without a mail server. The same rules as the API (accountProblems, passwordProblems).
import { randomBytes } from 'node:crypto'
import type { Queryable } from '../store'
import { createAccount, setPassword } from '../auth/accounts'
import { passwordProblems } from '../auth/passwords'
import { findUser, listUsers } from '../store/users'
import { ServiceError } from '../errors'
import { CliError } from './store'

export interface Output {
  out(line: string): void
  err(line: string): void
}

export interface AddOptions {
  username: string
  email: string
  first_name: string
  last_name: string
  affiliation?: string
  password?: string
  admin: boolean
}

/** The option a field of the account came from, for problem messages. */
const OPTION: Record<string, string> = {
  username: '--username', email: '--email', first_name: '--first-name', last_name: '--last-name',
  affiliation: '--affiliation', password: '--password',
}

export async function addUser(db: Queryable, options: AddOptions, output: Output): Promise<void> {
  try {
    const user = await createAccount(db, {
      username: options.username,
      email: options.email,
      first_name: options.first_name,
      last_name: options.last_name,
      affiliation: options.affiliation,
      password: options.password,
      is_admin: options.admin,
    }, [])
    output.out(`Created ${user.is_admin ? 'the administrator' : 'the user'} '${user.username}' (${user.user_id}).`)
    if (options.password === undefined) {
      output.out(`It has no password yet; set one with: tessera users set-password --username ${user.username}`)
    }
  } catch (error) {
    if (error instanceof ServiceError && error.kind === 'invalid') {
      const lines = error.problems.map((problem) => `${OPTION[String(problem.loc[0])] ?? problem.loc.join('.')}: ${problem.msg}`)
      throw new CliError(lines.join('\n'))
    }
    throw error
  }
}

export async function listAccounts(db: Queryable, output: Output): Promise<void> {
  const users = await listUsers(db)
  const rows = [
    ['USERNAME', 'NAME', 'EMAIL', 'ADMIN'],
    ...users.map((user) => [user.username, user.name, user.email ?? '', user.is_admin ? 'yes' : '']),
  ]
  const widths = rows[0].map((_cell, column) => Math.max(...rows.map((row) => row[column].length)))
  for (const row of rows) output.out(row.map((cell, column) => cell.padEnd(widths[column])).join('  ').trimEnd())
}

/** Sets the password; without one a random password is made and shown. */
export async function changePassword(db: Queryable, username: string, password: string | undefined, output: Output): Promise<void> {
  const user = await findUser(db, 'username', username)
  if (!user) throw new CliError(`There is no user with the username '${username}'.`)
  const chosen = password ?? randomBytes(15).toString('base64url')
  const problems = passwordProblems(chosen)
  if (problems.length) throw new CliError(problems.map((problem) => `--password: ${problem}`).join('\n'))
  await setPassword(db, user.user_id, chosen)
  output.out(password === undefined
    ? `The new password of '${user.username}' is: ${chosen}`
    : `Changed the password of '${user.username}'.`)
}
