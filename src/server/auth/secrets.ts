import { generateKeyPair, exportJWK, type JWK } from 'jose'
import { randomBytes } from 'node:crypto'
import type { Queryable } from '../store'
import { findSecret, insertSecretIfAbsent } from '../store/secrets'

/** Keys made at first start and kept in the store, shared by every process. */
export interface Secrets {
  /** RS256 private key (JWK) of the embedded identity provider. */
  signingKey: JWK
  /** HS256 secret of app tokens and upload tokens. */
  apiSecret: string
  /** Keys for the provider's signed cookies. */
  cookieKeys: string[]
}

async function getOrCreate<T>(db: Queryable, name: string, create: () => Promise<T>): Promise<T> {
  const existing = await findSecret<T>(db, name)
  if (existing !== undefined) return existing
  // Two processes starting together: the first insert wins and both use it.
  await insertSecretIfAbsent(db, name, await create())
  return (await findSecret<T>(db, name)) as T
}

export async function loadSecrets(db: Queryable): Promise<Secrets> {
  const signingKey = await getOrCreate(db, 'oidc_signing_key', async () => {
    const { privateKey } = await generateKeyPair('RS256', { extractable: true, modulusLength: 2048 })
    const jwk = await exportJWK(privateKey)
    return { ...jwk, alg: 'RS256', use: 'sig', kid: randomBytes(8).toString('base64url') }
  })
  const apiSecret = await getOrCreate(db, 'api_secret', async () => randomBytes(32).toString('base64url'))
  const cookieKeys = await getOrCreate(db, 'cookie_keys', async () => [randomBytes(32).toString('base64url')])
  return { signingKey, apiSecret, cookieKeys }
}
