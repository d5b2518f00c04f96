// History of archive files (issue 18): content-addressed bytes and the field diff.
export { VersionBlobs, type StoredBlob } from './blobs'
export { diffArchives, parseArchiveFile, type FieldChange, type Json } from './diff'

/**
 * The files whose versions are kept: archive files (`*.archive.json`, `*.archive.yaml`,
 * `*.archive.yml`), the files people edit in the GUI. Other raw files (outputs of codes,
 * often gigabytes) are written once and would only double the disk used.
 */
export const isVersionedFile = (path: string): boolean => /\.archive\.(json|ya?ml)$/.test(path)
