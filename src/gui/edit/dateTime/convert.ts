// Dates and times between the stored JSON timestamp and the browser's inputs (spec 3 §5
// "Dates/times": a bare date or time is saved as a JSON timestamp; empty gives undefined).
// A date-time is the user's local time; a bare date is that day at 00:00 UTC and a bare
// time is on the day the value already has (1970-01-01 when none), in UTC, so neither
// moves to another day in another time zone.
const pad = (n: number, width = 2) => String(n).padStart(width, '0')

const dateOf = (stored: unknown): Date | undefined => {
  if (typeof stored !== 'string' && typeof stored !== 'number') return undefined
  const date = new Date(stored)
  return Number.isNaN(date.getTime()) ? undefined : date
}

/** Stored → `YYYY-MM-DDTHH:mm` (or with seconds when it has some), local time. */
export function dateTimeInput(stored: unknown): string {
  const date = dateOf(stored)
  if (!date) return ''
  const base = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`
  return date.getSeconds() ? `${base}:${pad(date.getSeconds())}` : base
}

/** `YYYY-MM-DDTHH:mm[:ss]` in local time → a JSON timestamp; '' or invalid → undefined. */
export function dateTimeValue(input: string): string | undefined {
  if (input.trim() === '') return undefined
  const date = new Date(input)
  return Number.isNaN(date.getTime()) ? undefined : date.toJSON()
}

/** Stored → `YYYY-MM-DD` (the UTC day). */
export function dateInput(stored: unknown): string {
  const date = dateOf(stored)
  return date ? date.toJSON().slice(0, 10) : ''
}

/** `YYYY-MM-DD` → that day at 00:00 UTC as a JSON timestamp; '' or invalid → undefined. */
export function dateValue(input: string): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(input.trim())) return undefined
  const date = new Date(`${input.trim()}T00:00:00.000Z`)
  return Number.isNaN(date.getTime()) ? undefined : date.toJSON()
}

/** Stored → `HH:mm` (or `HH:mm:ss`), UTC. */
export function timeInput(stored: unknown): string {
  const date = dateOf(stored)
  if (!date) return ''
  const time = date.toJSON().slice(11, 19)
  return time.endsWith(':00') ? time.slice(0, 5) : time
}

/** `HH:mm[:ss]` → a JSON timestamp on the day of `stored` (1970-01-01 without one), UTC; '' or invalid → undefined. */
export function timeValue(input: string, stored?: unknown): string | undefined {
  const match = /^(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(input.trim())
  if (!match) return undefined
  const [hours, minutes, seconds = '0'] = match.slice(1).map((part) => part ?? '0')
  if (Number(hours) > 23 || Number(minutes) > 59 || Number(seconds) > 59) return undefined
  const day = dateOf(stored)?.toJSON().slice(0, 10) ?? '1970-01-01'
  return new Date(`${day}T${hours}:${minutes}:${pad(Number(seconds))}.000Z`).toJSON()
}
