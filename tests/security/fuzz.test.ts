// Issue 14's "done when": generated requests to every operation of the OpenAPI document
// get no 5xx, and every 4xx is in NOMAD's shape. Every operation with a JSON body gets BODIES generated bodies (from its
// schema and from realistic seeds, mutated), every operation PARAMS generated query and
// path parameters; a share of each goes without a login. One server, keep-alive, bounded
// concurrency, a seeded PRNG: a failure prints the seed and the request, and
// FUZZ_SEED=<seed> replays the run. The table of answers by status is printed.
//
// State: operations that delete or change what others use (DELETE, actions, PUT raw,
// new folders) run last, each on scratch fixtures renewed every RENEW requests, so the
// shared upload, dataset and group stay for the rest and most requests meet real data.
import { Agent, request as httpRequest, type ClientRequest, type IncomingMessage } from 'node:http'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testServer, type TestServer } from '../helpers/server'
import { anAccount } from '../helpers/accounts'
import { bearer, processed, tokenFor, TEST_PARSERS, zipOf } from '../helpers/uploads'
import { fromSchema, jsonText, mutate, nastyValue, NASTY_STRINGS, Rng, type Json, type Schema } from './fuzz/generate'
import { seedBodies, type Fixtures } from './fuzz/seeds'

const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 100_000)
const BODIES = Number(process.env.FUZZ_BODIES ?? 2000)
const PARAMS = Number(process.env.FUZZ_PARAMS ?? 100)
const ANONYMOUS_SHARE = 0.1
const CONCURRENCY = 8
/** Requests between two renewals of scratch fixtures: a renewal costs an upload processed. */
const RENEW = 200

interface Operation {
  method: string
  path: string
  parameters: { name: string; in: 'query' | 'path'; schema?: Schema }[]
  body?: Schema
}

interface Sent {
  method: string
  url: string
  body?: string
  contentType?: string
  anonymous: boolean
}

/** Where a fixture id goes in a path. */
type Scratch = Partial<Record<'upload_id' | 'entry_id' | 'dataset_id' | 'group_id' | 'token_id', string>>

const RAW_SEGMENTS = ['%ff', '%00', '%ED%A0%80', '%2e%2e', '..', '%C0%AE', '%', 'a%2Fb', '%F0%9F%98%80']
const SEARCH_PARAMS = ['results.material.elements', 'upload_id', 'entry_id__any', 'results.material.n_elements__gte', 'entry_create_time__lt', 'optimade_filter', 'page_after_value', 'order_by', 'required', 'q']

/** encodeURIComponent, which throws on a lone surrogate (those go in as raw %ED%A0%80). */
const encode = (text: string) => encodeURIComponent(text.replace(/[\uD800-\uDFFF]/gu, '\uFFFD'))

function hash(...parts: (string | number)[]): number {
  let h = 2166136261
  for (const char of parts.join('|')) h = Math.imul(h ^ char.charCodeAt(0), 16777619)
  return h >>> 0
}

function hasDetail(text: string): boolean {
  try {
    const body = JSON.parse(text) as { detail?: unknown }
    return typeof body === 'object' && body !== null && body.detail !== undefined
  } catch {
    return false
  }
}

const isDestructive = (op: Operation) =>
  op.method === 'DELETE' || op.path.includes('/action/') || (op.method === 'PUT' && op.path.includes('/raw/')) || op.path.includes('raw-create-dir')

