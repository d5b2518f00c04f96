-- The search index is loaded upload by upload (entries in (upload_id, entry_id) order,
-- keyset pages): an upload's entries then sit in neighbouring index rows, so who may see
-- them is a few runs of rows, which the index's zone maps and bitsets make use of.
-- The composite index also serves every lookup the single-column one did.
CREATE INDEX entries_upload_entry ON entries (upload_id, entry_id);
DROP INDEX entries_upload;
