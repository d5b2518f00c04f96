import type { FastifyInstance } from 'fastify'
import type { ServerContext } from '../../context'
import { requireCaller } from '../auth'
import {
  assignDoi, createDataset, queryDatasets, readDataset, removeDataset,
} from '../../services/datasets'
import { editEntries } from '../../services/entryEdit'
import { pageParam } from './pageParam'
import { typed, type TypedApp } from '../typed'

const tags = ['datasets']
const text = { type: 'string' } as const

// Response schemas list every property an answer has: fast-json-stringify writes only
// those, and the handler's answer is checked against them.
export const dataset = {
  type: 'object',
  additionalProperties: false,
  properties: {
    dataset_id: text,
    dataset_name: text,
    user_id: { type: 'string', description: 'The creator.' },
    dataset_type: { enum: ['owned', 'foreign'] },
    dataset_create_time: { type: 'string', description: 'Naive UTC, as NOMAD answers it.' },
    dataset_modified_time: { type: 'string', description: 'Naive UTC; changes when entries are added or removed.' },
    doi: text,
    pid: text,
    query: {},
  },
} as const

export const datasetCreate = {
  type: 'object',
  required: ['dataset_name'],
  properties: {
    dataset_name: text,
    dataset_type: { enum: ['owned', 'foreign'], default: 'owned' },
    entries: { type: 'array', items: text },
    query: { description: 'Owned datasets: a search query (as in POST /entries/query) selecting among the caller\'s own entries (owner `user`), instead of `entries`.' },
  },
} as const

const oneDataset = { type: 'object', additionalProperties: false, properties: { dataset_id: text, data: dataset } } as const
const datasetParams = { type: 'object', required: ['dataset_id'], properties: { dataset_id: text } } as const

/** Datasets (reference §1.5). `/datasets/` and `/datasets` both reach these: the router ignores trailing slashes. */
export async function datasetRoutes(scope: FastifyInstance, { context }: { context: ServerContext }) {
  const app = typed(scope)
  app.get('/datasets/', {
    schema: {
      tags,
      summary: 'Find datasets',
      description: 'No login needed. `user_id` is repeatable; `prefix` matches the start of the name, ignoring case. Without `order_by`, datasets come in creation order. '
        + 'A dataset without a DOI and without published entries is listed only for its creator, the members of its uploads and administrators.',
      querystring: {
        type: 'object',
        properties: {
          dataset_id: text,
          dataset_name: text,
          user_id: { type: 'array', items: text },
          dataset_type: { enum: ['owned', 'foreign'] },
          doi: text,
          prefix: text,
          page: pageParam,
          page_size: { type: 'integer', minimum: 0, maximum: 10000, default: 10 },
          order_by: { enum: ['dataset_create_time', 'dataset_modified_time', 'dataset_name'] },
          order: { enum: ['asc', 'desc'], default: 'asc' },
        },
      },
      response: {
        200: {
          type: 'object',
          additionalProperties: false,
          properties: {
            pagination: {
              type: 'object',
              additionalProperties: false,
              properties: {
                page: { type: 'integer' }, page_size: { type: 'integer' }, total: { type: 'integer' },
                order_by: text, order: text, next_page_after_value: text,
              },
            },
            data: { type: 'array', items: dataset },
          },
        },
      },
    },
  }, (request) => {
    const { page, page_size, order_by, order, ...filter } = request.query
    return queryDatasets(context, request.caller, filter, { page, pageSize: page_size, orderBy: order_by, order })
  })

  app.get('/datasets/:dataset_id', {
    schema: { tags, summary: 'A dataset', params: datasetParams, response: { 200: oneDataset } },
  }, (request) => readDataset(context, request.caller, request.params.dataset_id))

  app.post('/datasets/', {
    schema: {
      tags,
      summary: 'Create a dataset',
      description: 'The caller becomes its creator; names are unique per user and must not be empty or start with a space. '
        + '`entries` (entry ids) are added at once; the caller must be allowed to edit their uploads.',
      body: datasetCreate,
      response: { 200: oneDataset },
    },
  }, (request) => createDataset(context, requireCaller(request), request.body))

  app.delete('/datasets/:dataset_id', {
    schema: {
      tags,
      summary: 'Delete a dataset (its creator; not once it has a DOI)',
      description: 'Removes the dataset from all its entries. Administrators may delete any dataset, also one with a DOI.',
      params: datasetParams,
      response: { 200: oneDataset },
    },
  }, (request) => removeDataset(context, requireCaller(request), request.params.dataset_id))

  app.post('/datasets/:dataset_id/action/doi', {
    schema: {
      tags,
      summary: 'Assign a DOI to a dataset (its creator)',
      description: 'Needs the DOI provider service (`features.datacite`). Registering DOIs with DataCite is not implemented yet, '
        + 'so this answers 400 with the reason in every case.',
      params: datasetParams,
      response: { 200: oneDataset },
    },
  }, (request) => assignDoi(context, requireCaller(request), request.params.dataset_id))

  await app.register(entryEditRoutes, { context })
}

const editBody = {
  type: 'object',
  properties: {
    metadata: { type: 'object' },
    query: { description: 'Selects the entries with the query language of POST /entries/query (a list value means all of its values: use `entry_id:any` for several ids).' },
    owner: { type: 'string', enum: ['user', 'visible'], default: 'user' },
    entries: { type: 'object' },
    entries_key: text,
    verify_only: { type: 'boolean', default: false },
  },
} as const

/**
 * Editing entries selected by a query. These are entry routes (tag `entries`); they sit
 * here because their one editable set-valued field is datasets, and they share its rules.
 */
async function entryEditRoutes(scope: FastifyInstance, { context }: { context: ServerContext }) {
  const app: TypedApp = typed(scope)
  const schema = {
    tags: ['entries'],
    summary: 'Edit the metadata of the entries a query selects',
    description: 'A MetadataEditRequest with `query`. Editable: comment, references, external_id, external_db, datasets '
      + '(ids or names; a value or list adds, `{add, remove}`). The caller must be allowed to edit every selected entry\'s upload. '
      + '`verify_only` checks without changing anything. Answers the verified request.',
    body: editBody,
  }
  for (const [url, summary] of [['/entries/edit', schema.summary], ['/entries/edit_v0', `${schema.summary} (legacy path)`]]) {
    app.post(url, { schema: { ...schema, summary } }, (request) => editEntries(context, requireCaller(request), request.body))
  }
}
