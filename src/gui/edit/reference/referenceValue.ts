// The value a reference quantity stores for a chosen entry (spec 3 §8 reference forms):
// `../upload/archive/{entry}#/data` within the same upload, else
// `../uploads/{upload}/archive/{entry}#/data`.
export interface ReferencedEntry {
  readonly entry_id: string
  readonly upload_id: string
  readonly mainfile?: string
}

export const REFERENCED_SECTION = '/data'

export function referenceValue(entry: ReferencedEntry, uploadId: string | undefined, section: string = REFERENCED_SECTION): string {
  return entry.upload_id === uploadId
    ? `../upload/archive/${entry.entry_id}#${section}`
    : `../uploads/${entry.upload_id}/archive/${entry.entry_id}#${section}`
}
