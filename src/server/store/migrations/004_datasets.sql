-- Datasets: named sets of entries a user curates (and may get a DOI for). Names are
-- unique per user, which is how edits may name a dataset instead of giving its id.
-- `query` is kept for NOMAD's foreign datasets (defined by a query over others' data).
CREATE TABLE datasets (
  dataset_id text PRIMARY KEY,
  dataset_name text NOT NULL,
  user_id text NOT NULL,
  dataset_type text NOT NULL DEFAULT 'owned' CHECK (dataset_type IN ('owned', 'foreign')),
  doi text UNIQUE,
  pid text,
  query jsonb,
  dataset_create_time timestamptz NOT NULL DEFAULT now(),
  dataset_modified_time timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, dataset_name)
);
-- The datasets page and the dataset pickers search names by prefix, ignoring case.
CREATE INDEX datasets_name_prefix ON datasets (lower(dataset_name) text_pattern_ops);

-- Which entries are in which dataset. Deleting an entry (or its upload) or a dataset
-- removes the membership with it.
CREATE TABLE entry_datasets (
  entry_id text NOT NULL REFERENCES entries (entry_id) ON DELETE CASCADE,
  dataset_id text NOT NULL REFERENCES datasets (dataset_id) ON DELETE CASCADE,
  PRIMARY KEY (entry_id, dataset_id)
);
CREATE INDEX entry_datasets_dataset ON entry_datasets (dataset_id);
