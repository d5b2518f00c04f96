// Entry metadata in NOMAD's shape (reference §4.1), made from the rows it is built of.
// The one definition: GET entries/{id} answers it, archives carry it and the search
// index (search/sync) holds it, so none of them can disagree.
import { peopleOf, viewerGroupsOf, viewersOf, writersOf } from '../access'
import type { DatasetRecord } from '../store/datasets'
import type { EntryRecord } from '../store/entries'
import type { UploadRecord } from '../store/uploads'
import { schemaData } from './schemaData'
import { textSearchContents } from './textSearch'

/** Search-document datetimes carry their offset (unlike Mongo-backed objects, reference §0). */
const iso = (date: Date | null) => (date ? date.toISOString().replace('Z', '+00:00') : undefined)

/** Ids of the people whose names an entry's metadata shows. */
export const metadataPeopleOf = peopleOf

/**
 * Entry metadata from the rows it is made of: the entry, its upload, the upload's people
 * (by user id; an unknown id stands for its own name) and the entry's datasets, oldest
 * first. Whatever it reads of an upload, user or dataset row must also be watched by the
 * search change log (migration 005), or the index would miss edits of it.
 */
export function entryMetadataOf(
  entry: EntryRecord, upload: UploadRecord, usersById: ReadonlyMap<string, { name: string }>, datasets: readonly DatasetRecord[],
): Record<string, unknown> {
  const person = (id: string) => ({ user_id: id, name: usersById.get(id)?.name ?? id })
  const authors = writersOf(upload).map(person)
  const metadata: Record<string, unknown> = {
    ...entry.doc,
    ...entry.user_metadata,
    entry_id: entry.entry_id,
    calc_id: entry.entry_id,
    upload_id: upload.upload_id,
    upload_name: upload.upload_name ?? undefined,
    mainfile: entry.mainfile,
    parser_name: entry.parser_name,
    upload_create_time: iso(upload.upload_create_time),
    entry_create_time: iso(entry.entry_create_time),
    last_processing_time: iso(entry.last_processing_time),
    publish_time: iso(upload.publish_time),
    published: upload.published,
    with_embargo: upload.embargo_length > 0,
    processed: entry.process_status === 'SUCCESS',
    process_status: entry.process_status,
    processing_errors: entry.errors,
    license: upload.license,
    main_author: person(upload.main_author),
    authors,
    writers: authors,
    viewers: viewersOf(upload).map(person),
    writer_groups: upload.coauthor_groups,
    viewer_groups: viewerGroupsOf(upload),
    origin: person(upload.main_author).name,
    datasets: datasets.map(datasetMetadata),
    entry_hash: entry.entry_hash ?? undefined,
    // Schema values as a tree (reference §2.6); absent for entries without schema quantities.
    data: schemaData(entry.doc.search_quantities),
  }
  metadata.text_search_contents = textSearchContents(metadata)
  return Object.fromEntries(Object.entries(metadata).filter(([, value]) => value !== undefined && value !== null))
}

/** A dataset as entry metadata lists it (reference §4.1): search-document datetimes, with offset. */
function datasetMetadata(record: DatasetRecord) {
  return {
    dataset_id: record.dataset_id,
    dataset_name: record.dataset_name,
    ...(record.doi ? { doi: record.doi } : {}),
    dataset_create_time: iso(record.dataset_create_time),
    dataset_modified_time: iso(record.dataset_modified_time),
    dataset_type: record.dataset_type,
  }
}
