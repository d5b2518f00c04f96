// Builders of what the entry page reads, for its tests: an entry's search metadata and an
// archive answer. Overrides replace fields; malformed values are passed on purpose.
import type { JsonObject, JsonValue } from '../../../core/archive'
import type { EntryMetadata } from '../../api'

export function anEntry(overrides: { readonly [key: string]: JsonValue | undefined } = {}): EntryMetadata {
  return {
    entry_id: 'e1',
    upload_id: 'u1',
    mainfile: 'scans/NaCl.xy',
    entry_name: 'NaCl.xy',
    entry_type: 'XRD',
    results: { material: { chemical_formula_descriptive: 'NaCl', n_elements: 2, material_id: 'm1' }, properties: {} },
    comment: 'First scan of the day',
    references: ['https://doi.org/10.1000/182'],
    authors: [{ name: 'Ada Lovelace' }],
    datasets: [{ dataset_id: 'd1', dataset_name: 'Salts', doi: '10.5281/zenodo.1' }],
    upload_create_time: '2026-03-04T09:08:00+00:00',
    last_processing_time: '2026-03-05T10:11:00+00:00',
    nomad_version: '1.2.0',
    nomad_commit: 'abc123',
    raw_id: 'r1',
    external_id: 'x1',
    published: true,
    main_author: { user_id: 'ada', name: 'Ada Lovelace' },
    ...overrides,
  }
}

/** `POST entries/{id}/archive/query`'s answer holding `archive`. */
export const anArchiveResponse = (archive: JsonObject | string, entryId = 'e1') => ({
  entry_id: entryId,
  required: '*',
  data: { entry_id: entryId, upload_id: 'u1', archive },
})

/** `n` processing log entries at `level`, numbered from `from`. */
export const someLogs = (n: number, level = 'INFO', from = 0): JsonObject[] =>
  Array.from({ length: n }, (_, index) => ({ event: `step ${from + index}`, parser: 'parsers/xrd', level, logger: 'tessera.processing' }))
