import type { FastifyInstance } from 'fastify'
import type { ServerContext } from '../../context'
import { typed } from '../typed'
import { requireCaller } from '../auth'
import {
  addUser, findPublicUsers, inviteUser, userProfile, PREFIX_MATCHES,
  type AccountSettings,
} from '../../services/users'
import { createMailer } from '../../mail'

const text = { type: 'string' } as const
const texts = { type: 'array', items: text } as const

const profileProperties = {
  user_id: text,
  username: text,
  name: { type: 'string', description: 'First and last name.' },
  first_name: text,
  last_name: text,
  affiliation: text,
  affiliation_address: text,
} as const

const publicUserProperties = {
  ...profileProperties,
  created: { type: 'string', format: 'date-time' },
  is_admin: { type: 'boolean' },
  is_oasis_admin: { type: 'boolean' },
} as const

// Response schemas list every property an answer has: fast-json-stringify writes only
// those, and the handler's answer is checked against them.
export const fullUser = { type: 'object', additionalProperties: false, properties: { ...publicUserProperties, email: text } } as const

const createdUser = {
  type: 'object',
  additionalProperties: false,
  properties: {
    ...fullUser.properties,
    invitation_url: { type: 'string', description: 'One-time link to set the password; pass it on to the new user.' },
  },
} as const

const invitedUser = {
  type: 'object',
  additionalProperties: false,
  properties: {
    ...createdUser.properties,
    invitation_sent: { type: 'boolean', description: 'True when the link went to the new user by mail; the answer then has no `invitation_url`.' },
  },
} as const

const name = { type: 'string', maxLength: 200 } as const

export async function userRoutes(scope: FastifyInstance, { context }: { context: ServerContext }) {
  const app = typed(scope)
  // Known only once the server listens, so computed per request.
  const accounts = (): AccountSettings => ({
    embedded: context.auth.embedded,
    setPasswordUrl: `${context.bases().appBase}/auth/realms/${context.auth.realm}/set-password`,
  })
  const mailer = createMailer(context.config.mail)

  app.get('/users/me', {
    schema: {
      tags: ['users'],
      summary: 'The signed-in user',
      description: 'All fields of the signed-in user, including the email address.',
      response: { 200: fullUser },
    },
  }, (request) => requireCaller(request).user)

  app.get('/users', {
    schema: {
      tags: ['users'],
      summary: 'Find users',
      description: `Users by id, username or email (all repeatable, unknown ones skipped), followed by up to ${PREFIX_MATCHES} `
        + 'users whose name contains `prefix`, names starting with it first. Email addresses are never shown, and `email` '
        + 'is only taken from signed-in callers (401 otherwise).',
      querystring: {
        type: 'object',
        properties: {
          prefix: { type: 'string', description: 'Text to search in first name, last name and username.' },
          user_id: texts,
          username: texts,
          email: texts,
        },
      },
      response: { 200: { type: 'object', additionalProperties: false, properties: { data: { type: 'array', items: { type: 'object', additionalProperties: false, properties: publicUserProperties } } } } },
    },
  }, async (request) => ({ data: await findPublicUsers(context.store, request.caller, request.query) }))

  app.post('/users', {
    schema: {
      tags: ['users'],
      summary: 'Create a local account (administrators)',
      description: 'Only with the embedded identity provider. Without `password` the answer carries `invitation_url`, '
        + 'a one-time link with which the new user sets a password.',
      body: {
        type: 'object',
        required: ['username', 'email', 'first_name', 'last_name'],
        properties: {
          username: text, email: text, first_name: name, last_name: name, affiliation: name, affiliation_address: name,
          password: text, is_admin: { type: 'boolean', default: false },
        },
      },
      response: { 200: createdUser },
    },
  }, (request) => addUser(context.store, requireCaller(request), request.body, accounts()))

  app.put('/users/invite', {
    schema: {
      tags: ['users'],
      summary: 'Invite a new user',
      description: 'Creates an account without password for a coauthor and a one-time link (valid 7 days) with which '
        + 'the new user sets a password. With a mail server configured the link is mailed to the new user and the answer '
        + 'says `invitation_sent`; if the mail cannot be sent, nothing is created (400). Otherwise the answer carries '
        + 'the link as `invitation_url`; pass it on.',
      body: {
        type: 'object',
        required: ['email', 'first_name', 'last_name', 'affiliation'],
        properties: { email: text, first_name: name, last_name: name, affiliation: name },
      },
      response: { 200: invitedUser },
    },
  }, (request) => inviteUser(
    context.store, requireCaller(request), request.body, accounts(), { mailer, title: context.config.ui.theme.title },
  ))

  app.get('/users/:user_id', {
    schema: {
      tags: ['users'],
      summary: 'One user',
      params: { type: 'object', required: ['user_id'], properties: { user_id: text } },
      response: { 200: { type: 'object', additionalProperties: false, properties: profileProperties } },
    },
  }, (request) => userProfile(context.store, request.params.user_id))
}
