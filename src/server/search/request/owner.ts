// `owner` (reference §2.2): which entries a search may see. The store applies the
// visibility rule; here the value is checked and its authentication demand decided.
import type { Problem } from './problems'
import { bodyProblem, MSG } from './problems'

export const OWNERS = ['public', 'all', 'visible', 'shared', 'user', 'staging', 'admin'] as const
export type Owner = (typeof OWNERS)[number]

/** Who may use an owner value, and what it matches (for the store). */
export const OWNER_RULES: Readonly<Record<Owner, { access: 'anyone' | 'logged in' | 'admin'; matches: string }>> = {
  public: { access: 'anyone', matches: 'published and not under embargo' },
  visible: { access: 'anyone', matches: 'public, or the caller is a viewer or in a viewer group (group "all" counts for everybody)' },
  all: { access: 'anyone', matches: 'published (embargoed included), or visible to the caller as a viewer' },
  shared: { access: 'logged in', matches: 'the caller is a viewer or in a viewer group' },
  user: { access: 'logged in', matches: 'the caller is the main author' },
  staging: { access: 'logged in', matches: 'unpublished and the caller is a viewer' },
  admin: { access: 'admin', matches: 'everything' },
}

export interface Caller {
  userId?: string
  isAdmin?: boolean
}

export type OwnerResult = { ok: true; owner: Owner } | { ok: false; problem: Problem }

/** The owner of a request body; omitted or null means `public`. */
export function parseOwner(raw: unknown): OwnerResult {
  if (raw === undefined || raw === null) return { ok: true, owner: 'public' }
  if (typeof raw === 'string' && (OWNERS as readonly string[]).includes(raw)) return { ok: true, owner: raw as Owner }
  return { ok: false, problem: bodyProblem(['owner'], MSG.enumMember(OWNERS), 'type_error.enum') }
}

export interface OwnerOptions {
  /** Raw, archive and rawdir queries refuse `all`: it would bundle files of embargoed entries. */
  refuseAll?: boolean
}

export type AccessResult = { ok: true } | { ok: false; status: 401; detail: string }

/** Whether the caller may search with this owner; the 401 texts are NOMAD's. */
export function ownerAccess(owner: Owner, caller: Caller, options: OwnerOptions = {}): AccessResult {
  if (owner === 'all' && options.refuseAll) {
    return { ok: false, status: 401, detail: 'The owner=all is not allowed for this operation as it will search for entries that you might now be allowed to access.' }
  }
  const { access } = OWNER_RULES[owner]
  if (access === 'logged in' && !caller.userId) return { ok: false, status: 401, detail: `Authentication required for owner value ${owner}.` }
  if (access === 'admin' && !(caller.userId && caller.isAdmin)) return { ok: false, status: 401, detail: 'This can only be used by the admin user.' }
  return { ok: true }
}
