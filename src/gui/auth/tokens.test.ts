import { describe, expect, it } from 'vitest'
import { expiresWithin, renewalMargin, secondsLeft } from './tokens'

describe('renewalMargin', () => {
  it.each([
    [300, 30],
    [60, 30],
    [59, 29.5],
    [20, 10],
    [10, 5],
    [0, 0],
    [-5, 0],
    [Infinity, 30],
  ])('a token with %d s to live is renewed %d s before expiry', (lifetime, margin) => {
    expect(renewalMargin(lifetime)).toBe(margin)
  })
})

describe('expiresWithin', () => {
  const now = 1_000_000_000_000
  const token = (secondsFromNow: number) => ({ expires_at: now / 1000 + secondsFromNow })

  it.each([
    [31, 30, false],
    [30, 30, false],
    [29, 30, true],
    [0, 0, false],
    [-1, 0, true],
  ])('a token expiring in %d s expires within %d s: %s', (left, margin, expected) => {
    expect(expiresWithin(token(left), margin, now)).toBe(expected)
  })

  it('never for a token without expiry', () => {
    expect(expiresWithin({}, 30, now)).toBe(false)
    expect(secondsLeft({}, now)).toBe(Infinity)
  })

  it('counts the seconds left', () => {
    expect(secondsLeft(token(42), now)).toBe(42)
  })
})
