// UTC calendar arithmetic for date histograms, on epoch milliseconds without Date
// objects per value: a histogram over a million dates must stay a tight loop.

export const SECOND = 1000
export const MINUTE = 60 * SECOND
export const HOUR = 60 * MINUTE
export const DAY = 24 * HOUR
export const WEEK = 7 * DAY
/** Weeks start on Monday (ISO, as Elasticsearch rounds them); 1969-12-29 was one. */
export const MONDAY = -3 * DAY

/** Months since 0000-01 (year * 12 + month - 1) of an instant, in UTC. */
export function monthIndex(ms: number): number {
  // Howard Hinnant's civil_from_days: days since 1970-01-01 → proleptic Gregorian date.
  const z = Math.floor(ms / DAY) + 719468
  const era = Math.floor(z / 146097)
  const doe = z - era * 146097
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365)
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100))
  const mp = Math.floor((5 * doy + 2) / 153)
  const month = mp < 10 ? mp + 2 : mp - 10 // 0-based
  const year = yoe + era * 400 + (month <= 1 ? 1 : 0)
  return year * 12 + month
}

/** The first instant of a month index. */
export function monthStart(index: number): number {
  const year = Math.floor(index / 12)
  const date = new Date(0)
  date.setUTCFullYear(year, index - year * 12, 1)
  return date.getTime()
}

/** `yyyy-MM-dd` in UTC, the format NOMAD asks Elasticsearch for date_histogram keys. */
export function formatDay(ms: number): string {
  const date = new Date(ms)
  const year = date.getUTCFullYear()
  const yyyy = year < 0 ? `-${String(-year).padStart(4, '0')}` : String(year).padStart(4, '0')
  return `${yyyy}-${String(date.getUTCMonth() + 1).padStart(2, '0')}-${String(date.getUTCDate()).padStart(2, '0')}`
}
