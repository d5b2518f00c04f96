// The limits and file kinds of spec 3 §9, in one place.

/** Files over this size are previewed only by viewers that set their own limit. */
export const PREVIEW_CAP = 50_000_000

/** Images, JSON, PDF and HDF5 preview by themselves up to this size. */
export const AUTO_PREVIEW_LIMIT = 10_000_000

/** CIF structures preview by themselves up to this size. */
export const CIF_AUTO_PREVIEW_LIMIT = 100_000

/** The text viewer reads files in chunks of this many bytes. */
export const TEXT_CHUNK = 16_384

/** File extensions of each kind. */
export const EXTENSIONS = {
  text: ['txt', 'yaml', 'yml', 'csv', 'xml', 'dat'],
  image: ['png', 'jpg', 'jpeg', 'gif', 'bmp', 'svg'],
  json: ['json'],
  pdf: ['pdf'],
  cif: ['cif'],
  hdf5: ['h4', 'hd4', 'hdf4', 'hdf', 'h5', 'hd5', 'hdf5', 'nxs', 'h5oina', 'edaxh5', 'emd', 'dream3d'],
} as const
