// Dataset values for h5grove's `/data/`: NumPy-style selections ('5', '1, 2:5', '0:10:5, :'),
// the `safe` dtype conversion for JavaScript's typed arrays, and the encodings h5web asks
// for — `json` (nested or flattened), `bin` (the raw little-endian values) and `npy`
// (NumPy's file format, for downloads).
import type { Dataset, Metadata } from 'h5wasm'
import { H5T, Hdf5Problem, isBooleanEnum } from './hdf5'

/** Values one request may read: beyond it the caller must select a slice. */
export const MAX_DATA_BYTES = 64 * 1024 * 1024

export type Encoding = 'json' | 'bin' | 'npy'
export type DtypeMode = 'origin' | 'safe'

/** One dimension of a selection: an index (the dimension is dropped) or a range. */
export type SelectionMember = { index: number } | { start: number; stop: number; step: number }

/** Parses h5grove's selection text against a shape (NumPy's rules: negative indices count from the end, ranges clip). */
export function parseSelection(text: string, shape: readonly number[]): SelectionMember[] {
  const parts = text.split(',').map((part) => part.trim())
  if (parts.length > shape.length) throw new Hdf5Problem('argument', `${text} has too many members to slice a ${shape.length}D dataset`)
  return shape.map((length, axis) => {
    const part = parts[axis]
    if (part === undefined || part === ':' || part === '') {
      if (part === '' && parts.length > 1) throw new Hdf5Problem('argument', `${text} is not a valid selection`)
      return { start: 0, stop: length, step: 1 }
    }
    if (!part.includes(':')) {
      const index = integer(part, text)
      const resolved = index < 0 ? index + length : index
      if (resolved < 0 || resolved >= length) throw new Hdf5Problem('argument', `Index ${index} is out of bounds for axis ${axis} with size ${length}`)
      return { index: resolved }
    }
    const pieces = part.split(':')
    if (pieces.length > 3) throw new Hdf5Problem('argument', `${part} is not a valid slice`)
    const [start, stop, step] = pieces.map((piece) => (piece.trim() === '' ? undefined : integer(piece, text)))
    const stride = step ?? 1
    if (stride < 1) throw new Hdf5Problem('argument', `${part}: the step must be a positive integer`)
    const clip = (value: number | undefined, fallback: number) => {
      if (value === undefined) return fallback
      const resolved = value < 0 ? value + length : value
      return Math.min(Math.max(resolved, 0), length)
    }
    const from = clip(start, 0)
    return { start: from, stop: Math.max(clip(stop, length), from), step: stride }
  })
}

function integer(text: string, selection: string): number {
  const value = text.trim()
  if (!/^-?\d+$/.test(value)) throw new Hdf5Problem('argument', `${selection} is not a valid selection`)
  return Number(value)
}

/** The shape a selection yields: ranges keep their axis, indices drop theirs. */
export function selectedShape(selection: readonly SelectionMember[]): number[] {
  return selection.flatMap((member) => ('index' in member ? [] : [Math.ceil((member.stop - member.start) / member.step)]))
}

type TypedArray = Int8Array | Uint8Array | Uint8ClampedArray | Int16Array | Uint16Array | Int32Array | Uint32Array | BigInt64Array | BigUint64Array | Float32Array | Float64Array

function isTypedArray(value: unknown): value is TypedArray {
  return ArrayBuffer.isView(value) && !(value instanceof DataView)
}

/** Whether values of this type are numbers (or booleans) a typed array can hold. */
export function isNumericType(meta: Metadata): boolean {
  return meta.type === H5T.INTEGER || meta.type === H5T.FLOAT || meta.type === H5T.ENUM || meta.type === H5T.BITFIELD
}

/** IEEE half precision to single, for `dtype=safe` (JavaScript has no Float16Array everywhere). */
function halfToFloat(bits: number): number {
  const sign = bits & 0x8000 ? -1 : 1
  const exponent = (bits >> 10) & 0x1f
  const fraction = bits & 0x3ff
  if (exponent === 0) return sign * 2 ** -14 * (fraction / 1024)
  if (exponent === 0x1f) return fraction ? Number.NaN : sign * Number.POSITIVE_INFINITY
  return sign * 2 ** (exponent - 15) * (1 + fraction / 1024)
}

export interface DatasetValues {
  /** Flat values in C order: a typed array for numbers, an array otherwise. */
  values: TypedArray | unknown[]
  /** The shape of the result ([] for a scalar). */
  shape: number[]
  meta: Metadata
}

