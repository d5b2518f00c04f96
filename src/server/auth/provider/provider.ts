import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider'
import type { JWK } from 'jose'
import type { Queryable } from '../../store'
import { findUser } from '../../store/users'
import { storeAdapter } from './adapter'
import { autoSubmitLogout, confirmLogout, messagePage, page } from './pages'

export interface ProviderOptions {
  db: Queryable
  /** {appBase}/auth/realms/{realm} */
  issuer: string
  clientId: string
  /** {appBase}/gui — where the GUI lives (redirect URIs are under it). */
  guiUrl: string
  /** Path of the interaction pages: {prefix}/auth/realms/{realm}/login */
  interactionPath: string
  signingKey: JWK
  cookieKeys: string[]
  accessTokenTtl: number
  brand: string
  fontsBase: string
  /** The page script that submits the sign-out form (served by routes.ts). */
  signOutScriptUrl: string
}

/** Redirect URIs the GUI uses (src/gui/auth), relative to the GUI base. */
export const GUI_AUTH_PATHS = { callback: '/auth/callback', silent: '/auth/silent.html', loggedOut: '/' } as const

const SCOPES = 'openid profile email offline_access'

/** The embedded OpenID Connect provider, laid out like a Keycloak realm. */
export function createProvider(options: ProviderOptions): Provider {
  const apiResource = `${new URL(options.issuer).origin}/api`
  const html = (ctx: KoaContextWithOIDC, title: string, body: string) => {
    ctx.type = 'html'
    ctx.body = page({ title, brand: options.brand, body, fontsBase: options.fontsBase })
  }

  const configuration: Configuration = {
    adapter: storeAdapter(options.db),
    clients: [{
      client_id: options.clientId,
      client_name: options.brand,
      token_endpoint_auth_method: 'none',
      application_type: 'web',
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      redirect_uris: [`${options.guiUrl}${GUI_AUTH_PATHS.callback}`, `${options.guiUrl}${GUI_AUTH_PATHS.silent}`],
      post_logout_redirect_uris: [`${options.guiUrl}${GUI_AUTH_PATHS.loggedOut}`],
    }],
    clientBasedCORS: (_ctx, origin) => origin === new URL(options.guiUrl).origin,
    jwks: { keys: [options.signingKey as never] },
    // Lax, not oidc-provider's default None: no other site's form or fetch carries the
    // session (the GUI frames the provider only from its own site, for silent sign-in).
    cookies: {
      keys: options.cookieKeys,
      long: { httpOnly: true, sameSite: 'lax' },
      short: { httpOnly: true, sameSite: 'lax' },
    },
    findAccount: async (_ctx, id) => {
      const user = await findUser(options.db, 'user_id', id)
      if (!user) return undefined
      return {
        accountId: id,
        claims: () => ({
          sub: id,
          name: user.name,
          given_name: user.first_name,
          family_name: user.last_name,
          preferred_username: user.username,
          email: user.email,
          email_verified: Boolean(user.email),
        }),
      }
    },
    claims: {
      openid: ['sub'],
      profile: ['name', 'given_name', 'family_name', 'preferred_username'],
      email: ['email', 'email_verified'],
    },
    // The GUI reads the user's name from the ID token, as it does with Keycloak.
    conformIdTokenClaims: false,
    scopes: SCOPES.split(' '),
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      introspection: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        // Only the application's own button signs out at once; a sign-out link followed
        // from elsewhere (another site, a mail) asks first. Browsers without
        // Sec-Fetch-Site always ask.
        logoutSource: async (ctx, form) => html(ctx, 'Sign out', ctx.get('sec-fetch-site') === 'same-origin'
          ? autoSubmitLogout(form, options.signOutScriptUrl)
          : confirmLogout(form, options.brand)),
        postLogoutSuccessSource: async (ctx) =>
          html(ctx, 'Signed out', messagePage('Signed out', 'You have been signed out.', { href: options.guiUrl + '/', label: 'Back to the application' })),
      },
      // Access tokens are JWTs the API verifies with the realm's keys, as Keycloak's.
      resourceIndicators: {
        enabled: true,
        defaultResource: () => apiResource,
        useGrantedResource: () => true,
        getResourceServerInfo: () => ({
          scope: SCOPES,
          audience: options.clientId,
          accessTokenTTL: options.accessTokenTtl,
          accessTokenFormat: 'jwt',
          jwt: { sign: { alg: 'RS256' } },
        }),
      },
    },
    // Our own GUI is the only client: consent is implied, as for a first-party app.
    loadExistingGrant: async (ctx) => {
      const oidc = ctx.oidc
      const clientId = oidc.client!.clientId
      const grantId = oidc.result?.consent?.grantId ?? oidc.session!.grantIdFor(clientId)
      if (grantId) {
        const existing = await oidc.provider.Grant.find(grantId)
        if (existing) return existing
      }
      const grant = new oidc.provider.Grant({ clientId, accountId: oidc.session!.accountId! })
      grant.addOIDCScope(SCOPES)
      grant.addResourceScope(apiResource, SCOPES)
      await grant.save()
      return grant
    },
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    pkce: { required: () => true },
    interactions: { url: (_ctx, interaction) => `${options.interactionPath}/${interaction.uid}` },
    routes: {
      authorization: '/protocol/openid-connect/auth',
      token: '/protocol/openid-connect/token',
      userinfo: '/protocol/openid-connect/userinfo',
      jwks: '/protocol/openid-connect/certs',
      end_session: '/protocol/openid-connect/logout',
      revocation: '/protocol/openid-connect/revoke',
      introspection: '/protocol/openid-connect/token/introspect',
    },
    ttl: {
      AccessToken: options.accessTokenTtl,
      AuthorizationCode: 60,
      IdToken: 3600,
      Interaction: 3600,
      Session: 14 * 24 * 3600,
      Grant: 14 * 24 * 3600,
      RefreshToken: 14 * 24 * 3600,
    },
    renderError: async (ctx, out) => {
      html(ctx, 'Sign-in problem', messagePage('Sign-in problem', String(out.error_description ?? out.error), { href: options.guiUrl + '/', label: 'Back to the application' }))
    },
  }
  const provider = new Provider(options.issuer, configuration)
  provider.proxy = true
  return provider
}
