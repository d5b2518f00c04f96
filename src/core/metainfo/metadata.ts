// Entry metadata: identity, provenance, access and bookkeeping of an entry. Its
// searchable quantities are the top-level search quantities (no `metadata.` prefix),
// which is how the v1 API names them (`entry_id`, `authors.name`, `datasets.doi`).
import { User } from './data'
import {
  bool,
  datetime,
  definePackage,
  enumOf,
  freeText,
  int,
  LIST,
  quantity,
  searched,
  str,
  sub,
  suggested,
  types,
} from './definitions'
import { OptimadeEntry } from './optimade'

export const datamodelPackage = definePackage('nomad.datamodel.datamodel')

/** Sources that entries are imported from; users pick one when editing metadata. */
export const EXTERNAL_DATABASES = [
  'The Perovskite Database Project',
  'EELS Data Base',
  'Materials Project',
  'AFLOW',
  'OQMD',
  'Kyoto Phonopy Database',
  'CatTestHub',
  'Catalyst Acquisition by Data Sharing (CADS)',
  'Open Catalyst Project',
] as const

export const Dataset = datamodelPackage.section({
  name: 'Dataset',
  description: 'A named, user-curated collection of entries that can be given a DOI.',
  quantities: [
    str('dataset_id', 'The unique identifier of the dataset.', searched),
    str('dataset_name', 'The human-readable name of the dataset, unique per owner.', suggested),
    str('user_id', 'The id of the user who created and owns the dataset.'),
    str('doi', 'The DOI name assigned to the dataset (without the resolver URL), if any.', searched),
    datetime('dataset_create_time', 'When the dataset was created.', searched),
    datetime('dataset_modified_time', 'When entries were last added to or removed from the dataset.', searched),
    enumOf('dataset_type', ['owned', 'foreign'], 'Owned datasets are made by the authors of their entries; foreign ones by anybody else.', searched),
  ],
})

export const CompatibleSectionDef = datamodelPackage.section({
  name: 'CompatibleSectionDef',
  description: 'A section definition that the entry uses, directly or as a base of a used section.',
  nested: true,
  quantities: [
    str('definition_qualified_name', 'The qualified name of the section definition.', searched),
    str('definition_id', 'The content-based id of the section definition.', searched),
    bool('used_directly', 'True if the entry instantiates this definition itself, false if only a derived one.', searched),
  ],
})

export const EntryArchiveReference = datamodelPackage.section({
  name: 'EntryArchiveReference',
  description: 'A reference from a quantity of this entry to a section or quantity of another entry.',
  nested: true,
  quantities: [
    str('target_reference', 'The reference as written, a URL-like path to the target.', searched),
    str('target_entry_id', 'The id of the entry holding the target.', searched),
    str('target_mainfile', 'The mainfile of the entry holding the target.', searched),
    str('target_upload_id', 'The id of the upload holding the target.', searched),
    str('target_name', 'The name of the target section or quantity.', searched),
    str('target_path', 'The archive path of the target within its entry.', searched),
    str('source_name', 'The name of the referencing quantity.', searched),
    str('source_path', 'The archive path of the referencing quantity within this entry.', searched),
    str('source_quantity', 'The definition of the referencing quantity.', searched),
  ],
})

/**
 * One value of a user-defined (schema) quantity. Schemas are unknown in advance, so
 * their searchable values are stored here, each in the field matching its type, and
 * queried as dynamic search quantities `<path>#<schema>`.
 */
export const SearchableQuantity = datamodelPackage.section({
  name: 'SearchableQuantity',
  description: 'A searchable value of a quantity defined by a custom schema.',
  nested: true,
  quantities: [
    str('id', 'The path of the quantity in the schema followed by # and the schema name.', searched),
    str('definition', 'The qualified name of the quantity definition.', searched),
    str('path_archive', 'Where the value sits in the archive, with indices of repeated sections.', searched),
    str('str_value', 'The value, if it is text.', searched),
    int('int_value', 'The value, if it is an integer.', searched),
    quantity('float_value', types.float, 'The value, if it is a real number.', searched),
    bool('bool_value', 'The value, if it is a boolean.', searched),
    datetime('datetime_value', 'The value, if it is a point in time.', searched),
  ],
})

