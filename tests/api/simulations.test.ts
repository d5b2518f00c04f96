// Real outputs of eight simulation codes through the whole pipeline: one zip with the
// shared fixture folders, matching (compressed and alternative mainfiles included),
// parsing in workers, the normalisers, and the entries as the API answers them.
import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { entryId } from '../../src/core/ids'
import { anAccount } from '../helpers/accounts'
import { testServer, type TestServer } from '../helpers/server'
import { bearer, processed, tokenFor, zipOf } from '../helpers/uploads'

const PARSER_FIXTURES = fileURLToPath(new URL('../../../shared/fixtures/parsers/', import.meta.url))
const FOLDERS = [
  'vasp', 'vasp_compressed', 'vasp_outcar', 'fhi-aims', 'fhi-aims_compressed', 'exciting', 'quantum-espresso',
  'castep', 'cp2k', 'wien2k', 'abinit',
  // Codes without a parser here: no parser of the eight may claim their outputs.
  'gaussian', 'crystal',
]

/** Every mainfile of the fixtures, with its parser, program name and elements. */
const EXPECTED: Record<string, [parser: string, program: string, elements: string[]]> = {
  'vasp/vasp.xml': ['parsers/vasp', 'VASP', ['O', 'Sr', 'Ti']],
  'vasp/vasp_dos.xml': ['parsers/vasp', 'VASP', ['S']],
  'vasp/broken.xml': ['parsers/vasp', 'VASP', ['Cs', 'Tb', 'Te', 'Zn']],
  'vasp_compressed/vasp.xml.gz': ['parsers/vasp', 'VASP', ['O', 'Sr', 'Ti']],
  'vasp_outcar/OUTCAR': ['parsers/vasp', 'VASP', ['Ac', 'Ag']],
  'vasp_outcar/OUTCAR_broken': ['parsers/vasp', 'VASP', ['Ac', 'Ag']],
  'fhi-aims/aims.out': ['parsers/fhi-aims', 'FHI-aims', ['Al', 'As']],
  'fhi-aims_compressed/aims.out.gz': ['parsers/fhi-aims', 'FHI-aims', ['Cl', 'K']],
  'exciting/Ag/INFO.OUT': ['parsers/exciting', 'exciting', ['Ag']],
  'exciting/GW/INFO.OUT': ['parsers/exciting', 'exciting', ['Si']],
  'quantum-espresso/benchmark.out': ['parsers/quantumespresso', 'Quantum Espresso', ['Si']],
  'castep/BC2N-Pmm2-Raman.castep': ['parsers/castep', 'CASTEP', ['B', 'C', 'N']],
  'cp2k/si_bulk8.out': ['parsers/cp2k', 'CP2K', ['Si']],
  'wien2k/AlN/AlN_ZB.scf': ['parsers/wien2k', 'WIEN2k', ['Al', 'N']],
  'wien2k/alternative_without_mainfile/alternative.scfx': ['parsers/wien2k', 'WIEN2k', ['Al', 'N']],
  'abinit/Fe.out': ['parsers/abinit', 'ABINIT', ['Fe']],
}

async function filesUnder(root: string, prefix = ''): Promise<Record<string, Buffer>> {
  const files: Record<string, Buffer> = {}
  for (const item of await readdir(join(root, prefix), { withFileTypes: true })) {
    const path = prefix ? `${prefix}/${item.name}` : item.name
    if (item.isDirectory()) Object.assign(files, await filesUnder(root, path))
    else files[path] = await readFile(join(root, path))
  }
  return files
}

describe('simulation outputs of eight codes', () => {
  let server: TestServer
  let token: string
  let uploadId: string
  beforeAll(async () => {
    server = await testServer()
    const account = await anAccount(server.context.store, { username: 'sim' })
    token = await tokenFor(server, 'sim', account.password)
    const files: Record<string, Buffer> = {}
    for (const folder of FOLDERS) {
      for (const [path, bytes] of Object.entries(await filesUnder(join(PARSER_FIXTURES, folder)))) files[`${folder}/${path}`] = bytes
    }
    const response = await server.api('/api/v1/uploads?upload_name=codes', {
      method: 'POST', headers: bearer(token), body: new Uint8Array(await zipOf(files)),
    })
    uploadId = (await response.json()).upload_id
    await processed(server, token, uploadId, 120_000)
  }, 180_000)
  afterAll(() => server.dispose())

  const entry = async (mainfile: string) =>
    (await (await server.api(`/api/v1/entries/${entryId(uploadId, mainfile)}`, { headers: bearer(token) })).json()).data

  it('matches exactly the mainfiles: compressed ones, a lone OUTCAR and a .scfx without .scf; Gaussian and CRYSTAL outputs stay plain files', async () => {
    const { data } = await (await server.api(`/api/v1/uploads/${uploadId}/entries?page_size=100`, { headers: bearer(token) })).json()
    const claimed = Object.fromEntries(data.map((item: { mainfile: string; parser_name: string }) => [item.mainfile, item.parser_name]))
    expect(claimed).toEqual(Object.fromEntries(Object.entries(EXPECTED).map(([mainfile, [parser]]) => [mainfile, parser])))
  })

  it.each(Object.entries(EXPECTED))('%s: a successful entry with program and material', async (mainfile, [, program, elements]) => {
    const data = await entry(mainfile)
    expect(data.process_status).toBe('SUCCESS')
    expect(data.results.method.simulation.program_name).toBe(program)
    expect(data.results.method.simulation.program_version).toEqual(expect.any(String))
    expect(data.results.material.elements).toEqual(elements)
    expect(data.results.method.workflow_name).toMatch(/^(SinglePoint|GeometryOptimization)$/)
  })

  it('reports truncated outputs with warnings, not failures', async () => {
    for (const mainfile of ['vasp/broken.xml', 'vasp_outcar/OUTCAR_broken']) {
      const data = await entry(mainfile)
      expect(data.process_status).toBe('SUCCESS')
    }
    const archive = await (await server.api(`/api/v1/entries/${entryId(uploadId, 'vasp/broken.xml')}/archive`, { headers: bearer(token) })).json()
    const levels = archive.data.archive.processing_logs.map((log: { level: string }) => log.level)
    expect(levels).toContain('WARNING')
  })
})
