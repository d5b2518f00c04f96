// HDF5 files of an upload, read for the h5grove API (services/h5grove.ts) in h5grove's
// shapes, so that h5web's H5GroveProvider reads them as it reads h5grove's Python server.
//
// h5wasm's Node build opens a file by its path on disk (Emscripten's NODERAWFS): HDF5 reads
// the blocks a request needs, never the whole file, so a 10 GB file costs what its
// metadata and the selected slice cost. Each request opens, reads and closes in one
// synchronous step, so requests never share an open file. External links are reported,
// never followed: their target lies outside the upload.
import { basename } from 'node:path'
import type { Dataset, Entity, File as H5File, Metadata } from 'h5wasm'

type H5Wasm = typeof import('h5wasm/node')

let loading: Promise<H5Wasm> | undefined

/** h5wasm, loaded on first use; HDF5 errors become exceptions instead of stderr text. */
function h5wasm(): Promise<H5Wasm> {
  loading ??= import('h5wasm/node').then(async (module) => {
    const wasm = await module.ready
    wasm.activate_throwing_error_handler()
    return module
  })
  return loading
}

/** Why a request cannot be answered, in h5grove's terms (the service maps kinds to statuses). */
export class Hdf5Problem extends Error {
  override name = 'Hdf5Problem'
  constructor(
    readonly kind: 'not_hdf5' | 'not_found' | 'argument' | 'too_large',
    message: string,
  ) {
    super(message)
  }
}

// ---- h5grove's metadata shapes (h5grove/models.py) ------------------------------------

/** HDF5 type classes (H5T_class_t). */
export const H5T = { INTEGER: 0, FLOAT: 1, TIME: 2, STRING: 3, BITFIELD: 4, OPAQUE: 5, COMPOUND: 6, REFERENCE: 7, ENUM: 8, VLEN: 9, ARRAY: 10 } as const

export interface TypeMetadata {
  class: number
  /** NumPy's notation (`<f8`, `|u1`, `|S5`, `|O`), or member → dtype for compounds. */
  dtype: string | Record<string, unknown>
  size: number
  order?: 0 | 1
  sign?: 0 | 1
  cset?: number
  strpad?: number
  vlen?: boolean
  tag?: string
  members?: (TypeMetadata & { name: string })[] | Record<string, number>
  base?: TypeMetadata
  dims?: number[]
}

export interface AttributeMetadata {
  name: string
  shape: number[] | null
  type: TypeMetadata
}

export type EntityMetadata =
  | { name: string; kind: 'group'; attributes: AttributeMetadata[]; children?: EntityMetadata[] }
  | { name: string; kind: 'dataset'; attributes: AttributeMetadata[]; chunks: number[] | null; filters: { id: number; name: string }[] | null; shape: number[] | null; type: TypeMetadata }
  | { name: string; kind: 'datatype'; attributes: AttributeMetadata[]; type: TypeMetadata }
  | { name: string; kind: 'soft_link'; target_path: string }
  | { name: string; kind: 'external_link'; target_file: string; target_path: string }
  | { name: string; kind: 'other' }

// ---- types ---------------------------------------------------------------------------

const order = (meta: Metadata): 0 | 1 => (meta.littleEndian ? 0 : 1)
const endian = (meta: Metadata) => (meta.size === 1 ? '|' : meta.littleEndian ? '<' : '>')

/** Whether an enum is h5py's boolean (FALSE = 0, TRUE = 1). */
export function isBooleanEnum(meta: Metadata): boolean {
  const members = meta.enum_type?.members
  if (!members) return false
  const names = Object.keys(members)
  return names.length === 2 && members.FALSE === 0 && members.TRUE === 1
}

/** NumPy's dtype string of a type, as h5grove's `stringify_dtype`. */
function dtypeOf(meta: Metadata): TypeMetadata['dtype'] {
  switch (meta.type) {
    case H5T.INTEGER:
      return `${endian(meta)}${meta.signed ? 'i' : 'u'}${meta.size}`
    case H5T.FLOAT:
      return `${endian(meta)}f${meta.size}`
    case H5T.STRING:
      return meta.vlen ? '|O' : `|S${meta.size}`
    case H5T.ENUM:
      return isBooleanEnum(meta) ? '|b1' : `${endian(meta)}${meta.signed ? 'i' : 'u'}${meta.size}`
    case H5T.COMPOUND:
      return Object.fromEntries((meta.compound_type?.members ?? []).map((member) => [member.name, dtypeOf(member)]))
    case H5T.VLEN:
      return '|O'
    default:
      return `|V${meta.size}`
  }
}

/** h5grove's `get_type_metadata` from h5wasm's metadata of a dataset, attribute or member. */
export function typeMetadata(meta: Metadata): TypeMetadata {
  const base = { class: meta.type, dtype: dtypeOf(meta), size: meta.size }
  switch (meta.type) {
    case H5T.INTEGER:
      return { ...base, order: order(meta), sign: meta.signed ? 1 : 0 }
    case H5T.FLOAT:
    case H5T.BITFIELD:
      return { ...base, order: order(meta) }
    case H5T.STRING:
      return { ...base, cset: meta.cset ?? 0, strpad: meta.strpad ?? 0, vlen: meta.vlen }
    case H5T.OPAQUE:
      return { ...base, tag: '' }
    case H5T.COMPOUND:
      return { ...base, members: (meta.compound_type?.members ?? []).map((member) => ({ name: member.name, ...typeMetadata(member) })) }
    case H5T.ENUM:
      return {
        ...base,
        members: meta.enum_type?.members ?? {},
        base: { class: H5T.INTEGER, dtype: `${endian(meta)}${meta.signed ? 'i' : 'u'}${meta.size}`, size: meta.size, order: order(meta), sign: meta.signed ? 1 : 0 },
      }
    case H5T.VLEN:
      return meta.vlen_type ? { ...base, base: typeMetadata(meta.vlen_type) } : base
    case H5T.ARRAY:
      return meta.array_type ? { ...base, dims: meta.array_type.shape ?? [], base: typeMetadata(meta.array_type) } : base
    default:
      return base
  }
}

