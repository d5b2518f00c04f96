// Which days the app-token form offers (spec 1 route table, reference §1.1). A token
// chosen for a day lives until the end of that day (local time); the server accepts
// lifetimes up to appTokenMaxExpiresIn seconds and answers 422 beyond.

const DAY_MS = 24 * 3600 * 1000

export function startOfDay(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate())
}

/** Calendar arithmetic (a day across a daylight-saving change is still one day). */
export function addDays(date: Date, days: number): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + days)
}

export interface AppTokenLimits {
  /** The earliest day to choose: tomorrow. */
  first: Date
  /** The last day whose end is within the server's maximum. */
  latestAllowed: Date
  /** The last day the picker offers: one past latestAllowed, which the server refuses. */
  last: Date
}

export function appTokenLimits(now: Date, maxExpiresInSeconds: number): AppTokenLimits {
  const latestEnd = new Date(now.getTime() + maxExpiresInSeconds * 1000)
  // The day that ends at or before the latest expiry: the one before the day it falls in.
  const latestAllowed = addDays(startOfDay(latestEnd), -1)
  return { first: addDays(startOfDay(now), 1), latestAllowed, last: addDays(latestAllowed, 1) }
}

/** The lifetime in seconds of a token valid until the end of `day`, at least 1. */
export function expiresInSeconds(day: Date, now: Date): number {
  const end = addDays(startOfDay(day), 1)
  return Math.max(1, Math.ceil((end.getTime() - now.getTime()) / 1000))
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0')

/** The value of an `<input type="date">`: yyyy-MM-dd of the local day. */
export function toDateInputValue(date: Date): string {
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

/** The local day of an `<input type="date">` value; undefined when empty or invalid. */
export function fromDateInputValue(value: string): Date | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
  if (!match) return undefined
  const [year, month, day] = match.slice(1).map(Number)
  const date = new Date(year, month - 1, day)
  return date.getMonth() === month - 1 && date.getDate() === day ? date : undefined
}

/** Whole days between two local days (b − a). */
export function daysBetween(a: Date, b: Date): number {
  return Math.round((startOfDay(b).getTime() - startOfDay(a).getTime()) / DAY_MS)
}
