// An author as the Author quantity stores it (NOMAD's `Author`), and the author fields'
// email rule (spec 2 §5.6, spec 3 §5).
import type { JsonValue } from '../../../core/archive'

export interface AuthorValue {
  readonly first_name?: string
  readonly last_name?: string
  readonly email?: string
  readonly affiliation?: string
  readonly affiliation_address?: string
  /** Set when the author is a user account: the other fields are then that account's. */
  readonly user_id?: string
}

export const AUTHOR_KEYS = ['first_name', 'last_name', 'email', 'affiliation', 'affiliation_address', 'user_id'] as const

export const INVALID_EMAIL = 'The email is not valid!'

/** Spec 3 §5: a simple {email} pattern — something, an @, a domain with a dot. */
export const isEmail = (email: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())

export function emailError(email: string | undefined): string | undefined {
  return email === undefined || email.trim() === '' || isEmail(email) ? undefined : INVALID_EMAIL
}

const isRecord = (value: JsonValue | undefined): value is { readonly [key: string]: JsonValue } =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** The author fields of a stored value; anything else in it is left out. */
export function authorOf(value: JsonValue | undefined): AuthorValue {
  if (!isRecord(value)) return {}
  const out: { -readonly [K in keyof AuthorValue]: string } = {}
  for (const key of AUTHOR_KEYS) {
    const field = value[key]
    if (typeof field === 'string' && field !== '') out[key] = field
  }
  return out
}

/** The value to store: empty fields left out; undefined when nothing is left. */
export function authorValue(author: AuthorValue): { readonly [key: string]: string } | undefined {
  const out: { [key: string]: string } = {}
  for (const key of AUTHOR_KEYS) {
    const field = author[key]
    if (field !== undefined && field.trim() !== '') out[key] = field
  }
  return Object.keys(out).length > 0 ? out : undefined
}
