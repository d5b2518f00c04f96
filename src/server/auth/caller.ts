import type { Queryable } from '../store'
import { findCaller, upsertUser, type User } from '../store/users'
import { groupIdsOf } from '../store/groups'
import { unauthorized } from '../errors'
import type { TokenKind, TokenSubject } from './tokens'

/** Who is calling the API: the user of a valid token, with their group ids. */
export interface Caller {
  user_id: string
  username: string
  name: string
  email?: string
  is_admin: boolean
  /** Ids of the groups the user owns or is a member of ('all' not included). */
  groups: string[]
  user: User
  /** The kind of credential the request came with: what it may do depends on it (http/auth.ts, services/tokens.ts). */
  credential: TokenKind
}

/**
 * Resolves a verified token to a Caller. Local accounts must exist; users of an
 * external realm are recorded (or refreshed) from the token's claims so their names
 * can be shown in author lists.
 */
export async function callerFor(db: Queryable, subject: TokenSubject, external: boolean): Promise<Caller> {
  // One statement for the user, their groups and the app token (every request asks).
  const record = await findCaller(db, subject.user_id, subject.kind === 'app' ? subject.tokenId : undefined)
  let user = record?.user
  if (external && subject.kind === 'oidc') {
    const claims = subject.claims
    const username = claims.preferred_username ?? subject.user_id
    const changed = !user || user.username !== username || user.email !== claims.email
      || user.first_name !== (claims.given_name ?? '') || user.last_name !== (claims.family_name ?? '')
    if (changed) {
      user = await upsertUser(db, {
        user_id: subject.user_id, username, email: claims.email,
        first_name: claims.given_name ?? '', last_name: claims.family_name ?? '',
      })
    }
  }
  if (!user) throw unauthorized('Invalid token: the user does not exist.')
  // An app token is good while it is recorded: revoking it or a new password deletes the record.
  if (subject.kind === 'app' && !(subject.tokenId && record?.tokenActive)) {
    throw unauthorized('Invalid token: it has been revoked.')
  }
  return {
    user_id: user.user_id,
    username: user.username,
    name: user.name,
    email: user.email,
    is_admin: user.is_admin,
    // A user recorded by this request (an external realm's first sign-in) may already be named in groups.
    groups: record?.groups ?? (await groupIdsOf(db, user.user_id)),
    user,
    credential: subject.kind,
  }
}
