// Brute-force protection for password checks (interactive sign-in and the token
// route): failures are counted per account and per client address in a sliding
// window; past the limit further attempts are refused until the window has passed,
// whether or not the password would be right.

export interface AttemptLimits {
  windowMs: number
  perAccount: number
  perAddress: number
}

export const DEFAULT_LIMITS: AttemptLimits = { windowMs: 15 * 60_000, perAccount: 5, perAddress: 20 }

export class SignInAttempts {
  private readonly failures = new Map<string, number[]>()

  constructor(private readonly limits: AttemptLimits = DEFAULT_LIMITS, private readonly now: () => number = Date.now) {}

  private recent(key: string): number[] {
    const since = this.now() - this.limits.windowMs
    const times = (this.failures.get(key) ?? []).filter((time) => time > since)
    if (times.length) this.failures.set(key, times)
    else this.failures.delete(key)
    return times
  }

  /** Milliseconds until attempts are allowed again, 0 when allowed now. */
  blockedFor(account: string, address: string): number {
    const checks: [string, number][] = [[`account:${account.toLowerCase()}`, this.limits.perAccount], [`address:${address}`, this.limits.perAddress]]
    let wait = 0
    for (const [key, limit] of checks) {
      const times = this.recent(key)
      if (times.length >= limit) wait = Math.max(wait, times[times.length - limit] + this.limits.windowMs - this.now())
    }
    return wait
  }

  fail(account: string, address: string): void {
    for (const key of [`account:${account.toLowerCase()}`, `address:${address}`]) {
      this.failures.set(key, [...this.recent(key), this.now()])
    }
  }

  /** A correct password clears the account's failures (not the address's). */
  succeed(account: string): void {
    this.failures.delete(`account:${account.toLowerCase()}`)
  }
}
