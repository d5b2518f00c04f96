// The endpoints of each resource: the request each one sends, and which cached answers a
// mutation makes RTK Query fetch again (tags), against the real ApiClient and a fake fetch.
import { configureStore } from '@reduxjs/toolkit'
import { describe, expect, it } from 'vitest'
import { api, type ApiThunkExtra } from '../apiSlice'
import { ApiClient } from '../client'
import { datasetsApi } from './datasets'
import { groupsApi } from './groups'
import { uploadsApi } from './uploads'
import { usersApi } from './users'
import { authTokensApi } from './authTokens'
import { suggestionsApi } from './suggestions'
import { infoApi } from './info'

interface Sent {
  method: string
  path: string
  query: string
  body?: unknown
}

function harness(answer: (sent: Sent) => unknown = () => ({})) {
  const sent: Sent[] = []
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = new URL(String(input))
    const request: Sent = {
      method: init?.method ?? 'GET',
      path: url.pathname.replace(/^.*\/v1\//, ''),
      query: url.search,
      ...(typeof init?.body === 'string' ? { body: JSON.parse(init.body) } : {}),
    }
    sent.push(request)
    return new Response(JSON.stringify(answer(request)), { status: 200, headers: { 'content-type': 'application/json' } })
  }
  const extra: ApiThunkExtra = { client: new ApiClient({ apiBase: 'http://test/api', fetch }) }
  const store = configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (getDefault) => getDefault({ thunk: { extraArgument: extra } }).concat(api.middleware),
  })
  return { store, sent }
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 10))

describe('resource endpoints send the requests of the API', () => {
  const cases: [string, (store: ReturnType<typeof harness>['store']) => unknown, Omit<Sent, 'body'> & { body?: unknown }][] = [
    ['info', (s) => s.dispatch(infoApi.endpoints.info.initiate()), { method: 'GET', path: 'info', query: '' }],
    ['uploads', (s) => s.dispatch(uploadsApi.endpoints.uploads.initiate({ roles: ['main_author', 'coauthor'], isPublished: false, pageSize: 20 })),
      { method: 'GET', path: 'uploads', query: '?roles=main_author&roles=coauthor&is_published=false&page_size=20' }],
    ['upload', (s) => s.dispatch(uploadsApi.endpoints.upload.initiate('u 1')), { method: 'GET', path: 'uploads/u%201', query: '' }],
    ['upload entries', (s) => s.dispatch(uploadsApi.endpoints.uploadEntries.initiate({ uploadId: 'u1', page: 2 })),
      { method: 'GET', path: 'uploads/u1/entries', query: '?page=2' }],
    ['edit upload', (s) => s.dispatch(uploadsApi.endpoints.editUpload.initiate({ uploadId: 'u1', metadata: { upload_name: 'n' } })),
      { method: 'POST', path: 'uploads/u1/edit', query: '', body: { metadata: { upload_name: 'n' }, verify_only: false } }],
    ['publish', (s) => s.dispatch(uploadsApi.endpoints.publishUpload.initiate({ uploadId: 'u1', embargoLength: 3 })),
      { method: 'POST', path: 'uploads/u1/action/publish', query: '?embargo_length=3' }],
    ['delete upload', (s) => s.dispatch(uploadsApi.endpoints.deleteUpload.initiate('u1')), { method: 'DELETE', path: 'uploads/u1', query: '' }],
    ['dataset', (s) => s.dispatch(datasetsApi.endpoints.dataset.initiate('d1')), { method: 'GET', path: 'datasets/d1', query: '' }],
    ['datasets', (s) => s.dispatch(datasetsApi.endpoints.datasets.initiate({ userId: ['a', 'b'], prefix: 'x' })),
      { method: 'GET', path: 'datasets/', query: '?user_id=a&user_id=b&prefix=x' }],
    ['create dataset', (s) => s.dispatch(datasetsApi.endpoints.createDataset.initiate({ dataset_name: 'D', entries: ['e1'] })),
      { method: 'POST', path: 'datasets/', query: '', body: { dataset_name: 'D', entries: ['e1'] } }],
    ['me', (s) => s.dispatch(usersApi.endpoints.me.initiate('u')), { method: 'GET', path: 'users/me', query: '' }],
    ['users', (s) => s.dispatch(usersApi.endpoints.users.initiate({ prefix: 'Ma' })), { method: 'GET', path: 'users', query: '?prefix=Ma' }],
    ['groups', (s) => s.dispatch(groupsApi.endpoints.groups.initiate({ userId: 'u' })), { method: 'GET', path: 'groups', query: '?user_id=u' }],
    ['edit group', (s) => s.dispatch(groupsApi.endpoints.editGroup.initiate({ groupId: 'g', edit: { members: { add: ['x'] } } })),
      { method: 'POST', path: 'groups/g/edit', query: '', body: { members: { add: ['x'] } } }],
    ['app token', (s) => s.dispatch(authTokensApi.endpoints.appToken.initiate({ expiresIn: 60 })),
      { method: 'GET', path: 'auth/app_token', query: '?expires_in=60' }],
    ['suggestions', (s) => s.dispatch(suggestionsApi.endpoints.suggestions.initiate({ input: 'Si', quantities: [{ name: 'results.material.elements', size: 5 }] })),
      { method: 'POST', path: 'suggestions', query: '', body: { input: 'Si', quantities: [{ name: 'results.material.elements', size: 5 }] } }],
  ]
  it.each(cases)('%s', async (_name, start, expected) => {
    const { store, sent } = harness()
    start(store)
    await flush()
    expect(sent).toEqual([expected])
  })
})

