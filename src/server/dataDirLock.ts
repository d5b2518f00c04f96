// One process per data directory. The embedded database (PGlite) takes no lock of its
// own: two processes on one directory each write their own copy of it, and the writes
// of one are lost. The files in it (in-flight bodies in .tmp/, creations not finished)
// are only safe to clean up at start-up when no other process is using them.
//
// The lock is a listening socket whose name is derived from the directory's identity
// (device and inode, so every path to it gives the same name). Binding a name is atomic
// and the kernel releases it when the process ends, however it ends (SIGKILL, OOM, a
// crash): a live holder always refuses the next one, a dead one never blocks it, and
// there is no stale-lock file to judge by pids (which are reused) or by age (which a
// stalled process outlives). On Linux the name is in the abstract namespace (no file);
// on Windows it is a named pipe. Elsewhere (macOS) it is a socket file in the temporary
// folder; a file whose listener is gone is stale and is replaced.
//
// Scope: one host and one network namespace. Containers that mount the same volume in
// separate network namespaces, or hosts sharing it over NFS, do not see each other's
// lock (nor would they see each other's pids).
import { createHash } from 'node:crypto'
import { mkdir, stat, unlink } from 'node:fs/promises'
import { createConnection, createServer, type Server } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/** Who holds a data directory: what the lock's socket answers to a connection. */
export interface LockHolder {
  pid: number
  /** 'server' (npm start) or 'cli' (tessera users …). */
  role: string
  /** ISO time the lock was taken. */
  since: string
}

export class DataDirInUse extends Error {
  override name = 'DataDirInUse'
  constructor(
    readonly dataDir: string,
    /** Undefined when the holder did not answer (it may be stalled). */
    readonly holder: LockHolder | undefined,
  ) {
    const who = holder ? `another Tessera ${holder.role === 'cli' ? 'command' : 'server'} (process ${holder.pid}, since ${holder.since})` : 'another Tessera process'
    super(`The data directory ${dataDir} is in use by ${who}. Stop it first, or use another data directory (TESSERA_DATA).`)
  }
}

export interface DataDirLock {
  readonly dataDir: string
  /** Frees the directory for the next process (also happens when this one ends). */
  release(): Promise<void>
}

/** Takes the data directory (creating it), or throws DataDirInUse naming the holder. */
export async function lockDataDir(dataDir: string, role: 'server' | 'cli'): Promise<DataDirLock> {
  await mkdir(dataDir, { recursive: true })
  const address = await lockAddress(dataDir)
  const holder: LockHolder = { pid: process.pid, role, since: new Date().toISOString() }
  // Whoever connects learns who holds the directory, and nothing else.
  const server = createServer((socket) => socket.end(`${JSON.stringify(holder)}\n`))
  try {
    await listen(server, address)
  } catch (error) {
    if (!isCode(error, 'EADDRINUSE')) throw error
    const answer = await askHolder(address)
    if (answer === 'gone' && address.file) {
      // A socket file whose process ended (non-Linux): replace it once.
      await unlink(address.path).catch(() => undefined)
      await listen(server, address).catch(async (again: unknown) => {
        if (!isCode(again, 'EADDRINUSE')) throw again
        throw new DataDirInUse(dataDir, await askHolder(address).then((holder) => (holder === 'gone' ? undefined : holder)))
      })
    } else {
      throw new DataDirInUse(dataDir, answer === 'gone' ? undefined : answer)
    }
  }
  // The lock never keeps the process alive by itself.
  server.unref()
  let released: Promise<void> | undefined
  return {
    dataDir,
    release: () => (released ??= new Promise<void>((resolve) => server.close(() => resolve()))),
  }
}

interface LockAddress {
  path: string
  /** A socket file that can outlive its process (not Linux, not Windows). */
  file: boolean
}

async function lockAddress(dataDir: string): Promise<LockAddress> {
  const { dev, ino } = await stat(dataDir, { bigint: true })
  const name = `tessera-data-${createHash('sha256').update(`${dev}:${ino}`).digest('hex').slice(0, 32)}`
  if (process.platform === 'linux') return { path: `\0${name}`, file: false }
  if (process.platform === 'win32') return { path: `\\\\?\\pipe\\${name}`, file: false }
  return { path: join(tmpdir(), `${name}.sock`), file: true }
}

function listen(server: Server, address: LockAddress): Promise<void> {
  return new Promise((resolve, reject) => {
    const onError = (error: Error) => reject(error)
    server.once('error', onError)
    // exclusive: never shared through the cluster module's primary.
    server.listen({ path: address.path, exclusive: true }, () => {
      server.off('error', onError)
      resolve()
    })
  })
}

const ASK_TIMEOUT_MS = 2000

/** The holder's record; 'gone' when nobody listens (a socket file left by a dead process). */
function askHolder(address: LockAddress): Promise<LockHolder | 'gone' | undefined> {
  return new Promise((resolve) => {
    let text = ''
    const socket = createConnection({ path: address.path })
    const finish = (value: LockHolder | 'gone' | undefined) => {
      socket.destroy()
      clearTimeout(timer)
      resolve(value)
    }
    // A stalled holder still holds the lock; it just cannot say who it is.
    const timer = setTimeout(() => finish(undefined), ASK_TIMEOUT_MS)
    socket.on('data', (chunk: Buffer) => (text += chunk.toString()))
    socket.on('end', () => finish(parseHolder(text)))
    socket.on('error', (error) => finish(isCode(error, 'ECONNREFUSED', 'ENOENT') ? 'gone' : undefined))
  })
}

function parseHolder(text: string): LockHolder | undefined {
  try {
    const value = JSON.parse(text) as Partial<LockHolder>
    return typeof value.pid === 'number' && typeof value.role === 'string' && typeof value.since === 'string'
      ? { pid: value.pid, role: value.role, since: value.since }
      : undefined
  } catch {
    return undefined
  }
}

function isCode(error: unknown, ...codes: string[]): boolean {
  return error instanceof Error && codes.includes((error as NodeJS.ErrnoException).code ?? '')
}