export const EntryMetadata = datamodelPackage.section({
  name: 'EntryMetadata',
  description: 'Identity, provenance, ownership and processing state of an entry.',
  quantities: [
    // identity
    str('entry_id', 'The persistent, unique identifier of the entry, derived from upload id and mainfile.', searched),
    str('calc_id', 'Former name of entry_id, kept for old clients; always equal to it.', searched),
    str('entry_name', 'A short human-readable name for the entry.', suggested),
    str('entry_type', 'The kind of entry: the name of the main section under data, or of the code that produced it.', searched),
    str('upload_id', 'The persistent, unique identifier of the upload the entry belongs to.', searched),
    str('upload_name', 'The name the authors gave the upload.', suggested),
    str('mainfile', 'Path of the entry\'s main file, relative to the upload root.', suggested),
    str('mainfile_key', 'Distinguishes several entries parsed from one mainfile; empty for the parent entry.', searched),
    str('parser_name', 'The parser that last processed the mainfile, e.g. parsers/vasp.', searched),
    str('raw_id', 'An identifier that the parser found in the raw files, if the format has one.', searched),
    str('external_id', 'An identifier of the entry in the external database it was imported from.', suggested),
    str('pid', 'A persistent identifier of the entry (a handle, or the legacy numeric id of NOMAD CoE) that links of the form entry/pid/{pid} resolve.', searched),
    str('entry_hash', 'A checksum over the entry\'s raw file contents.'),
    // times
    datetime('upload_create_time', 'When the upload was created.', searched),
    datetime('entry_create_time', 'When the entry was created.', searched),
    datetime('publish_time', 'When the upload was published.', searched),
    datetime('last_processing_time', 'When the entry was last processed.', searched),
    datetime('last_edit_time', 'When the user-editable metadata was last changed.'),
    // state and access
    bool('published', 'True once the upload is published.', { ...searched, default: false }),
    bool('with_embargo', 'True while the entry is under embargo: visible only to its authors and reviewers.', { ...searched, default: false }),
    int('embargo_length', 'The requested embargo period in months.'),
    str('license', 'Short name of the license the data is shared under.', { default: 'CC BY 4.0' }),
    bool('processed', 'True if processing succeeded and archive and metadata are available.', { ...searched, default: false }),
    bool('readonly', 'True if the entry must not be edited by hand.', { ...searched, default: false }),
    str('processing_errors', 'Errors raised while the entry was processed.', { ...searched, shape: ['*'] }),
    str('nomad_version', 'Version of the software that last processed the entry.', searched),
    str('nomad_commit', 'Source revision of the software that last processed the entry.', searched),
    str('last_processing_version', 'Version of the software that last processed the entry, as the entry page shows it.'),
    // people
    quantity('main_author', types.user, 'The person who created the upload.', searched),
    quantity('coauthors', types.author, 'Co-authors of the whole upload: they may view and edit it while unpublished.', { shape: LIST, default: [] }),
    str('coauthor_groups', 'Groups whose members are co-authors of the upload.', { shape: LIST, default: [] }),
    quantity('entry_coauthors', types.author, 'Co-authors named for this entry only (older uploads).', { shape: LIST, default: [] }),
    quantity('reviewers', types.user, 'People who may view the upload, even unpublished or under embargo.', { shape: LIST, default: [] }),
    str('reviewer_groups', 'Groups whose members are reviewers of the upload.', { shape: LIST, default: [] }),
    str('writer_groups', 'Groups with write access: the co-author groups.', { ...searched, shape: LIST }),
    str('viewer_groups', 'Groups with read access: co-author and reviewer groups; "all" means everybody.', { ...searched, shape: LIST }),
    str('origin', 'Where the entry comes from: the external database, or else the main author\'s name.', searched),
    // user-provided descriptions
    str('comment', 'A free-text comment by the authors.', { ...freeText, suggestion: true }),
    str('references', 'URLs of resources related to the entry, e.g. publications.', { ...suggested, shape: LIST }),
    enumOf('external_db', EXTERNAL_DATABASES, 'The external database or repository the data was imported from.', searched),
    enumOf('domain', ['dft', 'ems', 'nexus'], 'The field of materials science the data belongs to.', searched),
    // contents
    int('n_quantities', 'How many quantity values the archive holds.', { ...searched, default: 0 }),
    str('quantities', 'Archive paths of all quantities and sections present in the entry.', { ...searched, shape: LIST }),
    str('sections', 'Qualified names of all section definitions used in the entry.', { ...searched, shape: ['*'] }),
    str('files', 'Paths of the files belonging to the entry: the mainfile first, then the files beside it.', { ...searched, shape: LIST }),
    str('text_search_contents', 'Text values of the entry\'s data that free-text search looks into.', { ...freeText, shape: ['*'] }),
  ],
  subSections: [
    sub('authors', User, { repeats: true, description: 'Everybody credited for the entry: main author and co-authors.' }),
    sub('writers', User, { repeats: true, description: 'People who may edit the entry: main author and upload co-authors.' }),
    sub('viewers', User, { repeats: true, description: 'People who may see the entry before publication: writers and reviewers.' }),
    sub('datasets', Dataset, { repeats: true, description: 'The datasets the entry belongs to.' }),
    sub('optimade', OptimadeEntry, { description: 'The structure summary served by the OPTIMADE endpoint.' }),
    sub('section_defs', CompatibleSectionDef, { repeats: true, description: 'Section definitions the entry is compatible with.' }),
    sub('entry_references', EntryArchiveReference, { repeats: true, description: 'References from this entry into other entries.' }),
    sub('search_quantities', SearchableQuantity, { repeats: true, description: 'Searchable values of quantities from custom schemas.' }),
  ],
})
