-- An index behind every foreign key that 002 left without one. Deleting (or purging) a referenced row
-- makes PostgreSQL look up the rows that point at it: without an index that is a scan of the whole
-- referencing table per deleted row (measured on the volume world: removing 5 000 scenarios, 25 000
-- users or 50 organisations did not finish in 10 minutes; with these indexes it takes seconds).
create index documents_published_by_idx on documents (published_by);
-- consents_document_idx is partial (withdrawn_at is null): the cascade from documents cannot use it.
create index consents_document_id_idx on consents (document_id);
create index sessions_scenario_idx on sessions (scenario_id, scenario_version);
create index run_log_events_author_idx on run_log_events (author_uid);
create index scenario_versions_created_by_idx on scenario_versions (created_by);
create index folders_organisation_idx on folders (organisation_id);
create index scenarios_organisation_idx on scenarios (organisation_id);
