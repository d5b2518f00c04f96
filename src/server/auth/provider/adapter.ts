import type { Adapter, AdapterPayload } from 'oidc-provider'
import type { Queryable } from '../../store'
import {
  consumeOidcPayload, deleteExpiredOidcPayloads, deleteOidcGrant, deleteOidcPayload, findOidcPayload, upsertOidcPayload,
} from '../../store/oidcPayloads'

/**
 * oidc-provider's storage interface over the store, so sessions, grants and refresh
 * tokens survive restarts and are shared by every server process.
 */
export function storeAdapter(db: Queryable) {
  return class StoreAdapter implements Adapter {
    constructor(private readonly model: string) {}

    async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
      await upsertOidcPayload(db, this.model, id, payload, expiresIn)
    }

    find(id: string) {
      return findOidcPayload<AdapterPayload>(db, this.model, 'id', id)
    }

    findByUserCode(userCode: string) {
      return findOidcPayload<AdapterPayload>(db, this.model, 'user_code', userCode)
    }

    findByUid(uid: string) {
      return findOidcPayload<AdapterPayload>(db, this.model, 'uid', uid)
    }

    async consume(id: string): Promise<void> {
      await consumeOidcPayload(db, this.model, id)
    }

    async destroy(id: string): Promise<void> {
      await deleteOidcPayload(db, this.model, id)
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      await deleteOidcGrant(db, grantId)
    }
  }
}

/** Expired sessions, codes and tokens are dropped now and then. */
export function deleteExpired(db: Queryable): Promise<void> {
  return deleteExpiredOidcPayloads(db)
}
