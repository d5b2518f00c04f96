// `npm start`: the Tessera server with the GUI, on the embedded database unless
// DATABASE_URL is set. Ctrl-C (SIGINT) or SIGTERM closes connections and the store.
import { ConfigError, settingsFromEnv } from './config/load'
import { startServer } from './server'

async function main() {
  const settings = settingsFromEnv()
  const server = await startServer(settings, { logLevel: 'warn' })
  const { guiBase } = server.context.bases()
  const database = settings.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${settings.dataDir}/db`
  console.log(`Tessera ${server.context.config.version.label} — data in ${settings.dataDir}, ${database}`)
  console.log(`Tessera listening on ${server.origin}${guiBase}/`)

  let stopping = false
  const stop = async (signal: string) => {
    if (stopping) return
    stopping = true
    console.log(`${signal}: shutting down`)
    try {
      await server.close()
      process.exit(0)
    } catch (error) {
      console.error(error)
      process.exit(1)
    }
  }
  process.on('SIGINT', () => void stop('SIGINT'))
  process.on('SIGTERM', () => void stop('SIGTERM'))
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(`Invalid configuration:\n${error.message}`)
  } else {
    console.error('Tessera could not start:', error)
  }
  process.exit(1)
})
