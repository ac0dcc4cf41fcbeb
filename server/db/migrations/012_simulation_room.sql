-- The simulation room (docs/product.md §14).
--
-- `seq` orders the run log as it was written: a stream that reconnects with `Last-Event-ID` (a run-log
-- event's id) is sent every event whose seq is greater. Existing rows get numbers too (in storage order; they are
-- from sessions already run, which no stream replays).
alter table run_log_events add column if not exists seq bigint generated always as identity;
create unique index if not exists run_log_events_seq_idx on run_log_events (session_id, seq);

-- Pause, resume and corrections are logged like everything else.
alter table run_log_events drop constraint if exists run_log_events_kind_check;
alter table run_log_events add constraint run_log_events_kind_check
  check (kind in ('phase_started', 'state_reached', 'transition_taken', 'note', 'paused', 'resumed', 'correction'));

-- One key per click: a double click or a retry with the same key writes nothing more.
alter table run_log_events add column if not exists client_key uuid;
create unique index if not exists run_log_events_client_key_idx on run_log_events (session_id, client_key) where client_key is not null;

-- Exactly one transition leaves a reached state: the trainer's click or the server's `délai` timer,
-- whichever is written first (`payload.after` is the event that made the state current). With several
-- API processes, the others' inserts fail on this index and nothing fires twice.
create unique index if not exists run_log_events_one_exit_idx on run_log_events (session_id, (payload ->> 'after'))
  where kind = 'transition_taken' and payload ? 'after';

-- The patient monitor's link: one per session, its token kept only as a SHA-256 hash. Revoking deletes
-- the row; the session's end makes it dead (the routes check the status).
create table if not exists monitor_links (
  session_id uuid primary key references sessions (id) on delete cascade,
  organisation_id uuid references organisations (id) on delete cascade,
  token_hash bytea not null unique,
  created_by text references users (uid) on delete set null,
  created_at timestamptz not null default now()
);

-- The `délai` timer reads the running sessions about once a second in every API process: this keeps that
-- read to the handful of sessions running, however many the organisations have planned or run.
create index if not exists sessions_running_idx on sessions (id) where status = 'en cours';
