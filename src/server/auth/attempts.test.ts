import { describe, expect, it } from 'vitest'
import { retryText, SignInAttempts, type AttemptLimits } from './attempts'

const LIMITS: AttemptLimits = { freePerAccount: 3, freePerAddress: 5, firstDelayMs: 1000, maxDelayMs: 4000, forgetAfterMs: 60_000, maxEntries: 100 }

function attempts(limits = LIMITS) {
  let now = 0
  const counter = new SignInAttempts(limits, () => now)
  return { counter, advance: (ms: number) => (now += ms) }
}

describe('SignInAttempts', () => {
  it('lets a client fail a few times, then makes it wait twice as long after each failure, up to the ceiling', () => {
    const { counter, advance } = attempts()
    for (let i = 0; i < 3; i++) {
      expect(counter.blockedFor('user:a', '1.1.1.1')).toBe(0)
      counter.fail('user:a', '1.1.1.1')
    }
    const waits: number[] = []
    for (let i = 0; i < 4; i++) {
      const wait = counter.blockedFor('user:a', '1.1.1.1')
      waits.push(wait)
      advance(wait)
      counter.fail('user:a', '1.1.1.1')
    }
    expect(waits).toEqual([1000, 2000, 4000, 4000])
  })

  it('holds up only the failing client on that account', () => {
    const { counter } = attempts()
    for (let i = 0; i < 3; i++) counter.fail('user:a', 'attacker')
    expect(counter.blockedFor('user:a', 'attacker')).toBeGreaterThan(0)
    expect(counter.blockedFor('user:a', 'victim')).toBe(0)
    expect(counter.blockedFor('user:b', 'attacker')).toBe(0)
  })

  it('slows a client that fails on many accounts', () => {
    const { counter } = attempts()
    for (let i = 0; i < 5; i++) counter.fail(`user:${i}`, 'sprayer')
    expect(counter.blockedFor('user:new', 'sprayer')).toBe(1000)
  })

  it('a success clears the client’s count on the account, not on the address', () => {
    const { counter } = attempts()
    for (let i = 0; i < 5; i++) counter.fail('user:a', 'client')
    counter.succeed('user:a', 'client')
    expect(counter.blockedFor('user:b', 'client')).toBe(1000)
  })

  it('forgets counts after a quiet period, and keeps at most maxEntries', () => {
    const { counter, advance } = attempts()
    for (let i = 0; i < 3; i++) counter.fail('user:a', 'client')
    advance(60_001)
    expect(counter.blockedFor('user:a', 'client')).toBe(0)
    const small = attempts({ ...LIMITS, maxEntries: 4 })
    for (let i = 0; i < 3; i++) small.counter.fail('user:a', 'client')
    for (let i = 0; i < 10; i++) small.counter.fail(`user:${i}`, `other${i}`)
    expect(small.counter.blockedFor('user:a', 'client')).toBe(0)
  })

  it.each([[1, '1 second'], [30_000, '30 seconds'], [119_000, '119 seconds'], [15 * 60_000, '15 minutes']])('says %d ms as "%s"', (ms, text) => {
    expect(retryText(ms)).toBe(`Too many failed sign-in attempts. Try again in ${text}.`)
  })
})
