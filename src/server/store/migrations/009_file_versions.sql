-- Every saved version of an upload's archive files (issue 18, "History"): one row per
-- write of `path` in the upload, numbered 1, 2, … per path. The bytes are not here: they
-- sit once per SHA-256 in the upload's folder, {dataDir}/uploads/{id}/versions/
-- (history/blobs.ts), so equal content written again or restored costs a row, not bytes.
-- Keyed by upload first, as every query of the store (shardable by upload). `author` is
-- a user id kept as text (no foreign key): a version outlives its author's account.
CREATE TABLE file_versions (
  upload_id text NOT NULL REFERENCES uploads (upload_id) ON DELETE CASCADE,
  path text NOT NULL,
  version integer NOT NULL CHECK (version > 0),
  hash text NOT NULL CHECK (hash ~ '^[0-9a-f]{64}$'),
  size bigint NOT NULL CHECK (size >= 0),
  author text,
  created timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (upload_id, path, version)
);
