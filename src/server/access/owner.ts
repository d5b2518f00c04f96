// `owner` (reference §2.2): which entries a search, or a read of one entry, may see. The
// search engine spreads `ownerAllows` over its rows; services ask `entryReadable`.
import { canRead, isViewer, rolesOf, type Member, type UploadMembers } from './roles'

export const OWNERS = ['public', 'all', 'visible', 'shared', 'user', 'staging', 'admin'] as const
export type Owner = (typeof OWNERS)[number]

/** Who may use an owner value, and what it matches. */
export const OWNER_RULES: Readonly<Record<Owner, { access: 'anyone' | 'logged in' | 'admin'; matches: string }>> = {
  public: { access: 'anyone', matches: 'published and not under embargo' },
  visible: { access: 'anyone', matches: 'public, or the caller is a viewer or in a viewer group (group "all" counts for everybody)' },
  all: { access: 'anyone', matches: 'published (embargoed included), or visible to the caller as a viewer' },
  shared: { access: 'logged in', matches: 'the caller is a viewer or in a viewer group' },
  user: { access: 'logged in', matches: 'the caller is the main author' },
  staging: { access: 'logged in', matches: 'unpublished and the caller is a viewer' },
  admin: { access: 'admin', matches: 'everything' },
}

/** Whether an owner value shows the member this upload's entries. */
export function ownerAllows(owner: Owner, upload: UploadMembers, member: Member | undefined): boolean {
  const roles = rolesOf(upload, member)
  const viewer = isViewer(roles)
  switch (owner) {
    case 'public':
      return roles.public
    // Admins are not special here (reference §2.2); owner `admin` shows them everything.
    case 'visible':
      return roles.public || viewer
    case 'all':
      return upload.published || viewer
    case 'shared':
      return viewer
    case 'user':
      return roles.mainAuthor
    case 'staging':
      return !upload.published && viewer
    case 'admin':
      return roles.admin
  }
}

/** Who may ask with an owner value (the search request's caller: an id and admin flag). */
export interface OwnerCaller {
  userId?: string
  isAdmin?: boolean
}

export interface OwnerOptions {
  /** Raw, archive and rawdir queries refuse `all`: it would bundle files of embargoed entries. */
  refuseAll?: boolean
}

export type OwnerAccess = { ok: true } | { ok: false; status: 401; detail: string }

/** Whether the caller may search with this owner; the 401 texts are NOMAD's. */
export function ownerAccess(owner: Owner, caller: OwnerCaller, options: OwnerOptions = {}): OwnerAccess {
  if (owner === 'all' && options.refuseAll) {
    return { ok: false, status: 401, detail: 'The owner=all is not allowed for this operation as it will search for entries that you might now be allowed to access.' }
  }
  const { access } = OWNER_RULES[owner]
  if (access === 'logged in' && !caller.userId) return { ok: false, status: 401, detail: `Authentication required for owner value ${owner}.` }
  if (access === 'admin' && !(caller.userId && caller.isAdmin)) return { ok: false, status: 401, detail: 'This can only be used by the admin user.' }
  return { ok: true }
}

/**
 * Reading one entry: its metadata with owner 'all' (an embargoed entry's metadata is
 * visible to everybody), its archive and files with 'visible' (reference §7.6). Unlike a
 * search, an admin reads every entry.
 */
export function entryReadable(upload: UploadMembers, member: Member | undefined, owner: 'all' | 'visible'): boolean {
  if (owner === 'all' && upload.published) return true
  return canRead(rolesOf(upload, member))
}
