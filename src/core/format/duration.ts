// Lifetimes and limits for people ('30 days', '1 day 12 hours'), not for machines: the
// two largest units that are not zero, whole numbers, singular where it is one.

const UNITS = [
  { seconds: 365 * 24 * 3600, name: 'year' },
  { seconds: 24 * 3600, name: 'day' },
  { seconds: 3600, name: 'hour' },
  { seconds: 60, name: 'minute' },
  { seconds: 1, name: 'second' },
] as const

const plural = (count: number, name: string) => `${count} ${name}${count === 1 ? '' : 's'}`

/**
 * A duration in seconds as words: '30 days', '1 day 12 hours', '45 seconds'. The rest
 * below the second unit is dropped (rounded down); 0 and less give '0 seconds',
 * non-finite input an empty string.
 */
export function formatDuration(seconds: number): string {
  if (!Number.isFinite(seconds)) return ''
  let rest = Math.floor(seconds)
  if (rest <= 0) return plural(0, 'second')
  const parts: string[] = []
  for (const unit of UNITS) {
    const count = Math.floor(rest / unit.seconds)
    if (count > 0) {
      parts.push(plural(count, unit.name))
      rest -= count * unit.seconds
    } else if (parts.length) {
      // '1 day 0 hours 5 minutes' would be noise: stop at the first gap after the start.
      break
    }
    if (parts.length === 2) break
  }
  return parts.join(' ')
}
