import { join } from 'node:path'
import type { FastifyInstance, FastifyPluginAsync } from 'fastify'
import type { ServerContext } from './context'
import { loadConfig, type ServerSettings } from './config/load'
import { loadApps } from './config/apps'
import { resolveBases, type Bases } from './config/guiEnv'
import { openStore } from './store'
import { readArtifacts } from './artifacts'
import { buildHttpApp } from './http/app'
import { packageRoot } from './paths'
import { createAuth } from './auth'
import { ensureAdmin } from './admin'

export interface RunningServer {
  /** http://host:port (no prefix, no trailing slash) */
  origin: string
  context: ServerContext
  http: FastifyInstance
  close(): Promise<void>
}

export interface StartOptions {
  logLevel?: 'silent' | 'error' | 'warn' | 'info'
  /** Receives one line per notable event (apps left out, …); default console.warn. */
  warn?: (message: string) => void
  /** Extra routes under the API prefix, registered like the built-in route modules (tests). */
  routes?: FastifyPluginAsync
}

/**
 * Starts a Tessera server: config, store (migrated), apps, artifacts, HTTP. Used by
 * `npm start` and by the API tests (port 0, temporary data directory).
 */
export async function startServer(settings: ServerSettings, options: StartOptions = {}): Promise<RunningServer> {
  const warn = options.warn ?? ((message: string) => console.warn(message))
  const root = packageRoot()
  const config = await loadConfig(settings.configFile)
  const { apps, problems } = await loadApps(config, join(root, 'apps'))
  for (const problem of problems) warn(`App left out: ${problem}`)
  const artifacts = await readArtifacts(join(root, 'artifacts'))
  const store = await openStore({ databaseUrl: settings.databaseUrl, dataDir: settings.dataDir })

  let auth
  try {
    auth = await createAuth(config, store)
    await ensureAdmin(store, { dataDir: settings.dataDir, embedded: auth.embedded }, warn)
  } catch (error) {
    await store.close()
    throw error
  }
  let bases: Bases | undefined
  const context: ServerContext = {
    settings,
    config,
    apps,
    store,
    artifacts,
    auth,
    bases: () => {
      if (!bases) throw new Error('The server is not listening yet')
      return bases
    },
  }
  let http: FastifyInstance
  try {
    http = await buildHttpApp(context, { guiDir: join(root, 'dist/gui'), logLevel: options.logLevel, routes: options.routes })
    await http.listen({ host: settings.host, port: settings.port })
  } catch (error) {
    await store.close()
    throw error
  }
  const address = http.server.address()
  const port = typeof address === 'object' && address ? address.port : settings.port
  bases = resolveBases(config, { host: settings.host, port })
  auth.start(bases, config.ui.theme.title)
  const host = settings.host.includes(':') ? `[${settings.host}]` : settings.host

  let closing: Promise<void> | undefined
  return {
    origin: `http://${host}:${port}`,
    context,
    http,
    close: () => (closing ??= (async () => {
      auth.stop()
      await http.close()
      await store.close()
    })()),
  }
}
