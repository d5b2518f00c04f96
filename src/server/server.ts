import { dirname, join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { FastifyInstance, FastifyPluginAsync } from 'fastify'
import type { ServerContext } from './context'
import { ConfigError, loadConfig, type ServerSettings } from './config/load'
import { loadApps } from './config/apps'
import { cardProblems } from './config/cardRules'
import { formatProblems } from './config/validation'
import { loadPlugins } from './plugins'
import { resolveBases, type Bases } from './config/guiEnv'
import { openStore, type Store } from './store'
import { findUpload } from './store/uploads'
import { lockDataDir, type DataDirLock } from './dataDirLock'
import { unavailable } from './errors'
import { readArtifacts } from './artifacts'
import { buildHttpApp } from './http/app'
import { packageRoot } from './paths'
import { createAuth } from './auth'
import { Processor } from './processing/runner'
import { WorkerPool } from './processing/pool'
import { parseLimitsOf } from './processing/limits'
import { loadParsers } from './processing/parserModules'
import { sweepLeftovers, uploadFiles } from './files'
import { listExamples, loadBundledExamples } from './examples'
import { ensureAdmin } from './admin'
import { staticQuantities } from './services/search'
import { SearchIndex } from './search/index/searchIndex'
import { SearchSync, SyncClosed } from './search/sync'

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
  /** Stops a start in progress (SIGTERM): what it opened is closed again and it rejects with StartAborted. */
  signal?: AbortSignal
}

/** What `startServer` rejects with when its signal was aborted: what it had opened is closed again. */
export class StartAborted extends Error {
  override name = 'StartAborted'
  constructor() {
    super('The start was stopped.')
  }
}

/**
 * Starts a Tessera server: config, data directory lock, store (migrated), leftovers of a
 * crash removed, apps, artifacts, HTTP. Used by `npm start` and by the API tests (port 0,
 * temporary data directory).
 */
