// Type guards for untyped archive values: the reader combines them, and a container
// narrows what it reads with them once.
import type { Section } from './json'

export type Guard<T> = (value: unknown) => value is T

export const isSection = (value: unknown): value is Section =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

export const isString = (value: unknown): value is string => typeof value === 'string'

/** A finite number: NaN and infinities are not values an archive means. */
export const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value)

export const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean'

/** An array whose every item passes the guard. */
export const arrayOf = <T>(guard: Guard<T>): Guard<readonly T[]> =>
  (value): value is readonly T[] => Array.isArray(value) && value.every(guard)

export const isNumbers: Guard<readonly number[]> = arrayOf(isNumber)
export const isStrings: Guard<readonly string[]> = arrayOf(isString)
/** A matrix (rows of numbers), e.g. a lattice or positions. */
export const isNumberRows: Guard<readonly (readonly number[])[]> = arrayOf(isNumbers)
