// The server as operators run it: a separate process on a data directory, for the
// findings that need a second process, a signal or a SIGKILL (issue 14: 1, 10, 11).
import { spawn } from 'node:child_process'

export interface ServerProcess {
  pid: number
  /** Resolves with http://host:port once it listens; rejects if it exits first. */
  origin: Promise<string>
  output(): string
  /** The exit code (null when a signal ended it). */
  exit: Promise<number | null>
  signal(name: NodeJS.Signals): void
}

export const ADMIN_PASSWORD = 'admin-password-1'

export function startServerProcess(dataDir: string, env: Record<string, string> = {}): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env, HOST: '127.0.0.1', PORT: '0', TESSERA_DATA: dataDir, TESSERA_EXAMPLES: '0', TESSERA_CONFIG: '',
      TESSERA_ADMIN_PASSWORD: ADMIN_PASSWORD, DATABASE_URL: '', ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  const origin = new Promise<string>((resolve, reject) => {
    const collect = (chunk: Buffer) => {
      output += chunk.toString()
      const match = /listening on (http:\/\/[^\s/]+)/.exec(output)
      if (match) resolve(match[1])
    }
    child.stdout.on('data', collect)
    child.stderr.on('data', collect)
    void exit.then(() => reject(new Error(`exited before listening:\n${output}`)))
  })
  origin.catch(() => undefined)
  return { pid: child.pid!, origin, output: () => output, exit, signal: (name) => child.kill(name) }
}

/** A server's fate: refused (its exit code) or, where it should have been refused, listening. */
export function outcome(server: ServerProcess): Promise<number | null | 'listening'> {
  return Promise.race([server.exit, server.origin.then(() => 'listening' as const, () => server.exit)])
}

/** Ends a server process at once, as a crash or the OOM killer does. */
export async function killHard(server: ServerProcess): Promise<void> {
  server.signal('SIGKILL')
  await server.exit
}

export async function adminToken(origin: string): Promise<string> {
  const response = await fetch(`${origin}/api/v1/auth/token?username=admin&password=${ADMIN_PASSWORD}`)
  return ((await response.json()) as { access_token: string }).access_token
}
