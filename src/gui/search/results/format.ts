// Text of one column value (spec 2 §3.4 `format`: mode, decimals, separator). Pure, so
// the cell formats and the row details show a value the same way.
import type { Column } from '../../../core/config/config.generated'
import { formatDate } from '../../../core/format'

export type NumberFormat = NonNullable<Column['format']>

export const DEFAULT_DECIMALS = 3

const pad = (value: number) => String(value).padStart(2, '0')

/** 'dd/MM/yyyy HH:mm' (mode time, the default) or 'dd/MM/yyyy' (mode date), local time; the input when unreadable. */
export function formatTimestamp(value: string | number, mode: NumberFormat['mode'] = 'time'): string {
  const date = new Date(value)
  if (Number.isNaN(date.getTime())) return String(value)
  const day = formatDate(date)
  if (mode === 'date') return day
  return `${day} ${pad(date.getHours())}:${pad(date.getMinutes())}`
}

function groupThousands(digits: string, separator: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator)
}

/** Digits a double holds without noise: 0.1 + 0.2 is 0.3, 9.499999999999999e+24 is 9.5e24. */
export const SIGNIFICANT_DIGITS = 15
/** Standard numbers are written out from 10^-5 to below 10^6, in scientific form beyond. */
const FIXED_RANGE = { low: 1e-5, high: 1e6 } as const

/** Scientific form without noise or trailing zeros: 9.5e24, 1.23e-7. */
const scientific = (value: number): string => Number(value.toPrecision(SIGNIFICANT_DIGITS)).toExponential().replace('e+', 'e')

/** At most 15 significant digits, so float noise never shows. */
const clean = (value: number): number => Number(value.toPrecision(SIGNIFICANT_DIGITS))

/**
 * standard: rounded to `decimals` places, trailing zeros dropped (1.5, not 1.500), and
 * in scientific form (9.5e24, 1.23e-7) outside 10^-5 … 10^6, where decimals would hide
 * the value or sprawl; scientific: `decimals` places of mantissa (1.235e-7); separators:
 * thousands grouped with `separator` (default ','), as standard otherwise. Never more
 * than 15 significant digits.
 */
export function formatNumber(value: number, format: Partial<NumberFormat> = {}): string {
  if (!Number.isFinite(value)) return String(value)
  const decimals = format.decimals ?? DEFAULT_DECIMALS
  if (format.mode === 'date' || format.mode === 'time') return formatTimestamp(value, format.mode)
  if (format.mode === 'scientific') return value.toExponential(decimals).replace('e+', 'e')
  const magnitude = Math.abs(value)
  const outside = magnitude !== 0 && (magnitude < FIXED_RANGE.low || magnitude >= FIXED_RANGE.high)
  if (format.mode !== 'separators' && outside) return scientific(value)
  const text = String(clean(Number(value.toFixed(decimals))))
  if (text.includes('e')) return scientific(value)
  if (format.mode !== 'separators') return text
  const [whole, fraction] = text.split('.')
  const sign = whole.startsWith('-') ? '-' : ''
  const grouped = groupThousands(whole.replace('-', ''), format.separator ?? ',')
  return `${sign}${grouped}${fraction ? `.${fraction}` : ''}`
}
