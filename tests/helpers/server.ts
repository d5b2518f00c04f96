// API tests talk to a real server over real HTTP: port 0 on 127.0.0.1, a fresh data
// directory per server, the embedded store unless a test passes databaseUrl.
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startServer, type RunningServer, type StartOptions } from '../../src/server/server'
import { seedDataDir } from './pgliteTemplate'

export interface TestServer extends RunningServer {
  dataDir: string
  /** fetch relative to the server origin, e.g. api('/api/v1/info') */
  api(path: string, init?: RequestInit): Promise<Response>
  /** close the server and remove its data directory */
  dispose(): Promise<void>
}

export interface TestServerOptions extends StartOptions {
  /** Deployment config written to {dataDir}/tessera.yaml */
  configYaml?: string
  /** Reuse a data directory (restart tests); it is then not removed by dispose. */
  dataDir?: string
  databaseUrl?: string
  /** Load the bundled example uploads at start (off by default in tests). */
  loadExamples?: boolean
}

export async function testServer(options: TestServerOptions = {}): Promise<TestServer> {
  let dataDir = options.dataDir
  if (!dataDir) {
    dataDir = await mkdtemp(join(tmpdir(), 'tessera-api-'))
    if (!options.databaseUrl) await seedDataDir(dataDir)
  }
  let configFile: string | undefined
  if (options.configYaml !== undefined) {
    configFile = join(dataDir, 'tessera.yaml')
    await writeFile(configFile, options.configYaml)
  }
  const server = await startServer(
    { host: '127.0.0.1', port: 0, dataDir, configFile, databaseUrl: options.databaseUrl, loadExamples: options.loadExamples ?? false },
    { logLevel: 'silent', warn: () => undefined, ...options },
  )
  const dir = dataDir
  return {
    ...server,
    dataDir: dir,
    api: (path, init) => fetch(`${server.origin}${path}`, { redirect: 'manual', ...init }),
    async dispose() {
      await server.close()
      if (!options.dataDir) await rm(dir, { recursive: true, force: true })
    },
  }
}

/** A JSON call to the v1 API with an optional bearer token and body: its status and parsed answer (as fetch parses it). */
export async function callApi(server: TestServer, method: string, path: string, token?: string, body?: unknown) {
  const headers = { accept: 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) }
  const response = await server.api(`/api/v1${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) })
  return { status: response.status, body: await response.json() }
}
