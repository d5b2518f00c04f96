// User groups: named sets of users that uploads share with (writer_groups,
// viewer_groups). The owner or an administrator changes them; everyone may read them.
import type { Queryable, Store } from '../store'
import type { Caller } from '../auth'
import { randomId } from '../../core/ids'
import { findUsers } from '../store/users'
import {
  deleteGroup, findGroup, findGroups, groupsWithUser, insertGroup, listGroups, searchGroups, updateGroup, type Group,
} from '../store/groups'
import { badRequest, forbidden, invalid, notFound, type InvalidValue } from '../errors'

export type { Group } from '../store/groups'

export interface GroupQuery {
  group_id?: string[]
  /** Groups this user owns or is a member of. */
  user_id?: string
  /** Whitespace-separated terms that must all occur in the name. */
  search_terms?: string
}

export interface NewGroup {
  group_name: string
  members?: string[]
}

/** Members are either the new complete list or what to add and remove. */
export type MembersEdit = string[] | { add?: string[]; remove?: string[] }

export interface GroupEdit {
  group_name?: string
  members?: MembersEdit
}

// NOMAD's rule: 3 to 32 characters, letters or digits at both ends.
const GROUP_NAME = /^[A-Za-z0-9][A-Za-z0-9 ._-]{1,30}[A-Za-z0-9]$/
const GROUP_NAME_RULE = 'A group name has 3 to 32 characters (letters, digits, spaces and . _ -) and starts and ends with a letter or digit.'

export async function queryGroups(db: Queryable, query: GroupQuery): Promise<Group[]> {
  const given = (['group_id', 'user_id', 'search_terms'] as const).filter((kind) => query[kind] !== undefined)
  if (given.length > 1) throw badRequest('Only one of group_id, user_id and search_terms may be given.')
  if (query.group_id) return findGroups(db, query.group_id)
  if (query.user_id !== undefined) return groupsWithUser(db, query.user_id)
  if (query.search_terms !== undefined) return searchGroups(db, query.search_terms.split(/\s+/).filter(Boolean))
  return listGroups(db)
}

export async function readGroup(db: Queryable, groupId: string): Promise<Group> {
  const group = await findGroup(db, groupId)
  if (!group) throw missing(groupId)
  return group
}

export async function createGroup(db: Queryable, caller: Caller, input: NewGroup): Promise<Group> {
  const groupName = input.group_name.trim()
  const members = unique(input.members ?? [])
  const problems = [...nameProblems(groupName), ...(await unknownUsers(db, members, ['body', 'members']))]
  if (problems.length) throw invalid(problems)
  return insertGroup(db, { group_id: randomId(), group_name: groupName, owner: caller.user_id, members })
}

export async function editGroup(store: Store, caller: Caller, groupId: string, edit: GroupEdit): Promise<Group> {
  return store.transaction(async (tx) => {
    const group = await editableGroup(tx, caller, groupId)
    const groupName = edit.group_name?.trim()
    const problems = groupName === undefined ? [] : nameProblems(groupName)
    let members: string[] | undefined
    if (Array.isArray(edit.members)) {
      members = unique(edit.members)
      problems.push(...(await unknownUsers(tx, members, ['body', 'members'])))
    } else if (edit.members) {
      const added = unique(edit.members.add ?? [])
      const removed = new Set(edit.members.remove ?? [])
      problems.push(...(await unknownUsers(tx, added, ['body', 'members', 'add'])))
      members = unique([...group.members, ...added]).filter((id) => !removed.has(id))
    }
    if (problems.length) throw invalid(problems)
    return (await updateGroup(tx, groupId, { group_name: groupName, members }))!
  })
}

export async function removeGroup(store: Store, caller: Caller, groupId: string): Promise<void> {
  await store.transaction(async (tx) => {
    await editableGroup(tx, caller, groupId)
    await deleteGroup(tx, groupId)
  })
}

/** The group, locked for the rest of the transaction, if the caller may change it. */
async function editableGroup(db: Queryable, caller: Caller, groupId: string): Promise<Group> {
  const group = await findGroup(db, groupId, true)
  if (!group) throw missing(groupId)
  if (group.owner !== caller.user_id && !caller.is_admin) throw forbidden('You are not allowed to edit this group.')
  return group
}

function missing(groupId: string) {
  return notFound(`User group '${groupId}' was not found.`)
}

function nameProblems(groupName: string): InvalidValue[] {
  return GROUP_NAME.test(groupName) ? [] : [{ loc: ['body', 'group_name'], msg: GROUP_NAME_RULE, type: 'value_error' }]
}

async function unknownUsers(db: Queryable, userIds: string[], loc: string[]): Promise<InvalidValue[]> {
  const known = new Set((await findUsers(db, 'user_id', userIds)).map((user) => user.user_id))
  const unknown = userIds.filter((id) => !known.has(id))
  return unknown.length ? [{ loc, msg: `Unknown user ids: ${unknown.join(', ')}.`, type: 'value_error' }] : []
}

function unique(ids: string[]): string[] {
  return [...new Set(ids)]
}
