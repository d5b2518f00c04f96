// Dates are shown as dd/MM/yyyy throughout the product (spec 1 §9), in the viewer's
// local time zone.

const pad = (value: number, width = 2) => String(value).padStart(width, '0')

/** '24/11/2026' for a Date (local calendar day); '' for an invalid Date. */
export function formatDate(date: Date): string {
  if (Number.isNaN(date.getTime())) return ''
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${pad(date.getFullYear(), 4)}`
}
