import { describe, expect, it } from 'vitest'
import { and, applies, not, NOT_APPLICABLE, or, rankWith, withIncreasedRank, type Predicate } from './testers'

const even: Predicate<number> = (n) => n % 2 === 0
const positive: Predicate<number> = (n) => n > 0

describe('testers', () => {
  it.each([
    ['rankWith(3, even)', rankWith(3, even), [2, 3, -4], [3, NOT_APPLICABLE, 3]],
    ['rankWith(3, and(even, positive))', rankWith(3, and(even, positive)), [2, 3, -4], [3, NOT_APPLICABLE, NOT_APPLICABLE]],
    ['rankWith(3, or(even, positive))', rankWith(3, or(even, positive)), [2, 3, -3], [3, 3, NOT_APPLICABLE]],
    ['rankWith(1, not(even))', rankWith(1, not(even)), [2, 3], [NOT_APPLICABLE, 1]],
    ['withIncreasedRank(2, rankWith(3, even))', withIncreasedRank(2, rankWith(3, even)), [2, 3], [5, NOT_APPLICABLE]],
    ['withIncreasedRank(1, () => 0)', withIncreasedRank(1, () => 0), [7], [1]],
  ])('%s ranks %j as %j', (_, tester, subjects, ranks) => {
    expect(subjects.map(tester)).toEqual(ranks)
  })

  it('and() of nothing always holds, or() of nothing never does', () => {
    expect(and<number>()(1)).toBe(true)
    expect(or<number>()(1)).toBe(false)
  })

  it.each([
    [NOT_APPLICABLE, false],
    [-5, false],
    [0, true],
    [10, true],
  ])('a rank of %d applies: %s', (rank, fits) => {
    expect(applies(rank)).toBe(fits)
  })
})