// ---- the file ------------------------------------------------------------------------

/** `/a/b` for `a/b`, `/a/b/`, `//a//b`; '/' for the root. */
export function normalizeH5Path(path: string | undefined): string {
  const segments = (path ?? '/').split('/').filter((segment) => segment !== '' && segment !== '.')
  return `/${segments.join('/')}`
}

const lastSegment = (path: string) => path.split('/').pop() ?? ''

type H5Entity = NonNullable<Entity>

/** One open HDF5 file; only `withHdf5File` makes one. */
export class Hdf5File {
  constructor(
    private readonly module: H5Wasm,
    private readonly file: H5File,
    private readonly fileName: string,
  ) {}

  /** The entity at `path`; 'not_found' with h5grove's message when there is none. */
  entity(path: string): H5Entity {
    let entity: Entity | null
    try {
      entity = path === '/' ? this.file : this.file.get(path)
    } catch {
      entity = null
    }
    if (!entity) throw new Hdf5Problem('not_found', `${path} is not a valid path in ${this.fileName}`)
    return entity
  }

  dataset(path: string): Dataset {
    const entity = this.entity(path)
    if (!(entity instanceof this.module.Dataset)) throw new Hdf5Problem('argument', `${path} is not a dataset`)
    return entity
  }

  /** h5grove's `/meta/`: the entity, and for a group its children one level deep. */
  metadata(path: string, depth = 1): EntityMetadata {
    const entity = this.entity(path)
    const name = lastSegment(path)
    const { Group, Dataset, Datatype, BrokenSoftLink, ExternalLink } = this.module
    if (entity instanceof BrokenSoftLink) return { name, kind: 'soft_link', target_path: entity.target }
    if (entity instanceof ExternalLink) return { name, kind: 'external_link', target_file: entity.filename, target_path: entity.obj_path }
    if (entity instanceof Dataset) {
      const meta = entity.metadata
      const filters = entity.filters
      return {
        name, kind: 'dataset', attributes: this.attributeMetadata(entity),
        chunks: meta.chunks, filters: filters.length ? filters.map((filter) => ({ id: filter.id, name: filter.name })) : null,
        shape: meta.shape, type: typeMetadata(meta),
      }
    }
    if (entity instanceof Datatype) return { name, kind: 'datatype', attributes: this.attributeMetadata(entity), type: typeMetadata(entity.metadata) }
    if (entity instanceof Group) {
      const group = { name, kind: 'group' as const, attributes: this.attributeMetadata(entity) }
      if (depth <= 0) return group
      const base = path === '/' ? '' : path
      return { ...group, children: entity.keys().map((key) => this.metadata(`${base}/${key}`, depth - 1)) }
    }
    return { name, kind: 'other' }
  }

  private attributeMetadata(entity: { attrs: Record<string, { metadata: Metadata; shape: number[] | null }> }): AttributeMetadata[] {
    return Object.entries(entity.attrs)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([name, attribute]) => ({ name, shape: attribute.shape, type: typeMetadata(attribute.metadata) }))
  }

  /** h5grove's `/attr/`: attribute values by name, all or those named. */
  attributeValues(path: string, keys?: readonly string[]): Record<string, unknown> {
    const entity = this.entity(path)
    if (!('attrs' in entity)) throw new Hdf5Problem('argument', `${path} is not a resolved entity`)
    const attributes = entity.attrs
    const names = keys?.length ? keys : Object.keys(attributes)
    const values: Record<string, unknown> = {}
    for (const name of names) {
      const attribute = attributes[name]
      if (!attribute) throw new Hdf5Problem('not_found', `${name} is not an attribute of ${path}`)
      values[name] = attribute.json_value
    }
    return values
  }

  /** h5grove's `/paths/`: the group and every path below it. */
  paths(path: string): string[] {
    const entity = this.entity(path)
    if (!(entity instanceof this.module.Group)) throw new Hdf5Problem('argument', `${path} is not a group`)
    const base = path === '/' ? '' : path
    return [path, ...entity.paths().map((child) => `${base}/${child.replace(/^\/+/, '')}`)]
  }
}

/**
 * Opens the file at `absolutePath` read-only, runs `read` on it and closes it. A file that
 * is not HDF5 is a 'not_hdf5' problem.
 */
export async function withHdf5File<T>(absolutePath: string, read: (file: Hdf5File) => T): Promise<T> {
  const module = await h5wasm()
  let file: H5File
  try {
    file = new module.File(absolutePath, 'r')
  } catch {
    throw new Hdf5Problem('not_hdf5', `${basename(absolutePath)} is not an HDF5 file.`)
  }
  try {
    return read(new Hdf5File(module, file, basename(absolutePath)))
  } finally {
    file.close()
  }
}
