// POST entries/archive/query: archives of many entries. Until the search API (issue 7)
// compiles the whole query language, this understands the forms NOMAD's GUI sends for
// archives: entry and upload ids, mainfile, parser_name, processed; lists, any/all/none,
// and/or. Lists mean "all" as in NOMAD's POST bodies.
import type { Caller } from '../auth'
import { invalid, unauthorized } from '../errors'
import type { Queryable } from '../store'
import { validateRequired, applyRequired } from './archiveRequired'
import { currentArchive } from './entries'
import type { UploadsContext } from './uploads'
import { findUpload, type UploadRecord } from '../store/uploads'
import type { EntryRecord } from '../store/entries'

const FIELDS: Record<string, string> = {
  entry_id: 'e.entry_id', upload_id: 'e.upload_id', mainfile: 'e.mainfile', parser_name: 'e.parser_name',
}

type Owner = 'public' | 'visible' | 'shared' | 'user' | 'staging' | 'admin'

interface Compiled {
  sql: string
  params: unknown[]
}

function compile(query: unknown, params: unknown[], loc: (string | number)[]): string {
  if (query === undefined || query === null) return 'true'
  if (typeof query !== 'object' || Array.isArray(query)) throw invalid([{ loc, msg: 'A query is an object of quantities and values.', type: 'type_error' }])
  const clauses: string[] = []
  for (const [key, value] of Object.entries(query as Record<string, unknown>)) {
    if (key === 'and' || key === 'or') {
      if (!Array.isArray(value)) throw invalid([{ loc: [...loc, key], msg: `${key} takes a list of queries.`, type: 'type_error' }])
      const parts = value.map((part, index) => compile(part, params, [...loc, key, index]))
      clauses.push(`(${parts.join(key === 'and' ? ' AND ' : ' OR ') || (key === 'and' ? 'true' : 'false')})`)
      continue
    }
    if (key === 'not') {
      clauses.push(`NOT (${compile(value, params, [...loc, key])})`)
      continue
    }
    const [name, operator] = key.split(':')
    if (name === 'processed') {
      params.push(value === true || value === 'true')
      clauses.push(`((e.process_status = 'SUCCESS') = $${params.length})`)
      continue
    }
    const column = FIELDS[name]
    if (!column) {
      throw invalid([{ loc: [...loc, key], msg: `${name} is not a doc quantity the archive query supports before the search API; use entry_id, upload_id, mainfile, parser_name or processed.`, type: 'value_error' }])
    }
    let op = operator ?? 'all'
    let values: unknown[] = Array.isArray(value) ? value : [value]
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      const [[inner, innerValues]] = Object.entries(value as Record<string, unknown>)
      op = inner
      values = Array.isArray(innerValues) ? innerValues : [innerValues]
    }
    params.push(values.map(String))
    const index = params.length
    if (op === 'any') clauses.push(`${column} = ANY($${index}::text[])`)
    else if (op === 'none') clauses.push(`NOT (${column} = ANY($${index}::text[]))`)
    else if (op === 'all') clauses.push(`(SELECT bool_and(${column} = v) FROM unnest($${index}::text[]) AS v)`)
    else throw invalid([{ loc: [...loc, key], msg: `Unknown operator ${op}; use any, all or none.`, type: 'value_error' }])
  }
  return clauses.length ? clauses.join(' AND ') : 'true'
}

/** Which uploads' entries an owner value shows the caller (reference §2.2). */
function ownerClause(owner: Owner, caller: Caller | undefined, params: unknown[]): string {
  const isPublic = "(u.published AND u.embargo_length = 0)"
  if (owner === 'public') return isPublic
  if (!caller) {
    if (owner === 'visible') return `(${isPublic} OR 'all' = ANY(u.reviewer_groups))`
    throw unauthorized(`Authentication required for owner value ${owner}.`)
  }
  params.push(caller.user_id, caller.groups)
  const me = `$${params.length - 1}`
  const groups = `$${params.length}::text[]`
  const member = `(u.main_author = ${me} OR ${me} = ANY(u.coauthors) OR ${me} = ANY(u.reviewers) OR u.coauthor_groups && ${groups} OR u.reviewer_groups && ${groups} OR 'all' = ANY(u.reviewer_groups))`
  switch (owner) {
    case 'visible': return caller.is_admin ? 'true' : `(${isPublic} OR ${member})`
    case 'shared': return member
    case 'user': return `u.main_author = ${me}`
    case 'staging': return `(NOT u.published AND ${member})`
    case 'admin':
      if (!caller.is_admin) throw unauthorized('This can only be used by the admin user.')
      return 'true'
  }
}

export interface ArchiveQueryRequest {
  owner?: string
  query?: unknown
  pagination?: { page_size?: number; page_after_value?: string; order_by?: string; order?: 'asc' | 'desc' }
  required?: unknown
}

export async function queryArchives(context: UploadsContext, caller: Caller | undefined, request: ArchiveQueryRequest) {
  const owner = (request.owner ?? 'visible') as Owner | 'all'
  if (owner === 'all') throw unauthorized('The owner value all cannot be used to query archives.')
  const required = validateRequired(request.required ?? '*')
  const pageSize = request.pagination?.page_size ?? 10
  const params: unknown[] = []
  const where = [compile(request.query, params, ['query']), ownerClause(owner, caller, params), "e.process_status IN ('SUCCESS', 'FAILURE')"]
  const order = request.pagination?.order === 'desc' ? 'desc' : 'asc'
  if (request.pagination?.page_after_value) {
    params.push(request.pagination.page_after_value)
    where.push(`e.entry_id ${order === 'asc' ? '>' : '<'} $${params.length}`)
  }
  const db: Queryable = context.store
  const [{ total }] = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM entries e JOIN uploads u USING (upload_id) WHERE ${where.slice(0, 3).join(' AND ')}`,
    params.slice(0, request.pagination?.page_after_value ? -1 : undefined),
  )
  const rows = await db.query<EntryRecord>(
    `SELECT e.* FROM entries e JOIN uploads u USING (upload_id) WHERE ${where.join(' AND ')} ORDER BY e.entry_id ${order} LIMIT ${Number(pageSize) + 1}`,
    params,
  )
  const page = rows.slice(0, pageSize)
  const data = []
  const uploads = new Map<string, UploadRecord>()
  for (const entry of page) {
    if (!uploads.has(entry.upload_id)) uploads.set(entry.upload_id, (await findUpload(db, entry.upload_id))!)
    const full = (await currentArchive(context, entry, uploads.get(entry.upload_id)!)) ?? {}
    data.push({ entry_id: entry.entry_id, upload_id: entry.upload_id, parser_name: entry.parser_name, archive: applyRequired(full, required) })
  }
  return {
    owner,
    query: request.query ?? {},
    required,
    pagination: {
      page_size: pageSize, order_by: 'entry_id', order, total,
      ...(rows.length > pageSize ? { next_page_after_value: page[page.length - 1].entry_id } : {}),
    },
    data,
  }
}
