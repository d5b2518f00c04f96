import type { Queryable } from './types'

/** A user group as the API shows it (NOMAD's UserGroup). */
export interface Group {
  group_id: string
  group_name: string
  owner: string
  members: string[]
}

export interface GroupChanges {
  group_name?: string
  members?: string[]
}

const COLUMNS = 'group_id, group_name, owner, members'
// 'all' is implicit and never stored, but a row of that id (from an import) must not
// show up as a group either.
const LISTED = `group_id <> 'all'`
const ORDER = 'ORDER BY lower(group_name), group_id'

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`)
}

export async function insertGroup(db: Queryable, group: Group): Promise<Group> {
  const [row] = await db.query<Group>(
    `INSERT INTO user_groups (group_id, group_name, owner, members) VALUES ($1, $2, $3, $4::text[]) RETURNING ${COLUMNS}`,
    [group.group_id, group.group_name, group.owner, group.members],
  )
  return row
}

/** One group; `forUpdate` locks its row until the transaction ends (read-modify-write of members). */
export async function findGroup(db: Queryable, groupId: string, forUpdate = false): Promise<Group | undefined> {
  const [row] = await db.query<Group>(
    `SELECT ${COLUMNS} FROM user_groups WHERE group_id = $1 AND ${LISTED}${forUpdate ? ' FOR UPDATE' : ''}`,
    [groupId],
  )
  return row
}

export async function findGroups(db: Queryable, groupIds: string[]): Promise<Group[]> {
  if (!groupIds.length) return []
  return db.query<Group>(`SELECT ${COLUMNS} FROM user_groups WHERE group_id = ANY($1::text[]) AND ${LISTED} ${ORDER}`, [groupIds])
}

/** Groups the user owns or is a member of. */
export async function groupsWithUser(db: Queryable, userId: string): Promise<Group[]> {
  return db.query<Group>(
    `SELECT ${COLUMNS} FROM user_groups WHERE (owner = $1 OR $1 = ANY(members)) AND ${LISTED} ${ORDER}`,
    [userId],
  )
}

/** Groups whose name contains every term, case-insensitively. */
export async function searchGroups(db: Queryable, terms: string[]): Promise<Group[]> {
  const conditions = terms.map((_term, index) => `lower(group_name) LIKE $${index + 1}`)
  return db.query<Group>(
    `SELECT ${COLUMNS} FROM user_groups WHERE ${[...conditions, LISTED].join(' AND ')} ${ORDER}`,
    terms.map((term) => `%${escapeLike(term.toLowerCase())}%`),
  )
}

export async function listGroups(db: Queryable): Promise<Group[]> {
  return db.query<Group>(`SELECT ${COLUMNS} FROM user_groups WHERE ${LISTED} ${ORDER}`)
}

export async function updateGroup(db: Queryable, groupId: string, changes: GroupChanges): Promise<Group | undefined> {
  const [row] = await db.query<Group>(
    `UPDATE user_groups SET group_name = coalesce($2, group_name), members = coalesce($3::text[], members)
     WHERE group_id = $1 RETURNING ${COLUMNS}`,
    [groupId, changes.group_name ?? null, changes.members ?? null],
  )
  return row
}

export async function deleteGroup(db: Queryable, groupId: string): Promise<boolean> {
  const rows = await db.query('DELETE FROM user_groups WHERE group_id = $1 RETURNING group_id', [groupId])
  return rows.length > 0
}

/** Ids of the groups the user owns or is a member of, sorted ('all' not included). */
export async function groupIdsOf(db: Queryable, userId: string): Promise<string[]> {
  const rows = await db.query<{ group_id: string }>(
    'SELECT group_id FROM user_groups WHERE owner = $1 OR $1 = ANY(members) ORDER BY group_id',
    [userId],
  )
  return rows.map((row) => row.group_id)
}

export async function groupExists(db: Queryable, groupId: string): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM user_groups WHERE group_id = $1', [groupId])
  return rows.length > 0
}
