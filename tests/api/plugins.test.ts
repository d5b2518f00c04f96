// Plugins as packages (issue 15): a server started with the XRD plugin (plugins/xrd) in
// its config parses .xy and .xrdml files into searchable entries, serves the plugin's
// app and options to the GUI, lists the plugin in /info and knows its widget and card
// types; the same server without the plugin has none of it.
import { readFile } from 'node:fs/promises'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { entryId } from '../../src/core/ids'
import type { GuiEnv } from '../../src/core/config/env'
import { anAccount } from '../helpers/accounts'
import { callApi, testServer, type TestServer } from '../helpers/server'
import { bearer, processed, tokenFor } from '../helpers/uploads'

const PLUGIN = new URL('../../plugins/xrd/', import.meta.url).pathname.replace(/\/$/, '')
const PATTERNS = new URL('../../plugins/xrd/examples/patterns/', import.meta.url)
const FILES = ['NaCl.xy', 'Si.xy', 'AgCoO2.xrdml']
const WITH_PLUGIN = `plugins:\n  paths: [${PLUGIN}]\n`
const DEGREE = Math.PI / 180

/** An app of the config with one dashboard widget of `type`. */
const appWithWidget = (type: string) => `
ui:
  apps:
    options:
      patterns:
        label: Patterns
        path: patterns
        resource: entries
        dashboard:
          widgets:
            - { type: ${type}, layout: { lg: { x: 0, y: 0, w: 6, h: 4 } } }
`

async function uploadPatterns(server: TestServer, token: string): Promise<string> {
  const uploadId = (await (await server.api('/api/v1/uploads?upload_name=patterns', { method: 'POST', headers: bearer(token) })).json()).upload_id
  const form = new FormData()
  for (const name of FILES) form.append('file', new Blob([await readFile(new URL(name, PATTERNS))]), name)
  await server.api(`/api/v1/uploads/${uploadId}/raw/xrd`, { method: 'PUT', headers: bearer(token), body: form })
  await processed(server, token, uploadId, 60_000)
  return uploadId
}

async function guiEnv(server: TestServer): Promise<GuiEnv> {
  const script = await (await server.api('/gui/env.js')).text()
  return JSON.parse(script.replace(/^window\.tesseraEnv = /, '').replace(/;\s*$/, ''))
}

/** The parser metadata of the artifacts the server hands the GUI (gui/artifacts.js). */
async function guiParserMetadata(server: TestServer): Promise<Record<string, Record<string, unknown>>> {
  const script = await (await server.api('/gui/artifacts.js')).text()
  const artifacts = JSON.parse(script.replace(/^window\.tesseraArtifacts = /, '').replace(/;?\s*$/, '')) as { parserMetadata: Record<string, Record<string, unknown>> }
  return artifacts.parserMetadata
}

