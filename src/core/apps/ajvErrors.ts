// ajv's errors in words an admin reads: the JSON path of the value to fix and the reason.
// The server's config and app validation and the GUI's YAML dialogs describe them alike.
// Only the error's shape is used here, so core needs no ajv.
import { isLayoutNumberPointer, NOT_AN_INTEGER } from './widgets/layout'

/** The parts of an ajv ErrorObject the description reads. */
export interface AjvErrorLike {
  readonly keyword: string
  readonly instancePath: string
  readonly params: { readonly [param: string]: unknown }
  readonly message?: string
}

/** One problem: the JSON path (empty at the root) and the reason. */
export interface DescribedError {
  readonly path: string
  readonly reason: string
}

/** The reason for a key no schema names (the server says "option", the widget dialogs "property"). */
export const NOT_A_KNOWN_OPTION = 'is not a known option'
export const NOT_A_KNOWN_PROPERTY = 'is not a known property'

/** `/services/upload_limit` → `services.upload_limit`, `/footer_links/0/url` → `footer_links[0].url`, `/0/a` → `[0].a`. */
export function jsonPath(pointer: string): string {
  let path = ''
  for (const part of pointer.split('/').slice(1)) {
    const name = part.replace(/~1/g, '/').replace(/~0/g, '~')
    path += /^\d+$/.test(name) ? `[${name}]` : path ? `.${name}` : name
  }
  return path
}

/** Joins JSON paths: `widgets[2]` + `x.search_quantity`, `widgets` + `[0].a` → `widgets[0].a`. */
export function joinPath(...parts: readonly string[]): string {
  return parts.filter(Boolean).join('.').replace(/\.\[/g, '[')
}

/** A pointer to a quantity name (`…/search_quantity`): an empty one is a missing one (spec 2 §5.1). */
const QUANTITY_POINTER = /\/search_quantity$/

/**
 * One ajv error as path and reason; a key no schema names is called `unknownKey`. A
 * layout number of the wrong type is spec 2 §5.1's "is not a valid integer number", and an
 * empty search_quantity "is required", wherever a schema says so.
 */
export function describeAjvError(error: AjvErrorLike, unknownKey: string = NOT_A_KNOWN_OPTION): DescribedError {
  const base = jsonPath(error.instancePath)
  switch (error.keyword) {
    case 'additionalProperties':
      return { path: joinPath(base, String(error.params.additionalProperty)), reason: unknownKey }
    case 'required':
      return { path: joinPath(base, String(error.params.missingProperty)), reason: 'is required' }
    case 'type':
    case 'multipleOf':
      return { path: base, reason: isLayoutNumberPointer(error.instancePath) ? NOT_AN_INTEGER : (error.message ?? error.keyword) }
    case 'minLength':
      return { path: base, reason: QUANTITY_POINTER.test(error.instancePath) ? 'is required' : (error.message ?? error.keyword) }
    case 'enum': {
      const allowed = Array.isArray(error.params.allowedValues) ? error.params.allowedValues : []
      return { path: base, reason: `must be one of ${allowed.map((value) => JSON.stringify(value)).join(', ')}` }
    }
    default:
      return { path: base, reason: error.message ?? error.keyword }
  }
}

/** Keywords of a union whose own error says nothing the errors of its branches do not. */
export const UNION_KEYWORDS: readonly string[] = ['oneOf', 'anyOf', 'if']
