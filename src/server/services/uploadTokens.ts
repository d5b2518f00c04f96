// Upload tokens (reference §1.4): the `?token=` that shell scripts put in upload URLs,
// so a curl line can be copied from the GUI without a bearer header. NOMAD's format, so
// tokens are interchangeable with NOMAD tooling:
//   b64url(uuid_bytes(user_id)) + '.' + b64url(HMAC-SHA1(secret, uuid_bytes)), no padding.
// They never expire (as in NOMAD); changing the server's api secret revokes them all.
import { createHmac, timingSafeEqual } from 'node:crypto'

// Only lower-case RFC 4122 UUIDs (variant bits 10xx: the 17th hex digit is 8–b) are
// packed into 16 bytes: every UUID Keycloak or randomUUID makes is one. The variant
// byte tells them apart from 16-byte UTF-8 ids when decoding (idOfBytes), and other
// spellings go as UTF-8 so that decoding gives back exactly the stored id.
const RFC_UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/
const B64URL = /^[A-Za-z0-9_-]+$/

/**
 * The bytes a token carries for a user id: the UUID's 16 bytes, or — for ids that are
 * no UUID (users of a non-Keycloak OIDC provider) — the id's UTF-8 bytes.
 */
function userBytes(userId: string): Buffer {
  return RFC_UUID.test(userId) ? Buffer.from(userId.replace(/-/g, ''), 'hex') : Buffer.from(userId, 'utf8')
}

function idOfBytes(bytes: Buffer): string {
  // 16 bytes whose 9th byte has the RFC variant bits (0x80–0xbf) are a UUID. ASCII ids
  // never have such a byte; only a 16-byte non-ASCII id with a continuation byte exactly
  // there would be misread (its token then names no user and is refused).
  if (bytes.length === 16 && (bytes[8] & 0xc0) === 0x80) {
    const hex = bytes.toString('hex')
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
  }
  return bytes.toString('utf8')
}

function sign(payload: Buffer, secret: string): Buffer {
  return createHmac('sha1', Buffer.from(secret, 'utf8')).update(payload).digest()
}

// Buffer's base64url encoding already omits the '=' padding NOMAD strips.
export function uploadToken(userId: string, secret: string): string {
  const payload = userBytes(userId)
  return `${payload.toString('base64url')}.${sign(payload, secret).toString('base64url')}`
}

/** The user id a token was made for, or undefined when it is malformed or not ours. */
export function userOfUploadToken(token: string, secret: string): string | undefined {
  const parts = token.split('.')
  // Buffer.from(…, 'base64url') skips invalid characters instead of failing: check first.
  if (parts.length !== 2 || !parts.every((part) => B64URL.test(part))) return undefined
  const payload = Buffer.from(parts[0], 'base64url')
  const signature = Buffer.from(parts[1], 'base64url')
  const expected = sign(payload, secret)
  if (signature.length !== expected.length || !timingSafeEqual(signature, expected)) return undefined
  return idOfBytes(payload)
}
