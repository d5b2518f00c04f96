// Counts on the about page (entries, materials, …) are read at a glance, so large
// numbers are shortened to a word scale with one decimal (spec 1 §2, §9).

const SCALES = [
  { factor: 1e9, word: 'billion' },
  { factor: 1e6, word: 'million' },
  { factor: 1e3, word: 'thousand' },
] as const

/**
 * Formats a statistic: below 1,000 the plain integer; at or above 1e3, 1e6 and 1e9 the
 * value in thousands, millions or billions with one decimal ('12.3 thousand').
 * Non-finite input gives an empty string, so callers can simply not show it.
 */
export function formatStatistic(value: number): string {
  if (!Number.isFinite(value)) return ''
  const sign = value < 0 ? '-' : ''
  const magnitude = Math.abs(value)
  for (let i = 0; i < SCALES.length; i++) {
    const { factor, word } = SCALES[i]
    if (magnitude < factor) continue
    const scaled = Math.round((magnitude / factor) * 10) / 10
    // 999,960 rounds to 1000.0 thousand; show it as the next scale instead.
    if (scaled >= 1000 && i > 0) {
      const larger = SCALES[i - 1]
      return `${sign}${(Math.round((magnitude / larger.factor) * 10) / 10).toFixed(1)} ${larger.word}`
    }
    return `${sign}${scaled.toFixed(1)} ${word}`
  }
  const rounded = Math.round(magnitude)
  // Rounding 999.6 up reaches the thousand scale.
  if (rounded >= 1000) return `${sign}1.0 thousand`
  return `${sign}${rounded}`
}
