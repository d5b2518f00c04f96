import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testServer, type TestServer } from '../helpers/server'

describe('the HTTP surface', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await testServer()
  })
  afterAll(() => server.dispose())

  it('redirects / to the GUI', async () => {
    const response = await server.api('/')
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/gui/')
  })

  it('serves the GUI env with the merged config and the derived public URLs', async () => {
    const response = await server.api('/gui/env.js')
    expect(response.headers.get('content-type')).toMatch(/javascript/)
    const text = await response.text()
    const env = JSON.parse(text.replace(/^window\.tesseraEnv = /, '').replace(/;\n$/, ''))
    expect(env.appBase).toBe(server.origin)
    expect(env.apiBase).toBe(`${server.origin}/api`)
    expect(env.guiBase).toBe('/gui')
    expect(env.identityProvider).toMatchObject({ realm: 'tessera', clientId: 'tessera_public', embedded: true })
    expect(env.ui.theme.title).toBe('Tessera')
    expect(env.ui.apps.map((app: { key: string }) => app.key)).toContain('entries')
    expect(env.servicesUploadLimit).toBe(10)
    expect(env.maxUploadSize).toBe(32 * 1024 ** 3)
  })

  it('serves the artifacts with an ETag and answers 304 when unchanged', async () => {
    const first = await server.api('/gui/artifacts.js')
    const etag = first.headers.get('etag')!
    expect(await first.text()).toMatch(/^window\.tesseraArtifacts = \{"searchQuantities":/)
    const second = await server.api('/gui/artifacts.js', { headers: { 'if-none-match': etag } })
    expect(second.status).toBe(304)
  })

  it('serves the app page with a <base> for any client-side route', async () => {
    for (const path of ['/gui/', '/gui/about/information', '/gui/upload/id/abc/entry/id/def/data']) {
      const response = await server.api(path)
      expect(response.headers.get('content-type')).toMatch(/text\/html/)
      expect(await response.text()).toContain('<base href="/gui/">')
    }
  })

  it('answers 404, not the app page, for a missing asset', async () => {
    const response = await server.api('/gui/assets/index-doesnotexist.js')
    expect(response.status).toBe(404)
  })

  it('publishes the OpenAPI document of every API route', async () => {
    const document = await (await server.api('/api/v1/openapi.json')).json()
    expect(document.openapi).toMatch(/^3\./)
    expect(document.paths['/api/v1/info'].get.summary).toBeTruthy()
    expect(Object.keys(document.paths).every((path) => path.startsWith('/api/v1/'))).toBe(true)
  })

  it('serves readable API docs', async () => {
    const response = await server.api('/api/v1/extensions/docs/', { redirect: 'follow' })
    expect(response.status).toBe(200)
    expect(await response.text()).toMatch(/swagger-ui/i)
  })
})

describe('a deployment under a path prefix', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await testServer({ configYaml: 'services:\n  path_prefix: /tessera\nui:\n  theme:\n    title: Lab One\n' })
  })
  afterAll(() => server.dispose())

  it('mounts the API, GUI and redirects under the prefix', async () => {
    expect((await server.api('/tessera/api/v1/info')).status).toBe(200)
    expect((await server.api('/api/v1/info')).status).toBe(404)
    expect((await server.api('/tessera')).headers.get('location')).toBe('/tessera/gui/')
    expect(await (await server.api('/tessera/gui/about/information')).text()).toContain('<base href="/tessera/gui/">')
    const env = await (await server.api('/tessera/gui/env.js')).text()
    expect(env).toContain(`"apiBase":"${server.origin}/tessera/api"`)
    expect(env).toContain('"guiBase":"/tessera/gui"')
    expect(env).toContain('"title":"Lab One"')
  })
})
