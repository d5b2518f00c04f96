-- Users known to this installation: local accounts, or people seen in tokens of an
-- external identity provider (cached for names in author lists).
CREATE TABLE users (
  user_id text PRIMARY KEY,
  username text NOT NULL UNIQUE,
  email text UNIQUE,
  first_name text NOT NULL DEFAULT '',
  last_name text NOT NULL DEFAULT '',
  affiliation text,
  affiliation_address text,
  is_admin boolean NOT NULL DEFAULT false,
  created timestamptz NOT NULL DEFAULT now()
);

-- An upload: a folder of raw files with one main author, members and a publication
-- state. Published is irreversible; embargo_length is in months (0 = none).
CREATE TABLE uploads (
  upload_id text PRIMARY KEY,
  upload_name text,
  main_author text NOT NULL,
  coauthors text[] NOT NULL DEFAULT '{}',
  reviewers text[] NOT NULL DEFAULT '{}',
  coauthor_groups text[] NOT NULL DEFAULT '{}',
  reviewer_groups text[] NOT NULL DEFAULT '{}',
  upload_create_time timestamptz NOT NULL DEFAULT now(),
  published boolean NOT NULL DEFAULT false,
  publish_time timestamptz,
  embargo_length integer NOT NULL DEFAULT 0 CHECK (embargo_length BETWEEN 0 AND 36),
  license text NOT NULL DEFAULT 'CC BY 4.0',
  process_status text NOT NULL DEFAULT 'READY',
  current_process text,
  last_status_message text,
  errors jsonb NOT NULL DEFAULT '[]',
  warnings jsonb NOT NULL DEFAULT '[]',
  complete_time timestamptz
);
CREATE INDEX uploads_main_author ON uploads (main_author);

-- An entry: one recognised mainfile of an upload. `doc` is its search document (entry
-- metadata and results, in the shape entries/query answers); the archive itself lives
-- in the data directory.
CREATE TABLE entries (
  entry_id text PRIMARY KEY,
  upload_id text NOT NULL REFERENCES uploads (upload_id) ON DELETE CASCADE,
  mainfile text NOT NULL,
  mainfile_key text,
  parser_name text,
  process_status text NOT NULL DEFAULT 'PENDING',
  errors jsonb NOT NULL DEFAULT '[]',
  warnings jsonb NOT NULL DEFAULT '[]',
  entry_create_time timestamptz NOT NULL DEFAULT now(),
  last_processing_time timestamptz,
  complete_time timestamptz,
  doc jsonb NOT NULL DEFAULT '{}',
  UNIQUE (upload_id, mainfile, mainfile_key)
);
CREATE INDEX entries_upload ON entries (upload_id);
