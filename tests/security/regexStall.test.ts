// Issue 14, finding 2: a regular expression from the request ran on the event loop —
// `(a+)+$` as the re_pattern of a bulk raw download froze every request for seconds.
// Request patterns now match in linear time (RE2 for re_pattern and glob_pattern, a
// two-pointer matcher for `required` wildcards). Each attack below would block a
// backtracking engine for tens of seconds (longer than this file's test timeout: the
// server runs in this process, so a stall shows as a timed-out test); here it is
// answered, and so is a request sent beside it.
import yauzl from 'yauzl'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testServer, type TestServer } from '../helpers/server'
import { anAccount } from '../helpers/accounts'
import { bearer, processed, tokenFor, TEST_PARSERS, zipOf } from '../helpers/uploads'

/** Backtracking cost doubles per `a`: 30 of them cost `(a+)+$` half a minute (7.7 s for 28). */
const EVIL_NAME = `${'a'.repeat(30)}!`
const ATTACK_TIMEOUT = 10_000

async function namesIn(bytes: Buffer): Promise<string[]> {
  const names: string[] = []
  const archive = await yauzl.fromBufferPromise(bytes, { lazyEntries: true })
  for await (const entry of archive.eachEntry()) names.push(entry.fileName)
  return names
}

describe('request patterns cannot stall the server', () => {
  let server: TestServer
  let token: string
  let uploadId: string

  beforeAll(async () => {
    server = await testServer({ parserModules: [TEST_PARSERS] })
    const account = await anAccount(server.context.store, { username: 'ann' })
    token = await tokenFor(server, 'ann', account.password)
    const response = await server.api('/api/v1/uploads', {
      method: 'POST', headers: bearer(token), body: new Uint8Array(await zipOf({ 'stall/x.notes': 'X\n', [`stall/${EVIL_NAME}`]: 'evil' })),
    })
    uploadId = (await response.json()).upload_id
    await processed(server, token, uploadId)
  }, 60_000)
  afterAll(() => server.dispose())

  /** The attack and, beside it, a request that must be answered too. */
  async function withProbe(attack: Promise<Response>): Promise<Response> {
    const [answer, probe] = await Promise.all([attack, server.api('/api/v1/info')])
    expect(probe.status).toBe(200)
    return answer
  }
  const download = (files: Record<string, string>) =>
    server.api(`/api/v1/entries/raw?${new URLSearchParams({ owner: 'visible', upload_id: uploadId, ...files })}`, { headers: bearer(token) })

  it.each([
    ['re_pattern (a+)+$', { re_pattern: '(a+)+$' }, []],
    ['re_pattern (a|aa)+$', { re_pattern: '^stall/(a|aa)+$' }, []],
    ['glob_pattern *a*a*…*b', { glob_pattern: `${'*a'.repeat(14)}*b` }, []],
    ['re_pattern that matches the evil name', { re_pattern: '^stall/(a+)+!$' }, [`stall/${EVIL_NAME}`]],
  ])('a download filtered by %s is answered, with the files it matches', async (_name, files, expected) => {
    const response = await withProbe(download(files))
    expect(response.status).toBe(200)
    const names = await namesIn(Buffer.from(await response.arrayBuffer()))
    expect(names.filter((name) => name !== 'manifest.json')).toEqual(expected.map((path) => `${uploadId}/${path}`))
  }, ATTACK_TIMEOUT)

  it('required wildcards that backtrack exponentially as RegExp are answered', async () => {
    const body = { owner: 'visible', query: { upload_id: uploadId }, required: { include: [`${'*'.repeat(15)}X`, `${'*e'.repeat(15)}X`] } }
    const response = await withProbe(server.api('/api/v1/entries/query', { method: 'POST', headers: bearer(token, { 'content-type': 'application/json' }), body: JSON.stringify(body) }))
    expect(response.status).toBe(200)
    const { data } = await response.json()
    expect(data).toHaveLength(1)
    expect(Object.keys(data[0]).sort()).toEqual(['entry_id'])
  }, ATTACK_TIMEOUT)

  // Fixed RegExps of the code that backtrack quadratically on request text: minutes for a
  // body of a few hundred kilobytes.
  it('a mainfile.path query of 400,000 slashes is answered', async () => {
    const body = { owner: 'visible', query: { 'mainfile.path': `${'/'.repeat(400_000)}x` } }
    const response = await withProbe(server.api('/api/v1/entries/query', { method: 'POST', headers: bearer(token, { 'content-type': 'application/json' }), body: JSON.stringify(body) }))
    expect(response.status).toBe(200)
    expect((await response.json()).data).toEqual([])
  }, ATTACK_TIMEOUT)

  it('an invitation to an email of 240,000 characters is refused with 422', async () => {
    const body = { email: `a@${'a.'.repeat(120_000)} `, first_name: 'Long', last_name: 'Mail', affiliation: 'Nowhere' }
    const response = await withProbe(server.api('/api/v1/users/invite', { method: 'PUT', headers: bearer(token, { 'content-type': 'application/json' }), body: JSON.stringify(body) }))
    expect(response.status).toBe(422)
    expect((await response.json()).detail).toEqual([expect.objectContaining({ loc: ['body', 'email'], msg: 'The email is not valid!' })])
  }, ATTACK_TIMEOUT)

  it.each([
    ['a backreference', { re_pattern: '(a)\\1' }, 're_pattern', /backreferences are not supported/],
    ['a lookahead', { re_pattern: 'a(?=b)' }, 're_pattern', /lookahead and lookbehind assertions are not supported/],
    ['a lookbehind', { re_pattern: '(?<!a)b' }, 're_pattern', /lookahead and lookbehind assertions are not supported/],
    ['a re_pattern of 1,001 characters', { re_pattern: 'a'.repeat(1001) }, 're_pattern', /longer than 1000 characters/],
    ['a glob_pattern of 1,001 characters', { glob_pattern: '*'.repeat(1001) }, 'glob_pattern', /longer than 1000 characters/],
    ['a repetition that expands past the limit', { re_pattern: '\\pL{100}'.repeat(21) }, 're_pattern', /too complex/],
    ['a glob set with a reversed range', { glob_pattern: '[z-a]' }, 'glob_pattern', /could not parse the glob pattern/],
  ])('%s is refused with 422 naming the parameter', async (_name, files, field, message) => {
    const response = await download(files)
    expect(response.status).toBe(422)
    const { detail } = await response.json()
    expect(detail).toEqual([{ loc: ['query', field], msg: expect.stringMatching(message), type: 'value_error' }])
  })

  it('refuses more than 1,000 required names and names past 1,000 characters with 422', async () => {
    const post = (required: unknown) => callQuery({ owner: 'visible', required })
    const tooMany = await post({ include: Array.from({ length: 1001 }, (_, i) => `x${i}*`) })
    expect(tooMany.status).toBe(422)
    expect(tooMany.body.detail[0].loc).toEqual(['body', 'required', 'include'])
    const tooLong = await post({ exclude: [`${'*'.repeat(1001)}`] })
    expect(tooLong.status).toBe(422)
    expect(tooLong.body.detail[0].loc).toEqual(['body', 'required', 'exclude', 0])
  })

  async function callQuery(body: unknown) {
    const response = await server.api('/api/v1/entries/query', { method: 'POST', headers: bearer(token, { 'content-type': 'application/json' }), body: JSON.stringify(body) })
    return { status: response.status, body: await response.json() }
  }
})
