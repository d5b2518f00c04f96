// The `type:` of a schema quantity, in the forms NOMAD accepts: Python and numpy names
// (`str`, `np.float64`), `Datetime`, `{type_kind, type_data}` objects as NOMAD
// serialises them, enums, and section names, which make a reference quantity.
import { types } from '../definitions'
import type { TypeDefinition } from '../definitions'

export type ParsedType =
  | { readonly type: TypeDefinition }
  /** A section reference; the caller resolves the name in its schema. */
  | { readonly reference: string }
  | { readonly problem: string }

const DATETIME_NAMES = [
  'Datetime',
  'datetime',
  'nomad.metainfo.Datetime',
  'nomad.metainfo.metainfo.Datetime',
  'nomad.metainfo.metainfo._Datetime',
  'nomad.metainfo.data_type.Datetime',
]

// Text-like custom types of NOMAD are strings with a meaning the GUI shows; here they
// are validated as strings.
const STRING_NAMES = ['str', 'string', 'URL', 'Capitalized', 'File', 'nomad.metainfo.metainfo.URL', 'nomad.metainfo.data_type.URL']

const NAMED: ReadonlyMap<string, TypeDefinition> = new Map<string, TypeDefinition>([
  ...STRING_NAMES.map((name) => [name, types.str] as const),
  ...DATETIME_NAMES.map((name) => [name, types.datetime] as const),
  ['int', types.int],
  ['integer', types.int],
  ['float', types.float],
  ['bool', types.bool],
  ['boolean', types.bool],
  ['User', types.user],
  ['Author', types.author],
])

// The metainfo knows three numpy types; narrower or unsigned ones are stored in the
// nearest of them (values are checked, not bit widths).
const NUMPY: ReadonlyMap<string, TypeDefinition> = new Map<string, TypeDefinition>([
  ['float64', types.float64],
  ['float32', types.float64],
  ['float16', types.float64],
  ['float', types.float64],
  ['double', types.float64],
  ['int64', types.int64],
  ['uint64', types.int64],
  ['uint32', types.int64],
  ['int32', types.int32],
  ['int16', types.int32],
  ['int8', types.int32],
  ['uint16', types.int32],
  ['uint8', types.int32],
  ['int', types.int64],
  ['bool', types.bool],
  ['bool_', types.bool],
])

function numpyType(name: string): TypeDefinition | undefined {
  const bare = name.replace(/^(np|numpy)\./, '')
  return NUMPY.get(bare)
}

function parseName(name: string): ParsedType {
  const named = NAMED.get(name)
  if (named) return { type: named }
  if (/^(np|numpy)\./.test(name)) {
    const numpy = numpyType(name)
    return numpy ? { type: numpy } : { problem: `unsupported numpy type ${name}` }
  }
  return { reference: name }
}

function parseEnum(values: unknown): ParsedType {
  if (!Array.isArray(values) || values.length === 0) return { problem: 'an enum type needs a non-empty list of values' }
  if (!values.every((v) => typeof v === 'string' || typeof v === 'number')) return { problem: 'enum values must be strings' }
  return { type: types.enum(values.map(String)) }
}

export function parseTypeExpression(spec: unknown): ParsedType {
  if (spec === undefined || spec === null) return { problem: 'the quantity has no type' }
  if (typeof spec === 'string') return parseName(spec.trim())
  if (typeof spec !== 'object' || Array.isArray(spec)) return { problem: `unsupported type ${JSON.stringify(spec)}` }
  const { type_kind: kind, type_data: data } = spec as { type_kind?: unknown; type_data?: unknown }
  const kindName = typeof kind === 'string' ? kind.toLowerCase() : ''
  switch (kindName) {
    case 'enum':
      return parseEnum(data)
    case 'python':
    case 'custom': {
      const named = typeof data === 'string' ? NAMED.get(data) : undefined
      return named ? { type: named } : { problem: `unsupported ${kindName} type ${JSON.stringify(data)}` }
    }
    case 'numpy': {
      const numpy = typeof data === 'string' ? numpyType(data) : undefined
      return numpy ? { type: numpy } : { problem: `unsupported numpy type ${JSON.stringify(data)}` }
    }
    case 'reference':
      return typeof data === 'string' && data !== '' ? { reference: data } : { problem: 'a reference type needs the referenced section' }
    case 'user':
      return { type: types.user }
    case 'author':
      return { type: types.author }
    default:
      return { problem: `unsupported type kind ${JSON.stringify(kind)}` }
  }
}
