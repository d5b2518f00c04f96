import { isIP } from 'node:net'

/**
 * Fastify's `trustProxy` from `services.trusted_proxies`: the listed addresses and
 * ranges, or false (the default) so that X-Forwarded-For is ignored and nobody can
 * pose as another client (sign-in throttling counts per client address). A bad entry
 * stops start-up naming the option.
 */
export function trustedProxies(entries: readonly string[]): string[] | false {
  for (const entry of entries) {
    const [address, bits, ...rest] = entry.split('/')
    const version = isIP(address)
    const maxBits = version === 6 ? 128 : 32
    const validBits = bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= maxBits)
    if (!version || !validBits || rest.length) {
      throw new Error(`services.trusted_proxies: '${entry}' is not an IP address or a CIDR range (e.g. 10.0.0.0/8).`)
    }
  }
  return entries.length ? [...entries] : false
}
