// Counts as people read them, wherever statistics are shown.

/** 1,234 */
export const formatCount = (count: number) => count.toLocaleString('en-US')

const COMPACT = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 })
/** Where there is little room (periodic-table cells): 1.2K. */
export const formatCompactCount = (count: number) => COMPACT.format(count)
