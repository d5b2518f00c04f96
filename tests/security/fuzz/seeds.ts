// Realistic request bodies per JSON operation, which the fuzz test mutates: most schemas
// of the search API are open (`{}`), so bodies from the schema alone would rarely get
// past the first check of a handler. Keys are `METHOD path` as in the OpenAPI document.
import type { Json } from './generate'

export interface Fixtures {
  uploadId: string
  entryIds: string[]
  datasetId: string
  groupId: string
  userId: string
  otherUserId: string
}

export function seedBodies(f: Fixtures): Record<string, Json[]> {
  const [entry, other] = f.entryIds
  const query = { upload_id: f.uploadId }
  const search: Json[] = [
    {
      owner: 'visible',
      query: { ...query, 'results.material.elements': ['H'], 'entry_create_time': { gte: '2020-01-01' } },
      pagination: { page_size: 5, order_by: 'entry_id', order: 'desc', page_after_value: entry },
      required: { include: ['entry_id', 'results.*'] },
      aggregations: {
        elements: { terms: { quantity: 'results.material.elements', size: 5, include: 'H' } },
        time: { date_histogram: { quantity: 'upload_create_time', interval: '1d' } },
        n: { histogram: { quantity: 'results.material.n_elements', interval: 1 } },
        stats: { min_max: { quantity: 'results.material.n_elements' } },
      },
    },
    { owner: 'user', query: { or: [{ entry_id: entry }, { not: { mainfile: 'x' } }], 'entry_id:any': [entry, other] }, pagination: { page: 2, page_size: 1 } },
    { owner: 'public', query: { optimade_filter: 'elements HAS "H"', 'upload_name:prefix': 'fu' }, required: { exclude: ['quantities'] } },
  ]
  return {
    'POST /api/v1/entries/query': search,
    'POST /api/v1/materials/query': search.map((body) => ({ ...(body as Record<string, Json>), query: { 'elements': ['H'] } })),
    'POST /api/v1/entries/archive/query': [
      { owner: 'visible', query, pagination: { page_size: 2 }, required: { metadata: '*', data: { title: '*' } } },
      { owner: 'user', query: { entry_id: entry }, required: '*' },
    ],
    'POST /api/v1/entries/{entry_id}/archive/query': [{ required: { metadata: { entry_id: '*' }, data: 'include', 'results[0:2]': '*' } }, { required: '*' }],
    'POST /api/v1/entries/raw/query': [{ owner: 'visible', query, files: { compress: true, glob_pattern: '*.notes', re_pattern: '^sub/', include_files: ['a.notes'] } }],
    'POST /api/v1/entries/archive/download/query': [{ owner: 'visible', query, files: { compress: false }, required: { metadata: '*' } }],
    'POST /api/v1/entries/edit': [
      { owner: 'user', query: { 'entry_id:any': [entry] }, metadata: { comment: 'fuzzed', references: ['https://example.org'], datasets: { add: [f.datasetId] } }, verify_only: true },
      { owner: 'user', entries: { [entry]: { comment: 'x' } }, entries_key: 'entry_id', metadata: {}, verify_only: true },
    ],
    'POST /api/v1/entries/edit_v0': [{ owner: 'user', query: { entry_id: entry }, metadata: { comment: 'x', external_id: 'e' }, verify_only: true }],
    'POST /api/v1/uploads/{upload_id}/edit': [
      { metadata: { upload_name: 'fuzzed', coauthors: [f.otherUserId], reviewers: { add: ['bob'] }, embargo_length: 0, coauthor_groups: [f.groupId] }, verify_only: true },
      { metadata: { comment: 'c', references: { add: ['https://example.org'] }, datasets: [f.datasetId] }, query: { entry_id: entry }, verify_only: true },
      { entries: { [entry]: { comment: 'x' } }, entries_key: 'entry_id', verify_only: true },
    ],
    'POST /api/v1/uploads/{upload_id}/action/delete-entry-files': [{ query: { entry_id: entry }, owner: 'user', include_parent_folders: false }],
    'POST /api/v1/datasets/': [{ dataset_name: 'fuzz set', dataset_type: 'owned', entries: [entry] }, { dataset_name: 'by query', query }],
    'POST /api/v1/groups': [{ group_name: 'fuzz group', members: [f.otherUserId] }],
    'POST /api/v1/groups/{group_id}/edit': [{ group_name: 'fuzz group 2', members: { add: [f.otherUserId], remove: [f.userId] } }, { members: [f.otherUserId] }],
    'POST /api/v1/suggestions': [{ input: 'H', quantities: [{ name: 'results.material.chemical_formula_hill', size: 5 }, { name: 'entry_name' }] }],
    'POST /api/v1/users': [{ username: 'fuzzer', email: 'fuzzer@example.org', first_name: 'F', last_name: 'Z', password: 'a long enough password' }],
    'PUT /api/v1/users/invite': [{ email: 'invitee@example.org', first_name: 'I', last_name: 'N', affiliation: 'A' }],
  }
}