describe('fuzzing every operation of the OpenAPI document', () => {
  let server: TestServer
  let token = ''
  let fixtures: Fixtures
  let strings: string[] = []
  let operations: Operation[] = []
  let reached = 0
  /** Only fuzzed requests count, not those making fixtures. */
  let counting = false
  let scratches = 0
  const statuses = new Map<string, number>()
  const perOperation = new Map<string, Map<number, number>>()
  const elapsed = new Map<string, number>()
  const failures: string[] = []
  /** 4xx answers without NOMAD's `{"detail": …}`. */
  const misshapen: string[] = []
  const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY })
  let seeds: Record<string, Json[]> = {}

  async function upload(files: Record<string, string>): Promise<{ uploadId: string; entryIds: string[] }> {
    const response = await server.api('/api/v1/uploads', { method: 'POST', headers: bearer(token), body: new Uint8Array(await zipOf(files)) })
    const { upload_id: uploadId } = await response.json()
    await processed(server, token, uploadId)
    const { data } = await (await server.api(`/api/v1/uploads/${uploadId}/entries`, { headers: bearer(token) })).json()
    return { uploadId, entryIds: data.map((entry: { entry_id: string }) => entry.entry_id) }
  }
  const postJson = async (path: string, body: unknown) =>
    (await server.api(`/api/v1${path}`, { method: 'POST', headers: bearer(token, { 'content-type': 'application/json' }), body: JSON.stringify(body) })).json()

  beforeAll(async () => {
    console.log(`fuzz seed ${SEED} (replay with FUZZ_SEED=${SEED})`)
    server = await testServer({
      parserModules: [TEST_PARSERS],
      logLevel: process.env.FUZZ_LOG ? 'error' : 'silent',
      // Counts the requests that passed their schema and reached the route's own hooks.
      routes: fp(async (api: FastifyInstance) => {
        api.addHook('preHandler', async () => { if (counting) reached++ })
      }),
      // POST /uploads is fuzzed too: the scratch uploads made later must not meet the limit.
      configYaml: 'services:\n  upload_limit: 100000\n',
    })
    const ann = await anAccount(server.context.store, { username: 'ann' })
    const bob = await anAccount(server.context.store, { username: 'bob' })
    token = await tokenFor(server, 'ann', ann.password)
    const main = await upload({ 'a.notes': 'A\nline\n', 'sub/b.notes': 'B\n', 'データ.txt': 'unicode', 'sub/c.txt': 'c' })
    const dataset = await postJson('/datasets/', { dataset_name: 'fuzz fixtures', entries: main.entryIds })
    const group = await postJson('/groups', { group_name: 'fuzzers', members: [bob.user_id] })
    fixtures = { uploadId: main.uploadId, entryIds: main.entryIds, datasetId: dataset.dataset_id, groupId: group.group_id, userId: ann.user_id, otherUserId: bob.user_id }
    seeds = seedBodies(fixtures)
    strings = [
      main.uploadId, ...main.entryIds, dataset.dataset_id, group.group_id, ann.user_id, bob.user_id, 'ann', 'bob', 'bob@example.org',
      'results.material.elements', 'entry_id', 'upload_id', 'mainfile', 'results.material.chemical_formula_hill', 'authors.name',
      'a.notes', 'sub', 'sub/b.notes', 'データ.txt', 'H', 'O', 'x', 'visible', 'user', 'public', 'https://example.org', '*',
    ]
    const doc = await (await server.api('/api/v1/openapi.json')).json()
    for (const [path, methods] of Object.entries<Record<string, { parameters?: Operation['parameters']; requestBody?: { content: Record<string, { schema?: Schema }> } }>>(doc.paths)) {
      for (const [method, op] of Object.entries(methods)) {
        operations.push({ method: method.toUpperCase(), path, parameters: op.parameters ?? [], body: op.requestBody?.content['application/json']?.schema ?? (op.requestBody?.content['application/json'] ? {} : undefined) })
      }
    }
    // Safe operations first; the rest each on scratch fixtures.
    operations = [...operations.filter((op) => !isDestructive(op)), ...operations.filter(isDestructive)]
  }, 120_000)
  afterAll(async () => {
    agent.destroy()
    await server?.dispose()
  })

  async function scratchFor(op: Operation): Promise<Scratch> {
    const names = op.parameters.filter((p) => p.in === 'path').map((p) => p.name)
    const scratch: Scratch = {}
    if (names.includes('upload_id') || names.includes('entry_id')) {
      const made = await upload({ 'a.notes': 'A\n', 'sub/b.notes': 'B\n', 'sub/c.txt': 'c' })
      scratch.upload_id = made.uploadId
      scratch.entry_id = made.entryIds[0]
    }
    scratches++
    if (names.includes('dataset_id')) scratch.dataset_id = (await postJson('/datasets/', { dataset_name: `scratch ${scratches}`, entries: fixtures.entryIds })).dataset_id
    if (names.includes('group_id')) scratch.group_id = (await postJson('/groups', { group_name: `scratch ${scratches}` })).group_id
    if (names.includes('token_id')) {
      await server.api('/api/v1/auth/app_token?expires_in=3600&name=scratch', { headers: bearer(token) })
      const list = await (await server.api('/api/v1/auth/app_tokens', { headers: bearer(token) })).json().catch(() => ({}))
      const found = (list.data ?? list) as { token_id?: string }[]
      scratch.token_id = Array.isArray(found) ? found.at(-1)?.token_id : undefined
    }
    return scratch
  }

  function pathValue(name: string, rng: Rng, scratch: Scratch): string {
    const real: Record<string, string | undefined> = {
      upload_id: scratch.upload_id ?? fixtures.uploadId,
      entry_id: scratch.entry_id ?? rng.pick(fixtures.entryIds),
      dataset_id: scratch.dataset_id ?? fixtures.datasetId,
      group_id: scratch.group_id ?? fixtures.groupId,
      token_id: scratch.token_id,
      user_id: rng.pick([fixtures.userId, fixtures.otherUserId]),
    }
    if (name === '*') {
      if (rng.chance(0.6)) return rng.pick(['', 'a.notes', 'sub', 'sub/b.notes', 'sub/c.txt', 'データ.txt', 'sub/', 'new/dir']).split('/').map(encode).join('/')
      if (rng.chance(0.3)) return rng.pick(RAW_SEGMENTS) + (rng.chance(0.5) ? '/x' : '')
      return rng.pick(NASTY_STRINGS).slice(0, 2000).split('/').map(encode).join('/')
    }
    const value = real[name]
    if (value && rng.chance(0.6)) return encode(value)
    if (rng.chance(0.2)) return rng.pick(RAW_SEGMENTS)
    return encode(rng.pick([...NASTY_STRINGS.map((s) => s.slice(0, 2000)), `${value ?? 'x'}x`]))
  }

  function queryValues(schema: Schema | undefined, rng: Rng): string[] {
    const one = (): string => {
      if (rng.chance(0.3)) return rng.pick(NASTY_STRINGS).slice(0, 3000)
      const value = fromSchema(schema?.type === 'array' ? schema.items : schema, rng, strings)
      return typeof value === 'string' ? value.slice(0, 3000) : (JSON.stringify(value) ?? '').slice(0, 3000)
    }
    return Array.from({ length: schema?.type === 'array' || rng.chance(0.1) ? 1 + rng.int(3) : 1 }, one)
  }

  /** One generated request of an operation; `index` and the seed make it reproducible. */
  function request(op: Operation, index: number, withBody: boolean, scratch: Scratch): Sent {
    const rng = new Rng(hash(SEED, op.method, op.path, index, withBody ? 'body' : 'params'))
    let path = op.path.replace(/\{([^}]+)\}/g, (_, name: string) => pathValue(name, rng, scratch))
    const search = new URLSearchParams()
    for (const parameter of op.parameters.filter((p) => p.in === 'query')) {
      if (rng.chance(withBody ? 0.1 : 0.5)) for (const value of queryValues(parameter.schema, rng)) search.append(parameter.name, value)
    }
    if (!withBody && (op.path.endsWith('/entries') || op.path.endsWith('/materials') || rng.chance(0.1))) {
      for (let n = rng.int(4); n > 0; n--) search.append(rng.pick([...SEARCH_PARAMS, 'json_query', 'unknown']), queryValues(undefined, rng)[0])
    }
    if (search.size) path += `?${search}`
    const sent: Sent = { method: op.method, url: path, anonymous: rng.chance(ANONYMOUS_SHARE) }
    if (withBody) {
      const own = seeds[`${op.method} ${op.path}`] ?? []
      const roll = rng.next()
      const base: Json = own.length && roll < 0.75 ? rng.pick(own) : fromSchema(op.body, rng, strings)
      const value = roll < 0.15 && own.length ? base : mutate(base, rng, strings)
      sent.body = jsonText(rng.chance(0.03) ? nastyValue(rng) : value, rng)
      sent.contentType = rng.chance(0.95) ? 'application/json' : rng.pick(['text/plain', 'application/json; charset=latin1', 'application/x-www-form-urlencoded'])
    }
    return sent
  }

  /** One request over a kept-alive connection: its status, and its body when it is a 5xx. */
  function exchange(sent: Sent): Promise<{ status: number; text: string }> {
    const headers: Record<string, string | number> = { accept: 'application/json', ...(sent.anonymous ? {} : { authorization: `Bearer ${token}` }) }
    if (sent.contentType) headers['content-type'] = sent.contentType
    const body = sent.body === undefined ? undefined : Buffer.from(sent.body)
    const origin = new URL(server.origin)
    if (body) headers['content-length'] = body.length
    return new Promise((resolve) => {
      const answer = (response: IncomingMessage) => {
        const status = response.statusCode ?? 0
        const chunks: Buffer[] = []
        // 5xx bodies for the report; 4xx ones to check their shape.
        response.on('data', (chunk: Buffer) => status >= 400 && chunks.push(chunk))
        response.on('end', () => resolve({ status, text: Buffer.concat(chunks).toString() }))
        response.on('error', (error) => resolve({ status: 0, text: String(error) }))
      }
      let outgoing: ClientRequest
      try {
        // The path as written: a URL string would be normalised (`raw/..` → the upload itself).
        outgoing = httpRequest({ host: origin.hostname, port: origin.port, path: sent.url, method: sent.method, headers, agent }, answer)
      } catch (error) {
        // A URL Node's client will not send (an unescaped character): it never reached the server.
        return resolve({ status: -1, text: String(error) })
      }
      outgoing.on('error', (error) => resolve({ status: 0, text: String(error) }))
      outgoing.end(body)
    })
  }

  async function send(op: Operation, sent: Sent, label: string): Promise<void> {
    let { status, text } = await exchange(sent)
    // A kept-alive connection the server closed as idle just as the request went out
    // (while scratch fixtures were made): the request never arrived, so it goes again.
    if (status === 0 && /socket hang up|ECONNRESET/.test(text)) ({ status, text } = await exchange(sent))
    statuses.set(String(status || 'no answer'), (statuses.get(String(status || 'no answer')) ?? 0) + 1)
    const key = `${op.method} ${op.path}`
    const counts = perOperation.get(key) ?? new Map<number, number>()
    counts.set(status, (counts.get(status) ?? 0) + 1)
    perOperation.set(key, counts)
    const request = () => `${label}: ${sent.method} ${sent.url.slice(0, 300)}${sent.anonymous ? ' (anonymous)' : ''}${sent.body !== undefined ? ` body ${sent.body.slice(0, 300)}` : ''}`
    if (status >= 500 || status === 0 || status === -1) failures.push(`${request()} → ${status} ${text.slice(0, 300)}`)
    // Every refusal in NOMAD's shape, but 431: Node answers an oversized header itself.
    else if (status >= 400 && status !== 431 && !hasDetail(text)) misshapen.push(`${request()} → ${status} ${text.slice(0, 300)}`)
  }

  /** Sends `count` requests of an operation, CONCURRENCY at a time; a destructive one gets fresh scratch fixtures every RENEW. */
  async function fuzz(op: Operation, count: number, withBody: boolean) {
    const batch = isDestructive(op) ? RENEW : count
    for (let start = 0; start < count; start += batch) {
      const scratch = isDestructive(op) ? await scratchFor(op) : {}
      let next = start
      const end = Math.min(count, start + batch)
      counting = true
      await Promise.all(Array.from({ length: CONCURRENCY }, async () => {
        while (next < end) {
          const index = next++
          await send(op, request(op, index, withBody, scratch), `seed ${SEED} ${withBody ? 'body' : 'params'} #${index}`)
        }
      }))
      counting = false
    }
  }

  it('answers no generated request with a 5xx', async () => {
    const cpu = process.cpuUsage()
    for (const op of operations) {
      const started = performance.now()
      await fuzz(op, PARAMS, false)
      if (op.body) await fuzz(op, BODIES, true)
      elapsed.set(`${op.method} ${op.path}`, performance.now() - started)
    }
    const total = [...statuses.values()].reduce((a, b) => a + b, 0)
    const { user, system } = process.cpuUsage(cpu)
    const cpuMs = Math.round((user + system) / 1000)
    const table = [...statuses.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([status, n]) => `  ${status.padEnd(10)} ${String(n).padStart(7)}`)
    const rows = [...perOperation.entries()].map(([key, counts]) => `  ${key.padEnd(58)} ${String(Math.round((elapsed.get(key) ?? 0) / 100) / 10).padStart(5)} s  ${[...counts.entries()].sort(([a], [b]) => a - b).map(([s, n]) => `${s}:${n}`).join(' ')}`)
    console.log([
      `fuzz seed ${SEED}: ${total} requests to ${operations.length} operations (${operations.filter((op) => op.body).length} with JSON bodies)`,
      `CPU (all threads, server and client): ${cpuMs} ms, ${(cpuMs / total).toFixed(2)} ms per request`,
      `passed schema validation and reached the route: ${reached}; refused before (schema, parser, auth hook, 404): ${total - reached}`,
      'answers by status:', ...table, 'by operation:', ...rows,
    ].join('\n'))
    expect((await server.api('/api/v1/info')).status).toBe(200)
    expect(failures, failures.slice(0, 20).join('\n')).toEqual([])
    expect(misshapen, misshapen.slice(0, 20).join('\n')).toEqual([])
  }, 600_000)
})
