// `owner` (reference §2.2) in a request body: the value is checked here; what it may
// see and who may use it are the owner rules of access/.
import { OWNERS, type Owner } from '../../access'
import type { Problem } from './problems'
import { bodyProblem, MSG } from './problems'

export { OWNER_RULES, OWNERS, ownerAccess, type Owner, type OwnerCaller as Caller, type OwnerOptions } from '../../access'

export type OwnerResult = { ok: true; owner: Owner } | { ok: false; problem: Problem }

/** The owner of a request body; omitted or null means `public`. */
export function parseOwner(raw: unknown): OwnerResult {
  if (raw === undefined || raw === null) return { ok: true, owner: 'public' }
  if (typeof raw === 'string' && (OWNERS as readonly string[]).includes(raw)) return { ok: true, owner: raw as Owner }
  return { ok: false, problem: bodyProblem(['owner'], MSG.enumMember(OWNERS), 'type_error.enum') }
}
