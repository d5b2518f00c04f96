// Testers rank how well a renderer fits a subject (a column, a file, a quantity, an
// archive section), as JSON Forms' testers do: small predicates combined with `and` and
// `or`, turned into a rank with `rankWith`. The highest rank wins; NOT_APPLICABLE never.

/** The rank of a renderer that does not fit. */
export const NOT_APPLICABLE = -1

/** How well a renderer fits a subject: a rank ≥ 0, or NOT_APPLICABLE. */
export type Tester<S> = (subject: S) => number

/** Whether a subject has some property. */
export type Predicate<S> = (subject: S) => boolean

/** `rank` where `predicate` holds, NOT_APPLICABLE elsewhere. */
export const rankWith =
  <S>(rank: number, predicate: Predicate<S>): Tester<S> =>
  (subject) =>
    predicate(subject) ? rank : NOT_APPLICABLE

/** Holds where every predicate holds (and for none). */
export const and =
  <S>(...predicates: readonly Predicate<S>[]): Predicate<S> =>
  (subject) =>
    predicates.every((predicate) => predicate(subject))

/** Holds where any predicate holds (never for none). */
export const or =
  <S>(...predicates: readonly Predicate<S>[]): Predicate<S> =>
  (subject) =>
    predicates.some((predicate) => predicate(subject))

export const not =
  <S>(predicate: Predicate<S>): Predicate<S> =>
  (subject) =>
    !predicate(subject)

/**
 * The same fit `by` ranks higher: a plugin beats a built-in without copying its
 * predicate. Where the tester does not apply, neither does the result.
 */
export const withIncreasedRank =
  <S>(by: number, tester: Tester<S>): Tester<S> =>
  (subject) => {
    const rank = tester(subject)
    return rank <= NOT_APPLICABLE ? NOT_APPLICABLE : rank + by
  }

/** A rank that fits (anything below 0 does not). */
export const applies = (rank: number) => rank > NOT_APPLICABLE