describe('mutations make the answers they change be fetched again', () => {
  it('editing an upload fetches the upload, its entries and the upload list again, not other uploads', async () => {
    const { store, sent } = harness((request) => (request.path === 'uploads' ? { pagination: { total: 0, page_size: 10 }, data: [] } : { data: {} }))
    const subscriptions = [
      store.dispatch(uploadsApi.endpoints.upload.initiate('u1')),
      store.dispatch(uploadsApi.endpoints.upload.initiate('u2')),
      store.dispatch(uploadsApi.endpoints.uploadEntries.initiate({ uploadId: 'u1' })),
      store.dispatch(uploadsApi.endpoints.uploads.initiate({})),
    ]
    await flush()
    sent.length = 0
    await store.dispatch(uploadsApi.endpoints.editUpload.initiate({ uploadId: 'u1', metadata: {} }))
    await flush()
    expect(sent.map((request) => `${request.method} ${request.path}`).sort()).toEqual(
      ['GET uploads', 'GET uploads/u1', 'GET uploads/u1/entries', 'POST uploads/u1/edit'],
    )
    subscriptions.forEach((subscription) => subscription.unsubscribe())
  })

  it('creating a dataset fetches the dataset lists again; revoking a token the token list', async () => {
    const { store, sent } = harness((request) => (request.path === 'datasets/' && request.method === 'GET' ? { pagination: { total: 0, page_size: 10 }, data: [] } : { data: [] }))
    const subscriptions = [
      store.dispatch(datasetsApi.endpoints.datasets.initiate({})),
      store.dispatch(authTokensApi.endpoints.appTokens.initiate('u')),
      store.dispatch(groupsApi.endpoints.groups.initiate({})),
    ]
    await flush()
    sent.length = 0
    await store.dispatch(datasetsApi.endpoints.createDataset.initiate({ dataset_name: 'D' }))
    await store.dispatch(authTokensApi.endpoints.revokeAppToken.initiate('t1'))
    await flush()
    expect(sent.map((request) => `${request.method} ${request.path}`).sort()).toEqual(
      ['DELETE auth/app_tokens/t1', 'GET auth/app_tokens', 'GET datasets/', 'POST datasets/'],
    )
    subscriptions.forEach((subscription) => subscription.unsubscribe())
  })
})
