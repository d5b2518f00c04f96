import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv'
import addFormats from 'ajv-formats'
import configSchema from '../../../schemas/config.schema.json'
import appSchema from '../../../schemas/app.schema.json'
import type { App, DeploymentConfig } from '../../core/config/config.generated'

/** One reason a document is invalid, with the JSON path of the offending value. */
export interface Problem {
  path: string
  reason: string
}

const ajv = new Ajv({ allErrors: true, useDefaults: true, strict: false })
addFormats(ajv)
ajv.addSchema(appSchema, 'app.schema.json')
const configValidator = ajv.compile(configSchema) as ValidateFunction<DeploymentConfig>
const appValidator = ajv.getSchema('app.schema.json') as ValidateFunction<App>

/** `/services/upload_limit` → `services.upload_limit`, `/footer_links/0/url` → `footer_links[0].url`. */
function jsonPath(pointer: string): string {
  const parts = pointer.split('/').slice(1).map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
  let path = ''
  for (const part of parts) path += /^\d+$/.test(part) ? `[${part}]` : path ? `.${part}` : part
  return path
}

function describe(error: ErrorObject): Problem {
  const base = jsonPath(error.instancePath)
  const join = (name: string) => (base ? `${base}.${name}` : name)
  switch (error.keyword) {
    case 'additionalProperties':
      return { path: join(String(error.params.additionalProperty)), reason: 'is not a known option' }
    case 'required':
      return { path: join(String(error.params.missingProperty)), reason: 'is required' }
    case 'enum':
      return { path: base || '(root)', reason: `must be one of ${(error.params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}` }
    default:
      return { path: base || '(root)', reason: error.message ?? error.keyword }
  }
}

/**
 * ajv reports every branch of a oneOf; keep the most specific problems (the deepest
 * paths) so the message points at the value to fix rather than at the union.
 */
function problems(errors: ErrorObject[] | null | undefined): Problem[] {
  const all = (errors ?? []).filter((error) => !['oneOf', 'if', 'anyOf'].includes(error.keyword)).map(describe)
  const unique = new Map(all.map((problem) => [`${problem.path}: ${problem.reason}`, problem]))
  return [...unique.values()]
}

/** Validates in place (filling defaults) and returns the problems, empty when valid. */
export function validateConfig(value: unknown): Problem[] {
  return configValidator(value) ? [] : problems(configValidator.errors)
}

export function validateApp(value: unknown): Problem[] {
  return appValidator(value) ? [] : problems(appValidator.errors)
}

export function formatProblems(source: string, found: Problem[]): string {
  return found.map((problem) => `${source}: ${problem.path}: ${problem.reason}`).join('\n')
}
