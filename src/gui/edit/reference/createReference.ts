// The create-reference dialog's rules (spec 3 §4, §5 "Create reference"): a name and a
// target upload are needed, the file is `{name}.archive.json` holding a `data` section
// of the referenced definition, and only uploads whose processing succeeded (or that were
// never processed) take one.
import type { Upload } from '../../../core/api'

/** `{name}.archive.json`, spaces as underscores (as create-from-schema names files). */
export function referenceFileName(name: string): string {
  return `${name.trim().replace(/\s+/g, '_')}.archive.json`
}

/** The new archive: an entry of the referenced section, named as typed. */
export function referenceArchive(mDef: string, name: string): string {
  return JSON.stringify({ data: { m_def: mDef, name: name.trim() } }, null, 2)
}

/**
 * Uploads a reference can be created in: unpublished, not processing, and processed
 * successfully — or never processed (READY: a new, empty upload, which NOMAD would have
 * processed to SUCCESS at once; Tessera's server leaves it READY).
 */
export function canTakeReference(upload: Pick<Upload, 'published' | 'process_status' | 'process_running'>): boolean {
  return !upload.published && !upload.process_running && (upload.process_status === 'SUCCESS' || upload.process_status === 'READY')
}

export const canCreate = (name: string, uploadId: string | undefined) => name.trim() !== '' && uploadId !== undefined && uploadId !== ''
