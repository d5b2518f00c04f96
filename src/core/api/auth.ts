// Tokens (reference §1.2): access tokens, app tokens and signature tokens.

/** `GET/POST /auth/token`. */
export interface AccessTokenResponse {
  access_token: string
  token_type: 'bearer'
}

/** `GET /auth/app_token`: a new token, shown once. */
export interface AppTokenResponse {
  app_token: string
}

/** One of the user's app tokens as `GET auth/app_tokens` lists it: never the token itself. */
export interface AppTokenInfo {
  token_id: string
  name?: string
  /** The token's last characters. */
  hint: string
  created: string
  expires: string
}

export interface AppTokensResponse {
  data: AppTokenInfo[]
}

/** `GET /auth/signature_token`: a short-lived token for download links. */
export interface SignatureTokenResponse {
  signature_token: string
}