describe('a server with the XRD plugin', () => {
  let server: TestServer
  let token: string
  let uploadId: string
  const warnings: string[] = []
  beforeAll(async () => {
    server = await testServer({ configYaml: WITH_PLUGIN, warn: (message) => warnings.push(message) })
    const account = await anAccount(server.context.store, { username: 'xena' })
    token = await tokenFor(server, 'xena', account.password)
    uploadId = await uploadPatterns(server, token)
  }, 90_000)
  afterAll(() => server.dispose())

  const entry = async (file: string) => (await callApi(server, 'GET', `/entries/${entryId(uploadId, `xrd/${file}`)}`, token)).body.data

  it('processes the .xy and .xrdml files with the plugin parsers', async () => {
    const { body } = await callApi(server, 'GET', `/uploads/${uploadId}/entries`, token)
    expect(body.processing_successful).toBe(3)
    expect(Object.fromEntries(body.data.map((item: { mainfile: string; parser_name: string }) => [item.mainfile, item.parser_name]))).toEqual({
      'xrd/NaCl.xy': 'parsers/xrd_xy',
      'xrd/Si.xy': 'parsers/xrd_xy',
      'xrd/AgCoO2.xrdml': 'parsers/xrd_xrdml',
    })
  })

  it('fills results.method, the wavelength and the available properties of each entry', async () => {
    const nacl = await entry('NaCl.xy')
    expect(nacl.results.method).toEqual({ method_name: 'XRD', measurement: { xrd: { diffraction_method_name: 'Powder X-Ray Diffraction (PXRD)' } } })
    expect(nacl.results.properties.available_properties).toEqual(['diffraction_pattern'])
    expect(nacl.entry_type).toBe('XRD')
    expect((await entry('AgCoO2.xrdml')).entry_name).toBe('AgCoO2')
  })

  it('stores the pattern in the archive: 2θ in radians with the (200) reflection of NaCl strongest', async () => {
    const required = { results: { properties: { structural: { diffraction_pattern: '*' } } } }
    const { status, body } = await callApi(server, 'POST', `/entries/${entryId(uploadId, 'xrd/NaCl.xy')}/archive/query`, token, { required })
    expect(status).toBe(200)
    const [pattern] = body.data.archive.results.properties.structural.diffraction_pattern
    expect(pattern.two_theta_angles).toHaveLength(2001)
    expect(pattern.incident_beam_wavelength).toBeCloseTo(1.540598e-10, 16)
    const strongest = pattern.intensity.indexOf(Math.max(...pattern.intensity))
    expect(pattern.two_theta_angles[strongest] / DEGREE).toBeCloseTo(31.64, 1)
    expect(pattern.q_vector).toHaveLength(2001)
  })

  it('finds the entries by method, diffraction method and wavelength', async () => {
    const total = async (query: object) => (await callApi(server, 'POST', '/entries/query', token, { owner: 'user', query, pagination: { page_size: 0 } })).body.pagination.total
    expect(await total({ 'results.method.method_name': 'XRD' })).toBe(3)
    expect(await total({ 'results.properties.available_properties': 'diffraction_pattern' })).toBe(3)
    expect(await total({ 'results.method.measurement.xrd.diffraction_method_name': 'Powder X-Ray Diffraction (PXRD)' })).toBe(3)
    // Si.xy states no wavelength.
    expect(await total({ 'results.properties.structural.diffraction_pattern.incident_beam_wavelength': { gte: 1.5e-10, lte: 1.6e-10 } })).toBe(2)
  })

  it("serves the plugin's app, the plugin with its options and its example upload to the GUI", async () => {
    const env = await guiEnv(server)
    const app = env.ui.apps.find((candidate) => candidate.key === 'xrd.apps:xrd')
    expect(app).toMatchObject({ path: 'xrd', label: 'XRD', category: 'Experiment' })
    expect(app?.dashboard?.widgets?.map((widget) => widget.type)).toEqual(['xrd_patterns'])
    expect(env.plugins).toEqual([{ id: 'xrd', name: 'X-ray diffraction', version: '0.1.0', options: { x_axis: 'two_theta' } }])
    expect(env.exampleUploads).toContainEqual(expect.objectContaining({ id: 'xrd.example_uploads:patterns', category: 'Plugin examples' }))
    expect(warnings.filter((warning) => warning.startsWith('App left out'))).toEqual([])
  })

  it('lists the plugin package, its entry points and its parsers in /info', async () => {
    const { body } = await callApi(server, 'GET', '/info')
    expect(body.plugin_packages).toEqual([{
      name: 'xrd',
      title: 'X-ray diffraction',
      description: expect.stringContaining('X-ray diffraction patterns'),
      version: '0.1.0',
      entry_points: ['xrd.apps:xrd', 'xrd.example_uploads:patterns', 'xrd.parsers:xrd_xy', 'xrd.parsers:xrd_xrdml'],
    }])
    expect(body.plugin_entry_points.map((point: { id: string; entry_point_type: string }) => [point.id, point.entry_point_type])).toEqual([
      ['xrd.apps:xrd', 'app'],
      ['xrd.example_uploads:patterns', 'example_upload'],
      ['xrd.parsers:xrd_xy', 'parser'],
      ['xrd.parsers:xrd_xrdml', 'parser'],
    ])
    expect(body.parsers).toEqual(expect.arrayContaining(['parsers/xrd_xy', 'parsers/xrd_xrdml']))
    expect(body.codes).toContainEqual({ code_name: 'XRD (.xrdml)', code_homepage: 'https://www.malvernpanalytical.com' })
  })

  it("gives the GUI's code list the plugin parsers' metadata beside the built-ins'", async () => {
    const parsers = await guiParserMetadata(server)
    expect(parsers['parsers/xrd_xrdml']).toMatchObject({ codeName: 'XRD (.xrdml)', codeLabel: 'XRDML', tableOfFiles: expect.any(String) })
    expect(parsers['parsers/vasp']).toMatchObject({ codeName: 'VASP', codeCategory: 'Atomistic code' })
  })

  it("copies the plugin's example upload into an upload of the user", async () => {
    const created = await callApi(server, 'POST', '/uploads?example_upload_id=xrd.example_uploads:patterns', token)
    expect(created.body.data).toMatchObject({ upload_name: 'X-ray diffraction patterns' })
    const upload = await processed(server, token, created.body.upload_id, 60_000)
    expect(upload.process_status).toBe('SUCCESS')
    expect((await callApi(server, 'GET', `/uploads/${created.body.upload_id}/entries`, token)).body.processing_successful).toBe(3)
  }, 60_000)
})

