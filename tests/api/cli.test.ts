// `tessera` as an administrator runs it, and the admin account the server makes at
// first start: separate processes on a data directory, as in production.
import { spawn } from 'node:child_process'
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedDataDir } from '../helpers/pgliteTemplate'
import { testServer } from '../helpers/server'
import { openStore } from '../../src/server/store'
import { listUsers } from '../../src/server/store/users'

interface Finished {
  code: number | null
  stdout: string
  stderr: string
}

function tessera(args: string[], options: { stdin?: string; env?: Record<string, string> } = {}): Promise<Finished> {
  const child = spawn(process.execPath, ['bin/tessera.js', ...args], {
    env: { ...process.env, DATABASE_URL: '', TESSERA_CONFIG: '', ...options.env },
    stdio: ['pipe', 'pipe', 'pipe'],
  })
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  child.stdin.end(options.stdin ?? '')
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, stdout, stderr })))
}

async function passwordToken(origin: string, username: string, password: string): Promise<number> {
  const response = await fetch(`${origin}/api/v1/auth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username, password }).toString(),
  })
  return response.status
}

let root: string
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'tessera-cli-'))
})
afterAll(() => rm(root, { recursive: true, force: true }))

describe('tessera users', () => {
  let data: string
  const jane = ['--username', 'jane', '--email', 'jane@example.org', '--first-name', 'Jane', '--last-name', 'Doe']
  beforeAll(async () => {
    data = join(root, 'cli-data')
    await seedDataDir(data)
  })

  it('adds a user that users list then shows', async () => {
    const added = await tessera(['users', 'add', ...jane, '--password', 'janes-password', '--data', data])
    expect(added.stderr).toBe('')
    expect(added.code).toBe(0)
    expect(added.stdout).toContain("Created the user 'jane'")

    const listed = await tessera(['users', 'list', '--data', data])
    expect(listed.code).toBe(0)
    expect(listed.stdout).toMatch(/^USERNAME\s+NAME\s+EMAIL\s+ADMIN$/m)
    expect(listed.stdout).toMatch(/^jane\s+Jane Doe\s+jane@example\.org$/m)
  })

  it('refuses a taken username with exit code 1 and the message', async () => {
    const again = await tessera(['users', 'add', ...jane.slice(0, 2), '--email', 'other@example.org', ...jane.slice(4), '--data', data])
    expect(again.code).toBe(1)
    expect(again.stderr.trim()).toBe('--username: This username is already taken.')
  })

  it('prints one line per problem', async () => {
    const bad = await tessera(['users', 'add', '--username', 'x', '--email', 'nope', '--first-name', '', '--last-name', '', '--password', 'short', '--data', data])
    expect(bad.code).toBe(1)
    expect(bad.stderr.trim().split('\n')).toEqual([
      '--username: A username has 2 to 64 letters, digits or . _ @ - and starts with a letter or digit.',
      '--email: The email is not valid!',
      '--first-name: A first or last name is required.',
      '--password: The password must have at least 8 characters.',
    ])
  })

  it('sets a password read from standard input', async () => {
    const set = await tessera(['users', 'set-password', '--username', 'jane', '--password-stdin', '--data', data], { stdin: 'janes-new-password\n' })
    expect(set.code).toBe(0)
    expect(set.stdout).toContain("Changed the password of 'jane'.")
  })

  it('made accounts that a server started on the data directory accepts', async () => {
    const server = await testServer({ dataDir: data })
    try {
      expect(await passwordToken(server.origin, 'jane', 'janes-new-password')).toBe(200)
    } finally {
      await server.dispose()
    }
  })

  it('refuses to work on the data directory of a running server', async () => {
    const server = await testServer({ dataDir: data })
    try {
      const refused = await tessera(['users', 'list', '--data', data])
      expect(refused.code).toBe(1)
      expect(refused.stderr).toContain('The data directory is in use by a running server; stop it first or use the API (POST /api/v1/users).')
    } finally {
      await server.dispose()
    }
  })

  it.each([
    ['an unknown option', ['users', 'list', '--frobnicate'], "Unknown option '--frobnicate'"],
    ['a missing option', ['users', 'add', '--username', 'kim'], 'Missing --email, --first-name, --last-name'],
    ['an unknown command', ['users', 'remove'], 'Unknown command: users remove'],
    ['no command', [], 'Usage: tessera'],
  ])('prints the usage and exits 1 for %s', async (_what, args, message) => {
    const run = await tessera(args)
    expect(run.code).toBe(1)
    expect(run.stderr).toContain(message)
    expect(run.stderr).toContain('Usage: tessera <command> [options]')
  })

  it('shows the usage for --help', async () => {
    const help = await tessera(['--help'])
    expect(help.code).toBe(0)
    expect(help.stdout).toContain('users set-password --username U')
  })
})

interface ServerRun {
  origin: string
  output: () => string
  stop(): Promise<number | null>
}

/** `npm start` in a separate process; resolves once it listens. */
async function startProcess(dataDir: string, env: Record<string, string> = {}): Promise<ServerRun> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', TESSERA_EXAMPLES: '0', DATABASE_URL: '', TESSERA_CONFIG: '', TESSERA_ADMIN_PASSWORD: '', TESSERA_DATA: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  const origin = await new Promise<string>((resolve, reject) => {
    const timer = setInterval(() => {
      const match = /listening on (http:\/\/[^\s/]+)/.exec(output)
      if (match) {
        clearInterval(timer)
        resolve(match[1])
      }
    }, 50)
    void exit.then(() => {
      clearInterval(timer)
      reject(new Error(`exited before listening:\n${output}`))
    })
  })
  return { origin, output: () => output, stop: () => (child.kill('SIGINT'), exit) }
}

describe('the admin account made at first start', () => {
  it('is created once, with a random password in {data}/admin-password readable only by the owner', async () => {
    const data = join(root, 'admin-random')
    await seedDataDir(data)
    const file = join(data, 'admin-password')

    const first = await startProcess(data)
    const password = (await readFile(file, 'utf8')).trim()
    expect(password).toMatch(/^[A-Za-z0-9_-]{20}$/)
    expect((await stat(file)).mode & 0o777).toBe(0o600)
    expect(first.output()).toContain(`Created the admin account 'admin'; its password is in ${file}`)
    expect(first.output()).toContain(password)
    expect(await passwordToken(first.origin, 'admin', password)).toBe(200)
    expect(await first.stop()).toBe(0)

    const second = await startProcess(data)
    expect(second.output()).not.toContain('Created the admin account')
    expect(await passwordToken(second.origin, 'admin', password)).toBe(200)
    expect(await second.stop()).toBe(0)
    expect((await readFile(file, 'utf8')).trim()).toBe(password)

    const store = await openStore({ dataDir: data })
    const admins = (await listUsers(store)).filter((user) => user.is_admin)
    await store.close()
    expect(admins.map((user) => user.username)).toEqual(['admin'])
  })

  it('takes its password from TESSERA_ADMIN_PASSWORD when set, and writes no file', async () => {
    const data = join(root, 'admin-env')
    await seedDataDir(data)
    const server = await startProcess(data, { TESSERA_ADMIN_PASSWORD: 'chosen-by-the-admin' })
    try {
      expect(server.output()).toContain("Created the admin account 'admin' with the password from TESSERA_ADMIN_PASSWORD.")
      expect(await passwordToken(server.origin, 'admin', 'chosen-by-the-admin')).toBe(200)
      await expect(stat(join(data, 'admin-password'))).rejects.toThrow()
    } finally {
      await server.stop()
    }
  })
})
