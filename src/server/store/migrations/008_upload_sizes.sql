-- The bytes of each upload's raw files, for the per-user storage quota
-- (services/storageQuota.ts). A cache of what is on disk: raw_bytes NULL (or no row)
-- means "not known", and the quota check measures the upload's folder again. Every
-- change to an upload's files clears raw_bytes and counts up `changes`; a measurement
-- is saved only if `changes` is still what it was when the measurement began, so a
-- walk that overlapped a write cannot leave a stale size behind.
CREATE TABLE upload_sizes (
  upload_id text PRIMARY KEY REFERENCES uploads (upload_id) ON DELETE CASCADE,
  raw_bytes bigint CHECK (raw_bytes >= 0),
  changes bigint NOT NULL DEFAULT 0
);
