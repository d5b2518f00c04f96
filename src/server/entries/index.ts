// What an entry's metadata is: the search document a processed archive yields, and the
// metadata document made from it with the store's rows.
export { entryMetadataOf, metadataPeopleOf } from './metadata'
export { searchDocument } from './searchDocument'
export { schemaData } from './schemaData'
export { isSearchable, SEARCHABLE_STATUSES } from '../store/entries'
