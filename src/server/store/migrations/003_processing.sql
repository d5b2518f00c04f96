-- Processing runs of uploads: rows are the queue. A job cut off by a crash or a
-- restart is found RUNNING at the next start and run again; entry ids are derived from
-- upload and mainfile, so a rerun updates the same entries and never doubles them.
CREATE TABLE processing_jobs (
  job_id bigserial PRIMARY KEY,
  upload_id text NOT NULL REFERENCES uploads (upload_id) ON DELETE CASCADE,
  kind text NOT NULL,
  state text NOT NULL DEFAULT 'PENDING' CHECK (state IN ('PENDING', 'RUNNING')),
  created timestamptz NOT NULL DEFAULT now(),
  started timestamptz
);
CREATE INDEX processing_jobs_queue ON processing_jobs (state, job_id);
CREATE INDEX processing_jobs_upload ON processing_jobs (upload_id);

-- The hash of an entry's mainfile when it was last processed (ELN saves check it).
ALTER TABLE entries ADD COLUMN entry_hash text;
ALTER TABLE uploads ADD COLUMN last_update timestamptz;

-- Example uploads loaded at first start, so a later start does not load them again
-- (also not after their uploads were deleted).
CREATE TABLE loaded_examples (
  example_id text PRIMARY KEY,
  upload_id text,
  loaded_at timestamptz NOT NULL DEFAULT now()
);

-- Metadata users edit on entries (comment, references, external ids): kept apart from
-- the processed document so reprocessing never loses it; merged when entries are read.
ALTER TABLE entries ADD COLUMN user_metadata jsonb NOT NULL DEFAULT '{}';
