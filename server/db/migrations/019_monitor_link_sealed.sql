-- The monitor link's token, sealed (AES-256-GCM with the API's MONITOR_LINK_KEY, the session's id as
-- associated data), so that the trainer's page can show the active link again after a reload instead of
-- offering to create one — which would revoke the link the room's screen is showing. The lookup still
-- goes by `token_hash`; a reader of the table alone (a backup, a dump) cannot open a monitor. Null for a
-- link made before, or by an API without a key: such a link is said to be active, never shown again.
alter table monitor_links add column if not exists token_sealed bytea;
