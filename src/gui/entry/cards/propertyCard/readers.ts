// Narrowing shared by the cards' readers: optional values that are missing (fine) or of
// the wrong type (the card says it could not load them), the times of a time series,
// and lists grouped by their kind.
import type { ArchiveReader } from '../../../../core/archive'

/** Thrown by a reader for data a card cannot draw; the card shows its 'Could not load …' text. */
export class MalformedData extends Error {
  override readonly name = 'MalformedData'
}

const absent = (value: unknown) => value === undefined || value === null

/** A number that may be missing; a value of another type throws MalformedData. */
export function optionalNumber(section: ArchiveReader, key: string): number | undefined {
  if (absent(section.section[key])) return undefined
  const value = section.number(key)
  if (value === undefined) throw new MalformedData(`${key} is not a number`)
  return value
}

export function optionalString(section: ArchiveReader, key: string): string | undefined {
  if (absent(section.section[key])) return undefined
  const value = section.string(key)
  if (value === undefined) throw new MalformedData(`${key} is not text`)
  return value
}

/** A list of numbers that must be there. */
export function requiredNumbers(section: ArchiveReader, key: string): readonly number[] {
  const value = section.numbers(key)
  if (!value) throw new MalformedData(`${key} is not a list of numbers`)
  return value
}

/** Numbers that may be missing (errors of a value); a list of anything else throws. */
export function optionalNumbers(section: ArchiveReader, key: string): readonly number[] | undefined {
  return absent(section.section[key]) ? undefined : requiredNumbers(section, key)
}

/**
 * The times of a time series (QuantityDynamic, spec 3 §3): its `time` list, else
 * `time_start` + i × `time_step` for each of `count` values. Neither throws.
 */
export function timesOf(section: ArchiveReader, count: number, key = 'time'): readonly number[] {
  const times = optionalNumbers(section, key)
  if (times) return times
  const step = optionalNumber(section, 'time_step')
  if (step === undefined) throw new MalformedData('a time series without times')
  const start = optionalNumber(section, 'time_start') ?? 0
  return Array.from({ length: count }, (_, index) => start + index * step)
}

/** Items grouped by a key, groups in the order their first item comes. */
export function groupBy<T>(items: readonly T[], key: (item: T) => string): [string, T[]][] {
  const groups = new Map<string, T[]>()
  for (const item of items) {
    const name = key(item)
    groups.set(name, [...(groups.get(name) ?? []), item])
  }
  return [...groups]
}

export const capitalize = (text: string) => (text ? text[0].toUpperCase() + text.slice(1) : text)

/**
 * Runs a reader; MalformedData becomes 'malformed' (the card's message), other errors
 * are bugs and go on to the card's boundary.
 */
export function readOrMalformed<T>(read: () => T): T | 'malformed' {
  try {
    return read()
  } catch (error) {
    if (error instanceof MalformedData) return 'malformed'
    throw error
  }
}