export async function startServer(settings: ServerSettings, options: StartOptions = {}): Promise<RunningServer> {
  const warn = options.warn ?? ((message: string) => console.warn(message))
  const root = packageRoot()
  const config = await loadConfig(settings.configFile)
  // The plugins first: their types decide which widget, menu item and card types apps and the config may name.
  const plugins = await loadPlugins(config, { configFile: settings.configFile, root })
  const cardProblemsFound = cardProblems(config.ui.entry.cards, plugins.types)
  if (cardProblemsFound.length) throw new ConfigError(formatProblems(settings.configFile ?? '(defaults)', cardProblemsFound))
  const { apps, problems } = await loadApps(config, join(root, 'apps'), settings.configFile, plugins.types, plugins.apps)
  for (const problem of problems) warn(`App left out: ${problem}`)
  const artifacts = await readArtifacts(join(root, 'artifacts'))

  // What is opened is closed again when the start fails or is stopped (SIGTERM may
  // come at any moment: while the store opens, while examples load).
  const opened: Opened = { stops: [] }
  const checkpoint = () => {
    if (options.signal?.aborted) throw new StartAborted()
  }
  try {
    checkpoint()
    // Before anything in the data directory is touched: one process at a time (dataDirLock.ts).
    opened.lock = await lockDataDir(settings.dataDir, 'server')
    const store = await openStore({ databaseUrl: settings.databaseUrl, dataDir: settings.dataDir })
    opened.store = store
    checkpoint()
    const swept = await sweepLeftovers(settings.dataDir, async (uploadId) => Boolean(await findUpload(store, uploadId)))
    if (swept.temporary || swept.creations.length) {
      warn(`Removed what interrupted requests left: ${swept.temporary} temporary file(s) or folder(s), ${swept.creations.length} upload(s) whose creation was cut off.`)
    }

    const auth = await createAuth(config, store)
    await ensureAdmin(store, { dataDir: settings.dataDir, embedded: auth.embedded }, warn)
    checkpoint()
    // Relative module paths in the config are relative to the working directory.
    const configured = config.plugins.parser_modules.map((specifier) => (/^[./]/.test(specifier) ? pathToFileURL(resolve(specifier)).href : specifier))
    const parserModules = [...configured, ...plugins.parserModules, ...(options.parserModules ?? [])]
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
      // A plugin parser the config's entry points leave out is never matched, so never run.
      parsers: [...parsers.values()].map((parser) => parser.metadata).filter((metadata) => !plugins.excludedParsers.has(metadata.name)),
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
    const examples = await listExamples(join(root, 'examples'), config, settings.configFile ? dirname(settings.configFile) : process.cwd(), plugins.examples)
    checkpoint()

    // The index is built in the background; searches wait for it (refresh() follows the load).
    const index = new SearchIndex(staticQuantities())
    const sync = new SearchSync(store, index)
    let loaded = false
    const building = performance.now()
    const indexed = sync.load()
    indexed.then((report) => {
      loaded = true
      warn(`Search index built: ${report.entries} ${report.entries === 1 ? 'entry' : 'entries'} in ${((performance.now() - building) / 1000).toFixed(1)} s.`)
    }, (error: unknown) => {
      if (!(error instanceof SyncClosed)) warn(`The search index could not be built: ${String(error)}`)
    })
    opened.index = sync
    // Idle servers read the change log now and then, so it stays short and never outlives its retention.
    const keepUp = setInterval(() => void sync.refresh().catch(() => undefined), 30_000)
    keepUp.unref()
    opened.stops.push(() => clearInterval(keepUp))
    let bases: Bases | undefined
    const context: ServerContext = {
      settings,
      config,
      apps,
      store,
      artifacts,
      auth,
      processor,
      search: {
        index,
        refresh: async () => {
          try {
            await sync.refresh()
          } catch (error) {
            // Searches waiting for the index when the server stops are answered, not held.
            if (error instanceof SyncClosed) throw unavailable('The server is shutting down.')
            throw error
          }
        },
        loaded: () => loaded,
      },
      examples,
      plugins,
      bases: () => {
        if (!bases) throw new Error('The server is not listening yet')
        return bases
      },
    }
    const http = await buildHttpApp(context, { guiDir: join(root, 'dist/gui'), logLevel: options.logLevel, routes: options.routes })
    opened.stops.push(() => http.close())
    await http.listen({ host: settings.host, port: settings.port })
    const address = http.server.address()
    const port = typeof address === 'object' && address ? address.port : settings.port
    bases = resolveBases(config, { host: settings.host, port })
    auth.start(bases, config.ui.theme.title)
    opened.stops.push(() => auth.stop())
    // A job cut off by stopping stays RUNNING in the store and is resumed at the next start.
    opened.stops.push(() => processor.stop())
    await processor.start()
    checkpoint()
    if (settings.loadExamples) {
      const loadedExamples = await loadBundledExamples(context, examples, options.signal)
      if (loadedExamples.length) warn(`Loaded example uploads: ${loadedExamples.join(', ')} (processing in the background).`)
      checkpoint()
    }
    const host = settings.host.includes(':') ? `[${settings.host}]` : settings.host

    let closing: Promise<void> | undefined
    return {
      origin: `http://${host}:${port}`,
      context,
      http,
      close: () => (closing ??= closeAll(opened)),
    }
  } catch (error) {
    await closeAll(opened).catch(() => undefined)
    throw error
  }
}

interface Opened {
  lock?: DataDirLock
  store?: Store
  index?: SearchSync
  /** Stop what else uses the store: HTTP, processing, timers. */
  stops: (() => Promise<unknown> | void)[]
}

/**
 * The index load stops first (at its next page), so that searches waiting for it are
 * answered (503) before the HTTP server drops its connections. HTTP and processing need
 * not wait for each other; the store closes after all of them (PGlite lets a running
 * statement finish first), and the data directory is released last.
 */
async function closeAll(opened: Opened): Promise<void> {
  await opened.index?.close()
  await new Promise<void>((resolve) => setImmediate(resolve))
  const results = await Promise.allSettled(opened.stops.map(async (stop) => stop()))
  await opened.store?.close()
  await opened.lock?.release()
  const failed = results.find((result): result is PromiseRejectedResult => result.status === 'rejected')
  if (failed) throw failed.reason
}
