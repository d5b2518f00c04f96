// The JSON/YAML editor's rule (spec 2 §5.6): text that must parse, with the parser's
// own words after the spec's prefix.
import { parse as parseYaml, stringify as stringifyYaml } from 'yaml'
import type { JsonValue } from '../../../core/archive'

export type StructuredFormat = 'json' | 'yaml'

export type StructuredCheck = { readonly ok: true; readonly value: JsonValue | undefined } | { readonly ok: false; readonly error: string }

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error))

/** `''` → undefined; JSON or YAML → its value; otherwise 'This is not JSON: …' / 'This is not YAML: …'. */
export function parseStructured(text: string, format: StructuredFormat): StructuredCheck {
  if (text.trim() === '') return { ok: true, value: undefined }
  try {
    const value: unknown = format === 'json' ? JSON.parse(text) : parseYaml(text)
    return { ok: true, value: value as JsonValue }
  } catch (error) {
    return { ok: false, error: `${format === 'json' ? 'This is not JSON' : 'This is not YAML'}: ${reason(error)}` }
  }
}

export function structuredText(value: JsonValue | undefined, format: StructuredFormat): string {
  if (value === undefined) return ''
  return format === 'json' ? JSON.stringify(value, null, 2) : stringifyYaml(value)
}
