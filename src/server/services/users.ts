// Users as the API shows them, and the two ways to make local accounts from the API:
// an administrator adds one, or any user invites a coauthor by email.
import type { Queryable, Store } from '../store'
import type { Caller } from '../auth'
import { createAccount, createPasswordLink } from '../auth/accounts'
import { findUser, findUsers, searchUsers, type User } from '../store/users'
import { badRequest, forbidden, notFound, unauthorized } from '../errors'
import type { Mailer } from '../mail'

/** A user as everyone but the user themself sees them: no email. */
export type PublicUser = Omit<User, 'email'>

/** `GET /users/{id}`: the fields NOMAD shows for a single user. */
export type UserProfile = Pick<User, 'user_id' | 'username' | 'name' | 'first_name' | 'last_name' | 'affiliation' | 'affiliation_address'>

export interface UserQuery {
  prefix?: string
  user_id?: string[]
  username?: string[]
  email?: string[]
}

/** What account creation needs to know about the installation. */
export interface AccountSettings {
  /** False when an external identity provider manages the accounts. */
  embedded: boolean
  /** The set-password page; `?token=` is appended. */
  setPasswordUrl: string
}

export interface NewAccount {
  username: string
  email: string
  first_name: string
  last_name: string
  affiliation?: string
  affiliation_address?: string
  password?: string
  is_admin?: boolean
}

export interface Invitation {
  email: string
  first_name: string
  last_name: string
  affiliation: string
}

/** A new account and, when it has no password yet, the link that lets its owner set one. */
export type CreatedUser = User & { invitation_url?: string }
/** An invited user, and the link to pass on, or that the link went to the invitee by mail. */
export type InvitedUser = User & ({ invitation_url: string } | { invitation_sent: true })

/** How an invitation reaches the invitee: by mail when the installation has a mailer. */
export interface InvitationDelivery {
  mailer?: Mailer
  /** The installation's title, named in the mail. */
  title: string
}

/** Spec 2 §6: the member picker shows at most 5 matches. */
export const PREFIX_MATCHES = 5

const EXTERNAL_ACCOUNTS = 'Accounts are managed by the external identity provider.'

export function withoutEmail(user: User): PublicUser {
  const { email: _email, ...rest } = user
  return rest
}

export const EMAIL_LOOKUP_NEEDS_LOGIN = 'Looking users up by email requires login.'

/**
 * `GET /users`: the users named by id, username or email (unknown ones skipped, in the
 * order asked for) followed by the name matches of `prefix`, each user once. By email
 * only for signed-in callers (NOMAD answers anybody): an address would otherwise tell
 * anonymous askers whether its owner has an account here, and under which name.
 */
export async function findPublicUsers(db: Queryable, caller: Caller | undefined, query: UserQuery): Promise<PublicUser[]> {
  if (query.email?.length && !caller) throw unauthorized(EMAIL_LOOKUP_NEEDS_LOGIN)
  const found: User[] = []
  for (const by of ['user_id', 'username', 'email'] as const) {
    const values = query[by] ?? []
    const users = await findUsers(db, by, values)
    const key = (value: string) => (by === 'user_id' ? value : value.toLowerCase())
    const byValue = new Map(users.map((user) => [key(user[by] ?? ''), user]))
    for (const value of values) {
      const user = byValue.get(key(value))
      if (user) found.push(user)
    }
  }
  if (query.prefix !== undefined) found.push(...(await searchUsers(db, query.prefix, PREFIX_MATCHES)))
  const seen = new Set<string>()
  return found.filter((user) => !seen.has(user.user_id) && seen.add(user.user_id)).map(withoutEmail)
}

export async function userProfile(db: Queryable, userId: string): Promise<UserProfile> {
  const user = await findUser(db, 'user_id', userId)
  if (!user) throw notFound('The user with the given id does not exist.')
  const { user_id, username, name, first_name, last_name, affiliation, affiliation_address } = user
  return { user_id, username, name, first_name, last_name, affiliation, affiliation_address }
}

/** `POST /users`: an administrator creates a local account. */
export async function addUser(store: Store, caller: Caller, input: NewAccount, settings: AccountSettings): Promise<CreatedUser> {
  if (!caller.is_admin) throw forbidden('Only administrators may create accounts.')
  if (!settings.embedded) throw badRequest(EXTERNAL_ACCOUNTS)
  return store.transaction(async (tx) => {
    const user = await createAccount(tx, input)
    if (input.password !== undefined) return user
    // Without a password nobody could sign in; the admin passes the link on.
    return { ...user, invitation_url: await setPasswordLink(tx, user.user_id, settings) }
  })
}

/**
 * `PUT /users/invite`: any signed-in user makes an account for a coauthor. With a mailer the
 * set-password link goes to the invitee by mail; without one (the default) the answer
 * carries it for the inviting user to pass on.
 */
export async function inviteUser(
  store: Store, caller: Caller, input: Invitation, settings: AccountSettings, delivery: InvitationDelivery,
): Promise<InvitedUser> {
  if (!settings.embedded) throw badRequest(EXTERNAL_ACCOUNTS)
  return store.transaction(async (tx) => {
    if (await findUser(tx, 'email', input.email)) throw badRequest('There is already an account with this email address.')
    const username = await freeUsername(tx, input.email)
    const user = await createAccount(tx, { ...input, username, affiliation: input.affiliation || undefined })
    const url = await setPasswordLink(tx, user.user_id, settings)
    if (!delivery.mailer) return { ...user, invitation_url: url }
    // Sent before the commit, so a failed mail rolls back account and link: nobody would
    // know the link, and the inviter can simply try again.
    const mail = { to: input.email, inviter: caller.name || caller.username, invitee: user.name, url, title: delivery.title }
    await delivery.mailer.sendInvitation(mail).catch((error: Error) => {
      throw badRequest(`The invitation could not be sent: ${error.message.replace(/\s+/g, ' ').trim().replace(/\.$/, '')}.`)
    })
    return { ...user, invitation_sent: true as const }
  })
}

async function setPasswordLink(db: Queryable, userId: string, settings: AccountSettings): Promise<string> {
  return `${settings.setPasswordUrl}?token=${await createPasswordLink(db, userId)}`
}

/** A username from the email's local part (`jane.doe@…` → `jane.doe`, then `jane.doe2`, …). */
async function freeUsername(db: Queryable, email: string): Promise<string> {
  let base = email.split('@')[0].replace(/[^A-Za-z0-9._-]/g, '').replace(/^[^A-Za-z0-9]+/, '').slice(0, 56)
  if (base.length < 2) base = `user${base}`
  for (let suffix = 1; ; suffix += 1) {
    const candidate = suffix === 1 ? base : `${base}${suffix}`
    if (!(await findUser(db, 'username', candidate))) return candidate
  }
}
