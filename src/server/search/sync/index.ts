export { SearchSync, SyncClosed, DEFAULT_RETENTION_MS, type SearchSyncOptions, type SyncReport } from './sync'
