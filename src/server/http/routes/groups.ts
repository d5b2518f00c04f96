import type { FastifyInstance } from 'fastify'
import type { ServerContext } from '../../context'
import { typed } from '../typed'
import { requireCaller } from '../auth'
import {
  createGroup, editGroup, queryGroups, readGroup, removeGroup,
} from '../../services/groups'

const text = { type: 'string' } as const
const userIds = { type: 'array', items: text } as const

// Response schemas list every property an answer has: fast-json-stringify writes only
// those, and the handler's answer is checked against them.
export const group = {
  type: 'object',
  additionalProperties: false,
  properties: {
    group_id: text,
    group_name: text,
    owner: { type: 'string', description: 'User id of the owner.' },
    members: { ...userIds, description: 'User ids of the members (the owner is not necessarily one).' },
  },
} as const

const groupParams = { type: 'object', required: ['group_id'], properties: { group_id: text } } as const

const groupName = {
  type: 'string',
  description: '3 to 32 characters: letters, digits, spaces and `. _ -`, a letter or digit at both ends.',
} as const

export const groupCreate = { type: 'object', required: ['group_name'], properties: { group_name: groupName, members: userIds } } as const

export const groupEdit = {
  type: 'object',
  properties: {
    group_name: groupName,
    members: {
      anyOf: [
        { type: 'object', properties: { add: userIds, remove: userIds } },
        userIds,
      ],
    },
  },
} as const

export async function groupRoutes(scope: FastifyInstance, { context }: { context: ServerContext }) {
  const app = typed(scope)
  app.get('/groups', {
    schema: {
      tags: ['groups'],
      summary: 'Find user groups',
      description: 'At most one of `group_id` (repeatable), `user_id` (groups the user owns or is a member of) and '
        + '`search_terms` (every whitespace-separated term occurs in the name, ignoring case); without any, all groups. '
        + 'The special group `all` is never listed.',
      querystring: {
        type: 'object',
        properties: { group_id: userIds, user_id: text, search_terms: text },
      },
      response: { 200: { type: 'object', additionalProperties: false, properties: { data: { type: 'array', items: group } } } },
    },
  }, async (request) => ({ data: await queryGroups(context.store, request.query) }))

  app.get('/groups/:group_id', {
    schema: { tags: ['groups'], summary: 'One user group', params: groupParams, response: { 200: group } },
  }, (request) => readGroup(context.store, request.params.group_id))

  app.post('/groups', {
    schema: {
      tags: ['groups'],
      summary: 'Create a user group',
      description: 'The signed-in user becomes its owner. Members must be ids of existing users.',
      body: groupCreate,
      response: { 201: group },
    },
  }, async (request, reply) => {
    const created = await createGroup(context.store, requireCaller(request), request.body)
    return reply.status(201).send(created)
  })

  app.post('/groups/:group_id/edit', {
    schema: {
      tags: ['groups'],
      summary: 'Rename a user group or change its members (owner or administrator)',
      description: '`members` is either the complete new list of user ids or `{add, remove}`.',
      params: groupParams,
      body: groupEdit,
      response: { 200: group },
    },
  }, (request) => editGroup(context.store, requireCaller(request), request.params.group_id, request.body))

  app.delete('/groups/:group_id', {
    schema: { tags: ['groups'], summary: 'Delete a user group (owner or administrator)', params: groupParams, response: { 204: { type: 'null' } } },
  }, async (request, reply) => {
    await removeGroup(context.store, requireCaller(request), request.params.group_id)
    return reply.status(204).send(null)
  })
}
