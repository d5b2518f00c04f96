// When a token counts as fresh. The API client asks for a token before every call
// (spec 1 §4, §7); one that expires within the renewal margin is renewed first, and the
// background renewal runs at the same point.

export const RENEW_BEFORE_EXPIRY_SECONDS = 30

/**
 * How long before expiry a token is renewed: 30 s, or half the lifetime of tokens
 * shorter than a minute (otherwise a 20 s token would be renewed again at once, and
 * every second). `lifetimeSeconds` is what the token had left when it was loaded.
 */
export function renewalMargin(lifetimeSeconds: number): number {
  return Math.min(RENEW_BEFORE_EXPIRY_SECONDS, Math.max(0, lifetimeSeconds) / 2)
}

/** True when the token expires within `seconds` from `now` (ms); tokens without expiry never do. */
export function expiresWithin(
  token: { expires_at?: number },
  seconds: number,
  now: number = Date.now(),
): boolean {
  if (token.expires_at === undefined) return false
  return token.expires_at - now / 1000 < seconds
}

/** Seconds left before the token expires (Infinity without expiry). */
export function secondsLeft(token: { expires_at?: number }, now: number = Date.now()): number {
  return token.expires_at === undefined ? Infinity : token.expires_at - now / 1000
}
