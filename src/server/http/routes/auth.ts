import type { FastifyInstance } from 'fastify'
import type { ServerContext } from '../../context'
import { requireCaller } from '../auth'
import { appToken, passwordToken, signatureToken } from '../../services/tokens'

const tokenResponse = {
  type: 'object',
  properties: { access_token: { type: 'string' }, token_type: { type: 'string' } },
} as const

const credentials = {
  type: 'object',
  required: ['username', 'password'],
  properties: { username: { type: 'string' }, password: { type: 'string' } },
} as const

export async function authRoutes(app: FastifyInstance, { context }: { context: ServerContext }) {
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
    const { username, password } = request.body as { username: string; password: string }
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
    const { username, password } = request.query as { username: string; password: string }
    return passwordToken(context, username, password, request.ip)
  })

  app.get('/auth/app_token', {
    schema: {
      tags: ['auth'],
      summary: 'Get an app token',
      description: 'A long-lived token for scripts, valid for `expires_in` seconds, at most the configured maximum.',
      querystring: {
        type: 'object',
        required: ['expires_in'],
        properties: { expires_in: { type: 'integer', description: 'Lifetime in seconds.' } },
      },
      response: { 200: { type: 'object', properties: { app_token: { type: 'string' } } } },
    },
  }, (request) => appToken(context, requireCaller(request), (request.query as { expires_in: number }).expires_in))

  app.get('/auth/signature_token', {
    schema: {
      tags: ['auth'],
      summary: 'Get a short-lived signature token for download links',
      response: { 200: { type: 'object', properties: { signature_token: { type: 'string' } } } },
    },
  }, (request) => signatureToken(context, requireCaller(request)))
}
