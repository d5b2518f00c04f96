// Brute-force protection for password checks (interactive sign-in and the token route).
//
// Failures are counted per account *and client address* and per client address alone,
// never per account alone: a count per account let anybody lock any account (the
// administrator's too) with five wrong passwords from anywhere. Past a few free
// failures a client waits before its next attempt, twice as long after each further
// failure, up to a ceiling; the victim, trying from their own address, is not held up
// by an attacker elsewhere. The per-address count (across accounts) slows password
// spraying; it is higher, since many people may share one address (NAT), and behind a
// reverse proxy the address is the client's only when the proxy is trusted
// (`services.trusted_proxies`). Counts live in memory, per process.

export interface AttemptLimits {
  /** Failures of one client on one account before it has to wait. */
  freePerAccount: number
  /** Failures of one client on any accounts before it has to wait. */
  freePerAddress: number
  /** The first wait; each further failure doubles it. */
  firstDelayMs: number
  /** The longest wait. */
  maxDelayMs: number
  /** A count is forgotten after this long without failures (longer than the longest wait). */
  forgetAfterMs: number
  /** At most this many counts are kept; the oldest go first (memory stays bounded under a flood of names). */
  maxEntries: number
}

export const DEFAULT_LIMITS: AttemptLimits = {
  freePerAccount: 5,
  freePerAddress: 30,
  firstDelayMs: 30_000,
  maxDelayMs: 15 * 60_000,
  forgetAfterMs: 60 * 60_000,
  maxEntries: 100_000,
}

interface Count {
  failures: number
  last: number
}

export class SignInAttempts {
  private readonly counts = new Map<string, Count>()

  constructor(private readonly limits: AttemptLimits = DEFAULT_LIMITS, private readonly now: () => number = Date.now) {}

  /**
   * Milliseconds until this client may try this account again, 0 when it may now.
   * `account` is the account's key (accounts.ts: accountKey), so a username and the
   * email of one account share their count.
   */
  blockedFor(account: string, address: string): number {
    return Math.max(
      this.wait(pairKey(account, address), this.limits.freePerAccount),
      this.wait(addressKey(address), this.limits.freePerAddress),
    )
  }

  fail(account: string, address: string): void {
    for (const key of [pairKey(account, address), addressKey(address)]) {
      const count = this.current(key)
      // Re-inserted, so the map's order is the order of last failures (oldest first).
      this.counts.delete(key)
      this.counts.set(key, { failures: (count?.failures ?? 0) + 1, last: this.now() })
    }
    this.trim()
  }

  /**
   * A correct password clears this client's count on the account, not the address's
   * count: an attacker with an account of their own must not reset it by signing in.
   */
  succeed(account: string, address: string): void {
    this.counts.delete(pairKey(account, address))
  }

  private current(key: string): Count | undefined {
    const count = this.counts.get(key)
    if (count && this.now() - count.last > this.limits.forgetAfterMs) {
      this.counts.delete(key)
      return undefined
    }
    return count
  }

  private wait(key: string, free: number): number {
    const count = this.current(key)
    if (!count || count.failures < free) return 0
    const delay = Math.min(this.limits.maxDelayMs, this.limits.firstDelayMs * 2 ** Math.min(count.failures - free, 30))
    return Math.max(0, count.last + delay - this.now())
  }

  private trim(): void {
    if (this.counts.size <= this.limits.maxEntries) return
    for (const key of this.counts.keys()) {
      if (this.counts.size <= this.limits.maxEntries) break
      this.counts.delete(key)
    }
  }
}

const pairKey = (account: string, address: string) => `pair:${address}\u0000${account}`
const addressKey = (address: string) => `address:${address}`

/** 'Try again in 30 seconds.' / 'in 4 minutes.' for a wait in milliseconds. */
export function retryText(waitMs: number): string {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000))
  if (seconds < 120) return `Too many failed sign-in attempts. Try again in ${seconds} second${seconds === 1 ? '' : 's'}.`
  return `Too many failed sign-in attempts. Try again in ${Math.ceil(seconds / 60)} minutes.`
}
