import { UnitError } from './errors'

/**
 * Deserialising quantity values from text (spec 1 §5): strict, because a value that
 * silently became `false` or `NaN` would be stored as if the user had meant it.
 */
export function parseBoolean(text: string): boolean {
  const normalized = text.trim().toLowerCase()
  if (normalized === 'true') return true
  if (normalized === 'false') return false
  throw new UnitError('Could not parse boolean value')
}

// Decimal and scientific notation only: `Number()` would also take '', '0x1f' and 'Infinity'.
const NUMBER = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/

export function parseNumber(text: string): number {
  const trimmed = text.trim()
  const value = Number(trimmed)
  if (!NUMBER.test(trimmed) || !Number.isFinite(value)) throw new UnitError('Could not parse the number')
  return value
}
