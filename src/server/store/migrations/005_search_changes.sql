-- The search change log: which entries (entry_id) or whole uploads (entry_id NULL)
-- changed, so that each server's in-memory search index (server/search/sync) can read
-- them again before it answers a search. Triggers fill it, whoever writes: the server,
-- a separate worker process, an administrator in psql.
--
-- `xid` is the writing transaction. `seq` is taken when the row is written, not when
-- its transaction commits, so a row can become visible after rows with higher numbers;
-- readers therefore also read again every row of a transaction that was still running
-- at their last read (xid >= that read's snapshot xmin).
CREATE TABLE search_changes (
  seq bigserial PRIMARY KEY,
  xid xid8 NOT NULL DEFAULT pg_current_xact_id(),
  upload_id text NOT NULL,
  entry_id text
);
CREATE INDEX search_changes_xid ON search_changes (xid);

-- Pruning the log: a mark says that every transaction below `ended_below` (the snapshot
-- xmin) had ended at `taken_at`. Rows of those transactions may be deleted once the mark is older than the
-- retention; a reader that has not read the log for longer than that builds its index
-- again instead (server/search/sync/README.md).
CREATE TABLE search_change_marks (
  taken_at timestamptz NOT NULL,
  ended_below xid8 NOT NULL
);
CREATE INDEX search_change_marks_taken ON search_change_marks (taken_at);

-- The triggers are statement-level with transition tables: a statement that writes
-- 5,000 entries adds its 5,000 log rows with one INSERT … SELECT. PostgreSQL allows
-- transition tables only on triggers of one event (and without column lists), hence
-- one trigger per event and the comparisons of old and new rows inside the functions.

-- Entries: every written entry.
CREATE FUNCTION search_log_entries() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO search_changes (upload_id, entry_id) SELECT upload_id, entry_id FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO search_changes (upload_id, entry_id) SELECT upload_id, entry_id FROM old_rows;
  ELSE
    INSERT INTO search_changes (upload_id, entry_id)
    SELECT upload_id, entry_id FROM new_rows UNION SELECT upload_id, entry_id FROM old_rows;
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER search_log_entries_insert AFTER INSERT ON entries
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_log_entries();
CREATE TRIGGER search_log_entries_update AFTER UPDATE ON entries
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_log_entries();
CREATE TRIGGER search_log_entries_delete AFTER DELETE ON entries
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_log_entries();

-- Uploads: the whole upload, when a column its entries' metadata or its access is made
-- of changes (services/entries.ts entryMetadataOf, search/index UploadAccess). Processing
-- state (process_status, last_status_message, …) changes often and is not metadata.
CREATE FUNCTION search_log_uploads() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO search_changes (upload_id) SELECT upload_id FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO search_changes (upload_id) SELECT upload_id FROM old_rows;
  ELSE
    INSERT INTO search_changes (upload_id)
    SELECT DISTINCT coalesce(n.upload_id, o.upload_id)
      FROM new_rows n FULL JOIN old_rows o ON o.upload_id = n.upload_id
     WHERE n.upload_id IS NULL OR o.upload_id IS NULL
        OR (n.upload_name, n.main_author, n.coauthors, n.reviewers, n.coauthor_groups, n.reviewer_groups,
            n.upload_create_time, n.published, n.publish_time, n.embargo_length, n.license)
           IS DISTINCT FROM
           (o.upload_name, o.main_author, o.coauthors, o.reviewers, o.coauthor_groups, o.reviewer_groups,
            o.upload_create_time, o.published, o.publish_time, o.embargo_length, o.license);
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER search_log_uploads_insert AFTER INSERT ON uploads
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_log_uploads();
CREATE TRIGGER search_log_uploads_update AFTER UPDATE ON uploads
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_log_uploads();
CREATE TRIGGER search_log_uploads_delete AFTER DELETE ON uploads
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_log_uploads();

-- Dataset membership: the entries that joined or left. Memberships removed because
-- their entry was deleted find no entry here; the entry's own deletion is logged.
CREATE FUNCTION search_log_entry_datasets() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO search_changes (upload_id, entry_id)
    SELECT DISTINCT e.upload_id, e.entry_id FROM new_rows r JOIN entries e ON e.entry_id = r.entry_id;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO search_changes (upload_id, entry_id)
    SELECT DISTINCT e.upload_id, e.entry_id FROM old_rows r JOIN entries e ON e.entry_id = r.entry_id;
  ELSE
    INSERT INTO search_changes (upload_id, entry_id)
    SELECT DISTINCT e.upload_id, e.entry_id
      FROM (SELECT entry_id FROM new_rows UNION SELECT entry_id FROM old_rows) r JOIN entries e ON e.entry_id = r.entry_id;
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER search_log_entry_datasets_insert AFTER INSERT ON entry_datasets
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_log_entry_datasets();
CREATE TRIGGER search_log_entry_datasets_update AFTER UPDATE ON entry_datasets
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_log_entry_datasets();
CREATE TRIGGER search_log_entry_datasets_delete AFTER DELETE ON entry_datasets
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_log_entry_datasets();

-- Datasets: their entries, when a field entry metadata shows changes (adding entries
-- touches dataset_modified_time, which every member shows). A deleted dataset's
-- memberships go by cascade and are logged above.
CREATE FUNCTION search_log_datasets() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_changes (upload_id, entry_id)
  SELECT DISTINCT e.upload_id, e.entry_id
    FROM new_rows n JOIN old_rows o ON o.dataset_id = n.dataset_id
    JOIN entry_datasets d ON d.dataset_id = n.dataset_id
    JOIN entries e ON e.entry_id = d.entry_id
   WHERE (n.dataset_name, n.doi, n.dataset_type, n.dataset_create_time, n.dataset_modified_time)
         IS DISTINCT FROM (o.dataset_name, o.doi, o.dataset_type, o.dataset_create_time, o.dataset_modified_time);
  RETURN NULL;
END
$$;
CREATE TRIGGER search_log_datasets_update AFTER UPDATE ON datasets
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_log_datasets();

-- Users: the uploads that name them (main author, coauthor, reviewer), when the name
-- metadata shows for them changes. Logins update users with unchanged names; those
-- must not cost a scan of the uploads, hence the ids first.
CREATE FUNCTION search_log_users() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids text[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(user_id) INTO ids FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(user_id) INTO ids FROM old_rows;
  ELSE
    SELECT array_agg(DISTINCT coalesce(n.user_id, o.user_id)) INTO ids
      FROM new_rows n FULL JOIN old_rows o ON o.user_id = n.user_id
     WHERE n.user_id IS NULL OR o.user_id IS NULL
        OR (n.first_name, n.last_name, n.username) IS DISTINCT FROM (o.first_name, o.last_name, o.username);
  END IF;
  IF ids IS NOT NULL THEN
    INSERT INTO search_changes (upload_id)
    SELECT upload_id FROM uploads WHERE main_author = ANY(ids) OR coauthors && ids OR reviewers && ids;
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER search_log_users_insert AFTER INSERT ON users
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_log_users();
CREATE TRIGGER search_log_users_update AFTER UPDATE ON users
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_log_users();
CREATE TRIGGER search_log_users_delete AFTER DELETE ON users
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_log_users();
