// The h5grove API over an upload's HDF5 files (h5web's H5GroveProvider reads it): who may
// read (the upload's read rules, as for raw files), which file (`file`, a path in the
// upload), and h5grove's answers and errors (files/hdf5.ts reads the file).
import type { Caller } from '../auth'
import { badRequest, invalid, notFound } from '../errors'
import { NOT_FOUND, normalizeRelPath } from '../files'
import { Hdf5Problem, normalizeH5Path, withHdf5File, type EntityMetadata, type Hdf5File } from '../files/hdf5'
import { binOf, jsonOf, npyOf, readValues, type DtypeMode, type Encoding } from '../files/hdf5Data'
import { findUpload } from '../store/uploads'
import { requireRead } from './uploadAccess'
import { filesOf, type UploadsContext } from './uploads'

export interface H5groveTarget {
  uploadId: string
  /** The HDF5 file: a path in the upload. */
  file: string
  /** The entity: a path in the HDF5 file ('/' by default). */
  path?: string
}

export interface DataOptions {
  selection?: string
  format: Encoding
  flatten: boolean
  dtype: DtypeMode
}

/** A body with its content type (npy is a download). */
export interface H5groveBody {
  body: Buffer | unknown
  contentType: 'application/json' | 'application/octet-stream'
  fileName?: string
}

function problem(error: unknown, parameter: string): never {
  if (!(error instanceof Hdf5Problem)) throw error
  switch (error.kind) {
    case 'not_found':
      throw notFound(error.message)
    case 'not_hdf5':
    case 'too_large':
      throw badRequest(error.message)
    case 'argument':
      throw invalid([{ loc: ['query', parameter], msg: error.message, type: 'value_error' }])
  }
}

async function open<T>(context: UploadsContext, caller: Caller | undefined, target: H5groveTarget, parameter: string, read: (file: Hdf5File) => T): Promise<T> {
  requireRead(await findUpload(context.store, target.uploadId), caller)
  const files = filesOf(context, target.uploadId)
  const rel = normalizeRelPath(target.file)
  const stat = rel ? await files.stat(rel) : undefined
  if (!stat?.is_file) throw notFound(NOT_FOUND)
  try {
    return await withHdf5File(files.resolveRaw(rel), read)
  } catch (error) {
    problem(error, parameter)
  }
}

/** `/meta/`: the entity at `path`; a group with its children. */
export function h5Meta(context: UploadsContext, caller: Caller | undefined, target: H5groveTarget): Promise<EntityMetadata> {
  return open(context, caller, target, 'path', (file) => file.metadata(normalizeH5Path(target.path)))
}

/** `/attr/`: attribute values of the entity at `path`, all or those in `attrKeys`. */
export function h5Attributes(context: UploadsContext, caller: Caller | undefined, target: H5groveTarget, attrKeys?: readonly string[]): Promise<Record<string, unknown>> {
  return open(context, caller, target, 'attr_keys', (file) => file.attributeValues(normalizeH5Path(target.path), attrKeys))
}

/** `/paths/`: the group at `path` and every path below it. */
export function h5Paths(context: UploadsContext, caller: Caller | undefined, target: H5groveTarget): Promise<string[]> {
  return open(context, caller, target, 'path', (file) => file.paths(normalizeH5Path(target.path)))
}

/** `/data/`: the selected values of the dataset at `path`, encoded. */
export function h5Data(context: UploadsContext, caller: Caller | undefined, target: H5groveTarget, options: DataOptions): Promise<H5groveBody> {
  return open(context, caller, target, 'selection', (file): H5groveBody => {
    const values = readValues(file.dataset(normalizeH5Path(target.path)), options.selection, options.dtype)
    if (options.format === 'bin') return { body: binOf(values), contentType: 'application/octet-stream' }
    if (options.format === 'npy') return { body: npyOf(values), contentType: 'application/octet-stream', fileName: 'data.npy' }
    return { body: jsonOf(values, options.flatten), contentType: 'application/json' }
  })
}
