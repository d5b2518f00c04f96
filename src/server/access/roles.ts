// The roles a person has in an upload (spec 1 §6, spec 3 §6, reference §1.4): main author,
// coauthor (writer), reviewer (viewer), through their groups too, and the group 'all'
// (shared with everybody). Services (who may do what), the search engine (what `owner`
// shows) and the metadata (writers, viewers) all read them here.

/** The upload fields roles follow from (the search index keeps these per upload). */
export interface UploadMembers {
  main_author: string
  coauthors: readonly string[]
  reviewers: readonly string[]
  coauthor_groups: readonly string[]
  reviewer_groups: readonly string[]
  published: boolean
  embargo_length: number
}

/** Who asks: a signed-in user with their group ids ('all' not among them), or nobody. */
export interface Member {
  user_id: string
  is_admin: boolean
  groups: readonly string[]
}

export interface UploadRoles {
  mainAuthor: boolean
  coauthor: boolean
  reviewer: boolean
  admin: boolean
  /** Shared with everybody (reviewer group 'all'). */
  everybody: boolean
  /** Published and not under embargo. */
  public: boolean
}

/** The group every user is in: as a reviewer group it shares an upload with everybody. */
export const EVERYBODY_GROUP = 'all'

export function rolesOf(upload: UploadMembers, member: Member | undefined): UploadRoles {
  const groups = member?.groups ?? []
  const inGroups = (ids: readonly string[]) => ids.some((id) => groups.includes(id))
  const userId = member?.user_id
  return {
    mainAuthor: userId !== undefined && upload.main_author === userId,
    coauthor: userId !== undefined && (upload.coauthors.includes(userId) || inGroups(upload.coauthor_groups)),
    reviewer: userId !== undefined && (upload.reviewers.includes(userId) || inGroups(upload.reviewer_groups)),
    admin: member?.is_admin ?? false,
    everybody: upload.reviewer_groups.includes(EVERYBODY_GROUP),
    public: upload.published && upload.embargo_length === 0,
  }
}

/** A viewer of the upload: its members, or everybody when shared with 'all' (admins aside). */
export function isViewer(roles: UploadRoles): boolean {
  return roles.mainAuthor || roles.coauthor || roles.reviewer || roles.everybody
}

export function canRead(roles: UploadRoles): boolean {
  return roles.public || isViewer(roles) || roles.admin
}

export function canWrite(roles: UploadRoles): boolean {
  return roles.mainAuthor || roles.coauthor || roles.admin
}

const unique = (ids: readonly string[]): string[] => [...new Set(ids)]

/** The upload's writers: the main author, then the coauthors (NOMAD's `writers`). */
export function writersOf(upload: UploadMembers): string[] {
  return unique([upload.main_author, ...upload.coauthors])
}

/** The upload's viewers: the writers, then the reviewers (NOMAD's `viewers`). */
export function viewersOf(upload: UploadMembers): string[] {
  return unique([...writersOf(upload), ...upload.reviewers])
}

/** Everybody named in the upload, whose names metadata shows. */
export function peopleOf(upload: UploadMembers): string[] {
  return [upload.main_author, ...upload.coauthors, ...upload.reviewers]
}

/** Groups whose members view the upload: the writer groups, then the reviewer groups. */
export function viewerGroupsOf(upload: UploadMembers): string[] {
  return unique([...upload.coauthor_groups, ...upload.reviewer_groups])
}
