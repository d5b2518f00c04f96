// Request schemas of the upload routes: validation (422 with loc) and OpenAPI.
import { pageParam } from './pageParam'

const uploadId = { type: 'object', required: ['upload_id'], properties: { upload_id: { type: 'string' } } } as const
const withPath = { type: 'object', required: ['upload_id'], properties: { upload_id: { type: 'string' }, '*': { type: 'string' } } } as const
const tags = ['uploads']
const token = { type: 'string', description: 'An upload token (see command-examples) instead of a bearer header.' } as const

export const uploadSchemas = {
  create: {
    tags,
    summary: 'Create an upload',
    description: 'Creates an upload, empty or with files: multipart (repeated field `file`) or the request body as one file (a .zip or .tar(.gz) body is unpacked). Answers JSON with `Accept: application/json`.',
    querystring: {
      type: 'object',
      properties: {
        upload_name: { type: 'string' },
        embargo_length: { type: 'integer', minimum: 0, maximum: 36 },
        file_name: { type: 'string' },
        example_upload_id: { type: 'string', description: 'Make the upload a copy of this example upload.' },
        token,
      },
    },
  },
  list: {
    tags,
    summary: 'List your uploads',
    querystring: {
      type: 'object',
      properties: {
        roles: { type: 'array', items: { enum: ['main_author', 'coauthor', 'reviewer'] } },
        include_all: { type: 'boolean', default: false },
        upload_id: { type: 'array', items: { type: 'string' } },
        upload_name: { type: 'array', items: { type: 'string' } },
        is_processing: { type: 'boolean' },
        is_published: { type: 'boolean' },
        process_status: { type: 'array', items: { type: 'string' } },
        page: pageParam,
        page_size: { type: 'integer', minimum: 0, maximum: 10000, default: 10 },
        order_by: { enum: ['upload_create_time', 'publish_time', 'upload_name', 'last_status_message'], default: 'upload_create_time' },
        order: { enum: ['asc', 'desc'], default: 'asc' },
      },
    },
  },
  get: { tags, summary: 'An upload', params: uploadId },
  putRaw: {
    tags,
    summary: 'Add files to an upload',
    description: 'Stores files in the folder `path` (multipart with repeated field `file`, or the body as one file named by `file_name`); .zip and .tar(.gz) are unpacked. Processing follows.',
    params: withPath,
    querystring: {
      type: 'object',
      properties: {
        file_name: { type: 'string' },
        overwrite_if_exists: { type: 'boolean', default: true },
        wait_for_processing: { type: 'boolean', default: false },
        include_archive: { type: 'boolean', default: false },
        entry_hash: { type: 'string' },
        copy_or_move: { enum: ['copy', 'move'] },
        copy_or_move_source_path: { type: 'string' },
        token,
      },
    },
  },
  rawdir: {
    tags,
    summary: 'List a folder of an upload',
    params: withPath,
    querystring: {
      type: 'object',
      properties: {
        include_entry_info: { type: 'boolean', default: false },
        page: pageParam,
        page_size: { type: 'integer', minimum: 1, maximum: 10000, default: 10 },
      },
    },
  },
  raw: {
    tags,
    summary: 'Download a file (or a zip of a folder) of an upload',
    params: withPath,
    querystring: {
      type: 'object',
      properties: {
        offset: { type: 'integer', minimum: 0, default: 0 },
        length: { type: 'integer', minimum: -1, default: -1 },
        decompress: { type: 'boolean', default: false },
        ignore_mime_type: { type: 'boolean', default: false },
        compress: { type: 'boolean', default: false },
        signature_token: { type: 'string' },
      },
    },
  },
  pathOnly: { tags, summary: 'A path in an upload', params: withPath },
  edit: {
    tags,
    summary: 'Edit the metadata of an upload and its entries',
    description: 'A MetadataEditRequest: `metadata` with upload fields (upload_name, embargo_length, coauthors, reviewers, coauthor_groups, reviewer_groups) and entry fields (comment, references, external_id); lists accept a value, a list (= set) or {set|add|remove}. `verify_only` checks without changing anything.',
    params: uploadId,
    body: {
      type: 'object',
      properties: {
        metadata: { type: 'object' },
        entries: { type: 'object' },
        entries_key: { type: 'string' },
        query: {},
        owner: { type: 'string' },
        verify_only: { type: 'boolean', default: false },
      },
    },
  },
  publish: {
    tags,
    summary: 'Publish an upload (irreversible), optionally under embargo',
    params: uploadId,
    querystring: { type: 'object', properties: { embargo_length: { type: 'integer', default: 0 }, to_central_nomad: { type: 'boolean', default: false } } },
  },
  action: { tags, summary: 'An action on an upload', params: uploadId },
  commandExamples: {
    tags,
    summary: 'Shell commands (curl) for uploading, with your upload token',
  },
  deleteEntryFiles: {
    tags,
    summary: 'Delete the files of entries chosen by a query, then reprocess',
    description: 'The query (ANDed with the upload) selects by `entry_id`, `mainfile` or `upload_id`, each a value or a list. With `include_parent_folders` the folder of each mainfile goes too (never the upload root).',
    params: uploadId,
    body: {
      type: 'object',
      required: ['query'],
      properties: {
        query: {},
        owner: { enum: ['public', 'visible', 'shared', 'user', 'staging', 'admin', 'all'], default: 'all' },
        include_parent_folders: { type: 'boolean', default: false },
      },
    },
  },
  entries: {
    tags,
    summary: 'The entries of an upload with their processing state',
    params: uploadId,
    querystring: {
      type: 'object',
      properties: {
        page: pageParam,
        page_size: { type: 'integer', minimum: 1, maximum: 10000, default: 10 },
        order_by: { enum: ['mainfile', 'mainfile_path', 'parser_name', 'process_status', 'current_process', 'entry_create_time'], default: 'mainfile' },
        order: { enum: ['asc', 'desc'], default: 'asc' },
        total: { type: 'integer' },
      },
    },
  },
} as const
