import { dirname, join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
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
import { Processor } from './processing/runner'
import { WorkerPool } from './processing/pool'
import { parseLimitsOf } from './processing/limits'
import { loadParsers } from './processing/parserModules'
import { uploadFiles } from './files'
import { listExamples, loadBundledExamples } from './examples'
import { ensureAdmin } from './admin'
import { staticQuantities } from './services/search'
import { SearchIndex } from './search/index/searchIndex'
import { SearchSync } from './search/sync'

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
  /** Modules exporting `parsers: Parser[]` in addition to the built-in ones (plugins, tests). */
  parserModules?: string[]
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
  const { apps, problems } = await loadApps(config, join(root, 'apps'), settings.configFile)
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
  // Relative module paths in the config are relative to the working directory.
  const configured = config.plugins.parser_modules.map((specifier) => (/^[./]/.test(specifier) ? pathToFileURL(resolve(specifier)).href : specifier))
  const parserModules = [...configured, ...(options.parserModules ?? [])]
  const parsers = await loadParsers(parserModules)
  const processor = new Processor({
    store,
    pool: new WorkerPool({
      size: config.processing.workers,
      timeLimitMs: config.processing.parser_time_limit * 1000,
      memoryLimitMb: config.processing.parser_memory_limit,
      limits: parseLimitsOf(config.processing),
      pluginModules: parserModules,
    }),
    parsers: [...parsers.values()].map((parser) => parser.metadata),
    storage: (uploadId) => {
      const files = uploadFiles(settings.dataDir, uploadId)
      return {
        rawDir: files.rawRoot,
        walk: () => files.walk(),
        writeArchive: (entryId, archive) => files.writeArchive(entryId, archive),
        deleteArchive: (entryId) => files.deleteArchive(entryId),
      }
    },
    log: warn,
  })
  const examples = await listExamples(join(root, 'examples'), config, settings.configFile ? dirname(settings.configFile) : process.cwd())
  // The index is built in the background; searches wait for it (refresh() follows the load).
  const index = new SearchIndex(staticQuantities())
  const sync = new SearchSync(store, index)
  let loaded = false
  const indexed = sync.load()
  indexed.then(() => (loaded = true), (error: unknown) => warn(`The search index could not be built: ${String(error)}`))
  // Idle servers read the change log now and then, so it stays short and never outlives its retention.
  const keepUp = setInterval(() => void sync.refresh().catch(() => undefined), 30_000)
  keepUp.unref()
  let bases: Bases | undefined
  const context: ServerContext = {
    settings,
    config,
    apps,
    store,
    artifacts,
    auth,
    processor,
    search: { index, refresh: async () => void (await sync.refresh()), loaded: () => loaded },
    examples,
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
  await processor.start()
  if (settings.loadExamples) {
    const loaded = await loadBundledExamples(context, examples)
    if (loaded.length) warn(`Loaded example uploads: ${loaded.join(', ')} (processing in the background).`)
  }
  const host = settings.host.includes(':') ? `[${settings.host}]` : settings.host

  let closing: Promise<void> | undefined
  return {
    origin: `http://${host}:${port}`,
    context,
    http,
    close: () => (closing ??= (async () => {
      auth.stop()
      await http.close()
      // A job cut off here stays RUNNING in the store and is resumed at the next start.
      await processor.stop()
      clearInterval(keepUp)
      await indexed.catch(() => undefined)
      await store.close()
    })()),
  }
}
