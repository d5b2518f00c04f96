// The members of an upload as the members dialog edits them (spec 3 §3 "Upload member",
// §5): users and groups with a role — one Main author, whose role cannot be changed or
// removed, then Co-authors and Reviewers. Edits stay pending until submitted.
import type { Upload } from '../../api'

export const ROLES = { mainAuthor: 'Main author', coauthor: 'Co-author', reviewer: 'Reviewer' } as const
export type Role = (typeof ROLES)[keyof typeof ROLES]
/** The roles a member other than the main author can have. */
export const MEMBER_ROLES: readonly Role[] = [ROLES.coauthor, ROLES.reviewer]

/** A role picked in a select: Reviewer, else Co-author (nobody becomes main author here). */
export const memberRole = (value: string): Role => (value === ROLES.reviewer ? ROLES.reviewer : ROLES.coauthor)

export type MemberType = 'user' | 'group'

export interface Member {
  readonly type: MemberType
  readonly id: string
  readonly name: string
  /** A user's affiliation; a group's owner. */
  readonly affiliation?: string
  readonly role: Role
  /** The user or group no longer exists (spec 3 §8). */
  readonly missing?: boolean
}

/** The group of everybody: the visible-for-all switch's business, not a member. */
const EVERYBODY = 'all'

export const deletedMemberText = (type: MemberType) => `Error: ${type} was deleted`

type MemberLists = Pick<Upload, 'main_author' | 'coauthors' | 'reviewers' | 'coauthor_groups' | 'reviewer_groups'>

/** The ids to look up: users (members and group owners come later) and groups. */
export function memberIds(upload: MemberLists): { users: string[]; groups: string[] } {
  return {
    users: [...new Set([upload.main_author, ...upload.coauthors, ...upload.reviewers])],
    groups: [...new Set([...upload.coauthor_groups, ...upload.reviewer_groups])].filter((id) => id !== EVERYBODY),
  }
}

export interface UserLike {
  readonly user_id: string
  readonly name: string
  readonly affiliation?: string
}

export interface GroupLike {
  readonly group_id: string
  readonly group_name: string
  readonly owner: string
}

export const userMember = (user: UserLike, role: Role): Member => ({
  type: 'user', id: user.user_id, name: user.name, ...(user.affiliation ? { affiliation: user.affiliation } : {}), role,
})

export const groupMember = (group: GroupLike, role: Role, ownerName?: string): Member => ({
  type: 'group', id: group.group_id, name: group.group_name, affiliation: ownerName ?? group.owner, role,
})

const missingMember = (type: MemberType, id: string, role: Role): Member => ({ type, id, name: deletedMemberText(type), role, missing: true })

/** The upload's members in order: main author, co-authors, reviewers, then groups. */
export function membersOf(
  upload: MemberLists,
  users: ReadonlyMap<string, UserLike>,
  groups: ReadonlyMap<string, GroupLike>,
): Member[] {
  const user = (id: string, role: Role) => {
    const found = users.get(id)
    return found ? userMember(found, role) : missingMember('user', id, role)
  }
  const group = (id: string, role: Role) => {
    const found = groups.get(id)
    return found ? groupMember(found, role, users.get(found.owner)?.name) : missingMember('group', id, role)
  }
  return [
    user(upload.main_author, ROLES.mainAuthor),
    ...upload.coauthors.map((id) => user(id, ROLES.coauthor)),
    ...upload.reviewers.map((id) => user(id, ROLES.reviewer)),
    ...upload.coauthor_groups.map((id) => group(id, ROLES.coauthor)),
    ...upload.reviewer_groups.filter((id) => id !== EVERYBODY).map((id) => group(id, ROLES.reviewer)),
  ]
}

const same = (a: Pick<Member, 'type' | 'id'>, b: Pick<Member, 'type' | 'id'>) => a.type === b.type && a.id === b.id

export const isMember = (members: readonly Member[], candidate: Pick<Member, 'type' | 'id'>) => members.some((member) => same(member, candidate))

/** Adds a member; one already there is not added twice. */
export function addMember(members: readonly Member[], member: Member): Member[] {
  return isMember(members, member) ? [...members] : [...members, member]
}

/** Removes a member; the main author stays. */
export function removeMember(members: readonly Member[], member: Pick<Member, 'type' | 'id'>): Member[] {
  return members.filter((other) => !same(other, member) || other.role === ROLES.mainAuthor)
}

/** Gives a member another role; the main author keeps theirs, and nobody becomes main author here. */
export function changeRole(members: readonly Member[], member: Pick<Member, 'type' | 'id'>, role: Role): Member[] {
  if (role === ROLES.mainAuthor) return [...members]
  return members.map((other) => (same(other, member) && other.role !== ROLES.mainAuthor ? { ...other, role } : other))
}

const idsOf = (members: readonly Member[], type: MemberType, role: Role) =>
  members.filter((member) => member.type === type && member.role === role && !member.missing).map((member) => member.id)

/**
 * The `POST uploads/{id}/edit` metadata that gives the upload these members; members that
 * no longer exist are left out (the server refuses unknown ids), 'all' is kept as it was.
 */
export function membersMetadata(members: readonly Member[], upload: Pick<Upload, 'reviewer_groups'>): Record<string, string[]> {
  const everybody = upload.reviewer_groups.includes(EVERYBODY) ? [EVERYBODY] : []
  return {
    coauthors: idsOf(members, 'user', ROLES.coauthor),
    reviewers: idsOf(members, 'user', ROLES.reviewer),
    coauthor_groups: idsOf(members, 'group', ROLES.coauthor),
    reviewer_groups: [...idsOf(members, 'group', ROLES.reviewer), ...everybody],
  }
}

/** Whether the members differ from the ones the dialog started from (order aside). */
export function membersChanged(initial: readonly Member[], current: readonly Member[]): boolean {
  const key = (member: Member) => `${member.type}:${member.id}:${member.role}`
  const before = new Set(initial.map(key))
  return initial.length !== current.length || current.some((member) => !before.has(key(member)))
}
