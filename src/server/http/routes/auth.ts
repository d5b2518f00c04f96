import type { FastifyInstance } from 'fastify'
import type { ServerContext } from '../../context'
import { requireCaller } from '../auth'
import { appToken, appTokens, passwordToken, revokeAppToken, signatureToken } from '../../services/tokens'
import { typed } from '../typed'

export const tokenResponse = {
  type: 'object',
  properties: { access_token: { type: 'string' }, token_type: { type: 'string' } },
} as const

// Response schemas list every property an answer has: fast-json-stringify writes only
// those, and the handler's answer is checked against them.
export const appTokenRecord = {
  type: 'object',
  additionalProperties: false,
  properties: {
    token_id: { type: 'string' },
    name: { type: 'string' },
    hint: { type: 'string', description: 'The last characters of the token.' },
    created: { type: 'string', format: 'date-time' },
    expires: { type: 'string', format: 'date-time' },
  },
} as const

const credentials = {
  type: 'object',
  required: ['username', 'password'],
  properties: { username: { type: 'string' }, password: { type: 'string' } },
} as const

export async function authRoutes(scope: FastifyInstance, { context }: { context: ServerContext }) {
  const app = typed(scope)
  const exempt = { loginExempt: true }

  app.post('/auth/token', {
    config: exempt,
    schema: {
      tags: ['auth'],
      summary: 'Get an access token with username and password',
      description: 'Form fields `username` and `password` (OAuth2 password flow). The token is a bearer token for every other route.',
      consumes: ['application/x-www-form-urlencoded'],
      body: credentials,
      response: { 200: tokenResponse },
    },
  }, (request) => {
    const { username, password } = request.body
    return passwordToken(context, username, password, request.ip)
  })

  app.get('/auth/token', {
    config: exempt,
    schema: {
      tags: ['auth'],
      summary: 'Get an access token with username and password (query parameters)',
      querystring: credentials,
      response: { 200: tokenResponse },
    },
  }, (request) => {
    const { username, password } = request.query
    return passwordToken(context, username, password, request.ip)
  })

  app.get('/auth/app_token', {
    schema: {
      tags: ['auth'],
      summary: 'Get an app token',
      description: 'A long-lived token for scripts, valid for `expires_in` seconds, at most the configured maximum. '
        + 'Only with a login (an access token of the identity provider or of `auth/token`): an app token cannot make '
        + 'another one (403). App tokens are listed by `auth/app_tokens`, can be revoked there, and all end when the '
        + 'password changes.',
      querystring: {
        type: 'object',
        required: ['expires_in'],
        properties: {
          expires_in: { type: 'integer', description: 'Lifetime in seconds.' },
          name: { type: 'string', maxLength: 100, description: 'A name to recognise the token by in the list.' },
        },
      },
      response: { 200: { type: 'object', properties: { app_token: { type: 'string' } } } },
    },
  }, (request) => {
    const { expires_in, name } = request.query
    return appToken(context, requireCaller(request), expires_in, name)
  })

  app.get('/auth/app_tokens', {
    schema: {
      tags: ['auth'],
      summary: 'The app tokens of the signed-in user',
      description: 'The tokens that can still be used, newest first: never the token itself, only its last characters (`hint`).',
      response: { 200: { type: 'object', additionalProperties: false, properties: { data: { type: 'array', items: appTokenRecord } } } },
    },
  }, (request) => appTokens(context, requireCaller(request)))

  app.delete('/auth/app_tokens/:token_id', {
    schema: {
      tags: ['auth'],
      summary: 'Revoke an app token',
      description: 'The token stops working at once. 404 when the signed-in user has no token with this id.',
      params: { type: 'object', required: ['token_id'], properties: { token_id: { type: 'string' } } },
      response: { 200: appTokenRecord },
    },
  }, (request) => revokeAppToken(context, requireCaller(request), request.params.token_id))

  app.get('/auth/signature_token', {
    schema: {
      tags: ['auth'],
      summary: 'Get a short-lived signature token for download links',
      description: 'Valid 10 seconds, and only for GET downloads of raw files and archives (`?signature_token=`).',
      response: { 200: { type: 'object', properties: { signature_token: { type: 'string' } } } },
    },
  }, (request) => signatureToken(context, requireCaller(request)))
}
