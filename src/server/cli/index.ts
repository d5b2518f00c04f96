// The `tessera` command line: administration of a stopped installation.
import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { parseArgs, type ParseArgsConfig } from 'node:util'
import { ConfigError, loadConfig } from '../config/load'
import type { Store } from '../store'
import { CliError, openCliStore } from './store'
import { addUser, changePassword, listAccounts, type Output } from './users'

export const USAGE = `Usage: tessera <command> [options]

Commands:
  users add --username U --email E --first-name F --last-name L [--affiliation A]
            [--password P | --password-stdin] [--admin]
                            create a local account
  users list                show every account (username, name, email, admin)
  users set-password --username U [--password P | --password-stdin]
                            set a password; without one, a random password is shown

Options:
  --data DIR                the data directory (default: $TESSERA_DATA, else ./data)
  -h, --help                show this help

The server must be stopped: the embedded database allows one process at a time. With
DATABASE_URL set, the PostgreSQL database it names is used instead (server may run).
With TESSERA_CONFIG (or ./tessera.yaml) naming an external identity provider, accounts
are managed there and cannot be added here.`

export interface CliEnvironment {
  env: NodeJS.ProcessEnv
  output: Output
  /** All of standard input (for --password-stdin). */
  readStdin(): Promise<string>
}

class UsageError extends Error {}

type Options = NonNullable<ParseArgsConfig['options']>
type Values = Record<string, string | boolean | (string | boolean)[] | undefined>

const common: Options = { data: { type: 'string' }, help: { type: 'boolean', short: 'h' } }
const passwordOptions: Options = { password: { type: 'string' }, 'password-stdin': { type: 'boolean' } }

const COMMANDS: Record<string, Options> = {
  add: {
    ...common, ...passwordOptions,
    username: { type: 'string' }, email: { type: 'string' }, 'first-name': { type: 'string' }, 'last-name': { type: 'string' },
    affiliation: { type: 'string' }, admin: { type: 'boolean' },
  },
  list: common,
  'set-password': { ...common, ...passwordOptions, username: { type: 'string' } },
}

/** Runs one command; answers the exit code (0 done, 1 refused or failed). */
export async function runCli(argv: string[], environment: CliEnvironment): Promise<number> {
  const { output } = environment
  if (!argv.length) {
    output.err(USAGE)
    return 1
  }
  if (argv[0] === 'help' || argv[0] === '--help' || argv[0] === '-h') {
    output.out(USAGE)
    return 0
  }
  try {
    const [group, command, ...rest] = argv
    const options = group === 'users' && command && Object.hasOwn(COMMANDS, command) ? COMMANDS[command] : undefined
    if (!options) {
      if (group === 'users' && (command === '--help' || command === '-h')) {
        output.out(USAGE)
        return 0
      }
      throw new UsageError(`Unknown command: ${[group, command].filter(Boolean).join(' ')}`)
    }
    let values: Values
    try {
      ({ values } = parseArgs({ args: rest, options, strict: true, allowPositionals: false }))
    } catch (error) {
      throw new UsageError((error as Error).message)
    }
    if (values.help) {
      output.out(USAGE)
      return 0
    }
    await runUsersCommand(command, values, environment)
    return 0
  } catch (error) {
    if (error instanceof UsageError) {
      output.err(`${error.message}\n\n${USAGE}`)
    } else if (error instanceof CliError || error instanceof ConfigError) {
      output.err(error.message)
    } else {
      output.err(`tessera: ${error instanceof Error ? error.message : String(error)}`)
    }
    return 1
  }
}

/** A string option's value (none of ours is repeatable). */
function text(values: Values, name: string): string | undefined {
  const value = values[name]
  return typeof value === 'string' ? value : undefined
}

async function runUsersCommand(command: string, values: Values, environment: CliEnvironment) {
  const required = (...names: string[]) => {
    const missing = names.filter((name) => text(values, name) === undefined)
    if (missing.length) throw new UsageError(`Missing ${missing.map((name) => `--${name}`).join(', ')}`)
  }
  const password = async () => {
    if (values['password-stdin'] && text(values, 'password') !== undefined) throw new UsageError('Give either --password or --password-stdin, not both')
    return values['password-stdin'] ? (await environment.readStdin()).replace(/\r?\n$/, '') : text(values, 'password')
  }

  if (command === 'add') required('username', 'email', 'first-name', 'last-name')
  if (command === 'set-password') required('username')
  const secret = command === 'list' ? undefined : await password()
  if (command !== 'list') await refuseExternalAccounts(environment.env)

  const { env } = environment
  const store = await openCliStore({
    dataDir: resolve(text(values, 'data') ?? (env.TESSERA_DATA || 'data')),
    databaseUrl: env.DATABASE_URL || undefined,
    create: command === 'add',
  })
  try {
    await withStore(store, command, values, secret, environment.output)
  } finally {
    await store.close()
  }
}

async function withStore(store: Store, command: string, values: Values, password: string | undefined, output: Output) {
  // Presence of the required options was checked before the store was opened.
  const given = (name: string) => text(values, name) ?? ''
  if (command === 'list') return listAccounts(store, output)
  if (command === 'set-password') return changePassword(store, given('username'), password, output)
  return addUser(store, {
    username: given('username'),
    email: given('email'),
    first_name: given('first-name'),
    last_name: given('last-name'),
    affiliation: text(values, 'affiliation'),
    password,
    admin: values.admin === true,
  }, output)
}

/** With an external identity provider local accounts could never sign in. */
async function refuseExternalAccounts(env: NodeJS.ProcessEnv) {
  const file = env.TESSERA_CONFIG || (existsSync('tessera.yaml') ? 'tessera.yaml' : undefined)
  if (!file) return
  const config = await loadConfig(resolve(file))
  if (config.identity_provider.base_url) throw new CliError('Accounts are managed by the external identity provider.')
}
