// Links and dates the upload page shows.

/** The upload's files as one zip (`GET uploads/{id}/raw/?compress=true`; the login cookie authorises it). */
export const uploadZipUrlOf = (apiBase: string, uploadId: string) => `${apiBase}/v1/uploads/${encodeURIComponent(uploadId)}/raw/?compress=true`

/** dd/MM/yyyy (spec 1 §9) of an API date; the upload's dates are naive UTC. */
export function formatDate(date: string | null): string {
  if (!date) return ''
  const parsed = new Date(/[zZ]|[+-]\d\d:?\d\d$/.test(date) ? date : `${date}Z`)
  if (Number.isNaN(parsed.getTime())) return ''
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${pad(parsed.getUTCDate())}/${pad(parsed.getUTCMonth() + 1)}/${parsed.getUTCFullYear()}`
}
