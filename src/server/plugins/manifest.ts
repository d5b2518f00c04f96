// A plugin's manifest (tessera-plugin.yaml), read and checked with
// schemas/plugin.schema.json. A plugin that cannot be used stops start-up like an
// invalid config: the message names the file, the JSON path and the reason.
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import Ajv, { type ValidateFunction } from 'ajv'
import { parseDocument } from 'yaml'
import pluginSchema from '../../../schemas/plugin.schema.json'
import { describeAjvError, UNION_KEYWORDS } from '../../core/apps'
import type { PluginManifest } from '../../core/config/pluginManifest.generated'
import { ConfigError } from '../config/load'

export type { PluginManifest }

/** The manifest's file name at the root of a plugin's folder or package. */
export const MANIFEST_FILE = 'tessera-plugin.yaml'

const ajv = new Ajv({ allErrors: true, useDefaults: true, strict: false })
const validate = ajv.compile(pluginSchema) as ValidateFunction<PluginManifest>

/** The problems of a parsed manifest (defaults filled in place), as `<path>: <reason>`. */
export function manifestProblems(manifest: unknown): string[] {
  if (validate(manifest)) return []
  return problemsOfLastCheck()
}

function problemsOfLastCheck(): string[] {
  const found = (validate.errors ?? [])
    .filter((error) => !UNION_KEYWORDS.includes(error.keyword))
    .map((error) => {
      const { path, reason } = describeAjvError(error)
      return `${path || '(root)'}: ${reason}`
    })
  return [...new Set(found)]
}

/** Reads and checks `<dir>/tessera-plugin.yaml`; throws ConfigError naming the file. */
export async function readManifest(dir: string): Promise<PluginManifest> {
  const file = join(dir, MANIFEST_FILE)
  let text: string
  try {
    text = await readFile(file, 'utf8')
  } catch (error) {
    throw new ConfigError(`${file}: cannot read the plugin manifest (${(error as NodeJS.ErrnoException).code ?? error})`)
  }
  const document = parseDocument(text, { prettyErrors: true })
  if (document.errors.length) {
    const [first] = document.errors
    const where = first.linePos ? `line ${first.linePos[0].line}, column ${first.linePos[0].col}` : '(root)'
    throw new ConfigError(`${file}: ${where}: ${first.message.split('\n')[0]}`)
  }
  const manifest: unknown = document.toJS() ?? {}
  if (validate(manifest)) return manifest
  throw new ConfigError(problemsOfLastCheck().map((problem) => `${file}: ${problem}`).join('\n'))
}