/** Reads the selected values of a dataset. */
export function readValues(dataset: Dataset, selectionText: string | undefined, dtype: DtypeMode): DatasetValues {
  const meta = dataset.metadata
  const shape = meta.shape ?? []
  let selection: SelectionMember[] | undefined
  if (selectionText !== undefined && selectionText.trim() !== '') {
    if (shape.length === 0) throw new Hdf5Problem('argument', `${selectionText} has too many members to slice a 0D dataset`)
    selection = parseSelection(selectionText, shape)
  }
  const resultShape = selection ? selectedShape(selection) : shape
  const count = resultShape.reduce((product, length) => product * length, 1)
  if (count * meta.size > MAX_DATA_BYTES) {
    throw new Hdf5Problem('too_large', `The selection holds ${count * meta.size} bytes; at most ${MAX_DATA_BYTES} are served at once. Select a slice.`)
  }
  if (dtype === 'safe' && !isNumericType(meta)) throw new Hdf5Problem('argument', 'Unsupported dtype safe for non-numeric data')
  let raw: unknown
  if (count === 0) raw = []
  else if (selection) {
    raw = dataset.slice(selection.map((member) => ('index' in member ? [member.index, member.index + 1] : [member.start, member.stop, member.step])))
  } else raw = dataset.value
  let values: TypedArray | unknown[] = isTypedArray(raw) ? raw : Array.isArray(raw) ? raw : [raw]
  if (dtype === 'safe' && meta.type === H5T.FLOAT && meta.size === 2 && values instanceof Uint16Array) {
    values = Float32Array.from(values, halfToFloat)
  }
  return { values, shape: resultShape, meta }
}

// ---- encodings -------------------------------------------------------------------------

function jsonValue(value: unknown, meta: Metadata): unknown {
  if (typeof value === 'bigint') return Number(value)
  if (isBooleanEnum(meta) && typeof value === 'number') return value !== 0
  if (Array.isArray(value)) return value.map((item) => jsonValue(item, meta))
  if (isTypedArray(value)) return Array.from(value as ArrayLike<number | bigint>, (item) => jsonValue(item, meta))
  return value
}

/** Nests flat values into `shape` (C order). */
function nest(values: unknown[], shape: readonly number[]): unknown {
  if (shape.length === 0) return values[0] ?? null
  if (shape.length === 1) return values
  const [, ...inner] = shape
  const stride = inner.reduce((product, length) => product * length, 1)
  return Array.from({ length: shape[0] }, (_, index) => nest(values.slice(index * stride, (index + 1) * stride), inner))
}

export function jsonOf(data: DatasetValues, flatten: boolean): unknown {
  const values = Array.from(data.values as ArrayLike<unknown>, (value) => jsonValue(value, data.meta))
  if (data.shape.length === 0) return values[0] ?? null
  return flatten ? values : nest(values, data.shape)
}

function bytesOf(data: DatasetValues, encoding: Encoding): Buffer {
  if (!isTypedArray(data.values)) throw new Hdf5Problem('argument', `Unsupported encoding ${encoding} for non-numeric content`)
  return Buffer.from(data.values.buffer, data.values.byteOffset, data.values.byteLength)
}

/** The raw values, little-endian as h5wasm hands them over. */
export function binOf(data: DatasetValues): Buffer {
  return bytesOf(data, 'bin')
}

const NPY_DESCR: ReadonlyArray<[new (...args: never[]) => TypedArray, string]> = [
  [Float64Array, '<f8'], [Float32Array, '<f4'], [BigInt64Array, '<i8'], [BigUint64Array, '<u8'],
  [Int32Array, '<i4'], [Uint32Array, '<u4'], [Int16Array, '<i2'], [Uint16Array, '<u2'], [Int8Array, '|i1'], [Uint8Array, '|u1'],
]

/** NumPy's .npy format, version 1.0: magic, header dict padded to 64 bytes, values. */
export function npyOf(data: DatasetValues): Buffer {
  const body = bytesOf(data, 'npy')
  const descr = isBooleanEnum(data.meta) ? '|b1' : NPY_DESCR.find(([type]) => data.values instanceof type)?.[1]
  if (!descr) throw new Hdf5Problem('argument', 'Unsupported encoding npy for non-numeric content')
  const shape = data.shape.length === 1 ? `(${data.shape[0]},)` : `(${data.shape.join(', ')})`
  let header = `{'descr': '${descr}', 'fortran_order': False, 'shape': ${shape}, }`
  const unpadded = 10 + header.length + 1
  header += ' '.repeat((64 - (unpadded % 64)) % 64) + '\n'
  const preamble = Buffer.alloc(10)
  preamble.write('\x93NUMPY', 0, 'latin1')
  preamble[6] = 1
  preamble[7] = 0
  preamble.writeUInt16LE(header.length, 8)
  return Buffer.concat([preamble, Buffer.from(header, 'latin1'), body])
}