describe('types no loaded plugin defines', () => {
  it("leave an app out with 'Unknown widget type', where the plugin's own type passes", async () => {
    const warnings: string[] = []
    const server = await testServer({ configYaml: WITH_PLUGIN + appWithWidget('xrd_pattern'), warn: (message) => warnings.push(message) })
    await server.dispose()
    expect(warnings).toContainEqual(expect.stringMatching(/^App left out: .*tessera\.yaml: ui\.apps\.options\.patterns\.dashboard\.widgets\[0\]\.type: Unknown widget type: xrd_pattern\.$/))
  })

  it("stop the start where ui.entry.cards names a card nobody defines", async () => {
    await expect(testServer({ configYaml: `${WITH_PLUGIN}ui:\n  entry:\n    cards:\n      include: [xrd, xdr]\n` })).rejects.toThrow(
      /tessera\.yaml: ui\.entry\.cards\.include\[1\]: Unknown card type: xdr\.$/,
    )
  })

  it('stop the start where the plugin\'s options break its schema', async () => {
    await expect(testServer({ configYaml: `${WITH_PLUGIN}  options:\n    xrd: { x_axis: k }\n` })).rejects.toThrow(
      /tessera\.yaml: plugins\.options\.xrd\.x_axis: must be one of "two_theta", "q"$/,
    )
  })
})

describe('the same server without the plugin', () => {
  let server: TestServer
  let token: string
  let uploadId: string
  beforeAll(async () => {
    server = await testServer()
    const account = await anAccount(server.context.store, { username: 'yuri' })
    token = await tokenFor(server, 'yuri', account.password)
    uploadId = await uploadPatterns(server, token)
  }, 90_000)
  afterAll(() => server.dispose())

  it('makes no entries of the pattern files', async () => {
    const { body } = await callApi(server, 'GET', `/uploads/${uploadId}/entries`, token)
    expect(body.data).toEqual([])
  })

  it('serves no XRD app and no plugin to the GUI, and /info lists none', async () => {
    const env = await guiEnv(server)
    expect(env.ui.apps.map((app) => app.path)).not.toContain('xrd')
    expect(env.plugins).toEqual([])
    const { body } = await callApi(server, 'GET', '/info')
    expect(body.plugin_packages).toEqual([])
    expect(body.plugin_entry_points).toEqual([])
    expect(body.parsers).not.toContain('parsers/xrd_xy')
    const parsers = await guiParserMetadata(server)
    expect(parsers['parsers/xrd_xy']).toBeUndefined()
    expect(parsers['parsers/cif']).toMatchObject({ codeName: 'CIF' })
  })

  it("reports the plugin's widget type as unknown", async () => {
    const warnings: string[] = []
    const other = await testServer({ configYaml: appWithWidget('xrd_patterns'), warn: (message) => warnings.push(message) })
    await other.dispose()
    expect(warnings).toContainEqual(expect.stringMatching(/ui\.apps\.options\.patterns\.dashboard\.widgets\[0\]\.type: Unknown widget type: xrd_patterns\.$/))
  })
})
