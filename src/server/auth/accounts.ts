// Local accounts of the embedded identity provider: creation, password checks and
// changes. Knows nothing of HTTP; callers map the errors.
import { randomUUID, randomBytes, createHash } from 'node:crypto'
import type { Queryable } from '../store'
import { findUser, insertUser, replacePasswordHash, type NewUser, type User } from '../store/users'
import { insertPasswordLink, passwordHashOf, passwordLinkExists, takePasswordLink } from '../store/credentials'
import { hashPassword, passwordProblems, verifyPassword } from './passwords'
import { invalid, type InvalidValue } from '../errors'

export interface AccountInput {
  username: string
  email?: string
  first_name: string
  last_name: string
  affiliation?: string
  affiliation_address?: string
  password?: string
  is_admin?: boolean
}

const USERNAME = /^[A-Za-z0-9][A-Za-z0-9._@-]{1,63}$/
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** Problems with a new account's fields, located as the API reports them. */
export async function accountProblems(db: Queryable, input: AccountInput, where: (string | number)[] = ['body']): Promise<InvalidValue[]> {
  const problems: InvalidValue[] = []
  const at = (field: string, msg: string) => problems.push({ loc: [...where, field], msg, type: 'value_error' })
  if (!USERNAME.test(input.username ?? '')) at('username', 'A username has 2 to 64 letters, digits or . _ @ - and starts with a letter or digit.')
  else if (await findUser(db, 'username', input.username)) at('username', 'This username is already taken.')
  if (input.email !== undefined) {
    // RFC 5321's limit first: EMAIL backtracks quadratically (20,000 characters took 0.9 s).
    if (input.email.length > 254 || !EMAIL.test(input.email)) at('email', 'The email is not valid!')
    else if (await findUser(db, 'email', input.email)) at('email', 'There is already an account with this email address.')
  }
  if (!input.first_name?.trim() && !input.last_name?.trim()) at('first_name', 'A first or last name is required.')
  if (input.password !== undefined) for (const problem of passwordProblems(input.password)) at('password', problem)
  return problems
}

/** Creates a local account; without a password it can only be used after a set-password link. */
export async function createAccount(db: Queryable, input: AccountInput, where?: (string | number)[]): Promise<User> {
  const problems = await accountProblems(db, input, where)
  if (problems.length) throw invalid(problems)
  const record: NewUser = {
    user_id: randomUUID(),
    username: input.username,
    email: input.email,
    first_name: input.first_name.trim(),
    last_name: input.last_name.trim(),
    affiliation: input.affiliation?.trim() || undefined,
    affiliation_address: input.affiliation_address?.trim() || undefined,
    is_admin: input.is_admin,
  }
  const user = await insertUser(db, record)
  if (input.password !== undefined) await setPassword(db, user.user_id, input.password)
  return user
}

/**
 * Sets the password. A new password ends every app token of the user and every
 * session at the embedded provider but `keepSession` (the one that changed it): a
 * password that was guessed or leaked must not leave a way in behind.
 */
export async function setPassword(db: Queryable, userId: string, password: string, keepSession?: string): Promise<void> {
  await replacePasswordHash(db, userId, await hashPassword(password), keepSession)
}

/** The account a sign-in name means: a username, or else an email address. */
export async function findAccount(db: Queryable, login: string): Promise<User | undefined> {
  return (await findUser(db, 'username', login)) ?? (login.includes('@') ? await findUser(db, 'email', login) : undefined)
}

/**
 * The key sign-in attempts are counted under: the account's id when the name is a
 * username or email of an account (both spellings share one count), else the name.
 */
export async function accountKey(db: Queryable, login: string): Promise<string> {
  const user = await findAccount(db, login.trim())
  return user ? `user:${user.user_id}` : `name:${login.trim().toLowerCase()}`
}

/** The user whose username (or email) and password match, else undefined. */
export async function authenticate(db: Queryable, login: string, password: string): Promise<User | undefined> {
  const user = await findAccount(db, login)
  const hash = user ? await passwordHashOf(db, user.user_id) : undefined
  // Hash anyway when the user is unknown, so timing does not tell which accounts exist.
  const ok = await verifyPassword(password, hash ?? DUMMY_HASH)
  return ok && hash ? user : undefined
}

const DUMMY_HASH = 'scrypt$32768$8$1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'

const LINK_HOURS = 7 * 24

/** A one-time secret that lets its holder set the account's password (invitations). */
export async function createPasswordLink(db: Queryable, userId: string): Promise<string> {
  const token = randomBytes(24).toString('base64url')
  await insertPasswordLink(db, sha256(token), userId, LINK_HOURS)
  return token
}

/** Uses a set-password link once; answers the user, or undefined for an unknown or expired link. */
export async function usePasswordLink(db: Queryable, token: string, password: string): Promise<User | undefined> {
  const userId = await takePasswordLink(db, sha256(token))
  if (!userId) return undefined
  await setPassword(db, userId, password)
  return findUser(db, 'user_id', userId)
}

export async function passwordLinkValid(db: Queryable, token: string): Promise<boolean> {
  return passwordLinkExists(db, sha256(token))
}

function sha256(value: string): string {
  return createHash('sha256').update(value).digest('base64url')
}
