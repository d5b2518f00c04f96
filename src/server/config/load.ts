import { readFile } from 'node:fs/promises'
import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { parseDocument } from 'yaml'
import type { DeploymentConfig } from '../../core/config/config.generated'
import { formatProblems, validateConfig } from './validation'
import pkg from '../../../package.json'

/** A deployment config that cannot be used; the message names file, JSON path and reason. */
export class ConfigError extends Error {
  override name = 'ConfigError'
}

/** Settings from the environment, before the config file. */
export interface ServerSettings {
  host: string
  port: number
  dataDir: string
  configFile?: string
  databaseUrl?: string
  loadExamples: boolean
}

const DEFAULT_CONFIG_FILE = 'tessera.yaml'

export function settingsFromEnv(env: NodeJS.ProcessEnv = process.env): ServerSettings {
  const port = env.PORT === undefined || env.PORT === '' ? 8000 : Number(env.PORT)
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new ConfigError(`PORT: "${env.PORT}" is not a port number`)
  const configFile = env.TESSERA_CONFIG || (existsSync(DEFAULT_CONFIG_FILE) ? DEFAULT_CONFIG_FILE : undefined)
  return {
    host: env.HOST || '127.0.0.1',
    port,
    dataDir: resolve(env.TESSERA_DATA || 'data'),
    configFile: configFile ? resolve(configFile) : undefined,
    databaseUrl: env.DATABASE_URL || undefined,
    loadExamples: env.TESSERA_EXAMPLES !== '0',
  }
}

/**
 * Reads, parses and validates the deployment config, filling every default. Without a
 * file the defaults alone make a working installation.
 */
export async function loadConfig(file?: string): Promise<DeploymentConfig> {
  let raw: unknown = {}
  if (file) {
    let text: string
    try {
      text = await readFile(file, 'utf8')
    } catch (error) {
      throw new ConfigError(`${file}: cannot read the config file (${(error as NodeJS.ErrnoException).code ?? error})`)
    }
    const document = parseDocument(text, { prettyErrors: true })
    if (document.errors.length) {
      const [first] = document.errors
      const where = first.linePos ? `line ${first.linePos[0].line}, column ${first.linePos[0].col}` : '(root)'
      throw new ConfigError(`${file}: ${where}: ${first.message.split('\n')[0]}`)
    }
    raw = document.toJS() ?? {}
  }
  return validated(raw, file ?? '(defaults)')
}

/** Validates an already parsed config object (also used by tests and the CLI). */
export function validated(raw: unknown, source: string): DeploymentConfig {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    throw new ConfigError(`${source}: (root): must be a mapping of options`)
  }
  const config = structuredClone(raw) as DeploymentConfig
  const problems = validateConfig(config)
  if (problems.length) throw new ConfigError(formatProblems(source, problems))
  config.version.label ??= pkg.version
  return config
}
