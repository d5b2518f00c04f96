// A real Tessera server per test file: the built `dist/server/main.js` started as a
// child process on a free port with a fresh data directory. No mocks.
import { test as base, expect } from '@playwright/test'
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

export interface RunningServer {
  /** e.g. http://127.0.0.1:40123 (no trailing slash) */
  baseUrl: string
  /** baseUrl + '/gui' */
  guiUrl: string
  dataDir: string
  /** Stops the process (SIGINT) and waits for it to exit. */
  stop(): Promise<void>
}

export interface ServerOptions {
  /** Deployment config YAML written to a file and passed as TESSERA_CONFIG. */
  configYaml?: string
  env?: Record<string, string>
  /** A data directory to serve (kept afterwards), instead of a new temporary one. */
  dataDir?: string
}

export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  const dataDir = options.dataDir ?? (await mkdtemp(join(tmpdir(), 'tessera-e2e-')))
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    HOST: '127.0.0.1',
    PORT: '0',
    TESSERA_DATA: dataDir,
    TESSERA_EXAMPLES: '0',
    ...options.env,
  }
  delete env.DATABASE_URL
  if (options.configYaml) {
    const configPath = join(dataDir, 'tessera.yaml')
    await writeFile(configPath, options.configYaml)
    env.TESSERA_CONFIG = configPath
  }
  const child: ChildProcess = spawn(process.execPath, ['dist/server/main.js'], { env, stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  const baseUrl = await new Promise<string>((resolve, reject) => {
    // A loaded 2-core machine (CI beside other jobs) needed over 30 s to start a fresh store.
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 60_000)
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      const match = /listening on (http:\/\/[^\s/]+)/.exec(output)
      if (match) {
        clearTimeout(timer)
        resolve(match[1])
      }
    }
    child.stdout!.on('data', onData)
    child.stderr!.on('data', onData)
    child.on('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`server exited with ${code}:\n${output}`))
    })
  })
  let stopped = false
  return {
    baseUrl,
    guiUrl: `${baseUrl}/gui`,
    dataDir,
    async stop() {
      if (stopped) return
      stopped = true
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve))
        child.kill('SIGINT')
        // A clean shutdown takes well under a second; a hung one must not eat the test's time.
        const hung = setTimeout(() => child.kill('SIGKILL'), 10_000)
        await exited
        clearTimeout(hung)
      }
    },
  }
}

export const test = base.extend<{}, { server: RunningServer }>({
  server: [
    async ({}, use) => {
      const server = await startServer()
      await use(server)
      await server.stop()
      await rm(server.dataDir, { recursive: true, force: true })
    },
    { scope: 'worker' },
  ],
})

export { expect }
