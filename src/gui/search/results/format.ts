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

/**
 * standard: rounded to `decimals` places, trailing zeros dropped (1.5, not 1.500);
 * scientific: `decimals` places of mantissa (1.235e-7); separators: thousands grouped
 * with `separator` (default ','), as standard otherwise.
 */
export function formatNumber(value: number, format: Partial<NumberFormat> = {}): string {
  if (!Number.isFinite(value)) return String(value)
  const decimals = format.decimals ?? DEFAULT_DECIMALS
  if (format.mode === 'date' || format.mode === 'time') return formatTimestamp(value, format.mode)
  if (format.mode === 'scientific') return value.toExponential(decimals).replace('e+', 'e')
  const text = String(Number(value.toFixed(decimals)))
  if (format.mode !== 'separators' || text.includes('e')) return text
  const [whole, fraction] = text.split('.')
  const sign = whole.startsWith('-') ? '-' : ''
  const grouped = groupThousands(whole.replace('-', ''), format.separator ?? ',')
  return `${sign}${grouped}${fraction ? `.${fraction}` : ''}`
}
