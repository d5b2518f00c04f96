// Dates are shown as dd/MM/yyyy throughout the product (spec 1 §9), in the viewer's
// local time zone.

const pad = (value: number, width = 2) => String(value).padStart(width, '0')

/** '24/11/2026' for a Date (local calendar day); '' for an invalid Date. */
export function formatDate(date: Date): string {
  if (Number.isNaN(date.getTime())) return ''
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${pad(date.getFullYear(), 4)}`
}

/** '24/11/2026 14:05' (local time); '' for an invalid Date. */
export function formatDateTime(date: Date): string {
  const day = formatDate(date)
  return day && `${day} ${pad(date.getHours())}:${pad(date.getMinutes())}`
}

/**
 * A datetime of the API as a Date. Uploads and datasets answer naive UTC (reference §0,
 * Mongo-backed in NOMAD), search documents carry an offset: both are UTC instants.
 */
export function apiDate(value: string): Date {
  return new Date(/[zZ]|[+-]\d\d:?\d\d$/.test(value) ? value : `${value}Z`)
}
