// `npm start`: the Tessera server with the GUI, on the embedded database unless
// DATABASE_URL is set. Ctrl-C (SIGINT) or SIGTERM closes connections and the store, at
// any moment: also while the server starts (store opening, examples loading) and while
// the search index is built. A second signal exits at once.
import { ConfigError, settingsFromEnv } from './config/load'
import { DataDirInUse } from './dataDirLock'
import { StartAborted, startServer, type RunningServer } from './server'

async function main() {
  const settings = settingsFromEnv()
  const stopping = new AbortController()
  let server: RunningServer | undefined
  const stop = async () => {
    try {
      await server?.close()
      process.exit(0)
    } catch (error) {
      console.error(error)
      process.exit(1)
    }
  }
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping.signal.aborted) {
      console.log(`${signal} again: exiting without closing the store`)
      process.exit(1)
    }
    console.log(`${signal}: shutting down`)
    stopping.abort()
    // Still starting: startServer closes what it opened and rejects with StartAborted.
    if (server) void stop()
  }
  process.on('SIGINT', onSignal)
  process.on('SIGTERM', onSignal)

  try {
    server = await startServer(settings, { logLevel: 'warn', signal: stopping.signal })
  } catch (error) {
    if (error instanceof StartAborted) process.exit(0)
    throw error
  }
  // A signal after startServer's last check: it found no server to close yet.
  if (stopping.signal.aborted) return stop()
  const { guiBase } = server.context.bases()
  const database = settings.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${settings.dataDir}/db`
  console.log(`Tessera ${server.context.config.version.label} — data in ${settings.dataDir}, ${database}`)
  console.log(`Tessera listening on ${server.origin}${guiBase}/`)
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(`Invalid configuration:\n${error.message}`)
  } else if (error instanceof DataDirInUse) {
    console.error(`Tessera could not start: ${error.message}`)
  } else {
    console.error('Tessera could not start:', error)
  }
  process.exit(1)
})
