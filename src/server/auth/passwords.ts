import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto'

// scrypt from Node's crypto: memory-hard, no native addon to build. N=2^15, r=8 costs
// ≈32 MiB and ≈50 ms per check, OWASP's recommended minimum.
const PARAMS = { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 } satisfies ScryptOptions
const KEY_LENGTH = 32

function derive(password: string, salt: Buffer, params: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, params, (error, key) => (error ? reject(error) : resolve(key)))
  })
}

/** `scrypt$N$r$p$salt$hash` (base64url), so parameters can grow without breaking old hashes. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16)
  const key = await derive(password, salt, PARAMS)
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64url'), key.toString('base64url')].join('$')
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$')
  if (scheme !== 'scrypt' || !hash) return false
  const expected = Buffer.from(hash, 'base64url')
  const key = await derive(password, Buffer.from(salt, 'base64url'), { N: Number(n), r: Number(r), p: Number(p), maxmem: PARAMS.maxmem })
  return key.length === expected.length && timingSafeEqual(key, expected)
}

/** Rules for new passwords, one message per broken rule. */
export function passwordProblems(password: string): string[] {
  const problems: string[] = []
  if (password.length < 8) problems.push('The password must have at least 8 characters.')
  if (password.length > 256) problems.push('The password must have at most 256 characters.')
  return problems
}
