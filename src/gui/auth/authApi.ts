// The API calls of the login concern live with their resources in api/ (users, app tokens).
import type { AppTokenInfo, User } from '../../core/api'

export { useAppTokenMutation, useAppTokensQuery, useMeQuery, useRevokeAppTokenMutation, type AppTokenRequest } from '../api'

/** GET users/me: the signed-in user with all fields (reference §1.6). */
export type Me = User
export type { AppTokenInfo }
